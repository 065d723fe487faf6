/**
 * The lightbox on the real Impact page, in real Chromium with real input: mouse, touch and wheel
 * swipes beside and on the video, the direction of a right-to-left page, reduced motion, and
 * the phone's layout (the bar in reach of a thumb, no pull-down to close).
 * The behaviour is docs/spec/lightbox-behaviour.md's; the checklist is
 * src/components/Lightbox/README.md. Shared: src/testing/browser/lightboxViewer.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '../src/testing/browser/browser';
import {
  atRest,
  besideTheVideo,
  carousel,
  imageDialogName,
  lightboxPhase,
  photos,
  scrollToVideos,
  videoDialogName,
  viewer,
} from '../src/testing/browser/lightbox';
import { withSite } from '../src/testing/browser/withSite';
import {
  closed,
  firstFrames,
  lightboxPages,
  openVideo,
  photoAlt,
  poll,
  recordFirstFrames,
  recordTrackTransforms,
  title,
  trackTransforms,
  twoFrames,
} from '../src/testing/browser/lightboxViewer';

const site = withSite({ scrollbars: true });
const { impactPage, freshImpactPage } = lightboxPages(site);

describe('pointer and wheel', () => {
  it('a real mouse swipe beside the video goes to the next slide; a short or slow drag springs back', async () => {
    const { page, problems } = await impactPage();
    await scrollToVideos(page);
    await openVideo(page, 1);
    const start = await besideTheVideo(page);

    // Down, 40 px to start the gesture, then 400 px more: the slides follow the pointer.
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 40, start.y);
    await page.mouse.move(start.x - 440, start.y, { steps: 8 });
    // Polled: Chromium may hold pointer moves until the next animation frame.
    await poll(() => carousel(page)).toMatchObject({
      slide: '2 of 6',
      interaction: 'swipe',
      transform: 'translate3d(-400px, 0px, 0px)',
    });
    await page.mouse.up();
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    await page.getByRole('dialog', { name: videoDialogName(2) }).waitFor();

    // 20 px is no gesture at all.
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 20, start.y);
    await twoFrames(page);
    expect(await carousel(page)).toEqual(atRest('3 of 6'));
    await page.mouse.up();

    // 60 px held past the quick-swipe window (500 ms) is under 30 % of the width: back it goes.
    await page.mouse.down();
    await page.mouse.move(start.x - 60, start.y);
    await page.mouse.move(start.x - 120, start.y, { steps: 4 });
    await poll(() => carousel(page)).toMatchObject({
      interaction: 'swipe',
      transform: 'translate3d(-60px, 0px, 0px)',
    });
    await page.waitForTimeout(600); // the rule is about time held: no event marks it
    await page.mouse.up();
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));

    // A plain click there is no backdrop click on this page (closeOnBackdropClick is off).
    await page.mouse.click(start.x, start.y);
    await twoFrames(page);
    expect(await lightboxPhase(page)).toBe('entered');
    expect(problems).toEqual([]);
  });

  it('a touch swipe (real touch events) goes to the next slide', async () => {
    const { page, problems } = await impactPage({ hasTouch: true });
    await scrollToVideos(page);
    await openVideo(page, 1);
    const start = await besideTheVideo(page);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: start.y, id: 1 }],
      });
    await touch('touchStart', start.x);
    for (let step = 1; step <= 10; step++) await touch('touchMove', start.x - step * 45);
    // The stage's touch-action leaves one-finger drags to the lightbox: no pointercancel.
    await poll(() => carousel(page)).toMatchObject({ slide: '2 of 6', interaction: 'swipe' });
    await touch('touchEnd', start.x - 450);
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await cdp.detach();
    expect(problems).toEqual([]);
  });

  it('a horizontal wheel goes to the next slide; a vertical one neither changes slide nor scrolls the page', async () => {
    const { page, problems } = await impactPage();
    const scrollY = await scrollToVideos(page);
    await openVideo(page, 1);
    const point = await besideTheVideo(page);
    // Every wheel event that reaches the window, and whether it was cancelled on the way.
    await page.evaluate(() => {
      const seen: { deltaX: number; deltaY: number; cancelled: boolean }[] = [];
      (window as unknown as { wheels: typeof seen }).wheels = seen;
      window.addEventListener(
        'wheel',
        (event) =>
          seen.push({
            deltaX: event.deltaX,
            deltaY: event.deltaY,
            cancelled: event.defaultPrevented,
          }),
        { passive: true },
      );
    });
    const wheels = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              wheels: { deltaX: number; deltaY: number; cancelled: boolean }[];
            }
          ).wheels,
      );
    await page.mouse.move(point.x, point.y);

    // 5 x 80 px to the right: past 20 % of the width, one slide on; the rest is momentum.
    for (let i = 0; i < 5; i++) await page.mouse.wheel(80, 0);
    await poll(() => wheels().then((seen) => seen.length)).toBe(5);
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    await page.getByRole('dialog', { name: videoDialogName(2) }).waitFor();

    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 200);
    await poll(() => wheels().then((seen) => seen.length)).toBe(8);
    // Cancelled, so neither the page behind nor the browser's history gesture reacts.
    expect((await wheels()).every((wheel) => wheel.cancelled)).toBe(true);
    await twoFrames(page);
    expect(await carousel(page)).toEqual(atRest('3 of 6'));
    // The page behind did not scroll: within the pixel the scroll lock's own snap may take
    // (a11y-tests/lightboxIsolation.browser.test.ts, "scroll lock").
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });
});

describe('direction and motion', () => {
  it('in a right-to-left page, ArrowLeft goes to the next slide and Previous sits on the right', async () => {
    const { page, problems } = await impactPage();
    // The site's I18nProvider locale is en-IN (left to right); the lightbox also reads the
    // page's computed direction at each open, which is what a right-to-left page sets.
    await page.evaluate(() => {
      document.documentElement.dir = 'rtl';
    });
    await scrollToVideos(page);
    const dialog = await openVideo(page, 1);
    expect(await page.locator('[data-lightbox]').getAttribute('dir')).toBe('rtl');
    const previous = await dialog.getByRole('button', { name: viewer.previous }).boundingBox();
    const next = await dialog.getByRole('button', { name: viewer.next }).boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);

    await page.keyboard.press('ArrowLeft');
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    await page.getByRole('dialog', { name: videoDialogName(2) }).waitFor();
    await page.keyboard.press('ArrowRight');
    await poll(() => carousel(page)).toEqual(atRest('2 of 6'));
    await page.getByRole('dialog', { name: videoDialogName(1) }).waitFor();
    expect(problems).toEqual([]);
  });

  it('with reduced motion, is opaque in its first frame, moves slides without animation and keeps the spinner still', async () => {
    const { page, problems } = await freshImpactPage({ reducedMotion: 'reduce' });
    await scrollToVideos(page);
    await recordFirstFrames(page);
    await page.getByRole('button', { name: title(1), exact: true }).click();
    await page.getByRole('dialog', { name: videoDialogName(1) }).waitFor();
    await poll(() => firstFrames(page)).toEqual(['1', '1']);

    await recordTrackTransforms(page);
    await page.keyboard.press('ArrowRight');
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    // Nothing was ever written to the track: no slide animation at all.
    expect(await trackTransforms(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await closed(page);
    // A photo whose file is held back: the spinner shows after its delay, and stands still.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/media\/book-stack-\d+\.webp$/, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await page.getByRole('button', { name: photoAlt(0) }).click();
      const dialog = page.getByRole('dialog', { name: imageDialogName(0) });
      await dialog.waitFor();
      const spinner = page.locator('[data-lightbox] [data-image-status="loading"] svg');
      await spinner.waitFor();
      expect(await spinner.getAttribute('aria-hidden')).toBe('true');
      expect(await spinner.evaluate((element) => getComputedStyle(element).animationName)).toBe(
        'none',
      );
      expect(
        await dialog.getByRole('status').filter({ hasText: viewer.loadingImage }).count(),
      ).toBe(1);
    } finally {
      release();
    }
    await page.locator('[data-lightbox] [data-current] [data-image-status="loaded"]').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('swipes that start on the video (issue 13, point 2)', () => {
  /** A point on the current video's picture, well above its control bar. */
  const onThePicture = (page: Page) =>
    page.locator('[data-lightbox] [data-current] video').evaluate((video) => {
      const box = video.getBoundingClientRect();
      return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height * 0.4) };
    });

  it('a real touch swipe on the picture goes to the next slide (hasTouch page, touch events)', async () => {
    const { page, problems } = await impactPage({ hasTouch: true, viewport: viewports.mobile });
    await scrollToVideos(page);
    await openVideo(page, 1);
    const start = await onThePicture(page);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.tagName.toLowerCase(),
      start,
    );
    expect(hit).toBe('video');
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: start.y, id: 1 }],
      });
    await touch('touchStart', start.x);
    for (let step = 1; step <= 8; step++) await touch('touchMove', start.x - step * 20);
    await poll(() => carousel(page)).toMatchObject({ slide: '2 of 6', interaction: 'swipe' });
    await touch('touchEnd', start.x - 160);
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    await page.getByRole('dialog', { name: videoDialogName(2) }).waitFor();
    await cdp.detach();
    expect(problems).toEqual([]);
  });

  it("a mouse swipe on the picture goes to the next slide; a click there plays and pauses; a drag on the time slider is the slider's", async () => {
    const { page, problems } = await impactPage();
    // The accessibility tree on, as with a screen reader running: Chromium then reports a
    // focused element left inside an aria-hidden slide ("Blocked aria-hidden"), which the
    // swipe from a player that a click has focused once did.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    await scrollToVideos(page);
    await openVideo(page, 1);
    const player = page.locator('[data-lightbox] video[aria-label="Classroom Clip"]');
    const paused = () => player.evaluate((video: HTMLVideoElement) => video.paused);
    const start = await onThePicture(page);

    // A click on the picture plays, and a second one pauses (as the Play button does).
    await page.mouse.click(start.x, start.y);
    await poll(paused).toBe(false);
    await page.mouse.click(start.x, start.y);
    await poll(paused).toBe(true);

    // A drag along the time slider seeks, and never moves the slides.
    const bar = await page
      .locator('[data-lightbox] [data-current] [data-own-pointer]')
      .first()
      .evaluate((slider) => {
        const box = slider.getBoundingClientRect();
        return {
          x: Math.round(box.left + box.width * 0.8),
          y: Math.round(box.top + box.height / 2),
        };
      });
    await page.mouse.move(bar.x, bar.y);
    await page.mouse.down();
    await page.mouse.move(bar.x - 40, bar.y);
    await page.mouse.move(bar.x - 300, bar.y, { steps: 6 });
    await twoFrames(page);
    expect(await carousel(page)).toEqual(atRest('2 of 6'));
    await page.mouse.up();

    // A swipe from the picture: the slides follow the pointer, and the click that ends the drag
    // does not play the video.
    const plays = await player.evaluate((video: HTMLVideoElement) => {
      const seen: string[] = [];
      video.addEventListener('play', () => seen.push('play'));
      (window as unknown as { plays: string[] }).plays = seen;
      return seen.length;
    });
    expect(plays).toBe(0);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 40, start.y);
    await page.mouse.move(start.x - 440, start.y, { steps: 8 });
    await poll(() => carousel(page)).toMatchObject({
      slide: '2 of 6',
      interaction: 'swipe',
      transform: 'translate3d(-400px, 0px, 0px)',
    });
    await page.mouse.up();
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    expect(await page.evaluate(() => (window as unknown as { plays: string[] }).plays)).toEqual([]);
    await cdp.detach();
    expect(problems).toEqual([]);
  });
});

