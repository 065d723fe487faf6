/**
 * The owner's inbox over real HTTP on loopback (docs/spec/contracts.md §11): the page at /inbox
 * (noindex, never cached), nothing readable without a session (every endpoint, exports too),
 * the CSRF rules on every change, signing in (the cookie's attributes over HTTP and HTTPS, the
 * limit and the pause per address), sessions that end (idle, absolute, signing out), the list,
 * opening, marking, searching, exporting (byte-order mark, formulas defused, the CLI's bytes) and
 * erasing, the e-mail state, and a log that holds neither the passphrase nor the cookie.
 *
 * The clock and the pause after a wrong passphrase are the test's own: sessions expire by moving
 * the clock, and the pause is watched, not waited for (no test here depends on machine speed).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboxEnquiry, InboxPage, InboxStatus } from '../../shared/inbox';
import { buildApp } from '../app';
import { BOM, toCsv, toJson } from '../cli/render';
import { readConfig } from '../config';
import { DATABASE_FILE, openStore, type Store } from '../store';
import { makeSite, request, type RawResponse } from '../../testing/server/service';
import { hashPassphrase, PASSPHRASE_FILE, writePassphrase } from './passphrase';
import { inboxMessages } from './routes';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from './session';

const PASSPHRASE = 'saathi owner reads every message';
const PARTNER = 'https://partner.example';
const HOUR = 3_600_000;

let site: Awaited<ReturnType<typeof makeSite>>;
let app: FastifyInstance;
let base: string;
let store: Store;
let token: string;
let log = '';
let clock = Date.parse('2026-11-02T10:00:00.000Z');
/** Each pause the service took after a wrong passphrase, in ms. */
const pauses: number[] = [];
/** A different client address for each test that counts sign-in tries. */
let addressCount = 0;
function newAddress(): string {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
}

