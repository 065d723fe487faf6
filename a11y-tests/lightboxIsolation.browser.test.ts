/**
 * The lightbox on the real Impact page, in real Chromium: Tab kept inside the dialog, the page
 * outside inert and aria-hidden and put back exactly, the page's scroll locked (left to right
 * and right to left), and a caption that scrolls at 400 % zoom.
 * The behaviour is docs/spec/lightbox-behaviour.md's; the checklist is
 * src/components/Lightbox/README.md. Shared: src/testing/browser/lightboxViewer.ts.
 */
import { describe, expect, it } from 'vitest';
import { describeFocus, runAxe } from '../src/testing/browser/browser';
import {
  atRest,
  carousel,
  focusedNode,
  scrollToVideos,
  videoDialogName,
  viewer,
} from '../src/testing/browser/lightbox';
import { playerWords } from '../src/content/site';
import { withSite } from '../src/testing/browser/withSite';
import { accessibleNodes } from '../src/testing/browser/accessibilityTree';
import {
  closed,
  focusPlace,
  lightboxPages,
  openVideo,
  poll,
  title,
  twoFrames,
} from '../src/testing/browser/lightboxViewer';

const site = withSite({ scrollbars: true });
const { impactPage } = lightboxPages(site);

describe('focus and isolation', () => {
  it('wraps Tab and Shift+Tab inside the dialog and never reaches the page or a preloaded video', async () => {
    const { page, problems } = await impactPage();
    await scrollToVideos(page);
    const dialog = await openVideo(page, 1);
    // Preloaded neighbours are in the DOM (preload 1): their players exist but are inert.
    expect(await page.locator('[data-lightbox] video').count()).toBe(3);

    // What has focus as Chromium tells screen readers: inside the player's own controls too.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const press = async (key: string) => {
      await page.keyboard.press(key);
      expect(await focusPlace(page)).toMatchObject({ inDialog: true, inInert: false });
      return focusedNode(cdp);
    };
    const play = `button:${playerWords.play}`;
    const [previous, next, close] = [viewer.previous, viewer.next, viewer.close].map(
      (name) => `button:${name}`,
    );
    // Tab from the dialog: the player's controls, the captions choice, the transcript,
    // Previous, Next, Close, and round again (rule 4; a11y-tests/videoPlayer.browser.test.ts
    // has each control's name and value).
    const forward = [await press('Tab')];
    while (forward.length < 20 && forward.at(-1) !== close) forward.push(await press('Tab'));
    forward.push(await press('Tab'));
    const between = [
      `slider:${playerWords.time}`,
      `button:${playerWords.mute}`,
      `slider:${playerWords.volume}`,
      `radio:${playerWords.normalSpeed}`,
      `button:${playerWords.fullScreen}`,
      `DisclosureTriangle:${playerWords.keyboard}`,
      `radio:English`,
      `DisclosureTriangle:${viewer.transcript}`,
    ];
    expect(forward).toEqual([play, ...between, previous, next, close, play]);

    // Shift+Tab goes back the same way, and wraps from Play to Close.
    const backward: string[] = [];
    for (let i = 0; i < forward.length; i++) backward.push(await press('Shift+Tab'));
    expect(backward).toEqual([close, next, previous, ...between.toReversed(), play, close]);

    // On Close, after keyboard moves: the site's focus ring (3 px yellow), and 44 px targets.
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px', color: 'rgb(255, 221, 0)' });
    for (const name of [viewer.previous, viewer.next, viewer.close]) {
      const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }

    // On the player's Play button, Escape still closes.
    await page.keyboard.press('Tab');
    expect(await focusPlace(page)).toMatchObject({ tag: 'button', name: playerWords.play });
    await page.keyboard.press('Escape');
    await closed(page);
    await poll(() => describeFocus(page)).toMatchObject({ tag: 'button', name: 'Classroom Clip' });
    await cdp.detach();
    expect(problems).toEqual([]);
  });

  it('makes everything outside inert and aria-hidden while open, and puts back the former values exactly', async () => {
    const { page, problems } = await impactPage();
    await scrollToVideos(page);
    // Two elements with values of their own, which must survive: one says aria-hidden="false",
    // one was inert already.
    await page.evaluate(() => {
      const visible = document.createElement('div');
      visible.id = 'seed-aria-hidden-false';
      visible.setAttribute('aria-hidden', 'false');
      visible.textContent = 'Seed';
      const inert = document.createElement('div');
      inert.id = 'seed-inert';
      inert.inert = true;
      document.body.append(visible, inert);
    });
    const attributes = () =>
      page.evaluate(() =>
        Array.from(document.body.children).map((element) => ({
          element: element.id || element.tagName.toLowerCase(),
          // The site's overlay host (src/lib/overlayHost.ts), which holds the lightbox.
          lightbox: element.hasAttribute('data-overlays'),
          announcer: element.hasAttribute('data-live-announcer'),
          inert: element.hasAttribute('inert'),
          ariaHidden: element.getAttribute('aria-hidden'),
        })),
      );
    const before = await attributes();
    expect(before.map((entry) => entry.element)).toEqual([
      'root',
      'seed-aria-hidden-false',
      'seed-inert',
    ]);

    // The accessibility tree as Chromium gives it to screen readers.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    const exposedNames = async () =>
      (await accessibleNodes(cdp)).map((node) => node.name).filter(Boolean);
    expect(await exposedNames()).toContain(title(2));

    await openVideo(page, 1);
    // The page turns hidden a moment after focus is in the dialog (HIDE_PAGE_AFTER_FOCUS_MS).
    const outsideOf = (entries: Awaited<ReturnType<typeof attributes>>) =>
      entries.filter((entry) => !entry.lightbox && !entry.announcer);
    await poll(async () =>
      outsideOf(await attributes()).every((entry) => entry.inert && entry.ariaHidden === 'true'),
    ).toBe(true);
    const during = await attributes();
    const outside = outsideOf(during);
    expect(outside.length).toBeGreaterThanOrEqual(3);
    for (const entry of outside) {
      expect(entry, entry.element).toMatchObject({ inert: true, ariaHidden: 'true' });
    }
    expect(during.filter((entry) => entry.lightbox)).toEqual([
      expect.objectContaining({ inert: false, ariaHidden: null }),
    ]);
    // Preloaded slides are inert and hidden too; the current one is not.
    const slides = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-lightbox] [role="group"]')).map((slide) => ({
        label: slide.getAttribute('aria-label'),
        inert: slide.hasAttribute('inert'),
        ariaHidden: slide.getAttribute('aria-hidden'),
      })),
    );
    expect(slides).toEqual([
      { label: '1 of 6', inert: true, ariaHidden: 'true' },
      { label: '2 of 6', inert: false, ariaHidden: null },
      { label: '3 of 6', inert: true, ariaHidden: 'true' },
    ]);
    // The page cannot take focus, and is out of the accessibility tree: the thumbnail and the
    // preloaded "Cover Page Motion" are gone from it, the dialog is there.
    const thumbnailTakesFocus = await page.evaluate((name) => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (element) => element.textContent?.trim() === name,
      );
      button?.focus();
      return document.activeElement === button;
    }, title(2));
    expect(thumbnailTakesFocus).toBe(false);
    const exposedWhileOpen = await exposedNames();
    expect(exposedWhileOpen).toContain(videoDialogName(1));
    expect(exposedWhileOpen).not.toContain(title(2));
    expect(exposedWhileOpen).not.toContain('Impact in Motion');

    await page.keyboard.press('Escape');
    await closed(page);
    // As before, with the overlay host left in place, empty, for the next overlay.
    await poll(attributes).toEqual([
      ...before,
      { element: 'div', lightbox: true, announcer: false, inert: false, ariaHidden: null },
    ]);
    expect(await exposedNames()).toContain(title(2));
    await cdp.detach();
    expect(problems).toEqual([]);
  });
});

