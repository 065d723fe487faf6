/**
 * Every Tab stop of the Impact page's viewer, as a keyboard user meets them (issue 44), checked
 * for the two faults an audit found there: focus that changes no pixel (WCAG 2.4.7), and a
 * focused control drawn under another element (2.4.11). On a video (the one with an audio
 * description, so every kind of control is there, its Keyboard help and Transcript open so their
 * inner stops count) and on a photo; in both languages, at 1280 x 800, 320 x 640 and 320 x 256
 * (400 % zoom of 1280 x 1024), in the light and dark colour schemes and in forced colours.
 * keyboard.browser checks the ring's 3:1 contrast and its clipping; this file checks what is
 * actually painted, whatever the CSS says.
 *
 * How a stop is checked:
 * - Focus reaches it by Tab alone, so :focus-visible and react-aria's `data-focus-visible` apply
 *   as for a visitor, and only the browser's own focus scrolling brings it into view (the caption
 *   scrolls at small sizes). Each stop waits until its box holds still from one frame to the
 *   next.
 * - Obscured: the topmost element (`elementFromPoint`) at its centre and near its four corners
 *   (inset 4 px, where a fraction of a pixel decides between two boxes side by side) must be the
 *   stop or inside it. A point outside the window hits nothing and fails too. The box is the one
 *   that draws the ring: a radio's label, a slider's thumb (their inputs are hidden).
 * - Pixels: two screenshots of the box with 4 px around it (where an outside ring is drawn), one
 *   with the stop focused, one with focus moved by script, without scrolling, to a button of the
 *   viewer whose box is 12 px or more away (its own ring, 9 px at most, cannot reach the region).
 *   Focus cannot simply be dropped: the viewer takes it back onto itself, whose ring runs along the
 *   window's edges, through Close's region. Both are PNGs from the same encoder of the same
 *   region, so identical bytes mean identical pixels; any difference is the focus, because
 *   nothing else moves (the video paused with its length known, the photo decoded, the fonts
 *   loaded, the carousel at rest: waited for before the walk). No threshold to tune.
 * Focus goes back to the stop by script, without scrolling, and the next Tab goes on from there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import {
  atRest,
  carousel,
  lightboxPhase,
  waitForThumbnails,
} from '../src/testing/browser/lightbox';
import { poll } from '../src/testing/browser/lightboxViewer';
import { viewportFor, zoom400 } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** Where the focused region of a stop that changed no pixel is saved, for a person to look at. */
const unchangedDir = path.join(tmpdir(), 'viewer-focus-pixels');

/** Around a stop's box: an outside ring starts at its edge (3 px of outline, then the halo). */
const RING_MARGIN = 4;
/** How far from the region a button taking focus instead must be: farther than any ring. */
const ELSEWHERE_GAP = 12;
/** More stops than the viewer has (16 on the video): reaching it means focus is lost. */
const MAX_STOPS = 40;

const sizes = [
  { name: '1280x800', options: { viewport: viewportFor(1280) } },
  { name: '320x640', options: { viewport: viewportFor(320) } },
  {
    name: '320x256 (400 % zoom)',
    options: {
      viewport: { width: zoom400.width, height: zoom400.height },
      deviceScaleFactor: zoom400.deviceScaleFactor,
    },
  },
] as const;

const schemes = [
  { name: 'light colour scheme', options: { colorScheme: 'light' } },
  { name: 'dark colour scheme', options: { colorScheme: 'dark' } },
  { name: 'forced colours', options: { forcedColors: 'active' } },
] as const;

/** Each language's Impact page, the video with an audio description, and the first photo. */
const languages = siteLanguages.map(({ folder }) => {
  const words = wordsOf[folder];
  if (!words) throw new Error(`No words for ${folder}`);
  const { videos, books } = words.impact;
  const videoIndex = videos.items.findIndex((video) => video.sound === 'described version');
  const video = videos.items[videoIndex];
  const photo = books.photos[0];
  if (!video || !photo) throw new Error(`No described video or no photo in ${folder}`);
  const slide = (n: number, m: number) =>
    words.site.viewer.slide.replace('{n}', String(n)).replace('{m}', String(m));
  return {
    path: pathIn(folder, '/impact'),
    video: {
      opener: video.title,
      slide: slide(videoIndex + 1, videos.items.length),
      /** Its transcript's stops: the disclosure, and each line a caption says (a button). */
      transcriptStops: 1 + (video.transcriptTimes ?? []).filter(Boolean).length,
    },
    photo: { opener: photo.alt, slide: slide(1, books.photos.length) },
  };
});

