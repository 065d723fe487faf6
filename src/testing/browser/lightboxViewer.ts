/**
 * The viewer on the real Impact page, for `a11y-tests/lightbox*.browser.test.ts`: the page in the
 * file's shared tab or a fresh one, opening and waiting for the viewer, and what the tests read
 * in the page (frames, track transforms, where focus is). The page's galleries and the viewer's
 * words: ./lightbox.ts.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  lightboxPhase,
  photos,
  videoDialogName,
  videos,
  visitImpact,
  waitForThumbnails,
} from './lightbox';
import type { BrowserSite } from './withSite';

/**
 * Polls for a state. A slide move takes 500 ms and a fade 250 ms; on a loaded two-core machine
 * the default 1 s of expect.poll is too tight, so wait up to 10 s (a pass returns at once).
 */
export const poll = <T>(read: () => Promise<T>) =>
  expect.poll(read, { timeout: 10_000, interval: 50 });

export const title = (index: number) => videos[index]?.title ?? '';
export const photoAlt = (index: number) => photos[index]?.alt ?? '';

/** Opens the lightbox by a click on a video's thumbnail and waits for the fade-in to end. */
export async function openVideo(page: Page, index: number) {
  await page.getByRole('button', { name: title(index), exact: true }).click();
  await page.getByRole('dialog', { name: videoDialogName(index), exact: true }).waitFor();
  await poll(() => lightboxPhase(page)).toBe('entered');
  // Unnamed from here on: the dialog's name follows the current slide.
  return page.getByRole('dialog');
}

/** Waits until the lightbox has faded out and is gone from the page. */
export async function closed(page: Page) {
  await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
}

/**
 * Records the lightbox overlay's computed opacity in the same task it is inserted (before any
 * paint) and in the first animation frame after, into `window.lightboxFrames`.
 */
export function recordFirstFrames(page: Page) {
  return page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { lightboxFrames: string[] }).lightboxFrames = frames;
    new MutationObserver((_records, observer) => {
      const overlay = document.querySelector('[data-lightbox]');
      if (!overlay) return;
      observer.disconnect();
      frames.push(getComputedStyle(overlay).opacity);
      requestAnimationFrame(() => frames.push(getComputedStyle(overlay).opacity));
    }).observe(document.body, { childList: true });
  });
}

/** Resolves after two animation frames: whatever a handled event changes has rendered by then. */
export const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

export const firstFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { lightboxFrames: string[] }).lightboxFrames);

/** Every transform written to the track's style from now on, into `window.trackTransforms`. */
export function recordTrackTransforms(page: Page) {
  return page.evaluate(() => {
    const track = document.querySelector<HTMLElement>('[data-lightbox] [data-lightbox-track]');
    if (!track) throw new Error('No lightbox track');
    const transforms: string[] = [];
    (window as unknown as { trackTransforms: string[] }).trackTransforms = transforms;
    new MutationObserver(() => transforms.push(track.style.transform)).observe(track, {
      attributes: true,
      attributeFilter: ['style'],
    });
  });
}

export const trackTransforms = (page: Page) =>
  page.evaluate(() => (window as unknown as { trackTransforms: string[] }).trackTransforms);

/** Where focus is, and whether it is inside the dialog, and inside an inert (preloaded) slide. */
export function focusPlace(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name:
        element?.getAttribute('aria-label') ??
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inDialog: !!element?.closest('[role="dialog"]'),
      inInert: !!element?.closest('[inert]'),
    };
  });
}

/**
 * Where focus is on open: the control inside the dialog, and the dialog's name. Opening puts
 * focus on Close, inside the named dialog (Orca announces the dialog as focus enters it onto a
 * control; see the Lightbox README, criterion 1).
 */
export function focusInDialog(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const dialog = element?.closest('[role="dialog"]');
    return {
      control: element?.matches('button') ? (element.textContent ?? '').trim() : element?.tagName,
      dialog: dialog?.getAttribute('aria-label') ?? null,
    };
  });
}

/** The Impact page for a file's tests, on its site. */
export function lightboxPages(site: BrowserSite) {
  /**
   * /impact in the file's shared tab for these options (`sharedTab`: a new document each time,
   * nothing of the last visit kept), once its thumbnails work.
   */
  async function impactPage(options: BrowserContextOptions = {}) {
    const { page, problems } = await site.sharedTab('/impact', options);
    await waitForThumbnails(page);
    return { page, problems };
  }

  /**
   * /impact in a fresh context: for a test that routes the page's requests (the route would
   * outlive it in a shared tab) or counts what a first visit fetches (the shared tab's cache is
   * warm).
   */
  async function freshImpactPage(options: BrowserContextOptions = {}) {
    const { page, problems } = await site.newPage(options);
    await visitImpact(page, site.baseUrl);
    return { page, problems };
  }

  return { impactPage, freshImpactPage };
}
