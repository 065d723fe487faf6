/**
 * A visitor who opens a page and then the same page in the other language (the header's link, a
 * whole page load), on a 2G-class phone: which script files the second page fetches over the
 * network, and how many bytes (docs/performance.md, "What it does", step 8).
 *
 * Each run is a fresh Chromium context (slowPhone.ts) with the service worker blocked, so the
 * only cache is the browser's HTTP cache (the worker keeps the files a page loaded, so it would
 * answer the same ones). The first page is opened on an unslowed link and left until it has
 * hydrated and the boot script's idle prefetches (the menu panel's files on a narrow screen) are
 * in: a visitor who has read the page. Then, at SLOW_PROFILE (400 ms round trip, 250 kbit/s,
 * CPU 6x), the second page is opened in the same tab and waited for in the same way. Every
 * script request of the second page that reached the network (not the memory or disk cache) is
 * counted, as transferred (`encodedDataLength`: compressed, with headers), as the viewer's
 * measure counts them (lightboxOpen.ts).
 */
import type { CDPSession, Page } from 'playwright-core';
import { visit } from '../../testing/browser/visit';
import {
  type FetchedScript,
  type LanguageSwitch,
  type LanguageSwitchRun,
  type WordsChunk,
} from './languageSwitchFigures';
import { onAPhone, slowDown, waitInPage } from './slowPhone';

interface LoggedRequest {
  url: string;
  type: string;
  /** Answered by the memory, disk or prefetch cache (or a worker): not the network. */
  fromCache: boolean;
  /** Encoded bytes once it has finished; null while it is on its way. */
  bytes: number | null;
  failed: boolean;
}

interface NetworkLog {
  requests: Map<string, LoggedRequest>;
  /** Date.now() of the last event, to know when the page has been quiet. */
  lastEventAt: number;
}

function logNetwork(cdp: CDPSession): NetworkLog {
  const log: NetworkLog = { requests: new Map(), lastEventAt: Date.now() };
  const update = (id: string, change: Partial<LoggedRequest>) => {
    log.lastEventAt = Date.now();
    const request = log.requests.get(id);
    if (request) Object.assign(request, change);
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    log.lastEventAt = Date.now();
    log.requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      fromCache: false,
      bytes: null,
      failed: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (event) => update(event.requestId, { fromCache: true }));
  cdp.on('Network.responseReceived', (event) => {
    const { fromDiskCache, fromPrefetchCache, fromServiceWorker } = event.response;
    if (fromDiskCache || fromPrefetchCache || fromServiceWorker) {
      update(event.requestId, { fromCache: true });
    }
  });
  cdp.on('Network.loadingFinished', (event) =>
    update(event.requestId, { bytes: event.encodedDataLength }),
  );
  cdp.on('Network.loadingFailed', (event) => update(event.requestId, { failed: true }));
  return log;
}

/**
 * In the page: whether the boot script's idle prefetches (src/startup/boot.js, `data-prefetch`
 * when `data-prefetch-media` matches the screen) have all arrived. True at once where there are
 * none.
 */
const PREFETCHED = `(() => {
  const boot = document.querySelector('script[data-entry]');
  const wanted = boot && matchMedia(boot.dataset.prefetchMedia || 'not all').matches
    ? (boot.dataset.prefetch || '').split(' ').filter(Boolean)
    : [];
  const arrived = performance.getEntriesByType('resource')
    .filter((entry) => entry.responseEnd > 0)
    .map((entry) => new URL(entry.name).pathname);
  return wanted.every((file) => arrived.includes(file));
})()`;

/** Until every request logged has finished (or failed) and none has started for `quietMs`. */
async function untilQuiet(log: NetworkLog, quietMs = 1000, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  const busy = () => [...log.requests.values()].some((r) => r.bytes === null && !r.failed);
  while (busy() || Date.now() - log.lastEventAt < quietMs) {
    if (Date.now() > end) throw new Error('The page did not stop fetching within 2 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens `url` and waits until it has hydrated (visit.ts) and its idle prefetches are in. */
async function openAndSettle(page: Page, url: string): Promise<number> {
  const started = Date.now();
  await visit(page, url);
  const hydratedMs = Date.now() - started;
  await waitInPage(page, PREFETCHED, 120_000);
  return hydratedMs;
}

const isScript = (request: LoggedRequest) =>
  request.type === 'Script' || new URL(request.url).pathname.endsWith('.js');

async function runOnce(
  baseUrl: string,
  change: LanguageSwitch,
  wordsChunks: ReadonlyMap<string, WordsChunk>,
): Promise<LanguageSwitchRun> {
  return onAPhone(
    async (context) => {
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      // The first page, unslowed: what it leaves in the cache is the same on any link.
      await openAndSettle(page, `${baseUrl}${change.from}`);
      await page.waitForLoadState('networkidle');
      // The second, on the 2G-class phone, with the first one's cache.
      const cdp = await slowDown(page);
      const network = logNetwork(cdp);
      const hydratedMs = await openAndSettle(page, `${baseUrl}${change.to}`);
      await untilQuiet(network);
      const fetched: FetchedScript[] = [...network.requests.values()]
        .filter((request) => isScript(request) && !request.fromCache && !request.failed)
        .filter((request) => (request.bytes ?? 0) > 0)
        .map((request) => {
          const file = new URL(request.url).pathname;
          return { file, bytes: request.bytes ?? 0, words: wordsChunks.get(file) ?? null };
        });
      return { ...change, fetched, hydratedMs };
    },
    { serviceWorkers: 'block' },
  );
}

/** `runs` fresh runs of each switch, one after the other. */
export async function measureLanguageSwitches(
  baseUrl: string,
  switches: readonly LanguageSwitch[],
  wordsChunks: ReadonlyMap<string, WordsChunk>,
  runs: number,
): Promise<LanguageSwitchRun[]> {
  const results: LanguageSwitchRun[] = [];
  for (const change of switches) {
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(baseUrl, change, wordsChunks);
      const bytes = result.fetched.reduce((sum, script) => sum + script.bytes, 0);
      const words = result.fetched.filter((script) => script.words !== null).length;
      console.log(
        `  ${change.from} then ${change.to}, run ${run}/${runs}: ${result.fetched.length} script ` +
          `file(s) fetched (${words} of them words), ${(bytes / 1024).toFixed(1)} KB; ` +
          `hydrated after ${(result.hydratedMs / 1000).toFixed(1)} s`,
      );
      results.push(result);
    }
  }
  return results;
}
