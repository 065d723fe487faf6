/**
 * The real service as its own process (`node --import tsx src/server/main.ts`, as `npm start`
 * runs it): SIGKILL in the middle of a burst loses no acknowledged enquiry, and SIGTERM lets a
 * request in flight finish before the process exits 0 at once, also when the visitor's browser
 * keeps its connection alive.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from './store';
import {
  eventually,
  fetchToken,
  makeSite,
  request,
  sameOriginHeaders,
  startService,
  type ServiceProcess,
} from '../testing/server/service';
import { english } from '../testing/server/serviceWords';

const running: ServiceProcess[] = [];
const sites: { remove: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const service of running.splice(0)) {
    if (service.child.exitCode === null && service.child.signalCode === null) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
  }
  for (const site of sites.splice(0)) await site.remove();
});

async function start(env: Record<string, string>) {
  const service = await startService(env);
  running.push(service);
  return service;
}

const enquiry = (marker: string) =>
  JSON.stringify({
    writer: 'adult',
    fullName: 'Asha',
    phoneNumber: '',
    userEmail: 'asha@example.org',
    message: marker,
  });

// Each test starts the service as a process of its own: slow on a busy machine.
describe('the service process', { timeout: 60_000 }, () => {
  it('keeps every acknowledged enquiry when it is killed with SIGKILL during a burst', async () => {
    const site = await makeSite('durability');
    sites.push(site);
    const env = { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, CONTACT_RATE_MAX: '100000' };
    const service = await start(env);
    const token = await fetchToken(service.baseUrl);
    const headers = sameOriginHeaders(service.baseUrl, token);

    const acknowledged: string[] = [];
    let connectionErrors = 0;
    let next = 0;
    let killed = false;
    const total = 400;
    const killAfter = 60;

    // Sixteen clients post as fast as they can; the process dies under them.
    async function client() {
      while (next < total) {
        const marker = `burst-${next}`;
        next += 1;
        try {
          const response = await request(`${service.baseUrl}/u1/contact`, {
            method: 'POST',
            headers,
            body: enquiry(marker),
          });
          if (response.status === 201) acknowledged.push(marker);
        } catch {
          // Reset or refused: the process is gone. Such a request was never acknowledged.
          connectionErrors += 1;
          if (killed) return;
        }
        if (!killed && acknowledged.length >= killAfter) {
          killed = true;
          service.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: 16 }, client));
    expect(await service.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
    // Proof the kill landed mid-burst: requests were still in flight or on their way.
    expect(connectionErrors).toBeGreaterThan(0);

    // Restart on the same data: every 201 is there, once.
    const restarted = await start(env);
    const store = openStore(site.dataDir);
    const stored = store.listEnquiries().map((e) => e.message);
    store.close();
    for (const marker of acknowledged) expect(stored).toContain(marker);
    expect(new Set(stored).size).toBe(stored.length);

    // And the restarted service takes new enquiries, with the token the visitor already holds:
    // the CSRF secret was generated once and kept in DATA_DIR.
    const after = await request(`${restarted.baseUrl}/u1/contact`, {
      method: 'POST',
      headers: sameOriginHeaders(restarted.baseUrl, token),
      body: enquiry('after-restart'),
    });
    expect(after.status).toBe(201);
  });

  it('finishes a request in flight on SIGTERM, refuses new connections, then exits 0', async () => {
    const site = await makeSite('graceful');
    sites.push(site);
    const service = await start({ DATA_DIR: site.dataDir, DIST_DIR: site.distDir });
    const token = await fetchToken(service.baseUrl);
    const body = Buffer.from(enquiry('in-flight-at-sigterm'));

    // Send the headers and a little of the body, and hold the rest back.
    let inFlight: http.ClientRequest | undefined;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${service.baseUrl}/u1/contact`, {
        method: 'POST',
        agent: false,
        headers: {
          ...sameOriginHeaders(service.baseUrl, token),
          'content-length': String(body.length),
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      inFlight = req;
    });
    await eventually(
      () =>
        /"method":"POST","url":"\/u1\/contact"\},"msg":"incoming request"/.test(service.output()),
      'the service to start reading the request',
    );

    service.child.kill('SIGTERM');
    await eventually(() => service.output().includes('SIGTERM received'), 'the SIGTERM log line');
    // The listener is closed: a new visitor is turned away, not half-served.
    await eventually(
      () =>
        request(`${service.baseUrl}/`).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      'new connections to be refused',
    );
    expect(service.child.exitCode).toBeNull();

    inFlight!.end(body.subarray(20));
    const response = await answer;
    expect(response.status).toBe(201);
    expect(JSON.parse(response.text)).toEqual({
      message: english.service.sent,
      reference: expect.stringMatching(/^[0-9]{6}$/),
    });
    expect(await service.exited).toEqual({ code: 0, signal: null });

    const store = openStore(site.dataDir);
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['in-flight-at-sigterm']);
    store.close();
  });

  it('answers a request in flight on SIGTERM over a keep-alive connection, then exits 0 at once', async () => {
    const site = await makeSite('graceful-keepalive');
    sites.push(site);
    const service = await start({ DATA_DIR: site.dataDir, DIST_DIR: site.distDir });
    const token = await fetchToken(service.baseUrl);
    const body = Buffer.from(enquiry('in-flight-keep-alive'));
    // As a browser does: the connection stays open for the next request.
    const agent = new http.Agent({ keepAlive: true });

    let inFlight: http.ClientRequest | undefined;
    const answer = new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const req = http.request(`${service.baseUrl}/u1/contact`, {
          method: 'POST',
          agent,
          headers: {
            ...sameOriginHeaders(service.baseUrl, token),
            'content-length': String(body.length),
          },
        });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
          );
        });
        req.on('error', reject);
        req.write(body.subarray(0, 20));
        inFlight = req;
      },
    );
    await eventually(
      () =>
        /"method":"POST","url":"\/u1\/contact"\},"msg":"incoming request"/.test(service.output()),
      'the service to start reading the request',
    );

    service.child.kill('SIGTERM');
    await eventually(() => service.output().includes('SIGTERM received'), 'the SIGTERM log line');
    const stopping = Date.now();
    inFlight!.end(body.subarray(20));
    const response = await answer;
    expect(response.status).toBe(201);
    // The answer tells the browser the connection ends here.
    expect(response.connection).toBe('close');
    // Well before the 45 s fallback that exits 1 (and the keep-alive timeout of 72 s); at once on
    // an idle machine, but this one may be busy.
    const exited = await Promise.race([
      service.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 25_000)),
    ]);
    agent.destroy();
    expect(exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(25_000);
  });
});
