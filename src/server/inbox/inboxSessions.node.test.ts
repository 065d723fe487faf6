/**
 * The owner's inbox (docs/spec/contracts.md §11): signing in (the cookie's attributes over HTTP
 * and HTTPS, the limit and the pause per address), the CSRF rules on every change, and sessions
 * that end (idle, absolute, signing out). The clock and the pause after a wrong passphrase are
 * the test's own (src/testing/server/inboxService.ts): sessions expire by moving the clock, and
 * the pause is watched, not waited for.
 */
import { describe, expect, it } from 'vitest';
import { inboxMessages } from './messages';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from './session';
import {
  cookies,
  endpoints,
  HOUR,
  PARTNER,
  PASSPHRASE,
  sessionFrom,
  withInbox,
} from '../../testing/server/inboxService';

const inbox = withInbox();
const { newAddress, call, signIn, session, save } = inbox;

describe('signing in', () => {
  it('with the right passphrase gives an HttpOnly, SameSite=Strict cookie that expires (HTTP)', async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ signedIn: true });
    const cookie = cookies(response).find((c) => c.startsWith(`${PLAIN_SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/^inbox-session=[\w-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=604800/);
    // Plain HTTP: a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).not.toMatch(/Domain/i);
    expect((await call('status', { session: sessionFrom(response) })).status).toBe(200);
  });

  it('over HTTPS (behind the proxy) the cookie is __Host-inbox and Secure, and only it counts', async () => {
    const https = { 'x-forwarded-proto': 'https', origin: inbox.base.replace('http:', 'https:') };
    const response = await call('session', {
      method: 'POST',
      body: { passphrase: PASSPHRASE },
      from: newAddress(),
      headers: https,
    });
    expect(response.status).toBe(200);
    const cookie = cookies(response).find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/^__Host-inbox=[\w-]{43};/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain/i);
    const value = sessionFrom(response)!.split('=')[1];
    expect((await call('status', { session: sessionFrom(response), headers: https })).status).toBe(
      200,
    );
    // The same id under the plain name, over HTTPS, is no session.
    expect(
      (await call('status', { session: `${PLAIN_SESSION_COOKIE}=${value}`, headers: https }))
        .status,
    ).toBe(401);
  });

  it('with a wrong passphrase: 401 in words, after the pause, and no cookie', async () => {
    const response = await signIn('not the passphrase at all');
    expect(response.status).toBe(401);
    expect(response.json().message).toBe(inboxMessages.wrongPassphrase(4, 900));
    expect(response.json().message).toMatch(/not right.*4 more times in the next 15 minutes/);
    expect(sessionFrom(response)).toBeUndefined();
    expect(inbox.pauses).toEqual([1000]);
  });

  it('takes no pause when the passphrase is right', async () => {
    expect((await signIn()).status).toBe(200);
    expect(inbox.pauses).toEqual([]);
  });

  it('is limited per address: 5 wrong tries, then 429 with Retry-After, even for the right one', async () => {
    const from = newAddress();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await signIn(`wrong guess number ${i}`, from);
      expect(response.status).toBe(401);
      messages.push(String(response.json().message));
    }
    expect(messages.at(-2)).toMatch(/try once more/);
    expect(messages.at(-1)).toMatch(/last try for now\. Please wait 15 minutes/);
    expect(inbox.pauses).toEqual([1000, 1000, 1000, 1000, 1000]);

    for (const passphrase of ['yet another wrong guess', PASSPHRASE]) {
      const refused = await signIn(passphrase, from);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('900');
      expect(refused.json().message).toBe(inboxMessages.tooManyTries(900));
      expect(sessionFrom(refused)).toBeUndefined();
    }
    // No more pauses: a refused try is not compared at all.
    expect(inbox.pauses).toHaveLength(5);

    // Another address is not held up.
    expect((await signIn(PASSPHRASE, newAddress())).status).toBe(200);

    // Once the window has passed, the address may try again.
    inbox.clock += 15 * 60_000;
    expect((await signIn(PASSPHRASE, from)).status).toBe(200);
  });

  it("a right passphrase clears the address's wrong tries", async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i += 1)
      expect((await signIn(`wrong ${i} guess`, from)).status).toBe(401);
    expect((await signIn(PASSPHRASE, from)).status).toBe(200);
    const again = await signIn('wrong again after success', from);
    expect(again.json().message).toBe(inboxMessages.wrongPassphrase(4, 900));
  });

  it('counts tries sent side by side: no more than 5 are compared', async () => {
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(`parallel wrong guess ${i}`, from)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it('needs a passphrase in a JSON body', async () => {
    expect((await call('session', { method: 'POST', body: {}, from: newAddress() })).status).toBe(
      400,
    );
    const plain = await call('session', {
      method: 'POST',
      from: newAddress(),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });
});

describe('the CSRF rules, on every change', () => {
  it('refuse a change without the token, with a foreign Origin or cross-site, even with a session', async () => {
    const cookie = await session();
    const id = save('Csrf', 'csrf check', '2026-11-01T09:00:00.000Z');
    const changes = [
      ['POST', 'session', { passphrase: PASSPHRASE }],
      ['DELETE', 'session', undefined],
      ['PATCH', `enquiries/${id}`, { replied: true }],
      ['DELETE', `enquiries/${id}`, undefined],
      ['POST', 'email/retry', undefined],
    ] as const;
    const refusals: [string, Record<string, string>][] = [
      ['no header', { 'x-xsrf-token': '' }],
      ['a header that differs', { 'x-xsrf-token': `${inbox.token}x` }],
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['an allowed partner, which the inbox does not trust', { origin: PARTNER }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ];
    for (const [method, pathName, body] of changes) {
      for (const [why, headers] of refusals) {
        const response = await call(pathName, {
          method,
          body,
          session: cookie,
          headers,
          from: newAddress(),
        });
        expect(response.status, `${method} ${pathName} with ${why}`).toBe(403);
      }
    }
    expect(inbox.store.getEnquiry(id)?.repliedAt).toBeNull();
    expect((await call('status', { session: cookie })).status).toBe(200);
  });
});

describe('sessions end', () => {
  it('after 8 hours unused, and the browser is told to drop the cookie', async () => {
    const cookie = await session();
    inbox.clock += 7 * HOUR;
    expect((await call('status', { session: cookie })).status).toBe(200);
    inbox.clock += 7 * HOUR;
    expect((await call('status', { session: cookie })).status).toBe(200);
    inbox.clock += 8 * HOUR;
    const ended = await call('status', { session: cookie });
    expect(ended.status).toBe(401);
    expect(cookies(ended).find((c) => c.startsWith(`${PLAIN_SESSION_COOKIE}=;`))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
  });

  it('7 days after signing in, however often used', async () => {
    const cookie = await session();
    for (let hours = 0; hours < 7 * 24 - 6; hours += 6) {
      inbox.clock += 6 * HOUR;
      expect((await call('status', { session: cookie })).status).toBe(200);
    }
    inbox.clock += 6 * HOUR;
    expect((await call('status', { session: cookie })).status).toBe(401);
  });

  it('when the owner signs out', async () => {
    const cookie = await session();
    const out = await call('session', { method: 'DELETE', session: cookie });
    expect(out.status).toBe(204);
    expect(cookies(out).find((c) => c.startsWith(`${PLAIN_SESSION_COOKIE}=;`))).toBeDefined();
    for (const [method, pathName] of endpoints(1)) {
      if (method !== 'GET') continue;
      expect((await call(pathName, { session: cookie })).status).toBe(401);
    }
  });
});
