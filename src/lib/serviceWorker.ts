/**
 * Puts the site's service worker (src/serviceWorker/sw.ts, docs/offline.md) on the phone, after
 * the page has loaded and hydrated: never on the first view's way. Registering is one call of
 * the browser's own API; the worker takes over at once (skipWaiting, clientsClaim), so there is
 * no "a new version is ready" step for a library to manage.
 */
import { KEEP_PAGES_MESSAGE, type KeepPagesMessage } from '../shared/keepPages';
import { API_BASE } from '../shared/api';

/** The worker's address: at the top of the site, so that it may answer for every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * What this page loaded before a worker was there to keep it: the page itself and the site's
 * files it fetched (scripts, the stylesheet, pictures), never an API call or a video.
 */
export function loadedBeforeTheWorker(): string[] {
  const own = (address: string) => new URL(address, location.href).origin === location.origin;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((address) => own(address))
    .filter((address) => !new URL(address).pathname.startsWith(`${API_BASE}/`));
  return [location.href, ...new Set(loaded)];
}

function send(worker: ServiceWorker | null | undefined, urls: string[]) {
  if (!worker || urls.length === 0) return;
  worker.postMessage({ type: KEEP_PAGES_MESSAGE, urls } satisfies KeepPagesMessage);
}

/**
 * Registers the worker once the page has loaded. On the first visit (no worker controlled the
 * page as it loaded), asks it to keep what the page already loaded, so this page opens again
 * without a link. Does nothing where there are no service workers.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch {
    // Refused (private browsing in some browsers, storage turned off): the site works as before.
    return;
  }
  if (controlledAtLoad) return;
  const registration = await navigator.serviceWorker.ready;
  send(registration.active, loadedBeforeTheWorker());
}

/**
 * Asks the worker to keep a page the visitor has just been shown without a page load (a link
 * followed inside the site): its address was never fetched as a page, so it would not open
 * offline otherwise. Its scripts and pictures were fetched through the worker, and are kept.
 */
export function keepShownPage(address: string): void {
  if (!('serviceWorker' in navigator)) return;
  send(navigator.serviceWorker.controller, [address]);
}