type Language = (typeof languages)[number];

/** What one Tab stop showed. */
interface Stop {
  /** `video: button "Play"`, `video: input radio "English"`. */
  label: string;
  /** Inside the video's transcript. */
  inTranscript: boolean;
  /** Focus changed some pixel of the stop's region. */
  changed: boolean;
  /** The points of its box where something else is on top: `centre: p.counter "3 of 6"`. */
  covered: string[];
}

interface Walk {
  stops: Stop[];
  /** What the console reported during the two visits. */
  problems: string[];
}

/**
 * Waits until the focused stop's box has held still from one frame to the next (React marks
 * `data-focus-visible` in the focus event, the caption scrolls in the key's own task: nothing
 * in the viewer moves by transition), then describes it and hit-tests it.
 */
function settleAndDescribe(page: Page) {
  return page.evaluate(async (inset) => {
    const focused = () => {
      const element = document.activeElement as HTMLElement | null;
      const drawn = element?.closest<HTMLElement>('[data-focus-visible]') ?? element;
      const box = drawn?.getBoundingClientRect();
      // The page behind counts too: the screenshot's clip is placed by its scroll.
      const at = `${box?.x} ${box?.y} ${box?.width} ${box?.height} ${scrollX} ${scrollY}`;
      return { element, drawn, at };
    };
    let last = focused();
    for (;;) {
      await new Promise(requestAnimationFrame);
      const now = focused();
      if (now.drawn === last.drawn && now.at === last.at) break;
      last = now;
    }
    const { element, drawn } = last;
    if (!element || !drawn || element === document.body) return null;
    (window as unknown as { stopUnderTest: HTMLElement }).stopUnderTest = element;
    const words = (node: Element) =>
      (node.getAttribute('aria-label') ?? node.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
    // What is on top, by its tag, its class as written in the CSS module (`_counter_1rnqm_336`
    // is `counter`) and its words.
    const describe = (node: Element | null) => {
      if (!node) return 'nothing (outside the window)';
      const named = node.closest('button, summary, label') ?? node;
      const className = named.classList[0]?.replace(/^_(.+)_\w+_\d+$/, '$1');
      return `${named.tagName.toLowerCase()}${className ? `.${className}` : ''} "${words(named)}"`;
    };
    // Named as a visitor reads it: a slider's input by its label, a radio's by its option.
    const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    const kind = element instanceof HTMLInputElement ? ` ${element.type}` : '';
    const box = drawn.getBoundingClientRect();
    // A rounded corner is not hit (the slider's thumb is a circle): each corner's point is moved
    // in along the diagonal to the curve, then `inset` more.
    const style = getComputedStyle(drawn);
    const inCorner = (radius: string) => {
      const r = Math.min(
        radius.endsWith('%') ? (parseFloat(radius) / 100) * box.width : parseFloat(radius) || 0,
        box.width / 2,
        box.height / 2,
      );
      return inset + r * (1 - Math.SQRT1_2);
    };
    const [tl, tr, bl, br] = [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomLeftRadius,
      style.borderBottomRightRadius,
    ].map(inCorner) as [number, number, number, number];
    const points = {
      centre: [box.left + box.width / 2, box.top + box.height / 2],
      'top left': [box.left + tl, box.top + tl],
      'top right': [box.right - tr, box.top + tr],
      'bottom left': [box.left + bl, box.bottom - bl],
      'bottom right': [box.right - br, box.bottom - br],
    } as const;
    const covered = Object.entries(points).flatMap(([where, [x, y]]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && drawn.contains(hit) ? [] : [`${where}: ${describe(hit)}`];
    });
    return {
      label: `${element.tagName.toLowerCase()}${kind} "${words(label ?? drawn)}"`,
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      // DevTools' screenshot clip is in the document's coordinates, the box in the window's.
      scroll: { x: visualViewport?.pageLeft ?? scrollX, y: visualViewport?.pageTop ?? scrollY },
      covered,
      inTranscript: element.closest('[data-lightbox-transcript]') !== null,
      isStart: element === (window as unknown as { walkStart?: Element }).walkStart,
    };
  }, RING_MARGIN);
}

type Region = { x: number; y: number; width: number; height: number };

/** The stop's box with room for its ring, in whole CSS pixels, inside the window. */
function regionAround(
  box: { left: number; top: number; right: number; bottom: number },
  window: { width: number; height: number },
): Region | null {
  const left = Math.max(0, Math.floor(box.left - RING_MARGIN));
  const top = Math.max(0, Math.floor(box.top - RING_MARGIN));
  const right = Math.min(window.width, Math.ceil(box.right + RING_MARGIN));
  const bottom = Math.min(window.height, Math.ceil(box.bottom + RING_MARGIN));
  return right > left && bottom > top
    ? { x: left, y: top, width: right - left, height: bottom - top }
    : null;
}

/**
 * The region's pixels as a PNG (base64), through DevTools: Playwright's own screenshot adds a
 * style to hide the caret and takes it out again, a restyle at every shot, for nothing here.
 */
async function shot(
  cdp: CDPSession,
  region: Region,
  scroll: { x: number; y: number },
): Promise<string> {
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'png',
    clip: { ...region, x: region.x + scroll.x, y: region.y + scroll.y, scale: 1 },
    optimizeForSpeed: true,
  });
  return data;
}

