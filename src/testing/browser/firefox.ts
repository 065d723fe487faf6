/**
 * The second engine (issue 46, docs/testing.md): Debian's Firefox ESR, driven by puppeteer-core
 * over WebDriver BiDi, since browsers cannot be downloaded here. puppeteer-core is the version
 * Lighthouse already brings; it launches the Firefox installed, never one of its own.
 *
 * Harness notes: `page.waitForFunction` compiles its poller with `new Function()`, which the
 * site's CSP rightly blocks, so poll from Node (`openInFirefox`); `emulateMediaFeatures` is
 * CDP-only (use Firefox's preferences for reduced motion and forced colours); `page.setViewport`
 * also sends a screen-orientation command that Firefox ESR 140 does not know (`sizeFirefoxPage`).
 */
import puppeteer, { type Browser, type HTTPResponse, type Page } from 'puppeteer-core';
import { expect } from 'vitest';
import { AXE_TAGS, axeSource, axeViolationsInPage, type AxeViolationSummary } from './axe';
import { stopOnExit } from './cleanup';
import { pageIsHydrated } from './visit';

/** Where Debian installs Firefox ESR; FIREFOX_PATH for any other. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox ESR, headless, at `width` x `height`, closed with the tool if it is stopped. */
export async function launchFirefox({ width = 1280, height = 900 } = {}): Promise<Browser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: { width, height },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const forget = stopOnExit(() => browser.close());
  browser.once('disconnected', forget);
  return browser;
}

/** The page's WebDriver BiDi browsing context, which puppeteer's Firefox frames hold. */
interface BidiFrame {
  browsingContext: {
    setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
  };
}

/**
 * Sizes the page's viewport with WebDriver BiDi's own `browsingContext.setViewport`, alone:
 * puppeteer's `page.setViewport` sends `emulation.setScreenOrientationOverride` beside it, which
 * Firefox ESR 140 does not know (153, installed here, does). The frame's context is not in
 * puppeteer's public types.
 */
export async function sizeFirefoxPage(page: Page, viewport: { width: number; height: number }) {
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({ viewport });
}

/**
 * Loads `url` and waits until React has hydrated it (`pageIsHydrated`, as in Chromium's
 * `visit`), polled from Node: the site's CSP refuses puppeteer's own poller (`new Function`).
 */
export async function openInFirefox(page: Page, url: string): Promise<HTTPResponse | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await expect
    .poll(() => page.evaluate(pageIsHydrated), { timeout: 30_000, message: `${url} hydrated` })
    .toBe(true);
  return response;
}

/** axe-core in Firefox, with the rules, the run and the summary of Chromium's scans (./axe.ts). */
export async function runAxeInFirefox(page: Page): Promise<AxeViolationSummary[]> {
  await page.evaluate(await axeSource());
  return page.evaluate(axeViolationsInPage, AXE_TAGS);
}
