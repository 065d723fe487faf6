/**
 * The cheap phone on a 2G-class link that the bench's real-browser measures share (the viewer's
 * first open, lightboxOpen.ts; the repeat visit, repeatVisit.ts; the other language after one,
 * languageSwitch.ts): a fresh headless Chromium with
 * a 390 x 844 touch screen, and the link and CPU slowed through the DevTools protocol.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, chromePath } from '../../testing/browser/browser';
import { isStopping, stopOnExit } from '../../testing/browser/cleanup';

/** The throttling profile: a 2G-class link on a slow phone. */
export const SLOW_PROFILE = {
  latencyMs: 400,
  kbitPerSecond: 250,
  cpuSlowdown: 6,
} as const;

/**
 * Runs `measure` with a fresh browser and a phone-sized touch context in it (with `options`
 * besides, such as `serviceWorkers: 'block'`), and closes the browser whatever happens (and if
 * the bench is stopped meanwhile).
 */
export async function onAPhone<T>(
  measure: (context: BrowserContext, browser: Browser) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  if (isStopping()) throw new Error('The bench is stopping.');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const forget = stopOnExit(() => browser.close());
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      ...options,
    });
    return await measure(context, browser);
  } finally {
    await browser.close();
    forget();
  }
}

/**
 * Slows the page's link to SLOW_PROFILE's, and its CPU by `cpuSlowdown`, from the next request
 * on; returns the DevTools session (the network domain enabled) for the caller's own logging.
 */
export async function slowDown(page: Page, cpuSlowdown: number = SLOW_PROFILE.cpuSlowdown) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (SLOW_PROFILE.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return cdp;
}

/**
 * Until `check` holds in the page: a string, so nothing of the bundler ends up in the page, and
 * evaluated through the DevTools protocol, which the page's CSP (no `unsafe-eval`) does not
 * govern, as `waitForFunction` would be.
 */
export async function waitInPage(page: Page, check: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > end) throw new Error(`Timed out waiting for: ${check.slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
