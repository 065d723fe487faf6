/**
 * POST /u1/contact over real HTTP on loopback, with a real SQLite file and a tiny built site:
 * every status of the contract, bad bodies, the CSRF and CORS rules, idempotency, the honeypot,
 * the rate limit, byte-exact storage of Hindi, emoji and right-to-left text, and a log that holds
 * no personal data.
 */
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages, invalidEnquiryMessage } from '../content/contactForm';
import { enquiryLimits } from '../shared/enquiry';
import { buildApp } from './app';
import { readConfig } from './config';
import { CONTACT_BODY_LIMIT, POSTS_PER_ACCEPTED } from './contact';
import { createToken } from './csrf';
import { DATABASE_FILE, openStore, type Store } from './store';
import {
  fetchToken,
  makeSite,
  request,
  sameOriginHeaders,
  without,
  type RawResponse,
} from '../testing/server/service';
import { english } from '../testing/server/serviceWords';

const PARTNER = 'https://partner.example';

let site: Awaited<ReturnType<typeof makeSite>>;
let app: FastifyInstance;
let base: string;
let token: string;
let store: Store;
let log = '';

beforeAll(async () => {
  site = await makeSite('contact');
  const config = readConfig(
    {
      DATA_DIR: site.dataDir,
      DIST_DIR: site.distDir,
      CONTACT_RATE_MAX: '100000',
      ALLOWED_ORIGINS: PARTNER,
    },
    site.root,
  );
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString('utf8');
      done();
    },
  });
  app = await buildApp({ config, logger: { stream } });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  token = await fetchToken(base);
  store = openStore(site.dataDir);
});

