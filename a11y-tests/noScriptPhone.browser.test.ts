/**
 * A phone with JavaScript off (docs/spec/product.md §2.3 and §2.7), in real Chromium against the
 * built site: on every route at 320 and 390 px the header is the logo and one row of links, in
 * the page's flow, and covers the page's title at no scroll position the visitor reaches (the
 * top, the skip link's jump, the title scrolled to the top); the Impact page's video thumbnails
 * are links to video files the service serves, and the introduction says what they do. With
 * JavaScript on, the header keeps its place and size through hydration (no layout shift) and the
 * thumbnails are buttons again (what they open is a11y-tests/lightbox*.browser.test.ts's part).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { impactContent } from '../src/content/impact';
import { pages, shell } from '../src/content/site';
import { auditRoutes } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

const widths = [320, 390];
const { videos } = impactContent;

/**
 * The tallest header allowed without script: the logo's row and one row of links, each a 44 px
 * target (48 px with the current page's bar), with the header's padding and border. Three rows,
 * as the links took before, are over it.
 */
const HEADER_MAX_HEIGHT = 120;
const TARGET_MIN = 44;

/**
 * The page without script, in the tab kept for this width: each visit is a new document, and a
 * page that runs no script keeps nothing of the keys pressed on it before (see `sharedTab`).
 */
async function openWithoutScript(width: number, path: string, expectedStatus = 200) {
  const { page, response, problems } = await site.sharedTab(path, {
    javaScriptEnabled: false,
    viewport: { width, height: 640 },
  });
  expect(response?.status()).toBe(expectedStatus);
  return { page, problems };
}

/**
 * Whether what the visitor sees at the centre of the h1 is the h1 (or its words), not the header
 * or anything else over it. The centre must be inside the viewport for that to mean anything.
 */
function titleShows(page: Page): Promise<{ inViewport: boolean; shows: boolean; over: string }> {
  return page.evaluate(() => {
    const title = document.querySelector('#main h1')!;
    const box = title.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const hit = document.elementFromPoint(x, y);
    return {
      inViewport: y >= 0 && y <= innerHeight,
      shows: hit !== null && title.contains(hit),
      over: hit
        ? `${hit.tagName.toLowerCase()}${hit.closest('header') ? ' in the header' : ''}`
        : '',
    };
  });
}

/**
 * Which of the two introductions of the videos the page shows. (Playwright's text locators skip
 * what is inside <noscript>, even when the browser shows it, so the page is asked itself.)
 */
function introductionsShown(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: videos.heading }).evaluate(
    (section, texts) =>
      [...section.querySelectorAll('p')]
        .filter((paragraph) => paragraph.getClientRects().length > 0)
        .map((paragraph) => paragraph.textContent?.trim() ?? '')
        .filter((text) => texts.includes(text)),
    [videos.intro, videos.introWithoutScript],
  );
}

