/**
 * `npm run dev`: Vite's dev server (instant reload, the dev-only accessibility check) with the
 * real contact API behind it, so the form works while developing. Pages come from Vite; the
 * API runs on a private loopback port and Vite forwards `/u1` to it. Vite's pages get the same
 * XSRF cookie the production server sets, so the form's CSRF check is the real one.
 */
import type { IncomingMessage } from 'node:http';
import { createServer, type Plugin } from 'vite';
import { buildApp } from './app';
import { readConfig } from './config';
import { API_BASE } from '../shared/api';
import { createToken, isValidToken, loadCsrfSecret, XSRF_COOKIE } from './csrf';

const config = readConfig();
const api = await buildApp({ config, logger: true, serveSite: false });
const apiAddress = await api.listen({ host: '127.0.0.1', port: 0 });
const csrfSecret = loadCsrfSecret(config.dataDir, config.csrfSecret);

function cookieValue(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const xsrfCookieOnPages: Plugin = {
  name: 'xsrf-cookie-on-pages',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      // The owner's inbox answers /inbox and every address under it, as in production.
      if (wantsPage && /^\/inbox(\/|\?|$)/.test(request.url ?? '')) request.url = '/inbox.html';
      if (wantsPage && !isValidToken(csrfSecret, cookieValue(request, XSRF_COOKIE))) {
        response.setHeader(
          'Set-Cookie',
          `${XSRF_COOKIE}=${encodeURIComponent(createToken(csrfSecret))}; Path=/; SameSite=Strict`,
        );
      }
      next();
    });
  },
};

const vite = await createServer({
  plugins: [xsrfCookieOnPages],
  server: {
    host: config.host,
    port: config.port,
    strictPort: true,
    // The Host header is kept, so the API's same-origin check sees the page's own origin.
    proxy: { [API_BASE]: { target: apiAddress, changeOrigin: false } },
  },
});
await vite.listen();
vite.printUrls();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), api.close()]).then(() => process.exit(0));
  });
}
