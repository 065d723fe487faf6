import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SERVER_RENDER_DIR } from '../shared/builtSite';
import type { ServiceWords } from '../shared/serviceWords';
import { languageOf } from './errors';

/** Hashed build output never changes under the same name: cache it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages must always be revalidated, so a new build shows at once. */
const REVALIDATE = 'no-cache';
/** Unhashed files (logo, media): a day, then revalidate. */
const SHORT = 'public, max-age=86400';

/**
 * The owner's inbox page (its own build, src/inbox/): served at /inbox only, never under its file
 * name, never stored by a cache, never indexed. Its data comes from the API, behind a session.
 */
export const INBOX_PAGE_FILE = 'inbox.html';
/** The service worker (src/serviceWorker/sw.ts), at the top of dist/. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const INBOX_PATH = '/inbox';

function isInboxPage(filePath: string): boolean {
  return path.basename(filePath.replace(/\.(br|gz)$/, '')) === INBOX_PAGE_FILE;
}

function cacheControlFor(filePath: string): string {
  const original = filePath.replace(/\.(br|gz)$/, '');
  if (isInboxPage(original)) return 'no-store';
  // The service worker: a new version must reach the next visit (docs/offline.md).
  if (path.basename(original) === SERVICE_WORKER_FILE) return REVALIDATE;
  if (original.endsWith('.html')) return REVALIDATE;
  if (original.includes(`${path.sep}assets${path.sep}`)) return IMMUTABLE;
  return SHORT;
}

/** The build's list of not-found pages, one per language (src/build/prerender.ts). */
const NOT_FOUND_LIST = 'not-found.json';

export interface StaticSiteOptions {
  distDir: string;
  /** The service's words (a post to an unknown address is told so in its language). */
  words: ServiceWords;
  /** Called before every HTML page is sent (the contact service sets its XSRF cookie here). */
  onPage?: (reply: FastifyReply) => void;
}

/**
 * Serves the built site: each prerendered page at its own address (with or without a trailing
 * slash), the owner's inbox page at /inbox, every other file from dist/ with the br or gzip copy
 * the browser accepts, and the not-found page with status 404 for everything else: the Hindi one
 * under /hi/, the first language's elsewhere.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  { distDir, words, onPage }: StaticSiteOptions,
) {
  const pages = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as {
    url: string;
    file: string;
  }[];
  // Each language's not-found page and the addresses it answers (`/hi/…`), the longest prefix
  // first; without the list (an older build), 404.html for every address.
  const notFoundPages = await readFile(path.join(distDir, NOT_FOUND_LIST), 'utf8').then(
    (text) => JSON.parse(text) as { prefix: string; file: string }[],
    () => [],
  );
  const notFoundPageFor = (url: string) =>
    notFoundPages.find(
      ({ prefix }) => prefix === '' || url === prefix || url.startsWith(`${prefix}/`),
    )?.file ?? '404.html';

  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    redirect: false,
    wildcard: true,
    cacheControl: false,
    allowedPath: (pathName) =>
      !pathName.startsWith('/.vite') &&
      // The render bundle the service itself uses (src/shared/builtSite.ts): never sent.
      !pathName.startsWith(`/${SERVER_RENDER_DIR}`) &&
      !pathName.endsWith('.build-complete') &&
      pathName !== `/${NOT_FOUND_LIST}` &&
      !pathName.startsWith(`/${INBOX_PAGE_FILE}`),
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
      if (isInboxPage(filePath)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    },
  });

  // The inbox's one page answers its address and every address under it (the inbox's own views).
  for (const url of [INBOX_PATH, `${INBOX_PATH}/`, `${INBOX_PATH}/*`]) {
    app.get(url, (_request, reply) => {
      onPage?.(reply);
      return reply.sendFile(INBOX_PAGE_FILE);
    });
  }

  for (const page of pages) {
    const urls = page.url === '/' ? ['/'] : [page.url, `${page.url}/`];
    for (const url of urls) {
      app.get(url, (_request, reply) => {
        onPage?.(reply);
        return reply.sendFile(page.file);
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // In the language of the address (/hi/…), or of Accept-Language, or the first.
      const { service } = languageOf(words, request);
      return reply.code(404).send({ message: service.notFound });
    }
    onPage?.(reply);
    return reply.code(404).sendFile(notFoundPageFor(request.url.split('?')[0] ?? '/'));
  });
}
