/**
 * The limits of POST /u1/contact over real HTTP on loopback, each with a service and a tiny built
 * site of its own: CONTACT_RATE_MAX accepted enquiries per IP (refused ones cost no room), ten
 * times as many posts of any outcome, one count per client behind a trusted proxy (a client's
 * own X-Forwarded-For not believed), pages never limited.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import { POSTS_PER_ACCEPTED } from './contact';
import { ForgettingRateStore } from './forgettingRateStore';
import { expectPlainError, validEnquiry as valid } from '../testing/server/contactCalls';
import { fetchToken, makeSite, request, sameOriginHeaders } from '../testing/server/service';

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

  it('keeps each address in the memory that forgets it once its window ends (the privacy notice)', async () => {
    const counted = vi.spyOn(ForgettingRateStore.prototype, 'incr');
    try {
      expect((await postFrom('198.51.100.9', JSON.stringify(valid))).status).toBe(201);
      expect(counted.mock.calls.map(([key]) => key)).toContain('198.51.100.9');
    } finally {
      counted.mockRestore();
    }
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
