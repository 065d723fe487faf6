/**
 * Sending the enquiries kept on the phone (./sendKeptEnquiries.ts), against an in-memory
 * IndexedDB (fake-indexeddb) and a fake network: what each answer does to a kept enquiry, the
 * stale anti-CSRF token, a deleted one never sent, and one sender at a time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteKeptEnquiry, keepEnquiry, keptEnquiries, keptEnquiry } from './keptEnquiries';
import { sendKeptEnquiries, type SendingContext } from './sendKeptEnquiries';
import { withFakeIndexedDb } from '../testing/jsdom/fakeIndexedDb';

withFakeIndexedDb();

const body = { fullName: 'Asha', phoneNumber: '', userEmail: 'asha@example.org', message: 'Hello' };

let tokens: string[];
let renewed: number;

function context(): SendingContext {
  return {
    contactUrl: 'http://site.test/u1/contact',
    readToken: async () => tokens[0],
    renewToken: async () => {
      renewed += 1;
      tokens.shift();
    },
  };
}

interface Call {
  headers: Headers;
  body: unknown;
}

/** Answers each request with the next of `answers` (a status, or 'none' for no answer). */
function network(...answers: (number | 'none')[]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    calls.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    const answer = answers.shift() ?? 'none';
    if (answer === 'none') throw new TypeError('Failed to fetch');
    return new Response(
      JSON.stringify({
        message: `answer ${answer}`,
        errors: { message: 'Too long.' },
        // A stored enquiry's reference (a refusal has none); a bad one for a 202.
        ...(answer === 201 ? { reference: '048291' } : answer === 202 ? { reference: '4829' } : {}),
      }),
      {
        status: answer,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  return calls;
}

beforeEach(async () => {
  tokens = ['stale', 'fresh'];
  renewed = 0;
  for (const enquiry of await keptEnquiries()) await deleteKeptEnquiry(enquiry.key);
  await keepEnquiry({ key: 'key-0001', body, language: 'hi' });
});

afterEach(() => vi.restoreAllMocks());

describe('sending what is kept', () => {
  it('sends it with its key, language and token, and keeps the answer to tell', async () => {
    const calls = network(201);
    expect(await sendKeptEnquiries(context())).toBe('done');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Idempotency-Key')).toBe('key-0001');
    expect(calls[0]!.headers.get('Accept-Language')).toBe('hi');
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('stale');
    expect(calls[0]!.body).toEqual(body);
    expect(await keptEnquiry('key-0001')).toMatchObject({
      state: 'sent',
      answer: { message: 'answer 201', reference: '048291' },
    });
    // The words are gone from the phone as soon as the service has them.
    expect((await keptEnquiry('key-0001'))?.body).toEqual({});
  });

  it('keeps no reference that is not six digits: the notice then says "sent" without one', async () => {
    network(202);
    expect(await sendKeptEnquiries(context())).toBe('done');
    const kept = await keptEnquiry('key-0001');
    expect(kept?.state).toBe('sent');
    expect(kept?.answer).toEqual({ message: 'answer 202', fieldErrors: { message: 'Too long.' } });
  });

  it('keeps it waiting when there is no answer, or a 5xx', async () => {
    network('none', 502, 500);
    for (let round = 0; round < 3; round += 1) {
      expect(await sendKeptEnquiries(context())).toBe('no-link');
      expect((await keptEnquiry('key-0001'))?.state).toBe('waiting');
    }
  });

  it('after a 403, fetches a fresh token and tries once more', async () => {
    const calls = network(403, 201);
    expect(await sendKeptEnquiries(context())).toBe('done');
    expect(renewed).toBe(1);
    expect(calls.map((call) => call.headers.get('X-XSRF-TOKEN'))).toEqual(['stale', 'fresh']);
    expect((await keptEnquiry('key-0001'))?.state).toBe('sent');
  });

  it('takes a second 403 as a refusal, not a reason to go on trying', async () => {
    const calls = network(403, 403, 201);
    await sendKeptEnquiries(context());
    expect(calls).toHaveLength(2);
    expect((await keptEnquiry('key-0001'))?.state).toBe('refused');
  });

  it('never tries a 4xx again, and keeps its words and the service’s', async () => {
    const calls = network(400, 201);
    await sendKeptEnquiries(context());
    await sendKeptEnquiries(context());
    expect(calls).toHaveLength(1);
    expect(await keptEnquiry('key-0001')).toMatchObject({
      state: 'refused',
      body,
      answer: { message: 'answer 400', fieldErrors: { message: 'Too long.' } },
    });
  });

  it('never sends one deleted from the phone', async () => {
    const calls = network(201);
    await deleteKeptEnquiry('key-0001');
    expect(await sendKeptEnquiries(context())).toBe('done');
    expect(calls).toHaveLength(0);
  });

  it('does not bring back one deleted while its answer was on the way', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await deleteKeptEnquiry('key-0001');
      return new Response('{"message":"sent"}', { status: 201 });
    });
    await sendKeptEnquiries(context());
    expect(await keptEnquiry('key-0001')).toBeUndefined();
  });

  it('sends the oldest first, and stops at the first without an answer', async () => {
    await keepEnquiry({ key: 'key-0002', body: { ...body, message: 'Second' }, language: 'en' });
    const calls = network(201, 'none');
    expect(await sendKeptEnquiries(context())).toBe('no-link');
    expect(calls.map((call) => call.headers.get('Idempotency-Key'))).toEqual([
      'key-0001',
      'key-0002',
    ]);
    expect((await keptEnquiry('key-0002'))?.state).toBe('waiting');
  });
});

/** The Web Locks API (Node 20 has none), enough for `ifAvailable`: one holder per name. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    async request<T>(
      name: string,
      options: { ifAvailable?: boolean },
      callback: (lock: { name: string } | null) => Promise<T>,
    ): Promise<T> {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('one sender at a time', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('leaves it to the page or worker that holds the lock, and sends once it is free', async () => {
    const calls = network(201);
    const locks = fakeLocks();
    vi.stubGlobal('navigator', { locks });
    await locks.request('kept-enquiries', {}, async () => {
      expect(await sendKeptEnquiries(context())).toBe('busy');
    });
    expect(calls).toHaveLength(0);
    expect(await sendKeptEnquiries(context())).toBe('done');
    expect(calls).toHaveLength(1);
  });
});
