/**
 * The Impact page's viewer on a 2G-class phone: what its first open fetches, and how long the
 * visitor waits between the tap and the dialog (docs/performance.md, "The viewer on a slow
 * link").
 *
 * Each run is a fresh Chromium context (empty cache) on a phone-sized touch screen, throttled
 * through the DevTools protocol from the first request on: `Network.emulateNetworkConditions`
 * (400 ms round trip, 250 kbit/s down and up) and `Emulation.setCPUThrottlingRate` (6, the
 * issue's profile; 1, the same link on this machine's own CPU). The visitor loads /impact, waits
 * for the page to work, scrolls the videos into view (the viewer's files are prefetched from
 * there), waits until they have arrived and the page has been idle for a second (it runs them
 * then), and taps "Classroom Clip".
 *
 * - bytes at first open: everything transferred over the network from the tap until the dialog
 *   is on screen, scripts apart (the peer, yet-another-react-lightbox 3 with its Video plugin,
 *   fetches `viewerScriptAtOpenBytes` of budgets.ts in script there);
 * - tap to dialog: from the tap (the touch's own timestamp) to the first paint after the dialog
 *   is in the page with focus, and, inside it, the part before the page's click handler even
 *   starts (the browser's touch, pointer and compatibility mouse events);
 * - the click's Event Timing duration (what INP counts for this interaction);
 * - how long the prefetch took on that link, and the viewer's code as transferred.
 */
import type { CDPSession } from 'playwright-core';
import { onAPhone, slowDown, SLOW_PROFILE, waitInPage } from './slowPhone';

export { SLOW_PROFILE };

export interface LightboxRun {
  /** Bytes over the network between the tap and the dialog on screen. */
  bytesAtOpen: number;
  scriptBytesAtOpen: number;
  /** CPU slowdown of the run (the link is always SLOW_PROFILE's). */
  cpuSlowdown: number;
  /** From the tap to the first paint with the dialog focused, ms. */
  tapToDialogMs: number;
  /** Of that, from the tap until the page's click handler starts (the browser's input events). */
  tapToClickHandlerMs: number | null;
  /** The click's Event Timing duration (input to next paint), ms; null if none was reported. */
  clickEventMs: number | null;
  /** From scrolling the videos into view until every viewer file has arrived, ms (null: none). */
  prefetchMs: number | null;
  /** The viewer's files as transferred by the prefetch (compressed, with headers). */
  viewerCodeBytes: number;
  /** Files fetched over the network between the tap and the dialog. */
  fetchedAtOpen: string[];
}

interface NetworkLog {
  requests: Map<string, { url: string; type: string; startedAt: number; bytes: number }>;
}

