/**
 * POST /u1/contact over real HTTP on loopback, with a real SQLite file and a tiny built site:
 * every status of the contract, bad bodies, idempotency, the honeypot, byte-exact storage of
 * Hindi, emoji and right-to-left text, and a log that holds no personal data. The CSRF and CORS
 * rules are in contactCsrf.node.test.ts, the rate limits in contactRateLimit.node.test.ts.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMessages, invalidEnquiryMessage } from '../content/contactForm';
import { enquiryLimits } from '../shared/enquiry';
import { CONTACT_BODY_LIMIT } from './contact';
import { DATABASE_FILE } from './store';
import { request, sameOriginHeaders, without } from '../testing/server/service';
import { english } from '../testing/server/serviceWords';
import {
  expectPlainError,
  startContactService,
  validEnquiry as valid,
  type ContactService,
} from '../testing/server/contactCalls';

const PARTNER = 'https://partner.example';

let service: ContactService;
let site: ContactService['site'];
let base: string;
let token: string;
let store: ContactService['store'];

beforeAll(async () => {
  service = await startContactService('contact', { ALLOWED_ORIGINS: PARTNER });
  ({ site, base, token, store } = service);
});

afterAll(() => service?.close());

const post = (body: unknown, headers: Record<string, string> = {}) => service.post(body, headers);
const storedWith = (marker: string) => service.storedWith(marker);

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
      writer: 'adult',
      fullName: '  Asha Devi  ',
      phoneNumber: ' +91 (98765) 43210 ',
      userEmail: ' asha@example.org ',
      message: '  First line\nsecond line  marker-valid  ',
    });
    expect(response.status).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const [stored] = storedWith('marker-valid');
    // With the reference it was stored with, for the visitor to quote.
    expect(stored!.reference).toMatch(/^[0-9]{6}$/);
    expect(response.json()).toEqual({
      message: english.service.sent,
      reference: stored!.reference,
    });
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
    const response = await post({
      writer: 'adult',
      fullName,
      phoneNumber: '९८७६५ ४३२१०',
      userEmail: '',
      message,
    });
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
    const { writer, ...fields } = valid;
    expect(writer).toBe('adult');
    expect({ fullName, phoneNumber, userEmail, message, spam }).toEqual({
      ...fields,
      message: 'marker-unknown',
      spam: false,
    });
    expect(stored).not.toHaveProperty('isAdmin');
    expect(stored!.id).not.toBe(1);
  });
});

describe('a parent’s or guardian’s enquiry', () => {
  const parent = {
    writer: 'parent',
    fullName: 'Sunita Devi',
    relationship: 'my son',
    phoneNumber: '+91 98765 43210',
    userEmail: '',
    message: 'He feels alone at school. marker-parent',
    consent: 'yes',
  };

  it('is kept with who wrote and what the young person is to them, waiting for the owner’s call', async () => {
    const response = await post(parent);
    expect(response.status).toBe(201);
    const [stored] = storedWith('marker-parent');
    // Told that nobody reads it before the owner's call, and where the young person finds help.
    expect(english.service.sentParent).not.toBe(english.service.sent);
    expect(response.json()).toEqual({
      message: english.service.sentParent,
      reference: stored!.reference,
    });
    expect(stored).toMatchObject({
      writer: 'parent',
      relationship: 'my son',
      fullName: 'Sunita Devi',
      phoneNumber: '+91 98765 43210',
      consent: null,
      spam: false,
    });
  });

  it('is refused without the statement ticked, and nothing is kept', async () => {
    const before = store.listEnquiries({ includeSpam: true }).length;
    const response = await post({ ...parent, consent: undefined, message: 'marker-no-consent' });
    const answer = expectPlainError(response, 400);
    expect(answer.errors).toEqual({ consent: enquiryMessages.consent });
    expect(store.listEnquiries({ includeSpam: true }).length).toBe(before);
  });

  it('keeps no relationship for an adult, even when one was sent', async () => {
    const response = await post({ ...valid, relationship: 'my son', message: 'marker-adult-rel' });
    expect(response.status).toBe(201);
    expect(storedWith('marker-adult-rel')[0]).toMatchObject({ writer: 'adult', relationship: '' });
  });
});

describe('invalid enquiries get 400 with plain words by field', () => {
  it.each([
    // Only "I am 18 or older" sends: a child's words are never kept (src/shared/enquiry.ts).
    [
      'no answer to who is writing',
      { ...valid, writer: undefined },
      { writer: enquiryMessages.writer },
    ],
    [
      'a parent or guardian without their statement, phone or relationship',
      { ...valid, writer: 'parent' },
      {
        relationship: enquiryMessages.forParent.relationship,
        phoneNumber: enquiryMessages.forParent.phoneNumber,
        consent: enquiryMessages.consent,
      },
    ],
    ['under 18', { ...valid, writer: 'underEighteen' }, { writer: enquiryMessages.writer }],
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
      writer: 'adult',
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
    expect(second.json().reference).toBe(storedWith('marker-idem')[0]!.reference);
  });

  it('answers a repeat of an enquiry stored before references were given without one', async () => {
    const key = crypto.randomUUID();
    const body = { ...valid, message: 'marker-idem-old' };
    expect((await post(body, { 'idempotency-key': key })).status).toBe(201);
    store.db.prepare('UPDATE enquiries SET reference = NULL WHERE idempotencyKey = ?').run(key);
    const repeat = await post(body, { 'idempotency-key': key });
    expect(repeat.status).toBe(201);
    expect(repeat.json()).toEqual({ message: english.service.sent });
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
    const [stored] = storedWith('marker-bot');
    // A reference too, drawn as a person's is: nothing tells the bot it was caught.
    expect(stored!.reference).toMatch(/^[0-9]{6}$/);
    expect(response.json()).toEqual({
      message: english.service.sent,
      reference: stored!.reference,
    });
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
      writer: 'adult',
      fullName: 'Private Person',
      phoneNumber: '99999 12345',
      userEmail: email,
      message: 'secret-words',
    });
    await post(`{"userEmail": "${email}", "message": "secret-in-malformed`);
    await post({ ...valid, userEmail: 'broken@', message: 'secret-in-invalid' });
    expect(service.log()).toContain('enquiry stored');
    expect(service.log()).toContain('request refused');
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
      expect(service.log()).not.toContain(secret);
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
      expect(service.log()).toContain('request failed');
    } finally {
      db.exec('ALTER TABLE enquiries_gone RENAME TO enquiries');
      db.close();
    }
  });
});
