/**
 * The link that drops (docs/offline.md), in real Chromium with the service worker in control:
 * the service is stopped for real (its port refuses), not only the browser's offline flag. A
 * page the visitor opened, by a page load or by a link inside the site, opens again as it was,
 * with every picture it showed; any other page answers with the offline page of its language, which lists
 * the pages kept and has the helplines as `tel:` links; the API and the inbox are never kept.
 * When the link comes back, pages come from the service again.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, runAxe, testChromePath } from '../src/testing/browser/browser';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { SiteWithALink } from '../src/testing/browser/siteWithALink';
import { visit } from '../src/testing/browser/visit';
import type { Browser } from 'playwright-core';

let browser: Browser;
const site = new SiteWithALink();

beforeAll(async () => {
  browser = await launchBrowser({ executablePath: testChromePath });
  await site.start();
});

afterAll(async () => {
  await site.stop();
  await browser?.close();
});

const url = (path: string) => `${site.baseUrl}${path}`;

/** The page's h1, as written. */
const heading = (page: Page) => page.locator('#main h1').textContent();

/** The addresses the phone keeps as pages (the worker's `pages` cache). */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('pages');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });
}

/** How long a hook waits for the worker (a ceiling: it goes on as soon as the thing is so). */
const WAIT = { timeout: 30_000, interval: 100 };

/** Waits until the phone keeps `path` as a page. */
function kept(page: Page, path: string) {
  return vi.waitFor(async () => expect(await keptPages(page)).toContain(path), WAIT);
}

/** Every address any cache of the site holds. */
function everythingKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const all = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
    );
    return all.flat().map((address) => new URL(address).pathname);
  });
}

/** The pictures the page shows that have loaded (their addresses): none broken, none pending. */
function picturesLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0)
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => image.currentSrc || image.src),
  );
}

describe('the worker is installed after the page', () => {
  it('is registered only once the page has hydrated, never while it is starting', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      // Notes, at the moment of registering, whether React had taken over the page's h1 (the
      // last part of the page to hydrate, as visit() knows it).
      await page.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args) {
          const h1 = document.querySelector('#main h1');
          const hydrated =
            h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactProps'));
          Object.assign(window, { registeredWhenHydrated: hydrated });
          return register.apply(this, args);
        };
      });
      await visit(page, url('/contact'));
      await vi.waitFor(
        async () =>
          expect(await page.evaluate(() => 'registeredWhenHydrated' in window)).toBe(true),
        WAIT,
      );
      expect(await page.evaluate(() => Reflect.get(window, 'registeredWhenHydrated'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe.each(siteLanguages.map(({ folder }) => folder))('without a link, in %s', (folder) => {
  const words = wordsOf[folder]!;
  const about = pathIn(folder, '/about');
  const impact = pathIn(folder, '/impact');
  const contact = pathIn(folder, '/contact');
  let context: BrowserContext;
  let page: Page;
  let picturesOnline: string[];

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    page = await context.newPage();
    // A first visit: no worker yet. The page registers it once loaded, and asks it to keep what
    // was loaded before it; then a link inside the site, shown without a page load.
    await visit(page, url(about));
    await kept(page, about);
    await vi.waitFor(
      async () =>
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true),
      WAIT,
    );
    await page
      .getByRole('navigation')
      .first()
      .getByRole('link', { name: words.site.pages.impact.navLabel })
      .click();
    await vi.waitFor(async () => expect(await heading(page)).toBe(words.impact.hero.heading), WAIT);
    await kept(page, impact);
    await page.waitForLoadState('networkidle');
    picturesOnline = await picturesLoaded(page);
    await site.cutTheLink();
  });

  afterAll(async () => {
    await context?.close();
    if (
      !(await fetch(site.baseUrl).then(
        () => true,
        () => false,
      ))
    )
      await site.bringTheLinkBack();
  });

  it('opens a page opened by a page load, as it was', async () => {
    const response = await page.goto(url(about));
    expect(response?.status()).toBe(200);
    await expect.poll(() => heading(page)).toBe(words.story.hero.heading);
  });

  it('opens a page opened by a link inside the site, with every picture it showed', async () => {
    const response = await page.goto(url(impact));
    expect(response?.status()).toBe(200);
    await expect.poll(() => heading(page)).toBe(words.impact.hero.heading);
    await page.waitForLoadState('load');
    // What it showed with a link (a lazy picture it never reached was never shown, nor kept).
    expect(picturesOnline.length).toBeGreaterThan(0);
    await expect.poll(() => picturesLoaded(page)).toEqual(expect.arrayContaining(picturesOnline));
  });

  it('answers a page never opened with the offline page: the pages kept, the helplines', async () => {
    const response = await page.goto(url(contact));
    expect(response?.status()).toBe(503);
    const offline = words.site.offline;
    expect(await page.locator('html').getAttribute('lang')).toBe(words.site.locale.lang);
    expect(await heading(page)).toBe(offline.heading);
    const kept = page.getByRole('region', { name: offline.keptHeading }).getByRole('link');
    expect(await kept.allTextContents()).toEqual([
      words.site.pages.about.navLabel,
      words.site.pages.impact.navLabel,
    ]);
    expect(await page.getByText(offline.noneKept).isVisible()).toBe(false);
    // With the pages kept shown (the build's page, with none, is in the audit).
    expect(await runAxe(page)).toEqual([]);
    const calls = page.locator('#main a[href^="tel:"]');
    expect(await calls.count()).toBeGreaterThanOrEqual(words.urgentHelp.helplines.length);
    // The offline page runs no script, and the kept pages open from it.
    await kept.first().click();
    await expect.poll(() => heading(page)).toBe(words.story.hero.heading);
  });

  it('never keeps the API or the inbox, and never answers for them', async () => {
    const kept = await everythingKept(page);
    expect(kept.filter((path) => path.startsWith('/u1') || path.startsWith('/inbox'))).toEqual([]);
    await expect(page.goto(url('/inbox'))).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
  });

  it('takes pages from the service again when the link is back', async () => {
    await site.bringTheLinkBack();
    const response = await page.goto(url(contact));
    expect(response?.status()).toBe(200);
    await expect.poll(() => heading(page)).toBe(words.contact.hero.heading);
    await expect.poll(() => keptPages(page)).toContain(contact);
  });
});
