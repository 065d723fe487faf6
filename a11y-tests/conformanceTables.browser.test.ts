/**
 * The conformance report's tables in real Chromium against the built site: each table's box is
 * a Tab stop exactly when its table is wider than the box (a phone, the page zoomed), and then
 * the keyboard scrolls it; where the table fits (a desktop window), the box is no stop at all.
 * In every language the report is shown in, with JavaScript (the box measures itself) and
 * without it (nothing measures: every box stays a stop, the safe side).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathIn, siteLanguages } from '../src/testing/browser/languageRoutes';
import { viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** Each table's box: its name, whether it scrolls sideways, whether Tab stops on it. */
async function tableBoxes(page: Page) {
  return page.locator('main [role="region"]:has(> table)').evaluateAll((boxes) =>
    boxes.map((box) => ({
      name: box.getAttribute('aria-labelledby') ?? '',
      scrolls: box.scrollWidth > box.clientWidth + 1,
      tabStop: (box as HTMLElement).tabIndex >= 0,
    })),
  );
}

describe.each(siteLanguages.map(({ folder }) => ({ folder })))(
  'the conformance report tables, $folder',
  ({ folder }) => {
    const reportPath = pathIn(folder, '/accessibility/conformance');

    it('at 1280 px every table fits, and no table box is a Tab stop', async () => {
      const { page } = await site.sharedTab(reportPath, { viewport: viewportFor(1280) });
      const boxes = await tableBoxes(page);
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.filter((box) => box.scrolls)).toEqual([]);
      // The measure reports after the first layout: wait for it, not for a time.
      await expect
        .poll(async () => (await tableBoxes(page)).filter((box) => box.tabStop))
        .toEqual([]);
    });

    it('at 320 px every table scrolls in its box, which Tab reaches and Right scrolls', async () => {
      const { page } = await site.sharedTab(reportPath, { viewport: viewportFor(320) });
      await expect
        .poll(async () => (await tableBoxes(page)).filter((box) => box.scrolls !== box.tabStop))
        .toEqual([]);
      const boxes = await tableBoxes(page);
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.every((box) => box.scrolls)).toBe(true);
      // From the page's heading, Tab reaches the first box (the report's facts and methods
      // before it hold few links), and the Right arrow scrolls it.
      const first = page.locator('main [role="region"]:has(> table)').first();
      await page.getByRole('heading', { level: 1 }).click();
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await first.evaluate((box) => box === document.activeElement)) break;
      }
      expect(await first.evaluate((box) => box === document.activeElement)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => first.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    });

    it('without JavaScript, every table box is a Tab stop at any width', async () => {
      const { page } = await site.sharedTab(reportPath, {
        viewport: viewportFor(1280),
        javaScriptEnabled: false,
      });
      const boxes = await tableBoxes(page);
      expect(boxes.length).toBeGreaterThan(0);
      expect(boxes.filter((box) => !box.tabStop)).toEqual([]);
    });
  },
);
