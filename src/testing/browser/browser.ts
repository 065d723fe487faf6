import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { AXE_TAGS, axeSource, axeViolationsInPage, type AxeViolationSummary } from './axe';
import { stopOnExit } from './cleanup';

/** Debian's Chromium, or another one named by CHROME_PATH. Browsers cannot be downloaded here. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's package `chromium-headless-shell`: the same Chromium, built only to run headless. */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: the one named by CHROME_PATH; else Debian's headless
 * shell when it is installed; else Debian's Chromium. The shell has the same engine (Blink, V8,
 * the accessibility tree, the DevTools protocol) without the desktop browser around it, and the
 * browser files took about a quarter less time with it (docs/testing.md, "The headless shell").
 * The audit, the bench and the screenshots keep the desktop browser (`chromePath`): their
 * figures are reported, and the screen-reader journeys need a window.
 */
export const testChromePath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromePath);

/** Flags for a closed network: without them Chromium keeps trying to reach Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Debian's headless Chromium (`executablePath`: the desktop browser unless told otherwise; the
 * browser tests pass `testChromePath`). With `scrollbars`, real scrollbars: playwright-core adds
 * `--hide-scrollbars` in headless mode, which gives the scrollbar no width and would make the
 * lightbox's scroll-lock compensation untestable.
 */
export async function launchBrowser({
  scrollbars = false,
  executablePath = chromePath,
}: { scrollbars?: boolean; executablePath?: string } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
    // Playwright's own handlers would exit on Ctrl-C before a tool has stopped its service, or
    // close the browser on SIGTERM and let the tool run on without it: the tool's handler
    // (cleanup.ts) closes it with the rest. Playwright still kills it when the process exits.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const forget = stopOnExit(() => browser.close());
  browser.once('disconnected', forget);
  return browser;
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
  narrow: { width: 320, height: 640 },
} as const;

/** What Playwright writes in the page's console when it refuses a service worker. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/**
 * A page that records what a visitor's console would show: errors, React's hydration warnings,
 * and any Content-Security-Policy violation. Tests assert the list is empty.
 *
 * The site's service worker is blocked unless `options` allow it: a request the worker answers
 * never reaches Playwright's `page.route`, which the tests use to fail or slow a picture, and a
 * test of a page should not depend on what an earlier visit kept. The worker has its own tests
 * (a11y-tests/offline.browser.test.ts).
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({
    viewport: viewports.desktop,
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own word that it blocked the worker, as asked: not the site's.
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { page, problems };
}

/**
 * Runs axe-core in the page (./axe.ts: the rule sets, the run and the summary Firefox's scans
 * share), evaluated through the DevTools protocol, which the page's CSP does not govern.
 */
export async function runAxe(page: Page): Promise<AxeViolationSummary[]> {
  await page.evaluate(await axeSource());
  return page.evaluate(axeViolationsInPage, AXE_TAGS);
}

/** The element that has focus, described for assertions and failure messages. */
export function describeFocus(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { tag: 'body', name: '', role: '' };
    // Its words as heard: what is aria-hidden (an icon, a thumbnail's "0:04") is left out.
    const heard = element.cloneNode(true) as Element;
    for (const hidden of heard.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    const name =
      element.getAttribute('aria-label') ?? (heard.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      tag: element.tagName.toLowerCase(),
      name,
      role: element.getAttribute('role') ?? '',
    };
  });
}