function logNetwork(cdp: CDPSession): NetworkLog {
  const log: NetworkLog = { requests: new Map() };
  cdp.on('Network.requestWillBeSent', (event) => {
    log.requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      startedAt: Date.now(),
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = log.requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  return log;
}

/**
 * Records the tap, the click's Event Timing entry and the first paint with focus in the dialog,
 * into `window.__lightboxOpen`. A paint is taken as a task queued from an animation frame: it
 * runs once that frame has been produced (the frame's own timestamp would not do: Chromium gives
 * it the frame's scheduled start, which lags far behind when the main thread was busy).
 */
const INSTRUMENT = `(() => {
  const t = { tap: 0, painted: 0, click: null };
  window.__lightboxOpen = t;
  addEventListener('pointerup', (event) => { t.tap = event.timeStamp; }, { capture: true, once: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click' && t.click === null) {
        t.click = { duration: entry.duration, processingStart: entry.processingStart, startTime: entry.startTime };
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  let seen = false;
  const check = () => {
    const dialog = document.querySelector('[role="dialog"]');
    // Focus inside the dialog (the viewer puts it on its Close button), not only on it.
    if (seen || !dialog || !dialog.contains(document.activeElement)) return;
    seen = true;
    requestAnimationFrame(() => setTimeout(() => { t.painted = performance.now(); }, 0));
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', check, true);
})()`;

async function runOnce(baseUrl: string, cpuSlowdown: number): Promise<LightboxRun> {
  return onAPhone(async (context) => {
    const page = await context.newPage();
    const cdp = await slowDown(page, cpuSlowdown);
    const network = logNetwork(cdp);

    await page.goto(`${baseUrl}/impact`, { waitUntil: 'load', timeout: 180_000 });
    await waitInPage(
      page,
      `(() => { const b = document.querySelector('#impact-in-motion ~ ul button'); return !!b && Object.keys(b).some((k) => k.startsWith('__reactProps')); })()`,
      180_000,
    );
    const files = (await page.evaluate(
      `(document.querySelector('script[data-entry]')?.getAttribute('data-part-lightbox') ?? '').split(' ').filter(Boolean)`,
    )) as string[];
    // The visitor scrolls the videos into view; the viewer's files are prefetched from there.
    // (A build that lists none, as before issue 13, fetches them at the tap: measured as such.)
    const scrolledAt = Date.now();
    await page.evaluate(
      `document.querySelector('#impact-in-motion').scrollIntoView({ behavior: 'instant' })`,
    );
    await waitInPage(
      page,
      `${JSON.stringify(files)}.every((file) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === file && entry.responseEnd > 0))`,
      180_000,
    );
    const prefetchMs = files.length ? Date.now() - scrolledAt : null;
    const viewerCodeBytes = [...network.requests.values()]
      .filter((request) => files.includes(new URL(request.url).pathname))
      .reduce((sum, request) => sum + request.bytes, 0);

    // The visitor looks at the thumbnails for a second or more, while the page runs the viewer's
    // module in its idle time (ImpactPage): wait until the main thread has been fully idle for
    // three idle periods in a row (a module still loading leaves gaps, not whole idle periods).
    await page.evaluate(`new Promise((resolve) => {
      const started = performance.now();
      let quiet = 0;
      const step = (deadline) => {
        quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
        if (quiet >= 3 && performance.now() - started >= 1000) resolve();
        else requestIdleCallback(step);
      };
      requestIdleCallback(step);
    })`);
    await page.evaluate(INSTRUMENT);
    // The thumbnail itself in view: with the videos' heading at the top of a phone's screen it
    // can be below the fold, and a tap outside the window reaches nothing.
    const thumbnail = page.getByRole('button', { name: 'Classroom Clip', exact: true });
    await thumbnail.scrollIntoViewIfNeeded();
    const box = await thumbnail.boundingBox();
    if (!box) throw new Error('No "Classroom Clip" thumbnail on /impact.');
    const tappedAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 100));
    await waitInPage(page, 'window.__lightboxOpen.painted > 0', 120_000);
    // Event Timing reports the click once its paint is done.
    await waitInPage(page, 'window.__lightboxOpen.click !== null', 5_000).catch(() => undefined);
    const timing = (await page.evaluate('window.__lightboxOpen')) as {
      tap: number;
      painted: number;
      click: { duration: number; processingStart: number; startTime: number } | null;
    };
    // Everything requested from the tap until the dialog's frame (plus what was already on its
    // way, which the tap did not cause: left out).
    const openedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const atOpen = [...network.requests.values()].filter(
      (request) =>
        request.startedAt >= tappedAt && request.startedAt <= openedAt && request.bytes > 0,
    );
    return {
      bytesAtOpen: atOpen.reduce((sum, request) => sum + request.bytes, 0),
      scriptBytesAtOpen: atOpen
        .filter((request) => request.type === 'Script')
        .reduce((sum, request) => sum + request.bytes, 0),
      cpuSlowdown,
      tapToDialogMs: timing.painted - timing.tap,
      tapToClickHandlerMs: timing.click ? timing.click.processingStart - timing.tap : null,
      clickEventMs: timing.click?.duration ?? null,
      prefetchMs,
      viewerCodeBytes,
      fetchedAtOpen: atOpen.map(
        (request) => `${new URL(request.url).pathname} (${request.type}, ${request.bytes} B)`,
      ),
    };
  });
}

/**
 * `runs` fresh runs at each CPU slowdown (the profile's 6x, then 1x), one after the other.
 */
export async function measureLightboxOpen(
  baseUrl: string,
  runs: number,
  cpuSlowdowns: readonly number[] = [SLOW_PROFILE.cpuSlowdown, 1],
): Promise<LightboxRun[]> {
  const results: LightboxRun[] = [];
  for (const cpu of cpuSlowdowns) {
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(baseUrl, cpu);
      results.push(result);
      console.log(
        `  CPU ${cpu}x, run ${run}/${runs}: tap to dialog ${Math.round(result.tapToDialogMs)} ms ` +
          `(input events ${result.tapToClickHandlerMs === null ? '?' : Math.round(result.tapToClickHandlerMs)} ms), ` +
          `${(result.scriptBytesAtOpen / 1024).toFixed(1)} KB of script at open ` +
          `(${(result.bytesAtOpen / 1024).toFixed(1)} KB in all), ` +
          (result.prefetchMs === null
            ? 'no prefetch'
            : `prefetch ${(result.prefetchMs / 1000).toFixed(1)} s`),
      );
    }
  }
  return results;
}