afterAll(async () => {
  store?.close();
  await app?.close();
  await site?.remove();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  request(`${base}/u1/contact`, {
    method: 'POST',
    headers: { ...sameOriginHeaders(base, token), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const valid = {
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'Hello',
};

/** Every error answer: JSON with a plain message, nothing from the inside of the service. */
function expectPlainError(response: RawResponse, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).filter((key) => key !== 'errors')).toEqual(['message']);
  expect(response.text).not.toMatch(/stack|FST_|Error|SyntaxError|at \//);
  return body;
}

function storedWith(marker: string) {
  return store.listEnquiries({ includeSpam: true }).filter((e) => e.message.includes(marker));
}

describe('the XSRF-TOKEN cookie', () => {
  it('is set on every HTML page, readable by script, same-site only, for the whole site', async () => {
    for (const url of ['/', '/contact', '/no-such-page']) {
      const response = await request(`${base}${url}`);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+;/);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/HttpOnly/i);
      // Plain HTTP here: a Secure cookie would never come back.
      expect(cookie).not.toMatch(/Secure/i);
    }
  });

  it('is left alone when the visitor already has a valid one, and replaced when forged', async () => {
    const kept = await request(`${base}/contact`, { headers: { cookie: `XSRF-TOKEN=${token}` } });
    expect(kept.headers['set-cookie']).toBeUndefined();
    const forged = await request(`${base}/contact`, { headers: { cookie: 'XSRF-TOKEN=abc.def' } });
    expect(String(forged.headers['set-cookie'])).toMatch(/^XSRF-TOKEN=/);
  });

  it('is not set on API answers', async () => {
    const response = await post({ ...valid, message: 'cookie check' });
    expect(response.status).toBe(201);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('a valid enquiry', () => {
  it('is answered 201 with a friendly message only once it is in the database', async () => {
    const response = await post({
      fullName: '  Asha Devi  ',
      phoneNumber: ' +91 (98765) 43210 ',
      userEmail: ' asha@example.org ',
      message: '  First line\nsecond line  marker-valid  ',
    });
    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ message: english.service.sent });
    expect(response.headers['cache-control']).toBe('no-store');
    const [stored] = storedWith('marker-valid');
    expect(stored).toMatchObject({
      fullName: 'Asha Devi',
      phoneNumber: '+91 (98765) 43210',
      userEmail: 'asha@example.org',
      message: 'First line\nsecond line  marker-valid',
      spam: false,
    });
    expect(Date.parse(stored!.receivedAt)).not.toBeNaN();
  });

  it('stores Hindi, emoji and right-to-left text byte for byte', async () => {
    const message = 'नमस्ते, मुझे किताब चाहिए 👩🏽‍🦯📚 — שלום עולם \u200F مرحبا marker-unicode';
    const fullName = 'आशा देवी 🌼';
    const response = await post({ fullName, phoneNumber: '९८७६५ ४३२१०', userEmail: '', message });
    expect(response.status).toBe(201);
    const [stored] = storedWith('marker-unicode');
    expect(Buffer.from(stored!.message, 'utf8').equals(Buffer.from(message, 'utf8'))).toBe(true);
    expect(Buffer.from(stored!.fullName, 'utf8').equals(Buffer.from(fullName, 'utf8'))).toBe(true);
    // And in the file itself, read by another connection, not through the service's code.
    const db = new Database(`${site.dataDir}/${DATABASE_FILE}`, { readonly: true });
    const row = db
      .prepare<[], { raw: Buffer }>(
        "SELECT CAST(message AS BLOB) AS raw FROM enquiries WHERE message LIKE '%marker-unicode'",
      )
      .get();
    db.close();
    expect(row!.raw.equals(Buffer.from(message, 'utf8'))).toBe(true);
  });

  it('ignores unknown fields', async () => {
    const response = await post({ ...valid, message: 'marker-unknown', isAdmin: true, id: 1 });
    expect(response.status).toBe(201);
    const [stored] = storedWith('marker-unknown');
    const { fullName, phoneNumber, userEmail, message, spam } = stored!;
    expect({ fullName, phoneNumber, userEmail, message, spam }).toEqual({
      ...valid,
      message: 'marker-unknown',
      spam: false,
    });
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored!.id).not.toBe(1);
  });
});

describe('invalid enquiries get 400 with plain words by field', () => {
  it.each([
    [
      'an empty message',
      { ...valid, message: '   ' },
      { message: enquiryMessages.message.required },
    ],
    [
      'neither e-mail nor phone',
      { ...valid, userEmail: '', phoneNumber: '' },
      { userEmail: enquiryMessages.contactNeeded, phoneNumber: enquiryMessages.contactNeeded },
    ],
    [
      'a bad e-mail',
      { ...valid, userEmail: 'asha@' },
      { userEmail: enquiryMessages.userEmail.format },
    ],
    [
      'letters in the phone',
      { ...valid, phoneNumber: '98765 CALL' },
      { phoneNumber: enquiryMessages.phoneNumber.format },
    ],
    [
      'a number for the message',
      { ...valid, message: 42 },
      { message: enquiryMessages.message.notText },
    ],
    [
      'an object for the name',
      { ...valid, fullName: { first: 'A' } },
      { fullName: enquiryMessages.fullName.notText },
    ],
    [
      'a list for the e-mail',
      { ...valid, userEmail: ['a@b.co'] },
      { userEmail: enquiryMessages.userEmail.notText },
    ],
    [
      'null for the message',
      { ...valid, message: null },
      { message: enquiryMessages.message.notText },
    ],
    [
      'a control character',
      { ...valid, fullName: 'Asha\u0000' },
      { fullName: enquiryMessages.fullName.unusual },
    ],
    [
      'an escape sequence',
      { ...valid, message: 'hi \u001b[31mred' },
      { message: enquiryMessages.message.unusual },
    ],
    [
      'a line break in the name',
      { ...valid, fullName: 'Asha\r\nBcc: x@y.z' },
      { fullName: enquiryMessages.fullName.oneLine },
    ],
    [
      'a huge name',
      { ...valid, fullName: 'a'.repeat(enquiryLimits.fullName + 1) },
      { fullName: enquiryMessages.fullName.tooLong },
    ],
    [
      'a huge message',
      { ...valid, message: 'm'.repeat(enquiryLimits.message + 1) },
      { message: enquiryMessages.message.tooLong },
    ],
  ])('%s', async (_name, body, errors) => {
    const before = store.listEnquiries({ includeSpam: true }).length;
    const response = await post(body);
    const answer = expectPlainError(response, 400);
    expect(answer).toEqual({ message: invalidEnquiryMessage(errors), errors });
    expect(store.listEnquiries({ includeSpam: true }).length).toBe(before);
  });

  it.each([
    ['null', 'null'],
    ['an array', JSON.stringify([valid])],
    ['a string', '"hello"'],
    ['a number', '42'],
  ])('a body that is %s', async (_name, body) => {
    const answer = expectPlainError(await post(body), 400);
    expect(answer.message).toBe(enquiryMessages.notAForm);
  });
});

describe('bodies that cannot be read', () => {
  it('malformed JSON is 400 with a plain message', async () => {
    const answer = expectPlainError(await post('{"message": "marker-malformed'), 400);
    expect(answer).toEqual({ message: english.service.malformed });
  });

  it('an empty JSON body is 400', async () => {
    expectPlainError(await post(''), 400);
  });

  it('a prototype-poisoning body is 400', async () => {
    expectPlainError(await post('{"__proto__": {"admin": true}, "message": "x"}'), 400);
  });

  it.each([
    ['text/plain', JSON.stringify(valid)],
    ['application/x-www-form-urlencoded', 'message=hi&userEmail=a%40b.co'],
    ['multipart/form-data; boundary=x', '--x\r\n\r\nhi\r\n--x--'],
    ['application/jsonx', JSON.stringify(valid)],
  ])('%s is 415', async (type, body) => {
    const answer = expectPlainError(await post(body, { 'content-type': type }), 415);
    expect(answer).toEqual({ message: english.service.notJson });
  });

  it('a body without any Content-Type is 415; JSON with a charset is fine', async () => {
    const response = await request(`${base}/u1/contact`, {
      method: 'POST',
      headers: without(sameOriginHeaders(base, token), 'content-type'),
      body: JSON.stringify(valid),
    });
    expectPlainError(response, 415);
    const withCharset = await post(
      { ...valid, message: 'marker-charset' },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(withCharset.status).toBe(201);
  });

  it('a body over 64 KB is 413, and so is 1 MB', async () => {
    const over = JSON.stringify({ ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT) });
    expect(expectPlainError(await post(over), 413)).toEqual({
      message: english.service.tooLarge,
    });
    const megabyte = JSON.stringify({ ...valid, message: 'x'.repeat(1024 * 1024) });
    expect(expectPlainError(await post(megabyte), 413)).toEqual({
      message: english.service.tooLarge,
    });
  });

  it('the longest valid enquiry in Hindi (letters of four code units, 3 bytes each) fits under the body limit', async () => {
    const longest = {
      fullName: 'क्षि'.repeat(enquiryLimits.fullName),
      phoneNumber: '९'.repeat(enquiryLimits.phoneNumber),
      userEmail: `${'a'.repeat(64)}@${'b'.repeat(180)}.example`,
      message: `marker-longest${'क्षि'.repeat(enquiryLimits.message - 14)}`,
    };
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeGreaterThan(48 * 1024);
    const response = await post(longest);
    expect(response.status).toBe(201);
    const [row] = storedWith('marker-longest');
    expect(row?.message).toBe(longest.message);
  });

  it('one Hindi letter over the limit is "too long" on the message (400), never "too large"', async () => {
    const message = 'क्षि'.repeat(enquiryLimits.message + 1);
    expect(expectPlainError(await post({ ...valid, message }), 400)).toEqual({
      message: invalidEnquiryMessage({ message: enquiryMessages.message.tooLong }),
      errors: { message: enquiryMessages.message.tooLong },
    });
  });
});

describe('CSRF', () => {
  it('refuses a same-origin post without the token (403)', async () => {
    const headers = without(sameOriginHeaders(base, token), 'cookie', 'x-xsrf-token');
    const response = await request(`${base}/u1/contact`, {
      method: 'POST',
      headers,
      body: JSON.stringify(valid),
    });
    expect(expectPlainError(response, 403)).toEqual({ message: english.service.badToken });
  });

  it('refuses a header that does not match the cookie', async () => {
    const other = createToken('x'.repeat(40));
    expectPlainError(await post(valid, { 'x-xsrf-token': await fetchToken(base) }), 403);
    expectPlainError(await post(valid, { 'x-xsrf-token': other }), 403);
  });

  it('refuses a cookie and header that match but were not signed by us', async () => {
    const forged = createToken('not our secret, but long enough to pass');
    const response = await post(valid, { cookie: `XSRF-TOKEN=${forged}`, 'x-xsrf-token': forged });
    expect(expectPlainError(response, 403)).toEqual({ message: english.service.badToken });
  });

  it('refuses a foreign Origin even with a valid token', async () => {
    for (const origin of ['https://evil.example', 'null', base.replace('127.0.0.1', 'localhost')]) {
      const response = await post(valid, { origin });
      expect(expectPlainError(response, 403)).toEqual({ message: english.service.foreignOrigin });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses Sec-Fetch-Site: cross-site', async () => {
    const headers = without(sameOriginHeaders(base, token), 'origin');
    const response = await request(`${base}/u1/contact`, {
      method: 'POST',
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(valid),
    });
    expect(expectPlainError(response, 403)).toEqual({ message: english.service.foreignOrigin });
  });

  it('accepts a client that sends no Origin but the matching token (curl, old browsers)', async () => {
    const headers = without(sameOriginHeaders(base, token), 'origin', 'sec-fetch-site');
    const response = await request(`${base}/u1/contact`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...valid, message: 'marker-no-origin' }),
    });
    expect(response.status).toBe(201);
  });

  it('refuses before reading the body: a cross-site form post is 403, not 415', async () => {
    const response = await request(`${base}/u1/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: 'message=hi',
    });
    expectPlainError(response, 403);
  });
});

describe('CORS for ALLOWED_ORIGINS', () => {
  it('answers the preflight of an allowed origin', async () => {
    const response = await request(`${base}/u1/contact`, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toBe('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
    expect(response.headers.vary).toMatch(/Origin/);
  });

  it('refuses the preflight of any other origin, without CORS headers', async () => {
    const response = await request(`${base}/u1/contact`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expectPlainError(response, 403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets an allowed origin post on its Origin alone, and read every answer', async () => {
    const headers = {
      'content-type': 'application/json',
      origin: PARTNER,
      'sec-fetch-site': 'cross-site',
    };
    const ok = await request(`${base}/u1/contact`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...valid, message: 'marker-partner' }),
    });
    expect(ok.status).toBe(201);
    expect(ok.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect(storedWith('marker-partner')).toHaveLength(1);

    const bad = await request(`${base}/u1/contact`, { method: 'POST', headers, body: '{' });
    expectPlainError(bad, 400);
    expect(bad.headers['access-control-allow-origin']).toBe(PARTNER);
  });
});

describe('Idempotency-Key', () => {
  it('stores a repeated request once and answers it the same', async () => {
    const key = crypto.randomUUID();
    const body = { ...valid, message: 'marker-idem' };
    const first = await post(body, { 'idempotency-key': key });
    const second = await post(body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
    expect(storedWith('marker-idem')).toHaveLength(1);
  });

  it('stores concurrent repeats once', async () => {
    const key = crypto.randomUUID();
    const body = { ...valid, message: 'marker-idem-concurrent' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(body, { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(storedWith('marker-idem-concurrent')).toHaveLength(1);
  });

  it('refuses the same key with a different enquiry rather than drop one silently', async () => {
    const key = crypto.randomUUID();
    expect(
      (await post({ ...valid, message: 'marker-key-a' }, { 'idempotency-key': key })).status,
    ).toBe(201);
    const reused = await post({ ...valid, message: 'marker-key-b' }, { 'idempotency-key': key });
    expect(expectPlainError(reused, 409)).toEqual({ message: english.service.keyReused });
    expect(storedWith('marker-key-b')).toHaveLength(0);
  });

  it('refuses a key that is not an opaque token', async () => {
    expectPlainError(await post(valid, { 'idempotency-key': 'a b' }), 400);
  });

  it('without a key, two identical posts are two enquiries', async () => {
    const body = { ...valid, message: 'marker-twice' };
    await post(body);
    await post(body);
    expect(storedWith('marker-twice')).toHaveLength(2);
  });
});

describe('the honeypot', () => {
  it('gives a bot the normal answer and keeps its enquiry apart as spam', async () => {
    const response = await post({
      ...valid,
      message: 'marker-bot',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(response.json()).toEqual({ message: english.service.sent });
    const [stored] = storedWith('marker-bot');
    expect(stored!.spam).toBe(true);
    expect(store.listEnquiries().some((e) => e.message === 'marker-bot')).toBe(false);
  });

  it('an empty trap field is a person', async () => {
    await post({ ...valid, message: 'marker-person', website: '' });
    expect(storedWith('marker-person')[0]!.spam).toBe(false);
  });
});

describe('other addresses', () => {
  it('answers an unknown API address with 404 JSON', async () => {
    const response = await request(`${base}/u1/other`, {
      method: 'POST',
      headers: sameOriginHeaders(base, token),
      body: '{}',
    });
    expectPlainError(response, 404);
  });
});

describe('the log', () => {
  it('holds no personal data: no bodies, addresses, names, messages, tokens or IPs', async () => {
    const email = 'private.person@example.org';
    await post({
      fullName: 'Private Person',
      phoneNumber: '99999 12345',
      userEmail: email,
      message: 'secret-words',
    });
    await post(`{"userEmail": "${email}", "message": "secret-in-malformed`);
    await post({ ...valid, userEmail: 'broken@', message: 'secret-in-invalid' });
    expect(log).toContain('enquiry stored');
    expect(log).toContain('request refused');
    for (const secret of [
      email,
      'Private Person',
      '99999 12345',
      'secret-words',
      'secret-in-malformed',
      'secret-in-invalid',
      token,
      'remoteAddress',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('a server fault', () => {
  it('is a 500 with a plain message, and is logged for the operator', async () => {
    // Another connection breaks the database under the running service.
    const db = new Database(`${site.dataDir}/${DATABASE_FILE}`);
    db.exec('ALTER TABLE enquiries RENAME TO enquiries_gone');
    try {
      const answer = expectPlainError(await post({ ...valid, message: 'marker-fault' }), 500);
      expect(answer).toEqual({ message: english.service.serverFault });
      expect(log).toContain('request failed');
    } finally {
      db.exec('ALTER TABLE enquiries_gone RENAME TO enquiries');
      db.close();
    }
  });
});

describe('CONTACT_RATE_MAX=5: a visitor who mistypes twice keeps all five enquiries', () => {
  let five: FastifyInstance;
  let fiveBase: string;
  let fiveSite: Awaited<ReturnType<typeof makeSite>>;

  beforeAll(async () => {
    fiveSite = await makeSite('contact-five');
    const config = readConfig(
      { DATA_DIR: fiveSite.dataDir, DIST_DIR: fiveSite.distDir, CONTACT_RATE_MAX: '5' },
      fiveSite.root,
    );
    five = await buildApp({ config });
    fiveBase = await five.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await five?.close();
    await fiveSite?.remove();
  });

  it('accepts 5 valid enquiries after 2 refused ones from the same IP, then 429', async () => {
    const xsrf = await fetchToken(fiveBase);
    const send = (body: unknown) =>
      request(`${fiveBase}/u1/contact`, {
        method: 'POST',
        headers: sameOriginHeaders(fiveBase, xsrf),
        body: JSON.stringify(body),
      });
    expect((await send({ ...valid, userEmail: 'asha@example' })).status).toBe(400);
    expect((await send({ ...valid, message: '' })).status).toBe(400);
    for (let i = 1; i <= 5; i += 1) {
      expect((await send({ ...valid, message: `attempt ${i}` })).status).toBe(201);
    }
    const refused = await send({ ...valid, message: 'one too many' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the rate limit (behind a trusted proxy, so each test client has its own IP)', () => {
  let limited: FastifyInstance;
  let limitedBase: string;
  let limitedSite: Awaited<ReturnType<typeof makeSite>>;

  beforeAll(async () => {
    limitedSite = await makeSite('contact-limit');
    const config = readConfig(
      {
        DATA_DIR: limitedSite.dataDir,
        DIST_DIR: limitedSite.distDir,
        CONTACT_RATE_MAX: '2',
        CONTACT_RATE_WINDOW_S: '600',
        TRUST_PROXY: '1',
      },
      limitedSite.root,
    );
    limited = await buildApp({ config });
    limitedBase = await limited.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await limited?.close();
    await limitedSite?.remove();
  });

  const postFrom = async (ip: string, body: string) => {
    const xsrf = await fetchToken(limitedBase);
    return request(`${limitedBase}/u1/contact`, {
      method: 'POST',
      headers: { ...sameOriginHeaders(limitedBase, xsrf), 'x-forwarded-for': ip },
      body,
    });
  };

  it('accepts CONTACT_RATE_MAX posts per IP, then answers 429 with Retry-After', async () => {
    const body = JSON.stringify(valid);
    expect((await postFrom('203.0.113.7', body)).status).toBe(201);
    expect((await postFrom('203.0.113.7', body)).status).toBe(201);
    const refused = await postFrom('203.0.113.7', body);
    const answer = expectPlainError(refused, 429);
    expect(answer.message).toBe(
      'You have sent several messages in a short time. Please wait 10 minutes and try again.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Refused before the body is read: even a 1 MB body is a 429, not a 413.
    expect((await postFrom('203.0.113.7', 'x'.repeat(1024 * 1024))).status).toBe(429);
  });

  it('counts each IP separately', async () => {
    expect((await postFrom('198.51.100.1', JSON.stringify(valid))).status).toBe(201);
  });

  it('cannot be escaped by a client that sends its own X-Forwarded-For', async () => {
    // The proxy appends the address it saw; whatever the client put before it is not believed.
    const body = JSON.stringify(valid);
    const statuses = [];
    for (let i = 1; i <= 3; i += 1) {
      statuses.push((await postFrom(`10.0.0.${i}, 192.0.2.44`, body)).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('counts only accepted enquiries: refused posts cost no room', async () => {
    const ip = '203.0.113.50';
    const invalid = JSON.stringify({ ...valid, userEmail: 'asha@' });
    expect((await postFrom(ip, invalid)).status).toBe(400);
    expect((await postFrom(ip, '{"broken')).status).toBe(400);
    expect((await postFrom(ip, invalid)).status).toBe(400);
    expect((await postFrom(ip, JSON.stringify(valid))).status).toBe(201);
    expect((await postFrom(ip, JSON.stringify(valid))).status).toBe(201);
    expect((await postFrom(ip, JSON.stringify(valid))).status).toBe(429);
  });

  it('lets an Idempotency-Key repeat through without counting it again', async () => {
    const ip = '203.0.113.51';
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const xsrf = await fetchToken(limitedBase);
    const send = () =>
      request(`${limitedBase}/u1/contact`, {
        method: 'POST',
        headers: { ...sameOriginHeaders(limitedBase, xsrf), 'x-forwarded-for': ip, ...headers },
        body: JSON.stringify(valid),
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    expect((await postFrom(ip, JSON.stringify(valid))).status).toBe(201);
  });

  it('still limits posts of any outcome, at ten times CONTACT_RATE_MAX', async () => {
    const ip = '203.0.113.52';
    const invalid = JSON.stringify({ ...valid, message: '' });
    const statuses = [];
    for (let i = 0; i < 2 * POSTS_PER_ACCEPTED + 1; i += 1) {
      statuses.push((await postFrom(ip, invalid)).status);
    }
    expect(statuses).toEqual([...Array(2 * POSTS_PER_ACCEPTED).fill(400), 429]);
  });

  it('does not limit the pages', async () => {
    for (let i = 0; i < 5; i += 1) {
      const page = await request(`${limitedBase}/`, {
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(page.status).toBe(200);
    }
  });

  it('marks the cookie Secure when the page came over HTTPS', async () => {
    const page = await request(`${limitedBase}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(String(page.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });
});
