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
import puppeteer, {
  type Browser,
  type ElementHandle,
  type HTTPResponse,
  type Page,
} from 'puppeteer-core';
import { expect } from 'vitest';
import { AXE_TAGS, axeSource, axeViolationsInPage, type AxeViolationSummary } from './axe';
import { stopOnExit } from './cleanup';
import { pageIsHydrated } from './visit';

/** Where Debian installs Firefox ESR; FIREFOX_PATH for any other. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox's own preferences for what Chromium's tests emulate (`emulateMediaFeatures` is
 * CDP-only): `prefers-reduced-motion: reduce`, and forced colours (the colours of the page always
 * overridden by the system's: `forced-colors: active`, as with Windows' contrast themes).
 */
export const firefoxPreferences = {
  reducedMotion: { 'ui.prefersReducedMotion': 1 },
  forcedColours: { 'browser.display.document_color_use': 2 },
} as const;

/**
 * Firefox ESR, headless, at `width` x `height`, with `prefs` set in its profile
 * (`firefoxPreferences`), closed with the tool if it is stopped.
 */
export async function launchFirefox({
  width = 1280,
  height = 900,
  prefs = {},
}: {
  width?: number;
  height?: number;
  prefs?: Record<string, string | number | boolean>;
} = {}): Promise<Browser> {
  const browser = await puppeteer.launch({
    extraPrefsFirefox: prefs,
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
    setViewport(options: {
      viewport: { width: number; height: number };
      devicePixelRatio?: number;
    }): Promise<void>;
  };
}

/**
 * Sizes the page's viewport with WebDriver BiDi's own `browsingContext.setViewport`, alone:
 * puppeteer's `page.setViewport` sends `emulation.setScreenOrientationOverride` beside it, which
 * Firefox ESR 140 does not know (153, installed here, does). The frame's context is not in
 * puppeteer's public types. A `deviceScaleFactor` (`zoom400`'s 4) sets the device pixels per CSS
 * pixel, as browser zoom does.
 */
export async function sizeFirefoxPage(
  page: Page,
  {
    width,
    height,
    deviceScaleFactor,
  }: { width: number; height: number; deviceScaleFactor?: number },
) {
  await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({
    viewport: { width, height },
    ...(deviceScaleFactor === undefined ? {} : { devicePixelRatio: deviceScaleFactor }),
  });
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

/**
 * puppeteer's ARIA selector, which over WebDriver BiDi asks Gecko's own accessibility tree
 * (`browsingContext.locateNodes` with an accessibility locator): role and exact name, as a screen
 * reader gets them from Firefox.
 */
export function byRoleAndName(role: string, name: string): string {
  const quote = name.includes('"') ? "'" : '"';
  return `::-p-aria([role="${role}"][name=${quote}${name}${quote}])`;
}

/**
 * The elements of this role and name in Gecko's accessibility tree, searched from `within` (a
 * CSS selector; the element itself counts): a search of the whole page takes Firefox about a
 * second, one from a small part of it a few tenths.
 */
export async function allNamed(
  page: Page,
  role: string,
  name: string,
  within = 'body',
): Promise<ElementHandle[]> {
  const found: ElementHandle[] = [];
  for (const root of await page.$$(within))
    found.push(...(await root.$$(byRoleAndName(role, name))));
  return found;
}

/**
 * Waits until Gecko's accessibility tree has an element of this role and name (searched from
 * `within`, as `allNamed`), and returns it.
 */
export async function waitForNamed(
  page: Page,
  role: string,
  name: string,
  within = 'body',
): Promise<ElementHandle> {
  await expect
    .poll(async () => (await allNamed(page, role, name, within)).length, {
      timeout: 30_000,
      message: `${role} "${name}" in Firefox's accessibility tree`,
    })
    .toBeGreaterThan(0);
  return (await allNamed(page, role, name, within))[0]!;
}

/**
 * Where focus is, said for a failure to read: `role "name"` when Gecko's accessibility tree gives
 * the focused element that role and name; else the focused element as `tag "its words"`, or `the
 * document` when focus is on the page itself.
 */
export async function whereFocusIs(page: Page, role: string, name: string): Promise<string> {
  const focused = await page.evaluateHandle(() => document.activeElement ?? document.body);
  try {
    const element = focused.asElement() as ElementHandle<Element> | null;
    for (const match of (await element?.$$(byRoleAndName(role, name))) ?? []) {
      if (await match.evaluate((node) => node === document.activeElement)) {
        return `${role} "${name}"`;
      }
    }
  } finally {
    await focused.dispose();
  }
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the document';
    const words = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()} "${words.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

/** Waits until focus is on the element of this role and name (`whereFocusIs`). */
export function focusReaches(page: Page, role: string, name: string): Promise<void> {
  return expect
    .poll(() => whereFocusIs(page, role, name), { timeout: 30_000 })
    .toBe(`${role} "${name}"`);
}