describe.each(widths)('at %i px with JavaScript off', (width) => {
  it.each(auditRoutes)(
    '$path: the header is the logo and a row of 44 px links, and never covers the h1',
    async ({ path, expectedStatus, words }) => {
      const { shell } = words.site;
      const { page, problems } = await openWithoutScript(width, path, expectedStatus);
      const header = page.getByRole('banner');
      const headerBox = (await header.boundingBox())!;
      expect(headerBox.height).toBeLessThanOrEqual(HEADER_MAX_HEIGHT);
      // No menu button (it needs script); the four links, each a 44 px target, all in view.
      expect(await page.getByRole('button', { name: shell.openMenu }).isVisible()).toBe(false);
      const links = header.getByRole('navigation', { name: shell.mainNavLabel }).getByRole('link');
      expect(await links.count()).toBe(pages.length);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(TARGET_MIN);
        expect(box.height).toBeGreaterThanOrEqual(TARGET_MIN);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }

      // At the top of the page.
      expect(await titleShows(page)).toEqual({ inViewport: true, shows: true, over: 'h1' });

      // The skip link: the first Tab stop, seen (nothing over it), and its jump (the browser
      // follows #main) leaves the title in view, uncovered.
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: shell.skipLink });
      expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(
        await skipLink.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && link.contains(hit);
        }),
      ).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).hash).toBe('#main');
      expect(await titleShows(page)).toMatchObject({ shows: true });

      // The title brought to the very top of the window, as a link to it or a find in the page
      // does: a fixed header would sit over it there.
      await page.locator('#main h1').evaluate((title) => title.scrollIntoView({ block: 'start' }));
      expect(await titleShows(page)).toEqual({ inViewport: true, shows: true, over: 'h1' });

      // The not-found page arrives with status 404, which the console reports.
      const expected404 = expectedStatus === 404 ? /status of 404/ : /^$/;
      expect(problems.filter((problem) => !expected404.test(problem))).toEqual([]);
    },
  );

  it('/impact: each video thumbnail is a link to its video file, which the service serves', async () => {
    const { page, problems } = await openWithoutScript(width, '/impact');
    const section = page.getByRole('region', { name: videos.heading });
    // The introduction says what the links do; the one for the viewer is hidden.
    expect(await introductionsShown(page)).toEqual([videos.introWithoutScript]);
    expect(await section.getByRole('button').count()).toBe(0);

    const links = section.getByRole('link');
    expect(await links.count()).toBe(videos.items.length);
    for (const [index, video] of videos.items.entries()) {
      const link = links.nth(index);
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(video.src);
      // The name is the title, and the description its length as heard, then what the video
      // shows, as with the button (the length seen, "0:04", is hidden from screen readers).
      expect(
        await link.evaluate((element) => {
          const seen = element.cloneNode(true) as Element;
          seen.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return {
            name: seen.textContent?.trim(),
            description: (element.getAttribute('aria-describedby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent?.trim())
              .join(' '),
          };
        }),
      ).toEqual({
        name: video.title,
        description: `${video.spokenLength}. ${video.description}`,
      });
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(TARGET_MIN);
    }
    for (const src of new Set(videos.items.map((video) => video.src))) {
      const response = await page.request.get(`${site.baseUrl}${src}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^video\/mp4\b/);
      expect((await response.body()).length).toBeGreaterThan(0);
    }

    // Reached with Tab and activated with Enter, the first one opens its file in the browser.
    const first = links.first();
    await first.focus();
    expect(await first.evaluate((element) => element === document.activeElement)).toBe(true);
    const [response] = await Promise.all([
      page.waitForResponse((each) => new URL(each.url()).pathname === videos.items[0]!.src),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    await expect.poll(() => new URL(page.url()).pathname).toBe(videos.items[0]!.src);
    expect(problems).toEqual([]);
  });
});

describe.each(widths)('at %i px with JavaScript on', (width) => {
  it('/: the header keeps its place and size as the app arrives, and nothing shifts', async () => {
    const { page, problems } = await site.newPage({ viewport: { width, height: 640 } });
    // Recorded from the first byte: every layout shift, and the header's box before the app
    // has run (the prerendered page as first shown).
    await page.addInitScript(() => {
      const record = window as unknown as { shifts: number[]; headerBefore?: string };
      record.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          record.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // At load, styled (the stylesheet blocks it) and before the boot script starts the app,
      // which waits for the largest paint after load (src/startup/boot.js).
      addEventListener('load', () => {
        const box = document.querySelector('header')!.getBoundingClientRect();
        record.headerBefore = JSON.stringify([box.x, box.y, box.width, box.height]);
      });
    });
    await site.visit(page, '/');
    const after = await page.evaluate(() => {
      const box = document.querySelector('header')!.getBoundingClientRect();
      return {
        header: JSON.stringify([box.x, box.y, box.width, box.height]),
        position: getComputedStyle(document.querySelector('header')!).position,
      };
    });
    const record = await page.evaluate(() => {
      const { shifts, headerBefore } = window as unknown as {
        shifts: number[];
        headerBefore?: string;
      };
      return { shifts, headerBefore };
    });
    expect(after.position).toBe('fixed');
    expect(after.header).toBe(record.headerBefore);
    // Cumulative layout shift of the load and the hydration: none worth the name (0.1 is the
    // threshold of "good").
    expect(record.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    expect(await page.getByRole('button', { name: shell.openMenu }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('/impact: the thumbnails are buttons and the introduction is the viewer’s', async () => {
    const { page, problems } = await site.newPage({ viewport: { width, height: 640 } });
    await site.visit(page, '/impact');
    const section = page.getByRole('region', { name: videos.heading });
    expect(await introductionsShown(page)).toEqual([videos.intro]);
    expect(await section.getByRole('link').count()).toBe(0);
    for (const video of videos.items) {
      expect(await section.getByRole('button', { name: video.title, exact: true }).count()).toBe(1);
    }
    // Hydration found what the server sent: no warning of a mismatch.
    expect(problems).toEqual([]);
  });
});
