/**
 * The second engine, reflow (issue 46; docs/testing.md, "Firefox"): every page in both languages
 * at 400 % zoom (1280 x 1024 at 400 %: a viewport of 320 x 256 CSS pixels at 4 device pixels
 * each, set with WebDriver BiDi's `browsingContext.setViewport`), then the viewer opened on a
 * video, in Debian's Firefox ESR: no sideways scrolling (WCAG 1.4.10), by the measure of
 * Chromium's reflow.browser.test.ts (src/testing/browser/reflow.ts), on Gecko's own layout.
 *
 * Kept cheap: one Firefox, one tab, the pages one after another, the viewport sized once; the
 * run's shared site (globalSetup.ts).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  focusReaches,
  launchFirefox,
  openInFirefox,
  sizeFirefoxPage,
  waitForNamed,
} from '../src/testing/browser/firefox';
import {
  languageRoutes,
  pathIn,
  siteLanguages,
  wordsOf,
} from '../src/testing/browser/languageRoutes';
import { viewerNamesIn } from '../src/testing/browser/lightbox';
import { sidewaysOverflowInPage } from '../src/testing/browser/reflow';
import { zoom400 } from '../src/testing/browser/states';

let browser: Browser;
let tab: Page;

beforeAll(async () => {
  browser = await launchFirefox();
  tab = await browser.newPage();
  await sizeFirefoxPage(tab, zoom400);
});

afterAll(async () => {
  await browser?.close();
});

const url = (path: string) => `${inject('baseUrl')}${path}`;

/** The measure of Chromium's reflow test, on the page open in the tab. */
async function expectNoSidewaysScroll() {
  // The size the page was laid out at: another would pass for the wrong reason.
  expect(
    await tab.evaluate(() => [window.innerWidth, window.innerHeight, window.devicePixelRatio]),
  ).toEqual([zoom400.width, zoom400.height, zoom400.deviceScaleFactor]);
  const result = await tab.evaluate(sidewaysOverflowInPage);
  expect(result.offenders).toEqual([]);
  expect(result.scrollWidth).toBeLessThanOrEqual(result.width);
  expect(result.scrolledSideways).toBe(0);
}

describe('reflow in Firefox at 400 % zoom (320 x 256 CSS px): no sideways scrolling', () => {
  it.each(languageRoutes)('$path', async ({ path, expectedStatus }) => {
    const response = await openInFirefox(tab, url(path));
    expect(response?.status()).toBe(expectedStatus);
    await expectNoSidewaysScroll();
  });

  it.each(siteLanguages.map(({ folder }) => folder))(
    'the viewer open on a video (%s)',
    async (folder) => {
      const names = viewerNamesIn(wordsOf[folder]!);
      await openInFirefox(tab, url(pathIn(folder, '/impact')));
      const thumbnail = await waitForNamed(tab, 'button', names.videoTitle(0), 'main');
      await thumbnail.focus();
      await tab.keyboard.press('Enter');
      await waitForNamed(tab, 'dialog', names.videoDialogName(0), '[role="dialog"]');
      await focusReaches(tab, 'button', wordsOf[folder]!.site.viewer.close);
      await expectNoSidewaysScroll();
    },
  );
});
