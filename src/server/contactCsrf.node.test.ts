/**
 * Who may post to POST /u1/contact, over real HTTP on loopback with a tiny built site: the CSRF
 * rules (the double-submit token, Origin, Sec-Fetch-Site, refused before the body is read) and
 * CORS for ALLOWED_ORIGINS (docs/spec/contracts.md §3.4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from './csrf';
import {
  expectPlainError,
  startContactService,
  validEnquiry as valid,
  type ContactService,
} from '../testing/server/contactCalls';
import { fetchToken, request, sameOriginHeaders, without } from '../testing/server/service';
import { english } from '../testing/server/serviceWords';

const PARTNER = 'https://partner.example';

let service: ContactService;
let base: string;
let token: string;

beforeAll(async () => {
  service = await startContactService('contact-csrf', { ALLOWED_ORIGINS: PARTNER });
  ({ base, token } = service);
});

afterAll(() => service?.close());

const post = (body: unknown, headers: Record<string, string> = {}) => service.post(body, headers);
const storedWith = (marker: string) => service.storedWith(marker);

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
