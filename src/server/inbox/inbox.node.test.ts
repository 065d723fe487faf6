/**
 * The owner's inbox over real HTTP on loopback (docs/spec/contracts.md §11): the page at /inbox
 * (noindex, never cached), nothing readable without a session (every endpoint, exports too),
 * signing in refused while no passphrase is set, and a log that holds neither the passphrase nor
 * the cookie. Signing in, the CSRF rules and sessions ending: inboxSessions.node.test.ts; the
 * list, opening, marking, searching, exporting and erasing: inboxEnquiries.node.test.ts. The
 * service, its clock and its pauses: src/testing/server/inboxService.ts.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request } from '../../testing/server/service';
import { PASSPHRASE_FILE } from './passphrase';
import { inboxMessages } from './messages';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from './session';
import {
  cookies,
  endpoints,
  PASSPHRASE,
  sessionFrom,
  withInbox,
} from '../../testing/server/inboxService';

const inbox = withInbox();
const { call, signIn, save } = inbox;

describe('the page at /inbox', () => {
  it('is the inbox page: never stored by a cache, never indexed, with an XSRF token', async () => {
    for (const url of ['/inbox', '/inbox/', '/inbox/enquiries/12']) {
      const response = await request(`${inbox.base}${url}`);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(cookies(response).some((c) => c.startsWith('XSRF-TOKEN='))).toBe(true);
    }
  });

  it('is not served under its file name', async () => {
    for (const url of ['/inbox.html', '/inbox.html.br', '/inbox.html.gz']) {
      const response = await request(`${inbox.base}${url}`);
      expect(response.status).toBe(404);
      expect(response.text).toContain('Page not found');
    }
  });
});

describe('without a session', () => {
  it('nothing is readable, exports included: every endpoint answers 401 with a plain message', async () => {
    const marker = `private-${Date.now()}`;
    const id = save(`${marker} name`, `${marker} message`, '2026-11-01T08:00:00.000Z');
    const forged = `${PLAIN_SESSION_COOKIE}=${'A'.repeat(43)}`;
    for (const sessionCookie of [undefined, forged, `${SECURE_SESSION_COOKIE}=${'A'.repeat(43)}`]) {
      for (const [method, pathName, body] of endpoints(id)) {
        const response = await call(pathName, {
          method,
          body: method === 'PATCH' ? body : undefined,
          session: sessionCookie,
        });
        expect(response.status, `${method} ${pathName}`).toBe(401);
        expect(response.text).not.toContain(marker);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
        if (method !== 'HEAD') expect(response.json().message).toBe(inboxMessages.signInNeeded);
      }
    }
    // Nothing was changed either.
    expect(inbox.store.getEnquiry(id)?.repliedAt).toBeNull();
  });

  it('GET session says whether a passphrase is set', async () => {
    const response = await call('session');
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: inboxMessages.signInNeeded, passphrase: 'set' });
  });
});

describe('without a passphrase set', () => {
  it('says how to set one, and signing in is refused with the command', async () => {
    const file = path.join(inbox.site.dataDir, PASSPHRASE_FILE);
    const saved = readFileSync(file);
    const { rmSync, writeFileSync } = await import('node:fs');
    rmSync(file);
    try {
      expect((await call('session')).json()).toMatchObject({ passphrase: 'unset' });
      const response = await signIn();
      expect(response.status).toBe(409);
      expect(response.json().message).toBe(inboxMessages.noPassphrase);
      expect(response.json().message).toContain('npm run inbox -- set-passphrase');
      writeFileSync(file, 'not a hash\n');
      expect((await call('session')).json()).toMatchObject({ passphrase: 'unusable' });
      expect((await signIn()).status).toBe(409);
    } finally {
      writeFileSync(file, saved, { mode: 0o600 });
    }
  });
});

describe('the log', () => {
  it('holds neither the passphrase nor a session id nor enquiry text', async () => {
    const response = await signIn();
    const id = sessionFrom(response)!.split('=')[1]!;
    await call('enquiries', { session: sessionFrom(response) });
    expect(inbox.log).toContain('inbox signed in');
    expect(inbox.log).not.toContain(PASSPHRASE);
    expect(inbox.log).not.toContain('saathi owner');
    expect(inbox.log).not.toContain(id);
    expect(inbox.log).not.toContain('Meera');
  });
});
