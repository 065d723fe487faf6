/**
 * Reduced motion (WCAG 2.3.3), in real Chromium against the built site: with
 * `prefers-reduced-motion: reduce`, nothing the site opens moves.
 */
import { describe, expect, it } from 'vitest';
import { shell } from '../src/content/site';
import {
  openStates,
  openStateOn,
  viewportFor,
  waitUntilStill,
} from '../src/testing/browser/states';
import { motionLeft, motionRecorded, recordMotion } from '../src/testing/browser/motion';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

describe('reduced motion (WCAG 2.3.3): nothing moves', () => {
  /** The states that open with motion by default. */
  const cases = [
    'mobile-menu-320',
    'lightbox-video-1280',
    'lightbox-image-320',
    'contact-success-1280',
    'contact-error-320',
  ];

  it.each(cases)('%s opens without any motion, and ends at rest', async (slug) => {
    const state = openStates.find((candidate) => candidate.slug === slug);
    if (!state) throw new Error(`No open state "${slug}" in src/testing/browser/states.ts`);
    const { page } = await site.newPage({
      viewport: viewportFor(state.width),
      reducedMotion: 'reduce',
    });
    await page.addInitScript(recordMotion);
    await site.visit(page, state.route);
    await state.open(page);
    const record = await page.evaluate(motionRecorded);
    expect(record).toEqual([]);
    const left = await page.evaluate(motionLeft);
    expect(left.running).toEqual([]);
    expect(left.unsettled).toEqual([]);
    // No smooth scrolling either.
    expect(left.scrollBehavior).toBe('auto');
    await page.context().close();
  });

  it('without the preference, the same record does catch the menu sliding in', async () => {
    // Proves the recorder works: the check above would pass for nothing otherwise.
    const { page } = await site.newPage({ viewport: viewportFor(320) });
    await page.addInitScript(recordMotion);
    await site.visit(page, '/about');
    await openStateOn(page, 'mobile-menu-320');
    const record = await page.evaluate(motionRecorded);
    expect(record.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('the open menu sits at its final place at once, flush with the right edge', async () => {
    const { page } = await site.sharedTab('/about', {
      viewport: viewportFor(320),
      reducedMotion: 'reduce',
    });
    const button = page.getByRole('button', { name: shell.openMenu });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: shell.menuTitle });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(320);
    await waitUntilStill(dialog);
    expect(await dialog.boundingBox()).toEqual(box);
  });
});
