/**
 * The form without JavaScript, for the `server-built` files that post it
 * (`src/server/contactForm*.node-built.test.ts`): a service on the built site in dist/ through
 * Fastify's inject, what a browser sends, and readers of the pages it answers with.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { createToken, XSRF_COOKIE } from '../../server/csrf';
import { openStore, type Store } from '../../server/store';
import { SERVER_ENTRY_FILE, SERVER_RENDER_DIR } from '../../shared/builtSite';
import { projectRoot } from './service';

export const distDir = path.join(projectRoot, 'dist');
export const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
export const HOST = 'saathi.test';
export const ORIGIN = `http://${HOST}`;
export const token = createToken(SECRET);

export interface Service {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
}

export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'contact-form-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    CSRF_SECRET: SECRET,
    CONTACT_RATE_MAX: '100000',
    ...env,
  });
  const app = await buildApp({ config });
  return { app, store: openStore(dataDir), dataDir };
}

export async function stopService(service: Service | undefined) {
  service?.store.close();
  await service?.app.close();
  if (service) await rm(service.dataDir, { recursive: true, force: true });
}

/** What a browser posting the form from our own page sends. */
export const browserHeaders = {
  host: HOST,
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/x-www-form-urlencoded',
  cookie: `${XSRF_COOKIE}=${token}`,
};

export type Fields = Record<string, string>;

/** The body a browser writes: form-encoded, every line break of the text area as CR LF. */
export function encode(fields: Fields): string {
  const browserLines = Object.entries(fields).map(([name, value]) => [
    name,
    value.replace(/\r?\n/g, '\r\n'),
  ]);
  return new URLSearchParams(browserLines).toString();
}

export const valid: Fields = {
  writer: 'adult',
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'Hello',
  website: '',
};

let sequence = 0;
/** A valid enquiry with an e-mail address of its own, to find it in the database. */
export function uniqueEnquiry(fields: Fields = {}): Fields {
  sequence += 1;
  return { ...valid, userEmail: `form.${sequence}@example.org`, ...fields };
}

export function documentOf(response: LightMyRequestResponse): Document {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return new JSDOM(response.body).window.document;
}

/** A page the service answers the form with: the site's layout, no script at all, `noindex`. */
export function expectSitePage(page: Document, response: LightMyRequestResponse, title: string) {
  expect(page.title).toBe(`${title} - Saathi`);
  expect(page.documentElement.lang).toBe('en-IN');
  expect(page.querySelector('a[href="#main"]')?.textContent).toBe('Skip to main content');
  expect(page.querySelectorAll('header, main#main, footer')).toHaveLength(3);
  expect(page.querySelector('main h1')?.textContent).toBe(title);
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  // Nothing to run: no script of any kind, no inline style the CSP would refuse.
  expect(response.body).not.toMatch(/<script/i);
  expect(page.querySelectorAll('[style]')).toHaveLength(0);
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  expect(response.headers['cache-control']).toBe('no-store');
  // Every id a field names for its description exists (react-aria's server render names more).
  for (const element of page.querySelectorAll('[aria-describedby], [aria-labelledby]')) {
    for (const attribute of ['aria-describedby', 'aria-labelledby']) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        expect(page.getElementById(id), `#${id} named by ${attribute}`).not.toBeNull();
      }
    }
  }
}

/** The form on a refused page, by field name. */
export function field(page: Document, name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `form [name="${name}"]`,
  );
  expect(element, `the field named ${name}`).not.toBeNull();
  return element!;
}

/** The error text tied to a field by aria-describedby, or undefined when it has none. */
export function fieldError(page: Document, name: string): string | undefined {
  const input = field(page, name);
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => page.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The error summary: its heading, whether it takes focus on load, and each link. */
export function summaryOf(page: Document) {
  const summary = page.querySelector('form [role="group"]');
  if (!summary) return undefined;
  return {
    heading: summary.querySelector('h2')?.textContent,
    autofocus: summary.hasAttribute('autofocus') && summary.getAttribute('tabindex') === '-1',
    links: [...summary.querySelectorAll('a')].map((link) => ({
      text: link.textContent,
      // The field the link leads to, by its name.
      field: page.getElementById(link.getAttribute('href')!.slice(1))?.getAttribute('name'),
    })),
  };
}

/** A refusal: "Oops!", the service's words, the form posting to the same place. */
export function expectRefusedPage(
  response: LightMyRequestResponse,
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  const page = documentOf(response);
  expectSitePage(page, response, 'Oops!');
  expect(page.querySelector('main h1 + p')?.textContent).toBe(message);
  const form = page.querySelector('main form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.getAttribute('action')).toBe('/u1/contact/form?language=en');
  return page;
}

/**
 * The service for one test file, started before its tests (the built site must be there) and
 * stopped after them, with the two calls that default to it.
 */
export function withFormService() {
  let current: Service | undefined;
  const service = () => {
    if (!current) throw new Error('the service starts in beforeAll');
    return current;
  };

  beforeAll(async () => {
    try {
      await access(path.join(distDir, SERVER_RENDER_DIR, SERVER_ENTRY_FILE));
    } catch {
      throw new Error('dist/ is missing or old: run `npm run build` before these tests.');
    }
    current = await startService();
  });

  afterAll(() => stopService(current));

  /** Posts the form as a browser does, to this file's service or `target`. */
  function postForm(
    fields: Fields,
    headers: Record<string, string | undefined> = {},
    target: Service = service(),
  ) {
    const sent = Object.fromEntries(
      Object.entries({ ...browserHeaders, ...headers }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    return target.app.inject({
      method: 'POST',
      url: '/u1/contact/form',
      headers: sent,
      payload: encode(fields),
    });
  }

  /** What the service stored from this address. */
  function storedFrom(userEmail: string, target: Service = service()) {
    return target.store
      .listEnquiries({ includeSpam: true })
      .filter((enquiry) => enquiry.userEmail === userEmail);
  }

  return { service, postForm, storedFrom };
}
