/**
 * "On this page" (src/components/OnThisPage) on the privacy notice and the accessibility
 * statement, in real Chromium against the built site (docs/spec/product.md §2.9, §2.14), in every
 * language: Tab goes through its links in the order of the sections; Enter on one brings its
 * heading into view below the fixed header, with focus on it (with JavaScript) or the next Tab
 * starting there (without); from 64rem the list is beside the reading column and stays in view
 * while the visitor reads, where the window is tall enough for all of it; below 64rem, and in a
 * short window, it is an ordinary block (after the introduction, in one column).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

const cases = siteLanguages.flatMap(({ folder }) =>
  ['/privacy', '/accessibility'].map((routePath) => ({
    path: pathIn(folder, routePath),
    label: wordsOf[folder]!.site.onThisPage,
  })),
);

async function load(
  routePath: string,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) {
  const { page } = await site.sharedTab(routePath, { viewport, javaScriptEnabled });
  return page;
}

/** Where focus is: the element's id, tag and words. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      id: element?.id ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
      text: (element?.textContent ?? '').trim(),
      inList: element?.closest('nav')?.getAttribute('aria-labelledby') === 'on-this-page',
    };
  });
}

/** In the page: the box of `selector` (the first match) and the fixed header's foot. */
function boxOf(page: Page, selector: string) {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    const header = document.querySelector('[data-site-header]');
    if (!element || !header) throw new Error(`no header or no ${target}`);
    const { top, bottom, left, right } = element.getBoundingClientRect();
    return {
      top,
      bottom,
      left,
      right,
      headerBottom: header.getBoundingClientRect().bottom,
      position: getComputedStyle(element).position,
    };
  }, selector);
}

/** Presses Tab until focus is on the list's first link (from the top of the page). */
async function tabIntoList(page: Page) {
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).inList) return;
  }
  throw new Error('Tab never reached "On this page"');
}

const LIST = 'nav[aria-labelledby="on-this-page"]';

/** How long a smooth scroll may take to end, on a machine busy with other work. */
const SMOOTH_SCROLL = { timeout: 5000 };

describe.each(cases)('$path', ({ path: routePath, label }) => {
  it('Tab goes through the list in the order of the sections; Enter moves focus to a heading, in view', async () => {
    const page = await load(routePath, { width: 1280, height: 800 });
    const list = page.getByRole('navigation', { name: label });
    const words = (await list.getByRole('link').allTextContents()).map((text) => text.trim());
    const headings = await page
      .locator('main section > h2')
      .evaluateAll((elements) => elements.map((h2) => (h2.textContent ?? '').trim()));
    expect(words).toEqual(headings);

    await tabIntoList(page);
    const order: string[] = [];
    for (let index = 0; index < words.length; index += 1) {
      order.push((await focused(page)).text);
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual(words);
    expect((await focused(page)).inList).toBe(false);

    // Back up to the third link from the end, and follow it.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Shift+Tab');
    const chosen = words[words.length - 3]!;
    expect((await focused(page)).text).toBe(chosen);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).tag).toBe('h2');
    const heading = await focused(page);
    expect(heading.text).toBe(chosen);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(`#${heading.id}`);
    expect(new URL(page.url()).pathname).toBe(routePath);
    // In view once the smooth scroll has ended, clear of the fixed header (not always near the
    // top: a section near the end of the page cannot be scrolled higher than the end allows).
    await expect
      .poll(async () => {
        const box = await boxOf(page, `[id="${heading.id}"]`);
        return box.top >= box.headerBottom && box.bottom <= 800;
      }, SMOOTH_SCROLL)
      .toBe(true);
    // The next Tab starts from the heading: focus goes on after it, not back to the list.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inList).toBe(false);
    const after = await page.evaluate((id) => {
      const from = document.getElementById(id);
      return !!from && !!(from.compareDocumentPosition(document.activeElement!) & 4);
    }, heading.id);
    expect(after).toBe(true);
  });

  it('without JavaScript, Enter takes the visitor to the heading and the next Tab starts there', async () => {
    const page = await load(routePath, { width: 390, height: 700 }, false);
    await tabIntoList(page);
    const first = (await focused(page)).text;
    await page.keyboard.press('Enter');
    // The link's own navigation, not the key press, changes the address: wait for it (on a busy
    // machine the address was read before it came, and the test looked for `[id=""]`).
    await expect.poll(() => new URL(page.url()).hash).not.toBe('');
    const id = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect
      .poll(async () => {
        const box = await boxOf(page, `[id="${id}"]`);
        return box.top >= box.headerBottom && box.bottom <= 700;
      }, SMOOTH_SCROLL)
      .toBe(true);
    expect(await page.locator(`[id="${id}"]`).textContent()).toBe(first);
    await page.keyboard.press('Tab');
    const after = await page.evaluate((target) => {
      const from = document.getElementById(target);
      const active = document.activeElement;
      return (
        !!from &&
        !!active &&
        active !== document.body &&
        !!(from.compareDocumentPosition(active) & 4)
      );
    }, id);
    expect(after).toBe(true);
  });

  it('at 1280 x 800 is beside the reading column, and stays in view down it', async () => {
    const page = await load(routePath, { width: 1280, height: 800 });
    const atTop = await boxOf(page, LIST);
    const words = await boxOf(page, 'main section');
    expect(atTop.position).toBe('sticky');
    // Beside the words, not over them: its column starts right of the reading column's.
    expect(atTop.left).toBeGreaterThan(words.right);
    expect(atTop.top).toBeLessThan(words.bottom);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () => {
        const box = await boxOf(page, LIST);
        // All of it in the window, below the header.
        return box.top >= box.headerBottom && box.bottom <= 800;
      }, SMOOTH_SCROLL)
      .toBe(true);
  });

  it.each([
    { width: 1280, height: 600 },
    { width: 1000, height: 800 },
    { width: 390, height: 844 },
  ])('at $width x $height is an ordinary block, never over the words', async (viewport) => {
    const page = await load(routePath, viewport);
    const list = await boxOf(page, LIST);
    expect(list.position).toBe('static');
    if (viewport.width < 1024) {
      // One column: after the introduction, before the first section.
      const intro = await boxOf(page, 'main h1 + p');
      const first = await boxOf(page, 'main section');
      expect(list.top).toBeGreaterThanOrEqual(intro.bottom);
      expect(list.bottom).toBeLessThanOrEqual(first.top);
    }
  });
});
