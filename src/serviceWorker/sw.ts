/**
 * The site's service worker (docs/offline.md), built by vite-plugin-pwa from this file with
 * Workbox's modules (`npm run build`, src/build/serviceWorker.ts), which also writes the list of
 * files to keep ahead of time into `self.__WB_MANIFEST`.
 *
 * - Pages: a copy kept less than a day ago at once (fetched again behind it, for the next visit),
 *   else from the network, else the copy kept; a page never opened answers with the offline
 *   page of its language, listing the pages this phone keeps (./recentFirst.ts).
 * - Scripts and styles (hashed names that never change) and pictures: from the phone once kept.
 *   A picture from the network is answered whole, and one the worker cannot answer is the
 *   network's to answer (./pictures.ts).
 * - Never the contact service's API, the owner's inbox, or the videos (no route matches them:
 *   they go to the network as if there were no worker).
 * - Enquiries kept on the phone (sent on a dead link): sent by Background Sync when the link is
 *   back (../shared/sendKeptEnquiries.ts).
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, type Strategy } from 'workbox-strategies';
import type { PrecacheEntry } from 'workbox-precaching';
import { API_BASE, CONTACT_PATH, XSRF_COOKIE } from '../shared/api';
import { isKeepPagesMessage } from '../shared/keepPages';
import { KEPT_ENQUIRIES } from '../shared/keptEnquiries';
import { renewTokenFromHomePage, sendKeptEnquiries } from '../shared/sendKeptEnquiries';
import { OFFLINE_PAGE_FILE, showKeptPages } from '../shared/offlinePage';
import { isSitePage, pageKey, PAGES_CACHE } from './pages';
import { pictureFromTheNetwork, wholePicture } from './pictures';
import { RecentFirst } from './recentFirst';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// A new version takes over at once: the next page opened is the new site's, not last month's.
void self.skipWaiting();
clientsClaim();

// The offline pages, the stylesheet and the logo: fetched once, when the worker is installed.
const keptAhead = self.__WB_MANIFEST;
precacheAndRoute(keptAhead);

/** Each language's prefix that has an offline page (`/hi`, then ''): the longest first. */
const offlinePrefixes = keptAhead
  .map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href))
  .map((url) => url.pathname)
  .filter((pathname) => pathname.endsWith(`/${OFFLINE_PAGE_FILE}`))
  .map((pathname) => pathname.slice(0, -`/${OFFLINE_PAGE_FILE}`.length))
  .sort((a, b) => b.length - a.length);
cleanupOutdatedCaches();

const pages = new RecentFirst({
  cacheName: PAGES_CACHE,
  // A visit within a day: the kept page at once (fetched again behind it). Later: the network.
  recentForSeconds: 60 * 60 * 24,
  // On a link that hangs rather than fails, the kept copy after this long.
  networkTimeoutSeconds: 6,
  plugins: [{ cacheKeyWillBeUsed: async ({ request }) => pageKey(request.url) }],
});

const files = new CacheFirst({
  cacheName: 'files',
  plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
});

const pictures = new CacheFirst({
  cacheName: 'pictures',
  plugins: [
    // Answered whole, and the network's answer for what the worker cannot answer (./pictures.ts).
    {
      fetchDidSucceed: async ({ response }) => wholePicture(response),
      handlerDidError: async ({ request }) => pictureFromTheNetwork(request),
    },
    new ExpirationPlugin({
      maxEntries: 60,
      maxAgeSeconds: 60 * 60 * 24 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

const isOwn = (url: URL) => url.origin === self.location.origin;
const isFile = (url: URL) => isOwn(url) && url.pathname.startsWith('/assets/');
const isPicture = (url: URL) =>
  isOwn(url) &&
  url.pathname.startsWith('/media/') &&
  /\.(webp|avif|jpe?g|png|svg)$/.test(url.pathname);

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isSitePage(url, self.location.origin),
  pages,
);
registerRoute(({ url }) => isFile(url), files);
registerRoute(({ url }) => isPicture(url), pictures);

/** The strategy that keeps a URL the page asks to keep, or none (it is not kept). */
function strategyFor(url: URL): Strategy | undefined {
  if (isSitePage(url, self.location.origin)) return pages;
  if (isFile(url)) return files;
  if (isPicture(url)) return pictures;
  return undefined;
}

// The page asks the worker to keep what it loaded before the worker was there, and each page
// it shows without a page load (src/lib/serviceWorker.ts).
self.addEventListener('message', (event) => {
  if (!isKeepPagesMessage(event.data)) return;
  const keeping = event.data.urls.map(async (address) => {
    const url = new URL(address, self.location.href);
    const strategy = strategyFor(url);
    if (!strategy) return;
    try {
      await strategy.handle({ event, request: new Request(url, { credentials: 'same-origin' }) });
    } catch {
      // Not kept this time (the link dropped): it is kept the next time it loads.
    }
  });
  event.waitUntil(Promise.all(keeping));
});

/** The offline page of the language of `url`: the longest prefix kept that it starts with. */
async function offlineAnswer(url: URL): Promise<Response> {
  const prefix =
    offlinePrefixes.find(
      (candidate) => url.pathname === candidate || url.pathname.startsWith(`${candidate}/`),
    ) ?? '';
  const page = await matchPrecache(`${prefix}/${OFFLINE_PAGE_FILE}`);
  if (!page) return Response.error();
  const kept = await caches.open(PAGES_CACHE).then((cache) => cache.keys());
  const html = showKeptPages(
    await page.text(),
    new Set(kept.map((request) => new URL(request.url).pathname)),
  );
  return new Response(html, {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

setCatchHandler(async ({ request, url }) =>
  request.mode === 'navigate' ? offlineAnswer(url) : Response.error(),
);

/**
 * Enquiries kept on the phone (docs/offline.md): Background Sync wakes the worker when the link
 * is back, and it sends them. A send without an answer rejects, so the browser tries again later
 * (Chromium: after minutes, then longer); any page opened with a link sends them too.
 */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The anti-CSRF cookie, read through the Cookie Store API (Chromium's workers have it). */
async function workerToken(): Promise<string | undefined> {
  const store = (
    self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }
  ).cookieStore;
  const cookie = await store?.get(XSRF_COOKIE);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

async function sendFromWorker(): Promise<void> {
  const outcome = await sendKeptEnquiries({
    contactUrl: new URL(`${API_BASE}/${CONTACT_PATH}`, self.location.href).href,
    readToken: workerToken,
    renewToken: renewTokenFromHomePage,
  });
  // Not sent: the browser keeps the sync and tries again later.
  if (outcome === 'no-link') throw new Error('The enquiries kept wait for a link.');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === KEPT_ENQUIRIES) sync.waitUntil(sendFromWorker());
});
