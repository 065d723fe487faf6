/**
 * The owner's inbox over real HTTP on loopback, for the `src/server/inbox/inbox*.node.test.ts`
 * files: a tiny built site with a passphrase set, a service that trusts one proxy (each test's
 * client address comes from X-Forwarded-For), a clock and a pause after a wrong passphrase of the
 * test's own (sessions expire by moving the clock; the pause is watched, not waited for), the
 * service's log, and the calls the inbox page makes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { hashPassphrase, writePassphrase } from '../../server/inbox/passphrase';
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from '../../server/inbox/session';
import { openStore, type Store } from '../../server/store';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../../shared/builtSite';
import type { SendingWriter } from '../../shared/enquiry';
import { makeSite, request, type RawResponse } from './service';

export const PASSPHRASE = 'saathi owner reads every message';
export const PARTNER = 'https://partner.example';
export const HOUR = 3_600_000;

export function cookies(response: RawResponse): string[] {
  return [response.headers['set-cookie'] ?? []].flat();
}

export function xsrfFrom(response: RawResponse): string {
  const cookie = cookies(response).find((c) => c.startsWith('XSRF-TOKEN='));
  if (!cookie) throw new Error('The page set no XSRF-TOKEN cookie.');
  return cookie.slice('XSRF-TOKEN='.length).split(';')[0] ?? '';
}

/** The session cookie a response set, as a `name=value` pair, or undefined. */
export function sessionFrom(response: RawResponse): string | undefined {
  return cookies(response)
    .find(
      (c) => c.startsWith(`${PLAIN_SESSION_COOKIE}=`) || c.startsWith(`${SECURE_SESSION_COOKIE}=`),
    )
    ?.split(';')[0];
}

/** Every endpoint with something private behind it, and every change. */
export const endpoints = (id: number) =>
  [
    ['GET', 'session'],
    ['DELETE', 'session'],
    ['GET', 'enquiries'],
    ['GET', 'enquiries?query=Asha'],
    ['GET', `enquiries/${id}`],
    ['PATCH', `enquiries/${id}`, { replied: true }],
    ['PUT', `enquiries/${id}/contact`, { fullName: 'A', phoneNumber: '', userEmail: 'a@b.co' }],
    ['PUT', `enquiries/${id}/consent`, { confirmedBy: 'A', checked: 'Spoke with A, her mother.' }],
    ['DELETE', `enquiries/${id}`],
    ['GET', 'status'],
    ['POST', 'email/retry'],
    ['GET', 'export.csv'],
    ['GET', 'export.json'],
    ['GET', 'export.json?query=Asha'],
    ['HEAD', 'export.csv'],
  ] as const;

export interface InboxServiceOptions {
  /**
   * The privacy notice's "last updated" date the build recorded (dist/.server/, as
   * src/build/privacyNotice.ts writes it, with enquiries kept until deleted), which the service
   * keeps with each parent's consent confirmed. Left out, the site has no notice file, as a
   * test's small site has none: then no date is kept.
   */
  noticeDate?: string;
}

/** The tiny built site the service serves (service.ts). */
type InboxSite = Awaited<ReturnType<typeof makeSite>>;

/** The owner's files in the site: the passphrase's hash and, when given, the notice's date. */
async function writeOwnerFiles(site: InboxSite, noticeDate?: string) {
  writePassphrase(site.dataDir, await hashPassphrase(PASSPHRASE));
  if (noticeDate !== undefined) {
    await writeFile(
      path.join(site.distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE),
      `${JSON.stringify({ retentionDays: null, lastUpdated: noticeDate })}\n`,
    );
  }
}

/** The service's settings for the site. */
function inboxConfig(site: InboxSite) {
  return readConfig(
    // One proxy in front: each test's client address comes from X-Forwarded-For.
    {
      DATA_DIR: site.dataDir,
      DIST_DIR: site.distDir,
      TRUST_PROXY: '1',
      ALLOWED_ORIGINS: PARTNER,
    },
    site.root,
  );
}

/** A stream for the service's log that hands each chunk, as text, to `append`. */
function appendingTo(append: (text: string) => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      append(chunk.toString('utf8'));
      done();
    },
  });
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

/**
 * A request as the inbox page sends it to the service at `base`: same origin, the XSRF header,
 * JSON.
 */
function callAs(
  base: string,
  token: string,
  pathName: string,
  { method = 'GET', body, session, headers = {}, from }: Call,
) {
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

/** What `save` may be told besides the name, the message and when it came. */
interface SaveExtra {
  phoneNumber?: string;
  userEmail?: string;
  spam?: boolean;
  writer?: SendingWriter;
  relationship?: string;
}

/**
 * Stores an enquiry in `store` as the contact form would; an adult's unless `writer` says a
 * parent's.
 */
function saveIn(
  store: Store,
  fullName: string,
  message: string,
  receivedAt: string,
  extra: SaveExtra,
) {
  const saved = store.saveEnquiry(
    {
      fullName,
      phoneNumber: extra.phoneNumber ?? '',
      userEmail: extra.userEmail ?? 'writer@example.org',
      message,
      writer: extra.writer ?? 'adult',
      relationship: extra.relationship ?? '',
    },
    { spam: extra.spam ?? false, now: new Date(receivedAt) },
  );
  if (saved.outcome !== 'stored') throw new Error('not stored');
  return saved.id;
}

/**
 * One file's (or one `describe`'s) inbox service, started before its tests and stopped after
 * them.
 */
export function withInbox({ noticeDate }: InboxServiceOptions = {}) {
  let site: InboxSite;
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
    await writeOwnerFiles(site, noticeDate);
    app = await buildApp({
      config: inboxConfig(site),
      logger: {
        stream: appendingTo((text) => {
          log += text;
        }),
      },
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

  /** A request as the inbox page sends it: same origin, the XSRF header, JSON. */
  function call(pathName: string, options: Call = {}) {
    return callAs(base, token, pathName, options);
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

  /** Stores an enquiry as the contact form would; an adult's unless `writer` says a parent's. */
  function save(fullName: string, message: string, receivedAt: string, extra: SaveExtra = {}) {
    return saveIn(store, fullName, message, receivedAt, extra);
  }

  return {
    get site() {
      return site;
    },
    get base() {
      return base;
    },
    get store() {
      return store;
    },
    get token() {
      return token;
    },
    /** What the service logged so far. */
    get log() {
      return log;
    },
    /** The service's clock, in ms: move it to end a session. */
    get clock() {
      return clock;
    },
    set clock(value: number) {
      clock = value;
    },
    pauses,
    newAddress,
    call,
    signIn,
    session,
    save,
  };
}