describe('single-pointer alternatives to the swipe (WCAG 2.5.1, 2.5.7)', () => {
  // Each press is one tap or one click, with no path and no hold: the slides move by exactly one
  // and come to rest, with no swipe under way.
  it('Previous and Next each move one slide with a single tap on a phone and a single click on a desktop', async () => {
    const phone = await impactPage({ viewport: viewports.mobile, hasTouch: true });
    const desktop = await impactPage();
    for (const [{ page, problems }, press] of [
      [phone, 'tap'],
      [desktop, 'click'],
    ] as const) {
      await scrollToVideos(page);
      const dialog = await openVideo(page, 2);
      const button = (name: string) => dialog.getByRole('button', { name, exact: true });
      await button(viewer.next)[press]();
      await poll(() => carousel(page)).toEqual(atRest('4 of 6'));
      await button(viewer.previous)[press]();
      await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
      await button(viewer.previous)[press]();
      await poll(() => carousel(page)).toEqual(atRest('2 of 6'));
      expect(problems).toEqual([]);
    }
  });
});

describe('on a phone (issue 13, point 7)', () => {
  it('puts Previous, "3 of 6" and Next in a bar at the bottom, in reach of a thumb', async () => {
    const { page, problems } = await impactPage({ viewport: viewports.mobile, hasTouch: true });
    await scrollToVideos(page);
    const dialog = await openVideo(page, 2);
    const height = viewports.mobile.height;
    const box = async (name: string) =>
      (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
    const previous = await box(viewer.previous);
    const next = await box(viewer.next);
    const counter = page.locator('[data-lightbox-counter]');
    expect(await counter.textContent()).toBe('3 of 6');
    expect(await counter.isVisible()).toBe(true);
    const count = (await counter.boundingBox())!;
    for (const item of [previous, next, count]) {
      // In the bottom 60 px of the screen: where a thumb rests.
      expect(item.y).toBeGreaterThanOrEqual(height - 60);
      expect(item.y + item.height).toBeLessThanOrEqual(height);
    }
    expect(previous.x).toBeLessThan(count.x);
    expect(count.x + count.width).toBeLessThan(next.x);
    expect(
      Math.min(previous.width, previous.height, next.width, next.height),
    ).toBeGreaterThanOrEqual(44);
    await dialog.getByRole('button', { name: viewer.next, exact: true }).tap();
    await poll(() => counter.textContent()).toBe('4 of 6');
    expect(problems).toEqual([]);
  });

  it('leaves pull-down-to-close off: a downward touch drag on the picture closes nothing', async () => {
    const { page, problems } = await impactPage({ viewport: viewports.mobile, hasTouch: true });
    await scrollToVideos(page);
    await openVideo(page, 1);
    const start = await page.locator('[data-lightbox] [data-current] video').evaluate((video) => {
      const box = video.getBoundingClientRect();
      return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + 20) };
    });
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x: start.x, y, id: 1 }],
      });
    await touch('touchStart', start.y);
    for (let step = 1; step <= 10; step++) await touch('touchMove', start.y + step * 25);
    await touch('touchEnd', start.y + 250);
    await twoFrames(page);
    expect(await lightboxPhase(page)).toBe('entered');
    expect(await carousel(page)).toEqual(atRest('2 of 6'));
    await cdp.detach();
    expect(problems).toEqual([]);
  });

  it('shows "1 of 3" and a caption under a photo, as under a video', async () => {
    const { page, problems } = await impactPage({ viewport: viewports.mobile });
    await page.getByRole('button', { name: photoAlt(0) }).click();
    const dialog = page.getByRole('dialog', { name: imageDialogName(0), exact: true });
    await dialog.waitFor();
    await page.locator('[data-lightbox] [data-current] [data-image-status="loaded"]').waitFor();
    const caption = page.locator('[data-lightbox] [data-current] figcaption');
    expect(await caption.textContent()).toBe(photos[0]?.caption);
    expect(await caption.isVisible()).toBe(true);
    expect(await page.locator('[data-lightbox-counter]').textContent()).toBe('1 of 3');
    // The caption sits under the picture, not over it.
    const picture = (await dialog.getByRole('img', { name: photoAlt(0) }).boundingBox())!;
    const words = (await caption.boundingBox())!;
    expect(words.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    expect(problems).toEqual([]);
  });
});
