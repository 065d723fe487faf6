/**
 * The contact service answers in the language the form says (docs/spec/contracts.md §3.12): the
 * JSON call's `Accept-Language` (the page's `lang`), the form's `?language=`, or the address's
 * prefix, checked through Fastify's inject for every answer of the JSON call, in English and in
 * Hindi, and the fallback to English for anything else. The words are the content's
 * (content/<language>/contact-service.yaml and `problems:` of contact-form.yaml), as the build
 * writes them for the service.
 */
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryCheck } from '../shared/enquiry';
import { tooManyMessage, type ServiceLanguage } from '../shared/serviceWords';
import { buildApp } from './app';
import { CONTACT_BODY_LIMIT } from './contact';
import { readConfig } from './config';
import { createToken, XSRF_COOKIE, XSRF_HEADER } from './csrf';
import { DATABASE_FILE } from './store';
import { makeSite } from '../testing/server/service';
import { english, hindi } from '../testing/server/serviceWords';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const HOST = 'saathi.test';
const ORIGIN = `http://${HOST}`;
const token = createToken(SECRET);

let site: Awaited<ReturnType<typeof makeSite>>;
let app: FastifyInstance;

beforeAll(async () => {
  site = await makeSite('service-language');
  const config = readConfig(
    {
      DATA_DIR: site.dataDir,
      DIST_DIR: site.distDir,
      CSRF_SECRET: SECRET,
      // One enquiry per client; each test posts from an address of its own (X-Forwarded-For).
      CONTACT_RATE_MAX: '1',
      TRUST_PROXY: '1',
    },
    site.root,
  );
  app = await buildApp({ config });
});

afterAll(async () => {
  await app?.close();
  await site?.remove();
});

let clients = 0;
/** A client address of its own, so that no test meets another's limit. */
function nextClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

const valid = {
  writer: 'adult',
  fullName: 'आशा',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'नमस्ते',
};

interface Post {
  body?: unknown;
  /** `undefined` sends no Accept-Language at all. */
  acceptLanguage?: string | undefined;
  headers?: Record<string, string | undefined>;
  url?: string;
  client?: string;
}

