import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './apiClient';

/** Bodies of the requests sent, read as they leave (ky releases them afterwards). */
let sentBodies: string[] = [];

/** Replaces the network: every request is answered with `answer` and recorded. */
function fakeFetch(answer: () => Response | Promise<Response> = () => Response.json({ ok: 1 })) {
  sentBodies = [];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (input instanceof Request) sentBodies.push(await input.clone().text());
    return answer();
  });
}

/** The request ky handed to fetch. */
function sentRequest(spy: ReturnType<typeof fakeFetch>, call = 0): Request {
  const input = spy.mock.calls[call]?.[0];
  if (!(input instanceof Request)) throw new Error('fetch was not called with a Request');
  return input;
}

function clearCookie(name: string) {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

afterEach(() => {
  clearCookie('XSRF-TOKEN');
  vi.useRealTimers();
});

describe('apiClient', () => {
  it('calls the API under /u1 on the page’s own origin, with cookies and JSON', async () => {
    const fetchSpy = fakeFetch();
    await apiClient.post('contact', { json: { a: 'b' } });
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe(`${location.origin}/u1/contact`);
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(sentBodies).toEqual(['{"a":"b"}']);
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header on same-origin requests', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'XSRF-TOKEN=n0nce.h-m_ac; path=/';
    const fetchSpy = fakeFetch();
    await apiClient.post('contact', { json: {} });
    expect(sentRequest(fetchSpy).headers.get('x-xsrf-token')).toBe('n0nce.h-m_ac');
    clearCookie('other');
  });

  it('sends the token as the server reads the cookie: URL-decoded', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
    const fetchSpy = fakeFetch();
    await apiClient.post('contact');
    expect(sentRequest(fetchSpy).headers.get('x-xsrf-token')).toBe('abc==');
  });

  it('sends no XSRF header when there is no cookie', async () => {
    const fetchSpy = fakeFetch();
    await apiClient.post('contact');
    expect(sentRequest(fetchSpy).headers.has('x-xsrf-token')).toBe(false);
  });

  it('never gives the token to another origin', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const fetchSpy = fakeFetch();
    await apiClient.extend({ prefixUrl: 'https://elsewhere.example.org/u1' }).post('contact');
    const request = sentRequest(fetchSpy);
    expect(request.url).toBe('https://elsewhere.example.org/u1/contact');
    expect(request.headers.has('x-xsrf-token')).toBe(false);
  });

  it('does not retry a failed request', async () => {
    const fetchSpy = fakeFetch(() => new Response('{}', { status: 503 }));
    await expect(apiClient.get('contact')).rejects.toThrow();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('waits as long as the answer takes: there is no timeout', async () => {
    vi.useFakeTimers();
    fakeFetch(
      () =>
        new Promise<Response>((resolve) => setTimeout(() => resolve(Response.json({})), 60_000)),
    );
    const answer = apiClient.post('contact').json();
    // ky's default timeout is 10 s; a minute later the request is still waiting, not failed.
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(answer).resolves.toEqual({});
  });
});
