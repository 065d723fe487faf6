/**
 * Every page is valid HTML, as the W3C's Nu HTML Checker (vnu, from the `vnu-jar` package; it
 * needs Java) reads it: every page `npm run build` wrote into dist/ (each language's pages, its
 * not-found page, the owner's inbox page), and the pages the service renders itself for the
 * contact form posted without script, "Success!" and "Oops!" (with the error summary and the
 * fields' errors), in every language. One run of the checker over all of them; the test fails
 * listing each error with its file and line. docs/decisions.md says why.
 */
import { spawn } from 'node:child_process';
import { readdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../content/languages';
import { API_BASE, CONTACT_FORM_PATH, CONTACT_SENT_PATH, LANGUAGE_PARAM } from '../shared/api';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { createToken, XSRF_COOKIE } from '../server/csrf';
import { distDir } from './paths';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const HOST = 'saathi.test';

/** Every HTML file under dist/, but not the build's own folders (.vite/, .server/: templates). */
async function builtPages(): Promise<string[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('.')))
    .sort();
}

interface Finding {
  file: string;
  line: number | undefined;
  message: string;
}

/** Runs vnu once over the files; its errors (warnings left out) by file and line. */
function vnuErrors(files: string[]): Promise<Finding[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.env.JAVA ?? 'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) =>
      reject(
        new Error(
          `Java could not be started (${error.message}): the HTML check runs the Nu HTML Checker, ` +
            'which needs Java (apt-get install -y default-jre-headless).',
        ),
      ),
    );
    child.once('exit', (code) => {
      let report: {
        messages: { type: string; url?: string; lastLine?: number; message: string }[];
      };
      try {
        report = JSON.parse(stdout) as typeof report;
      } catch {
        reject(new Error(`vnu gave no report (exit code ${code}):\n${stderr}${stdout}`));
        return;
      }
      resolve(
        report.messages
          .filter((message) => message.type === 'error' || message.type === 'non-document-error')
          .map((message) => ({
            file: message.url ? fileURLToPath(message.url) : '(no file)',
            line: message.lastLine,
            message: message.message,
          })),
      );
    });
  });
}

let app: FastifyInstance;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'valid-html-'));
  app = await buildApp({
    config: readConfig({
      DATA_DIR: path.join(work, 'data'),
      DIST_DIR: distDir,
      CSRF_SECRET: SECRET,
      CONTACT_RATE_MAX: '1000',
    }),
  });
});

afterAll(async () => {
  await app?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * The pages the service answers the form without script with, in one language: "Success!" (where
 * a stored enquiry is sent) and "Oops!" for a form sent empty (the error summary, every field's
 * error, the form again). Each is written to a file named after it.
 */
async function resultPages(folder: string): Promise<string[]> {
  const query = `?${LANGUAGE_PARAM}=${folder}`;
  const sent = await app.inject({
    method: 'GET',
    url: `${API_BASE}/${CONTACT_SENT_PATH}${query}`,
    headers: { host: HOST },
  });
  const refused = await app.inject({
    method: 'POST',
    url: `${API_BASE}/${CONTACT_FORM_PATH}${query}`,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${XSRF_COOKIE}=${createToken(SECRET)}`,
    },
    payload: 'fullName=&phoneNumber=&userEmail=&message=&website=',
  });
  expect(sent.statusCode).toBe(200);
  expect(refused.statusCode).toBe(400);
  const files: string[] = [];
  for (const [name, response] of [
    ['sent', sent],
    ['refused', refused],
  ] as const) {
    // The service's own answer, not its last-resort page: the site's layout, with its form.
    expect(response.body).toContain('<main id="main"');
    const file = path.join(work, `contact-form-${name}-${folder}.html`);
    await writeFile(file, response.body);
    files.push(file);
  }
  return files;
}

describe('the HTML of every page (the Nu HTML Checker)', () => {
  it('has no error: every built page, and "Success!" and "Oops!" of the form without script in every language', async () => {
    const built = await builtPages();
    // Each language's pages and its not-found page, and the inbox page.
    expect(built.length).toBeGreaterThanOrEqual(languages.length * 6 + 1);
    const rendered = (
      await Promise.all(languages.map((language) => resultPages(language.folder)))
    ).flat();
    const files = [...built.map((file) => path.join(distDir, file)), ...rendered];

    const errors = await vnuErrors(files);

    const named = errors.map(
      ({ file, line, message }) =>
        `${path.relative(path.dirname(distDir), file)}${line ? `:${line}` : ''}: ${message}`,
    );
    expect(named).toEqual([]);
  });
});