function post({ body = valid, acceptLanguage, headers = {}, url = '/u1/contact', client }: Post) {
  const sent: Record<string, string | undefined> = {
    host: HOST,
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=${token}`,
    [XSRF_HEADER]: token,
    'x-forwarded-for': client ?? nextClient(),
    'accept-language': acceptLanguage,
    ...headers,
  };
  return app.inject({
    method: 'POST',
    url,
    headers: Object.fromEntries(
      Object.entries(sent).filter(([, value]) => value !== undefined),
    ) as Record<string, string>,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The language stored with the enquiry of this reference. */
function storedLanguage(reference: string | undefined): string | null | undefined {
  const db = new Database(`${site.dataDir}/${DATABASE_FILE}`, { readonly: true });
  try {
    const row = db.prepare('SELECT language FROM enquiries WHERE reference = ?').get(reference) as
      { language: string | null } | undefined;
    return row?.language;
  } finally {
    db.close();
  }
}

function answer(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<{ message: string; reference?: string; errors?: Record<string, string> }>();
}

describe.each([
  ['English', english],
  ['Hindi', hindi],
] as [string, ServiceLanguage][])(
  'every answer of the JSON call, asked for in %s (Accept-Language: its lang)',
  (_name, language) => {
    const acceptLanguage = language.lang;
    const { service } = language;
    const check = enquiryCheck(language);

    it('201: the thank you, and the reference', async () => {
      expect(answer(await post({ acceptLanguage }), 201)).toEqual({
        message: service.sent,
        reference: expect.stringMatching(/^[0-9]{6}$/),
      });
    });

    it('stores the enquiry with the language of its form: the one to answer in', async () => {
      const { reference } = answer(await post({ acceptLanguage }), 201);
      expect(storedLanguage(reference)).toBe(language.folder);
    });

    it('201 to a parent or guardian: nobody reads it before our call', async () => {
      const body = {
        ...valid,
        writer: 'parent',
        relationship: 'my son',
        phoneNumber: '+91 98765 43210',
        consent: 'yes',
      };
      expect(answer(await post({ acceptLanguage, body }), 201)).toEqual({
        message: service.sentParent,
        reference: expect.stringMatching(/^[0-9]{6}$/),
      });
    });

    it('400 for an invalid enquiry: the summary, naming the fields, and each field’s message', async () => {
      const response = await post({
        acceptLanguage,
        body: { ...valid, fullName: 'x'.repeat(101), userEmail: 'asha@', message: ' ' },
      });
      const errors = {
        fullName: check.messages.fullName.tooLong,
        userEmail: check.messages.userEmail.format,
        message: check.messages.message.required,
      };
      expect(answer(response, 400)).toEqual({ message: check.summary(errors), errors });
      // {limit} and {fields} filled in: the visitor never hears a placeholder.
      expect(errors.fullName).toContain('100');
      expect(check.summary(errors)).toContain(language.problems.fieldNames.fullName);
      expect(response.body).not.toMatch(/\{(limit|fields)\}/);
    });

    it('400 without an e-mail or a phone: one name for both fields, the same message on each', async () => {
      const response = await post({ acceptLanguage, body: { ...valid, userEmail: '' } });
      const errors = {
        phoneNumber: check.messages.contactNeeded,
        userEmail: check.messages.contactNeeded,
      };
      expect(answer(response, 400)).toEqual({ message: check.summary(errors), errors });
      expect(check.summary(errors)).toContain(language.problems.contactFields);
    });

    it('400 for a body that is not an enquiry, malformed JSON, or a malformed key', async () => {
      expect(answer(await post({ acceptLanguage, body: '[1]' }), 400)).toEqual({
        message: language.problems.notAForm,
        errors: {},
      });
      expect(answer(await post({ acceptLanguage, body: '{"fullName": ' }), 400)).toEqual({
        message: service.malformed,
      });
      const badKey = await post({ acceptLanguage, headers: { 'idempotency-key': 'no spaces!' } });
      expect(answer(badKey, 400)).toEqual({ message: service.malformed });
    });

    it('403: from another website, and without the anti-forgery token', async () => {
      const foreign = await post({ acceptLanguage, headers: { origin: 'https://evil.example' } });
      expect(answer(foreign, 403)).toEqual({ message: service.foreignOrigin });
      const noToken = await post({ acceptLanguage, headers: { [XSRF_HEADER]: undefined } });
      expect(answer(noToken, 403)).toEqual({ message: service.badToken });
    });

    it('409: a key used before with another enquiry', async () => {
      const headers = { 'idempotency-key': `language-${language.folder}-key` };
      expect((await post({ acceptLanguage, headers })).statusCode).toBe(201);
      // From another client, so that the limit of one enquiry each is not what answers.
      const reused = await post({
        acceptLanguage,
        headers,
        body: { ...valid, message: 'another' },
      });
      expect(answer(reused, 409)).toEqual({ message: service.keyReused });
    });

    it('413 and 415: too large, not JSON', async () => {
      const large = await post({ acceptLanguage, body: 'x'.repeat(CONTACT_BODY_LIMIT + 1) });
      expect(answer(large, 413)).toEqual({ message: service.tooLarge });
      const plain = await post({ acceptLanguage, headers: { 'content-type': 'text/plain' } });
      expect(answer(plain, 415)).toEqual({ message: service.notJson });
    });

    it('429: how long to wait, in minutes, in words of the language', async () => {
      const client = nextClient();
      expect((await post({ acceptLanguage, client })).statusCode).toBe(201);
      const refused = await post({ acceptLanguage, client, body: { ...valid, message: 'again' } });
      const wait = Number(refused.headers['retry-after']);
      expect(answer(refused, 429)).toEqual({ message: tooManyMessage(language, wait) });
      // The window is 600 s: "10 minutes", "10 मिनट".
      expect(tooManyMessage(language, wait)).toContain(
        service.waitMinutes.replace('{minutes}', '10'),
      );
      expect(tooManyMessage(language, 30)).toContain(service.waitOneMinute);
    });

    it('404: a post to an address where there is nothing', async () => {
      const response = await post({ acceptLanguage, url: '/u1/no-such-call' });
      expect(answer(response, 404)).toEqual({ message: service.notFound });
    });

    it('500: a fault on our side', async () => {
      const db = new Database(`${site.dataDir}/${DATABASE_FILE}`);
      db.exec('ALTER TABLE enquiries RENAME TO enquiries_gone');
      try {
        expect(answer(await post({ acceptLanguage }), 500)).toEqual({
          message: service.serverFault,
        });
      } finally {
        db.exec('ALTER TABLE enquiries_gone RENAME TO enquiries');
        db.close();
      }
    });
  },
);

describe('choosing the language', () => {
  const saidBy = async (acceptLanguage: string | undefined) =>
    answer(await post({ acceptLanguage }), 201).message;

  it('the Hindi words differ from the English ones (so that the tests above tell them apart)', () => {
    expect(hindi.service.sent).not.toBe(english.service.sent);
    expect(hindi.service.sent).toMatch(/[\u0900-\u097F]/);
    expect(hindi.lang).toBe('hi-IN');
  });

  it('takes Hindi by its primary tag, and by weight whatever the order', async () => {
    expect(await saidBy('hi')).toBe(hindi.service.sent);
    expect(await saidBy('HI-in')).toBe(hindi.service.sent);
    expect(await saidBy('en;q=0.4, hi;q=0.9')).toBe(hindi.service.sent);
    expect(await saidBy('ta-IN, hi-IN;q=0.5, en;q=0.3')).toBe(hindi.service.sent);
    expect(await saidBy('en-GB, hi-IN')).toBe(english.service.sent);
  });

  it('falls back to English for no header, an unknown language, a refused one, or nonsense', async () => {
    expect(await saidBy(undefined)).toBe(english.service.sent);
    expect(await saidBy('ta-IN, fr;q=0.8')).toBe(english.service.sent);
    expect(await saidBy('*')).toBe(english.service.sent);
    expect(await saidBy('hi;q=0, ta')).toBe(english.service.sent);
    expect(await saidBy('<script>alert(1)</script>')).toBe(english.service.sent);
    expect(await saidBy(`${'x,'.repeat(5000)}hi`)).toBe(english.service.sent);
  });

  it('takes the form’s ?language= when it names a language exactly, before Accept-Language', async () => {
    const stored = await post({ url: '/u1/contact?language=hi', acceptLanguage: 'en' });
    expect(storedLanguage(answer(stored, 201).reference)).toBe('hi');
    const ask = async (query: string, acceptLanguage?: string) =>
      answer(await post({ url: `/u1/contact?${query}`, acceptLanguage }), 201).message;
    expect(await ask('language=hi')).toBe(hindi.service.sent);
    expect(await ask('language=en', 'hi-IN')).toBe(english.service.sent);
    expect(await ask('language=HI')).toBe(english.service.sent);
    expect(await ask('language=hi-IN')).toBe(english.service.sent);
    expect(await ask('language=../hi')).toBe(english.service.sent);
    expect(await ask('language=hi&language=en')).toBe(english.service.sent);
    // An unknown one is ignored, and the header still counts.
    expect(await ask('language=fr', 'hi-IN')).toBe(hindi.service.sent);
  });

  it('answers a post to an address under /hi/ in Hindi, and nothing of the request is echoed', async () => {
    const response = await post({ url: '/hi/no-such-page', acceptLanguage: 'en-IN' });
    expect(answer(response, 404)).toEqual({ message: hindi.service.notFound });
    const odd = await post({ url: '/u1/nowhere', acceptLanguage: 'hi"><b>x' });
    expect(answer(odd, 404)).toEqual({ message: english.service.notFound });
    expect(odd.body).not.toContain('<b>');
  });
});