beforeAll(async () => {
  site = await makeSite('inbox');
  writePassphrase(site.dataDir, await hashPassphrase(PASSPHRASE));
  const config = readConfig(
    // One proxy in front: each test's client address comes from X-Forwarded-For.
    { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, TRUST_PROXY: '1', ALLOWED_ORIGINS: PARTNER },
    site.root,
  );
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  app = await buildApp({
    config,
    logger: { stream },
    inbox: {
      now: () => clock,
      wait: async (ms) => {
        pauses.push(ms);
      },
    },
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  store = openStore(site.dataDir);
  token = xsrfFrom(await request(`${base}/inbox`));
});

afterAll(async () => {
  store?.close();
  await app?.close();
  await site?.remove();
});

beforeEach(() => {
  pauses.length = 0;
});

function cookies(response: RawResponse): string[] {
  return [response.headers['set-cookie'] ?? []].flat();
}

function xsrfFrom(response: RawResponse): string {
  const cookie = cookies(response).find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('The page set no XSRF-TOKEN cookie.');
  return cookie.slice('XSRF-TOKEN='.length).split(';')[0] ?? '';
}

/** The session cookie a response set, as a `name=value` pair, or undefined. */
function sessionFrom(response: RawResponse): string | undefined {
  return cookies(response)
    .find(
      (c) => c.startsWith(`${PLAIN_SESSION_COOKIE}=`) || c.startsWith(`${SECURE_SESSION_COOKIE}=`),
    )
    ?.split(';')[0];
}

interface Call {
  method?: string;
  body?: unknown;
  /** `name=value` of the session cookie. */
  session?: string | undefined;
  headers?: Record<string, string>;
  /** The client's address, as our proxy would report it. */
  from?: string;
}

/** A request as the inbox page sends it: same origin, the XSRF header, JSON. */
function call(pathName: string, { method = 'GET', body, session, headers = {}, from }: Call = {}) {
  return request(`${base}/u1/inbox/${pathName}`, {
    method,
    headers: {
      origin: base,
      'sec-fetch-site': 'same-origin',
      cookie: [`XSRF-TOKEN=${token}`, session].filter(Boolean).join('; '),
      'x-xsrf-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function signIn(passphrase = PASSPHRASE, from = newAddress()) {
  return call('session', { method: 'POST', body: { passphrase }, from });
}

async function session(): Promise<string> {
  const response = await signIn();
  expect(response.status).toBe(200);
  const cookie = sessionFrom(response);
  if (!cookie) throw new Error('Signing in set no session cookie.');
  return cookie;
}

function save(
  fullName: string,
  message: string,
  receivedAt: string,
  extra: { phoneNumber?: string; userEmail?: string; spam?: boolean } = {},
) {
  const saved = store.saveEnquiry(
    {
      fullName,
      phoneNumber: extra.phoneNumber ?? '',
      userEmail: extra.userEmail ?? 'writer@example.org',
      message,
    },
    { spam: extra.spam ?? false, now: new Date(receivedAt) },
  );
  if (saved.outcome !== 'stored') throw new Error('not stored');
  return saved.id;
}

/** Every endpoint with something private behind it, and every change. */
const endpoints = (id: number) =>
  [
    ['GET', 'session'],
    ['DELETE', 'session'],
    ['GET', 'enquiries'],
    ['GET', 'enquiries?query=Asha'],
    ['GET', `enquiries/${id}`],
    ['PATCH', `enquiries/${id}`, { replied: true }],
    ['DELETE', `enquiries/${id}`],
    ['GET', 'status'],
    ['POST', 'email/retry'],
    ['GET', 'export.csv'],
    ['GET', 'export.json'],
    ['HEAD', 'export.csv'],
  ] as const;

describe('the page at /inbox', () => {
  it('is the inbox page: never stored by a cache, never indexed, with an XSRF token', async () => {
    for (const url of ['/inbox', '/inbox/', '/inbox/enquiries/12']) {
      const response = await request(`${base}${url}`);
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
      const response = await request(`${base}${url}`);
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
    expect(store.getEnquiry(id)?.repliedAt).toBeNull();
  });

  it('GET session says whether a passphrase is set', async () => {
    const response = await call('session');
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({ message: inboxMessages.signInNeeded, passphrase: 'set' });
  });
});

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
    const https = { 'x-forwarded-proto': 'https', origin: base.replace('http:', 'https:') };
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
    expect(pauses).toEqual([1000]);
  });

  it('takes no pause when the passphrase is right', async () => {
    expect((await signIn()).status).toBe(200);
    expect(pauses).toEqual([]);
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
    expect(pauses).toEqual([1000, 1000, 1000, 1000, 1000]);

    for (const passphrase of ['yet another wrong guess', PASSPHRASE]) {
      const refused = await signIn(passphrase, from);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('900');
      expect(refused.json().message).toBe(inboxMessages.tooManyTries(900));
      expect(sessionFrom(refused)).toBeUndefined();
    }
    // No more pauses: a refused try is not compared at all.
    expect(pauses).toHaveLength(5);

    // Another address is not held up.
    expect((await signIn(PASSPHRASE, newAddress())).status).toBe(200);

    // Once the window has passed, the address may try again.
    clock += 15 * 60_000;
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
      ['a header that differs', { 'x-xsrf-token': `${token}x` }],
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
    expect(store.getEnquiry(id)?.repliedAt).toBeNull();
    expect((await call('status', { session: cookie })).status).toBe(200);
  });
});

describe('sessions end', () => {
  it('after 8 hours unused, and the browser is told to drop the cookie', async () => {
    const cookie = await session();
    clock += 7 * HOUR;
    expect((await call('status', { session: cookie })).status).toBe(200);
    clock += 7 * HOUR;
    expect((await call('status', { session: cookie })).status).toBe(200);
    clock += 8 * HOUR;
    const ended = await call('status', { session: cookie });
    expect(ended.status).toBe(401);
    expect(cookies(ended).find((c) => c.startsWith(`${PLAIN_SESSION_COOKIE}=;`))).toMatch(
      /Expires=Thu, 01 Jan 1970/,
    );
  });

  it('7 days after signing in, however often used', async () => {
    const cookie = await session();
    for (let hours = 0; hours < 7 * 24 - 6; hours += 6) {
      clock += 6 * HOUR;
      expect((await call('status', { session: cookie })).status).toBe(200);
    }
    clock += 6 * HOUR;
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

describe('with a session', () => {
  let cookie: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    store.db.exec('DELETE FROM enquiries');
    ids.oldest = save('Ravi Kumar', 'First, about the book.', '2026-10-01T08:00:00.000Z', {
      phoneNumber: '+91 98765 43210',
      userEmail: '',
    });
    ids.middle = save('आशा वर्मा', 'क्या आप ब्रेल में किताब भेज सकते हैं?', '2026-10-15T08:00:00.000Z');
    ids.spam = save('Bot', 'buy now', '2026-10-20T08:00:00.000Z', { spam: true });
    ids.formula = save(
      '=HYPERLINK("http://evil.example","Click")',
      '@SUM(1+1)',
      '2026-10-25T08:00:00.000Z',
    );
    ids.newest = save(
      'Meera',
      `A long message. ${'word '.repeat(100)}`,
      '2026-11-01T08:00:00.000Z',
    );
    cookie = await session();
  });

  const get = async <T>(pathName: string) => {
    const response = await call(pathName, { session: cookie });
    expect(response.status, pathName).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as unknown as T;
  };

  it('lists enquiries newest first, new ones marked, spam left out, with counts', async () => {
    const page = await get<InboxPage>('enquiries');
    expect(page.enquiries.map((e) => e.id)).toEqual([
      ids.newest,
      ids.formula,
      ids.middle,
      ids.oldest,
    ]);
    expect(page.enquiries.every((e) => e.readAt === null)).toBe(true);
    expect(page).toMatchObject({ total: 4, unread: 4, offset: 0, limit: 50 });
    const [newest] = page.enquiries;
    expect([...newest!.preview].length).toBeLessThanOrEqual(160);
    expect(newest!.preview).toMatch(/^A long message\. word word.*…$/);
    expect(newest!.email.status).toBe('pending');
  });

  it('pages and searches (names, messages, Hindi), and refuses a bad page', async () => {
    const second = await get<InboxPage>('enquiries?offset=1&limit=2');
    expect(second.enquiries.map((e) => e.id)).toEqual([ids.formula, ids.middle]);
    expect(second.total).toBe(4);
    const hindi = await get<InboxPage>(`enquiries?query=${encodeURIComponent('ब्रेल')}`);
    expect(hindi.enquiries.map((e) => e.id)).toEqual([ids.middle]);
    expect(hindi).toMatchObject({ total: 1, unread: 4 });
    const byPhone = await get<InboxPage>(`enquiries?query=${encodeURIComponent('98765')}`);
    expect(byPhone.enquiries.map((e) => e.id)).toEqual([ids.oldest]);
    const none = await get<InboxPage>('enquiries?query=%25');
    expect(none.enquiries).toEqual([]);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      expect((await call(`enquiries?${bad}`, { session: cookie })).status, bad).toBe(400);
    }
  });

  it('opens one whole without marking it; marking read, replied, and new again', async () => {
    const whole = await get<InboxEnquiry>(`enquiries/${ids.newest}`);
    expect(whole.message).toBe(`A long message. ${'word '.repeat(100)}`);
    expect(whole.readAt).toBeNull();

    const read = await call(`enquiries/${ids.newest}`, {
      method: 'PATCH',
      body: { read: true },
      session: cookie,
    });
    expect(read.status).toBe(200);
    expect((read.json() as unknown as InboxEnquiry).readAt).not.toBeNull();
    expect((await get<InboxPage>('enquiries')).unread).toBe(3);

    const replied = await call(`enquiries/${ids.middle}`, {
      method: 'PATCH',
      body: { replied: true },
      session: cookie,
    });
    const repliedBody = replied.json() as unknown as InboxEnquiry;
    expect(repliedBody.repliedAt).not.toBeNull();
    // Replying means it was read.
    expect(repliedBody.readAt).not.toBeNull();

    const notReplied = await call(`enquiries/${ids.middle}`, {
      method: 'PATCH',
      body: { replied: false, read: false },
      session: cookie,
    });
    expect(notReplied.json()).toMatchObject({ repliedAt: null, readAt: null });
  });

  it('refuses a change it cannot read, and an enquiry that is not there (or is spam)', async () => {
    for (const body of [{}, { read: 'yes' }, { replied: 1 }, []]) {
      const response = await call(`enquiries/${ids.oldest}`, {
        method: 'PATCH',
        body,
        session: cookie,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['999999', 'abc', '1.5', String(ids.spam)]) {
      const response = await call(`enquiries/${id}`, { session: cookie });
      expect(response.status, id).toBe(404);
      expect(response.json().message).toBe(inboxMessages.notFound);
    }
  });

  it('exports CSV with a byte-order mark, formulas defused, the same bytes as the CLI', async () => {
    const response = await call('export.csv', { session: cookie });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text.startsWith(BOM)).toBe(true);
    expect(response.text).toContain(`'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(response.text).toContain(",'@SUM(1+1),");
    expect(response.text).toContain("'+91 98765 43210");
    expect(response.text).not.toContain('buy now');
    expect(response.text).toBe(toCsv(store.listEnquiries()));
  });

  it('exports JSON: the six fields of npm run enquiries -- --json, the same bytes', async () => {
    const response = await call('export.json', { session: cookie });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="enquiries-[\d-]+\.json"/);
    expect(response.text).toBe(toJson(store.listEnquiries()));
    const rows = JSON.parse(response.text) as Record<string, unknown>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'receivedAt',
      'fullName',
      'phoneNumber',
      'userEmail',
      'message',
    ]);
  });

  it('tells where e-mail stands, and sends the failed ones again', async () => {
    store.recordEmailCheck({
      state: 'failing',
      detail: 'smtp.example.org refused the login',
      checkedAt: '2026-11-02T09:00:00.000Z',
    });
    const due = store.claimDueEmail(Date.now(), 60_000)!;
    store.markEmailFailed(due.outboxId, '550 5.1.1 No such user', 'never');
    const status = await get<InboxStatus>('status');
    expect(status.emailCheck).toEqual({
      state: 'failing',
      detail: 'smtp.example.org refused the login',
      checkedAt: '2026-11-02T09:00:00.000Z',
    });
    expect(status.emails.failed).toBe(1);
    const failed = await get<InboxEnquiry>(`enquiries/${due.enquiry.id}`);
    expect(failed.email).toMatchObject({
      status: 'failed',
      lastError: '550 5.1.1 No such user',
      attempts: 1,
    });

    const retry = await call('email/retry', { method: 'POST', session: cookie });
    expect(retry.status).toBe(200);
    expect(retry.json()).toEqual({ retried: 1, message: inboxMessages.retried(1) });
    expect((await get<InboxStatus>('status')).emails.failed).toBe(0);
  });

  it('erases one for good: gone from the list, the API and the database files', async () => {
    const marker = `erase-me-${Date.now()}`;
    const id = save(`${marker} name`, `${marker} message`, '2026-11-01T12:00:00.000Z', {
      userEmail: `${marker}@example.org`,
    });
    const files = () =>
      [DATABASE_FILE, `${DATABASE_FILE}-wal`].filter((name) => {
        const file = path.join(site.dataDir, name);
        return existsSync(file) && readFileSync(file).includes(Buffer.from(marker));
      });
    expect(files()).not.toEqual([]);
    const response = await call(`enquiries/${id}`, { method: 'DELETE', session: cookie });
    expect(response.status).toBe(204);
    expect((await call(`enquiries/${id}`, { session: cookie })).status).toBe(404);
    expect((await call(`enquiries/${id}`, { method: 'DELETE', session: cookie })).status).toBe(404);
    expect((await get<InboxPage>('enquiries')).enquiries.some((e) => e.id === id)).toBe(false);
    expect(store.getEnquiry(id)).toBeUndefined();
    expect(files()).toEqual([]);
  });
});

describe('without a passphrase set', () => {
  it('says how to set one, and signing in is refused with the command', async () => {
    const file = path.join(site.dataDir, PASSPHRASE_FILE);
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
    expect(log).toContain('inbox signed in');
    expect(log).not.toContain(PASSPHRASE);
    expect(log).not.toContain('saathi owner');
    expect(log).not.toContain(id);
    expect(log).not.toContain('Meera');
  });
});
