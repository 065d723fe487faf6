/**
 * The second engine, first leg (issue 46; docs/testing.md, "Firefox"): every page in both
 * languages walked with Tab in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi). Gecko
 * makes focusable what Blink does not (a `<video>` without controls), and such a stop has no name
 * and does nothing: the Impact page's six moving previews were six empty stops in Firefox only.
 * Each stop must have a name, and none may sit in what is hidden from screen readers.
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchFirefox, openInFirefox } from '../src/testing/browser/firefox';
import { languageRoutes } from '../src/testing/browser/languageRoutes';
import { startSite, type RunningSite } from '../src/testing/browser/site';

/** More stops than any page has: reaching it means focus is going round in circles. */
const MAX_STOPS = 150;

let browser: Browser;
let site: RunningSite;

// One after the other: with both at once, a site that failed to start left Firefox running,
// launched but never handed to afterAll.
beforeAll(async () => {
  browser = await launchFirefox();
  site = await startSite();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

interface Stop {
  /** The element, as `tag` and the first words of its name. */
  what: string;
  /** Its name, roughly as a screen reader computes it (label, labelled-by, words, alt). */
  name: string;
  /** Whether it, or a parent, is hidden from screen readers. */
  hidden: boolean;
}

/** Where focus is now, or null when it is on the page's body (it has left the page). */
function stopOf(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const labelledBy = element
      .getAttribute('aria-labelledby')
      ?.split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    const labels = [...((element as HTMLInputElement).labels ?? [])]
      .map((label) => label.textContent)
      .join(' ');
    const alt = [...element.querySelectorAll('img[alt]')]
      .map((image) => image.getAttribute('alt'))
      .join(' ');
    const name = (
      element.getAttribute('aria-label') ||
      labelledBy ||
      labels ||
      element.textContent ||
      alt ||
      ''
    ).trim();
    return {
      what: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
      name,
      hidden: element.closest('[aria-hidden="true"]') !== null,
    };
  });
}

/**
 * Brings each video thumbnail into view for two frames (its moving preview is added when it
 * nears the viewport, seen at a frame), then waits until the page has every preview.
 */
async function bringEveryPreview(page: Page) {
  const videos = await page.evaluate(() => document.querySelectorAll('[data-transcript]').length);
  for (let index = 0; index < videos; index += 1) {
    await page.evaluate(
      (at) =>
        new Promise<void>((resolve) => {
          document.querySelectorAll('[data-transcript]')[at]?.scrollIntoView({ block: 'center' });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      index,
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('button video').length), {
      timeout: 15_000,
    })
    .toBe(videos);
}

describe.each(languageRoutes.filter((route) => route.expectedStatus === 200))(
  'Tab through $path in Firefox',
  ({ path }) => {
    it('meets only named stops, none hidden from screen readers, and leaves the page', async () => {
      const page = await browser.newPage();
      try {
        // The app's page, not the prerendered one: the previews and the stops are the app's.
        await openInFirefox(page, `${site.baseUrl}${path}`);
        await bringEveryPreview(page);
        const stops: Stop[] = [];
        for (let pressed = 0; pressed < MAX_STOPS; pressed += 1) {
          await page.keyboard.press('Tab');
          const stop = await stopOf(page);
          if (!stop) break;
          stops.push(stop);
        }
        expect(stops.length, 'focus went round in circles').toBeLessThan(MAX_STOPS);
        expect(stops.length).toBeGreaterThan(5);
        expect(stops.filter((stop) => stop.name === '').map((stop) => stop.what)).toEqual([]);
        expect(stops.filter((stop) => stop.hidden).map((stop) => stop.what)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  },
);
