/**
 * How the built site is served: security headers, caching, compression and the 404 page.
 * Runs against the real dist/ (built by `npm test` before the tests).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';

const projectRoot = path.resolve(import.meta.dirname, '../..');
let app: FastifyInstance;
let entryScript: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'site-serving-'));
  const config = readConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }, projectRoot);
  app = await buildApp({ config });
  const home = await readFile(path.join(projectRoot, 'dist/index.html'), 'utf8');
  // Named by the pages' inline boot script, which fetches it once the page has painted.
  entryScript = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home)![1]!;
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('send a CSP that allows the boot script and no other inline script, eval or framing', async () => {
    // The one inline script of the pages, hashed as the browser does: its exact text.
    const home = (await app.inject({ url: '/' })).body;
    const inline = [...home.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const bootHash = createHash('sha256').update(inline[0]!).digest('base64');
    for (const url of ['/', '/about', '/no-such-page', entryScript]) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).toBe(`'self' 'sha256-${bootHash}'`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toContain('camera=()');
    }
  });

  it('send HSTS only on HTTPS (behind a trusted TLS proxy)', async () => {
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  });
});

describe('pages and files', () => {
  it.each(['/', '/about', '/about/', '/impact', '/contact'])(
    'serves %s as HTML that is always revalidated',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<main id="main"');
    },
  );

  it('answers any other address with the not-found page and status 404', async () => {
    const response = await app.inject({ url: '/does/not/exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Page not found');
    expect(response.body).toContain('href="/"');
  });

  it('caches hashed assets for a year and serves the smallest encoding accepted', async () => {
    const br = await app.inject({ url: entryScript, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await app.inject({ url: entryScript, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const identity = await app.inject({ url: entryScript, headers: { 'accept-encoding': '' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.length).toBeGreaterThan(br.rawPayload.length);
  });

  it('keeps build internals private', async () => {
    expect((await app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/.build-complete' })).statusCode).toBe(404);
  });
});