describe('scroll lock', () => {
  it.each(['ltr', 'rtl'] as const)(
    'locks the page without moving the header or the text (%s), and leaves it exactly where it was',
    async (dir) => {
      const { page, problems } = await impactPage();
      await page.evaluate((value) => {
        document.documentElement.dir = value;
      }, dir);
      const scrollY = await scrollToVideos(page);
      const layout = () =>
        page.evaluate(() => {
          const edges = (selector: string) => {
            const element = document.querySelector(selector);
            if (!element) throw new Error(`No ${selector}`);
            const box = element.getBoundingClientRect();
            return { left: box.left, right: box.right };
          };
          const html = document.documentElement;
          return {
            overflow: getComputedStyle(html).overflow,
            // The fixed header, the logo inside it, the body and a paragraph of text.
            header: edges('header'),
            logo: edges('header a'),
            body: edges('body'),
            text: edges('#impact-in-motion + p'),
          };
        });
      const scrollbar = await page.evaluate(
        () => window.innerWidth - document.documentElement.clientWidth,
      );
      // Real scrollbars (no --hide-scrollbars): this is what the lock must compensate.
      expect(scrollbar).toBeGreaterThan(0);
      const before = await layout();
      expect(before.overflow).toBe('visible');
      // The body ends where the scrollbar begins.
      expect(Math.round(before.body.right - before.body.left)).toBe(
        (await page.evaluate(() => window.innerWidth)) - scrollbar,
      );

      await openVideo(page, 1);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
      const during = await layout();
      expect(during.overflow).toBe('hidden');
      // The scrollbar's space is kept (Chromium: react-aria's `scrollbar-gutter: stable`), so
      // the body, the fixed header and the text keep their place to the pixel.
      expect(during).toEqual({ ...before, overflow: 'hidden' });
      // Within a pixel: the page's boxes sit at fractions of a pixel, and Chromium snaps the
      // scroll position to a whole one when the root's overflow changes. A visible jump (to the
      // top, or by the header's height) is what this catches.
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(
        1,
      );

      await page.keyboard.press('Escape');
      await closed(page);
      await poll(layout).toEqual(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      expect(problems).toEqual([]);
    },
  );
});

describe('at 400 % zoom (issue 13, point 6)', () => {
  it('a caption that scrolls is a Tab stop, and the keyboard scrolls it to its end (320 x 256)', async () => {
    const { page, problems } = await impactPage({ viewport: { width: 320, height: 256 } });
    await openVideo(page, 1);
    const caption = page.locator('[data-lightbox] [data-current] figcaption');
    const scroll = () =>
      caption.evaluate((element) => ({
        overflows: element.scrollHeight > element.clientHeight + 1,
        atEnd: element.scrollTop + element.clientHeight >= element.scrollHeight - 1,
      }));
    expect(await scroll()).toEqual({ overflows: true, atEnd: false });
    let place = await focusPlace(page);
    for (let i = 0; i < 20 && place.tag !== 'figcaption'; i++) {
      await page.keyboard.press('Tab');
      place = await focusPlace(page);
    }
    expect(place).toMatchObject({ tag: 'figcaption', inDialog: true });
    // Down arrow and Page Down scroll it, as any scrolling box with focus.
    for (let i = 0; i < 30 && !(await scroll()).atEnd; i++) {
      await page.keyboard.press('PageDown');
      await twoFrames(page);
    }
    await poll(scroll).toEqual({ overflows: true, atEnd: true });
    // Home, Up and End are the box's own there too (not the first and last slide).
    const top = () => caption.evaluate((element) => element.scrollTop);
    await page.keyboard.press('Home');
    await poll(top).toBe(0);
    await page.keyboard.press('End');
    await poll(scroll).toEqual({ overflows: true, atEnd: true });
    const bottom = await top();
    await page.keyboard.press('ArrowUp');
    await poll(top).toBeLessThan(bottom);
    expect(await carousel(page)).toEqual(atRest('2 of 6'));
    expect(await runAxe(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