/** Moves focus, by script and without scrolling, to a button of the viewer clear of `region`. */
function focusElsewhere(page: Page, region: Region) {
  return page.evaluate(
    async ({ region, gap }) => {
      const stop = (window as unknown as { stopUnderTest: HTMLElement }).stopUnderTest;
      const dialog = stop.closest('[role="dialog"]');
      const far = [...(dialog?.querySelectorAll<HTMLElement>('button, summary') ?? [])].find(
        (element) => {
          if (element === stop || element.closest('[inert]') || !element.checkVisibility()) {
            return false;
          }
          const box = element.getBoundingClientRect();
          return (
            box.right + gap < region.x ||
            box.left - gap > region.x + region.width ||
            box.bottom + gap < region.y ||
            box.top - gap > region.y + region.height
          );
        },
      );
      far?.focus({ preventScroll: true });
      // The frame after React has taken `data-focus-visible` off the stop.
      await new Promise(requestAnimationFrame);
      return far !== undefined && document.activeElement === far;
    },
    { region, gap: ELSEWHERE_GAP },
  );
}

/** Puts focus back on the stop, by script and without scrolling, for the next Tab. */
function focusBack(page: Page) {
  return page.evaluate(() => {
    const stop = (window as unknown as { stopUnderTest: HTMLElement }).stopUnderTest;
    stop.focus({ preventScroll: true });
    return document.activeElement === stop;
  });
}

