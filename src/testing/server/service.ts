/**
 * Helpers for the service's tests: a small built site, temporary data directories, raw HTTP
 * requests (node:http, so every header, Origin and Sec-Fetch-Site included, goes out exactly as
 * written), and running the real service as a child process.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/api';
import { writeServiceWords } from '../../build/serviceWords';
import { SCRIPT_HASHES_FILE, SERVER_RENDER_DIR } from '../../shared/builtSite';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main id="main"><h1>${title}</h1></main></body></html>`;

/** A temporary directory holding `dist/` (a tiny built site, the inbox page too) and `data/`. */
export async function makeSite(prefix: string) {
  const root = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  await mkdir(distDir);
  await writeFile(
    path.join(distDir, 'routes.json'),
    JSON.stringify([
      { url: '/', file: 'index.html' },
      { url: '/contact', file: 'contact/index.html' },
    ]),
  );
  await writeFile(path.join(distDir, 'index.html'), page('Home'));
  await mkdir(path.join(distDir, 'contact'));
  await writeFile(path.join(distDir, 'contact/index.html'), page('Contact Us'));
  await writeFile(path.join(distDir, '404.html'), page('Page not found'));
  // What the build writes for the CSP; these tiny pages carry no inline script to hash.
  await mkdir(path.join(distDir, SERVER_RENDER_DIR));
  await writeFile(
    path.join(distDir, SERVER_RENDER_DIR, SCRIPT_HASHES_FILE),
    JSON.stringify({ scriptSrc: [] }),
  );
  // The service's words in every language, from the content, as the build writes them.
  await writeServiceWords(path.join(distDir, SERVER_RENDER_DIR));
  await writeFile(
    path.join(distDir, 'inbox.html'),
    page('Inbox').replace('<head>', '<head><meta name="robots" content="noindex, nofollow">'),
  );
  return {
    root,
    distDir,
    dataDir,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: () => Record<string, unknown>;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: http.Agent;
}

/** One request over a real socket; resolves with the whole answer. */
export function request(url: string, options: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: options.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Visits a page like a browser and returns the XSRF-TOKEN it was given. */
export async function fetchToken(baseUrl: string): Promise<string> {
  const response = await request(`${baseUrl}/contact`);
  const cookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  if (!cookie) throw new Error(`The page set no ${XSRF_COOKIE} cookie.`);
  return cookie.slice(`${XSRF_COOKIE}=`.length).split(';')[0] ?? '';
}

/** The headers a same-origin browser sends with the token. */
export function sameOriginHeaders(baseUrl: string, token: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: baseUrl,
    'sec-fetch-site': 'same-origin',
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: token,
  };
}

/** A port nobody listens on (for an SMTP server that is down). */
export async function unusedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls until `check` returns something truthy (no fixed sleeps, no timing assertions). */
export async function eventually<T>(
  check: () => T | Promise<T>,
  what: string,
  limitMs = 20_000,
): Promise<Exclude<T, undefined | null | false | '' | 0>> {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, undefined | null | false | '' | 0>;
    if (Date.now() - start > limitMs) throw new Error(`Gave up waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface ServiceProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout so far. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `src/server/main.ts` as its own process, as `npm start` does, on a free port. */
export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let done = false;
  void exited.then(() => (done = true));
  const baseUrl = await eventually(
    () => {
      if (done) throw new Error(`The service exited before listening:\n${stdout}\n${stderr}`);
      return /Serving the site and its API at (http:\/\/\S+)/.exec(stdout)?.[1];
    },
    'the service to listen',
    60_000,
  );
  return { child, baseUrl, output: () => stdout, exited };
}

/** A copy of `headers` without the named ones (to send a request that lacks them). */
export function without(
  headers: Record<string, string>,
  ...names: string[]
): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Processes of `runServiceToExit` still running: `stopLeftovers` ends them. */
const leftovers = new Set<ChildProcess>();

/** Kills what `runServiceToExit` started and has not seen exit (after a failed test). */
export function stopLeftovers(): void {
  for (const child of leftovers) child.kill('SIGKILL');
  leftovers.clear();
}

/**
 * Runs `src/server/main.ts` as `npm start` does and waits for it to exit (for a start that must
 * be refused); killed after `limitMs` if it does not. `uid`/`gid` run it as another user.
 */
export function runServiceToExit(
  env: Record<string, string>,
  { uid, gid, limitMs = 15_000 }: { uid?: number; gid?: number; limitMs?: number } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid === undefined ? {} : { uid, gid }),
    });
    leftovers.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const guard = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('error', reject);
    // 'close': the process has exited and its output is all read.
    child.on('close', (code, signal) => {
      clearTimeout(guard);
      leftovers.delete(child);
      resolve({ code, signal, stdout, stderr });
    });
  });
}
