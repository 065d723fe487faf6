/**
 * The second engine, second leg (issue 46; docs/testing.md, "Firefox"): axe-core on every page
 * in both languages, at the phone's and the desktop's width, in Debian's Firefox ESR. The same
 * rules and the same run as Chromium's scans (a11y-tests/shell.browser.test.ts, through
 * src/testing/browser/axe.ts), on what Gecko made of the page: its layout, its styles, its
 * hydrated DOM.
 *
 * Kept cheap: one Firefox, one tab, the pages one after another (each a new document), the
 * viewport sized once per width; the run's shared site (globalSetup.ts).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { violationLines } from '../src/testing/browser/axe';
import { viewports } from '../src/testing/browser/browser';
import {
  launchFirefox,
  openInFirefox,
  runAxeInFirefox,
  sizeFirefoxPage,
} from '../src/testing/browser/firefox';
import { languageRoutes } from '../src/testing/browser/languageRoutes';

let browser: Browser;
let tab: Page;

beforeAll(async () => {
  browser = await launchFirefox();
  tab = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries({ mobile: viewports.mobile, desktop: viewports.desktop }))(
  'axe in Firefox at the %s width',
  (_name, viewport) => {
    beforeAll(async () => {
      await sizeFirefoxPage(tab, viewport);
    });

    it.each(languageRoutes)('$path has no violations', async ({ path, expectedStatus }) => {
      const response = await openInFirefox(tab, `${inject('baseUrl')}${path}`);
      expect(response?.status()).toBe(expectedStatus);
      // The width axe saw: a page laid out at another would pass for the wrong reason.
      expect(await tab.evaluate(() => window.innerWidth)).toBe(viewport.width);
      expect(violationLines(await runAxeInFirefox(tab))).toEqual([]);
    });
  },
);