/** Waits until nothing on the slide will change by itself: pictures, fonts, the video's length. */
function untilStill(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const slide = document.querySelector('[data-lightbox] [data-current]');
    await Promise.all([...(slide?.querySelectorAll('img') ?? [])].map((image) => image.decode()));
    const video = slide?.querySelector('video');
    if (video && !Number.isFinite(video.duration)) {
      await new Promise((loaded) =>
        video.addEventListener('loadedmetadata', loaded, { once: true }),
      );
    }
    if (video?.poster) {
      const poster = new Image();
      poster.src = video.poster;
      await poster.decode();
    }
    // The frame after: what the length or a picture changed is painted.
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

/**
 * Loads the page in the tab for these options and opens the viewer from a thumbnail by keyboard
 * (focus lands on Close); waits for it faded in and at rest.
 */
async function openViewer(
  language: Language,
  options: BrowserContextOptions,
  { opener, slide }: { opener: string; slide: string },
) {
  const { page, problems } = await site.sharedTab(language.path, options);
  await waitForThumbnails(page);
  // In view at once: focus would scroll the page smoothly, and it went on scrolling under the
  // open viewer, which moved the screenshots' clip off the window.
  const thumbnail = page.getByRole('button', { name: opener, exact: true });
  await thumbnail.evaluate((button) =>
    button.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  await poll(() => lightboxPhase(page)).toBe('entered');
  await poll(() => carousel(page)).toEqual(atRest(slide));
  return { page, problems };
}

/**
 * Checks the stop focus is on: hit-tested (in `settleAndDescribe`), then its region shot focused
 * and with focus elsewhere. A region that changed not at all is saved as `file` under
 * `unchangedDir`. Focus is put back on the stop for the next Tab.
 */
async function checkStop(
  page: Page,
  cdp: CDPSession,
  stop: NonNullable<Awaited<ReturnType<typeof settleAndDescribe>>>,
  { label, file }: { label: string; file: string },
): Promise<boolean> {
  const region = regionAround(stop.box, page.viewportSize()!);
  // Nothing of it in the window: no pixel of it can change (and every point hits nothing).
  if (!region) return false;
  const focused = await shot(cdp, region, stop.scroll);
  if (!(await focusElsewhere(page, region))) {
    throw new Error(`${label}: no button of the viewer clear of it to move focus to`);
  }
  const changed = focused !== (await shot(cdp, region, stop.scroll));
  if (!changed) {
    mkdirSync(unchangedDir, { recursive: true });
    writeFileSync(path.join(unchangedDir, file), Buffer.from(focused, 'base64'));
  }
  if (!(await focusBack(page))) throw new Error(`${label}: focus would not go back to it`);
  return changed;
}

/**
 * Tabs once round the open viewer from where focus is (Close, on opening) back to it, checking
 * each stop on the way. `place` names the page and options in the files saved.
 */
async function tabRound(page: Page, slide: string, place: string): Promise<Stop[]> {
  await untilStill(page);
  await page.evaluate(() => {
    (window as unknown as { walkStart: Element | null }).walkStart = document.activeElement;
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const stops: Stop[] = [];
    while (stops.length < MAX_STOPS) {
      await page.keyboard.press('Tab');
      const stop = await settleAndDescribe(page);
      if (!stop) throw new Error(`${slide}: focus left the viewer after ${stops.length} stops`);
      const label = `${slide}: ${stop.label}`;
      const file = `${place}-${label}.png`.replace(/[^\p{L}\p{M}\p{N}.]+/gu, '-');
      const changed = await checkStop(page, cdp, stop, { label, file });
      stops.push({ label, changed, covered: stop.covered, inTranscript: stop.inTranscript });
      if (stop.isStart) return stops;
    }
    throw new Error(`${slide}: Tab did not come back round in ${MAX_STOPS} stops`);
  } finally {
    await cdp.detach();
  }
}

/**
 * The whole walk for one page and set of options: the video slide, then the photo, each in a new
 * visit (a new document costs less than the second the closed viewer stays for a screen reader).
 */
async function walkViewer(
  language: Language,
  options: BrowserContextOptions,
  place: string,
): Promise<Walk> {
  const onVideo = await openViewer(language, options, language.video);
  // Opened by script: what is checked is the stops inside them, not how they are opened
  // (videoPlayer.browser opens the transcript by keyboard).
  const opened = await onVideo.page.evaluate(() => {
    const details = document.querySelectorAll<HTMLDetailsElement>(
      '[data-lightbox] [data-current] details',
    );
    for (const disclosure of details) disclosure.open = true;
    return details.length;
  });
  expect(opened, 'the Keyboard help and the Transcript').toBe(2);
  const stops = await tabRound(onVideo.page, 'video', place);
  expect(
    stops.filter((stop) => stop.inTranscript).length,
    "the transcript's stops: its disclosure, and each line a caption says",
  ).toBe(language.video.transcriptStops);
  const problems = [...onVideo.problems];

  const onPhoto = await openViewer(language, options, language.photo);
  stops.push(...(await tabRound(onPhoto.page, 'photo', place)));
  return { stops, problems: [...problems, ...onPhoto.problems] };
}

/** One walk per page and options, shared by the two checks that read it. */
const walks = new Map<string, Promise<Walk>>();
function walk(language: Language, options: BrowserContextOptions, place: string): Promise<Walk> {
  let walked = walks.get(place);
  if (!walked) {
    walked = walkViewer(language, options, place);
    walks.set(place, walked);
  }
  return walked;
}

describe.each(sizes)('the viewer at $name', (size) => {
  describe.each(schemes)('in $name', (scheme) => {
    describe.each(languages)('on $path', (language) => {
      const options = { ...size.options, ...scheme.options };
      const place = `${size.name} ${scheme.name} ${language.path}`;

      it('every Tab stop on a video (Keyboard help and Transcript open) and on a photo changes pixels when it takes keyboard focus (2.4.7)', async () => {
        const { stops, problems } = await walk(language, options, place);
        const unchanged = stops.filter((stop) => !stop.changed).map((stop) => stop.label);
        expect(
          unchanged,
          `focus changed no pixel (focused region saved in ${unchangedDir})`,
        ).toEqual([]);
        expect(problems).toEqual([]);
      });

      it('every Tab stop, scrolled into view by focus alone, is on top at its centre and corners: nothing covers it (2.4.11)', async () => {
        const { stops } = await walk(language, options, place);
        const covered = stops.flatMap((stop) =>
          stop.covered.map((point) => `${stop.label} at ${point}`),
        );
        expect(covered, 'a focused stop under something else').toEqual([]);
      });
    });
  });
});
