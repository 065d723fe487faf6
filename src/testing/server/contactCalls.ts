/**
 * What the tests of the contact call share (src/server/contact.node.test.ts, contactCsrf.node.test.ts,
 * contactRateLimit.node.test.ts): the service over real HTTP on loopback with a tiny built site, a
 * valid enquiry, and the check every error answer must pass.
 */
import { Writable } from 'node:stream';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openStore, type Store } from '../../server/store';
import type { StoredEnquiry } from '../../server/store/records';
import { fetchToken, makeSite, request, sameOriginHeaders, type RawResponse } from './service';

export const validEnquiry = {
  writer: 'adult',
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'Hello',
};

/** Every error answer: JSON with a plain message, nothing from the inside of the service. */
export function expectPlainError(response: RawResponse, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'errors')).toEqual(['message']);
  expect(response.text).not.toMatch(/stack|FST_|Error|SyntaxError|at \//);
  return body;
}

export interface ContactService {
  site: Awaited<ReturnType<typeof makeSite>>;
  /** Where it listens: http://127.0.0.1:<port>. */
  base: string;
  /** A valid anti-CSRF token, from a page of the site. */
  token: string;
  /** The same database, opened beside the service. */
  store: Store;
  /** Everything the service logged so far. */
  log(): string;
  /** A same-origin JSON post to the contact call, with the token; `headers` added or replaced. */
  post(body: unknown, headers?: Record<string, string>): Promise<RawResponse>;
  /** The stored enquiries (spam too) whose message holds `marker`. */
  storedWith(marker: string): StoredEnquiry[];
  close(): Promise<void>;
}

/** The service, listening on a free loopback port, with a tiny built site and settings `env`. */
export async function startContactService(
  prefix: string,
  env: Record<string, string> = {},
): Promise<ContactService> {
  const site = await makeSite(prefix);
  const config = readConfig(
    { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, CONTACT_RATE_MAX: '100000', ...env },
    site.root,
  );
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  const app = await buildApp({ config, logger: { stream } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = await fetchToken(base);
  const store = openStore(site.dataDir);
  return {
    site,
    base,
    token,
    store,
    log: () => log,
    post: (body, headers = {}) =>
      request(`${base}/u1/contact`, {
        method: 'POST',
        headers: { ...sameOriginHeaders(base, token), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    storedWith: (marker) =>
      store.listEnquiries({ includeSpam: true }).filter((e) => e.message.includes(marker)),
    async close() {
      store.close();
      await app.close();
      await site.remove();
    },
  };
}
