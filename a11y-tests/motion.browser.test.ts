/**
 * Reduced motion (WCAG 2.3.3), in real Chromium against the built site: with
 * `prefers-reduced-motion: reduce`, nothing the site opens moves.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shell } from '../src/content/site';
import {
  openStates,
  openStateOn,
  viewportFor,
  waitUntilStill,
} from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/**
 * Running animations with a real duration, and elements that framer-motion (or CSS) left short
 * of their resting state: not fully opaque, or still moved or scaled.
 */
function motionLeft(page: Page) {
  return page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        return animation.playState === 'running' && duration > 0;
      })
      .map((animation) => `${animation.constructor.name} ${animation.id}`);
    const unsettled = [...document.querySelectorAll<HTMLElement>('[style]')]
      .filter((element) => /opacity|transform/.test(element.getAttribute('style') ?? ''))
      .filter((element) => {
        const style = getComputedStyle(element);
        const still = style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)';
        return style.opacity !== '1' || !still;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} opacity ${getComputedStyle(element).opacity} transform ${getComputedStyle(element).transform}`,
      );
    return {
      running,
      unsettled,
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

/**
 * Records, from the first script of the page on, every sign of motion: Web Animations started
 * with a duration (framer-motion uses them), CSS transitions and animations that run, and inline
 * styles that framer-motion writes frame by frame, caught half way (opacity between 0 and 1, a
 * slide between its start and end). A state that opens at rest leaves the record empty.
 */
function recordMotion() {
  const record: string[] = [];
  (window as unknown as { __motion: string[] }).__motion = record;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0);
    if (duration > 0) record.push(`animate() ${duration} ms on ${this.tagName.toLowerCase()}`);
    return animate.call(this, keyframes, options);
  };
  document.addEventListener('transitionrun', (event) => {
    record.push(`transition of ${event.propertyName} on ${(event.target as Element).tagName}`);
  });
  document.addEventListener('animationstart', (event) => {
    const target = event.target as Element;
    if (getComputedStyle(target).animationDuration !== '0s') {
      record.push(`CSS animation ${event.animationName} on ${target.tagName}`);
    }
  });
  // A jump from the start to the end (opacity 0 then 1) is no motion; a third value between
  // them, or an opacity part-way, is a frame of an animation.
  const transforms = new Map<Element, Set<string>>();
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target as HTMLElement;
      const style = target.getAttribute('style') ?? '';
      const opacity = /opacity:\s*([\d.]+)/.exec(style)?.[1];
      if (opacity !== undefined && Number(opacity) > 0.01 && Number(opacity) < 0.99) {
        record.push(`opacity ${opacity} on ${target.tagName}`);
      }
      const transform = /transform:\s*([^;]+)/.exec(style)?.[1]?.trim();
      if (transform !== undefined) {
        const seen = transforms.get(target) ?? new Set<string>();
        seen.add(transform);
        transforms.set(target, seen);
        if (seen.size === 3)
          record.push(`moved through ${[...seen].join(' -> ')} on ${target.tagName}`);
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
}

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
    const record = await page.evaluate(
      () => (window as unknown as { __motion: string[] }).__motion,
    );
    expect(record).toEqual([]);
    const left = await motionLeft(page);
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
    const record = await page.evaluate(
      () => (window as unknown as { __motion: string[] }).__motion,
    );
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
