/**
 * The Impact page on a cheap phone's first view (docs/performance.md, "Impact: bytes only for what is seen"), in
 * real Chromium against the built site at 360 x 640: bytes are spent only on what is seen. Before
 * any scrolling, the only picture fetched is the hero: no video file or metadata, no poster of
 * a thumbnail, no photo of the book. Scrolled to the videos, each thumbnail's still frame and
 * then its preview video are fetched, in the still frame's box (no layout shift). A visitor who
 * saves data or is on a 2G link (`navigator.connection`) keeps the still frames and fetches no
 * video, and the lightbox still opens from a thumbnail with the keyboard. The viewer's code is
 * fetched ahead when the videos come near, but not for a visitor who saves data. No timing is
 * asserted: how fast is `npm run bench`'s part.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { partAttribute } from '../src/lib/onDemand';
import { VIEWER_PART } from '../src/pages/ImpactPage/viewerPart';
import { describeFocus } from '../src/testing/browser/browser';
import { scrollToVideos, videoDialogName, videos } from '../src/testing/browser/lightbox';
import { type PretendConnection, pretendConnection } from '../src/testing/browser/connection';
import { layoutShifts, recordLayoutShifts } from '../src/testing/browser/layoutShifts';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

const PHONE = { width: 360, height: 640 };

/** Waits up to 15 s (a loaded two-core machine); a pass returns at once. */
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const posters = [...new Set(videos.map((video) => video.poster))];
const videoFiles = [...new Set(videos.map((video) => video.src))];

/**
 * Opens /impact at 360 x 640, recording the path of every request from the first on, and waits
 * until it has hydrated and the network has been quiet for half a second (the boot script's
 * idle prefetch included). `connection`, when given, is what `navigator.connection` says;
 * `deviceScaleFactor`, how many device pixels a CSS pixel has (1 unless given).
 */
async function openImpact(connection?: PretendConnection, deviceScaleFactor = 1) {
  const { page, problems } = await site.newPage({ viewport: PHONE, deviceScaleFactor });
  if (connection) await pretendConnection(page, connection);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await recordLayoutShifts(page);
  await site.visit(page, '/impact');
  await page.waitForLoadState('networkidle');
  return { page, problems, requested };
}

const media = (requested: readonly string[]) =>
  requested.filter((path) => path.startsWith('/media/'));

/** The thumbnails' buttons, in order. */
const thumbnails = (page: Page) =>
  page.getByRole('region', { name: 'Impact in Motion' }).getByRole('button');

/** For each thumbnail: whether its still frame has loaded, and whether it has a video. */
function frames(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#impact-in-motion ~ ul button')].map((button) => {
      const still = button.querySelector('img');
      return {
        still: still !== null && still.complete && still.naturalWidth > 0,
        video: button.querySelector('video') !== null,
      };
    }),
  );
}

/** Each thumbnail's frame: its size, and where it is on the page (not in the viewport). */
function frameBoxes(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#impact-in-motion ~ ul button > span:first-child')].map(
      (frame) => {
        const box = frame.getBoundingClientRect();
        return { top: box.top + window.scrollY, width: box.width, height: box.height };
      },
    ),
  );
}

/** Two animation frames: IntersectionObserver reports after a frame's layout. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Scrolls to the videos, then each thumbnail into view in turn, as a visitor reading down the
 * grid would (a jump to the last would skip those between, which then never came near).
 */
async function scrollThroughVideos(page: Page) {
  await scrollToVideos(page);
  for (const thumbnail of await thumbnails(page).all()) {
    await thumbnail.scrollIntoViewIfNeeded();
    await twoFrames(page);
  }
}

/** The viewer's script files (paths), as the prerender lists them for the page to prefetch. */
const viewerFiles = (page: Page) =>
  page.evaluate(
    (attribute) =>
      (document.querySelector('script[data-entry]')?.getAttribute(attribute) ?? '')
        .split(' ')
        .filter(Boolean)
        .map((href) => new URL(href, location.href).pathname),
    partAttribute(VIEWER_PART),
  );

const layoutShift = async (page: Page) =>
  (await layoutShifts(page)).reduce((sum, value) => sum + value, 0);

describe('/impact at 360 x 640: bytes only for what is seen', () => {
  it('fetches no video, no poster and no photo of the book before scrolling; only the hero', async () => {
    const { page, problems, requested } = await openImpact();
    const hero = media(requested);
    expect(hero).toHaveLength(1);
    expect(hero[0]).toMatch(/^\/media\/hero-impact-\d+\.webp$/);
    // The thumbnails are there, as still frames (lazy pictures, not yet fetched), without video.
    expect(await thumbnails(page).count()).toBe(videos.length);
    expect(await frames(page)).toEqual(videos.map(() => ({ still: false, video: false })));
    expect(problems).toEqual([]);
  });

  it('fetches the hero drawn at 720 px wide on a 360 px phone with twice the pixels, not a larger one', async () => {
    const { problems, requested } = await openImpact(undefined, 2);
    expect(media(requested)).toEqual(['/media/hero-impact-720.webp']);
    expect(problems).toEqual([]);
  });

  it('fetches the still frames and the preview videos once scrolled into view, with no layout shift', async () => {
    const { page, problems, requested } = await openImpact();
    const before = await frameBoxes(page);
    // The still frame's box is reserved before it has loaded: 3:2, as wide as the column.
    for (const box of before) expect(box.height).toBeCloseTo(box.width / 1.5, 0);

    await scrollToVideos(page);
    // The first thumbnail, in view: its still frame, then its video (metadata only).
    await poll(async () => (await frames(page))[0]).toEqual({ still: true, video: true });
    await poll(async () => media(requested)).toContain(videos[0]!.src);

    await scrollThroughVideos(page);
    await poll(() => frames(page)).toEqual(videos.map(() => ({ still: true, video: true })));
    await poll(async () => media(requested)).toEqual(
      expect.arrayContaining([...posters, ...videoFiles]),
    );
    // Each video lies over its still frame, in the same box: nothing on the page moved.
    expect(await frameBoxes(page)).toEqual(before);
    const previews = await page.evaluate(() =>
      [...document.querySelectorAll('#impact-in-motion ~ ul button video')].map((video) => {
        const still = video.parentElement!.querySelector('img')!.getBoundingClientRect();
        const box = video.getBoundingClientRect();
        return {
          sameBox:
            box.top === still.top && box.width === still.width && box.height === still.height,
          preload: video.getAttribute('preload'),
          muted: (video as HTMLVideoElement).muted,
          paused: (video as HTMLVideoElement).paused,
        };
      }),
    );
    expect(previews).toEqual(
      videos.map(() => ({ sameBox: true, preload: 'metadata', muted: true, paused: true })),
    );
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is on a 2G link', { saveData: false, effectiveType: '2g' }],
    ['is on a slow 2G link', { saveData: false, effectiveType: 'slow-2g' }],
    // What Chromium says on the 2G-class profile (400 ms, 250 kbit/s): '3g' by its round trip.
    ['is on 250 kbit/s that the browser calls 3g', { effectiveType: '3g', downlink: 0.25 }],
  ])(
    'keeps the still frames and fetches no video, even in view, when the visitor %s',
    async (_, connection) => {
      const { page, problems, requested } = await openImpact(connection);
      expect(media(requested)).toHaveLength(1);
      await scrollThroughVideos(page);
      // Every still frame has come and stays; by then each thumbnail's observer has long spoken.
      await poll(() => frames(page)).toEqual(videos.map(() => ({ still: true, video: false })));
      await page.waitForLoadState('networkidle');
      await twoFrames(page);
      expect(await frames(page)).toEqual(videos.map(() => ({ still: true, video: false })));
      expect(media(requested).filter((path) => path.endsWith('.mp4'))).toEqual([]);
      expect(media(requested)).toEqual(expect.arrayContaining(posters));
      expect(await layoutShift(page)).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  it.each([
    ['on a 2G link fetches them when the videos come near', { effectiveType: '2g' }, true],
    ['who asks to save data fetches nothing ahead', { saveData: true, effectiveType: '4g' }, false],
  ])("the viewer's files: a visitor %s", async (_, connection, ahead) => {
    const { page, problems, requested } = await openImpact(connection);
    const files = await viewerFiles(page);
    expect(files.length).toBeGreaterThan(0);
    await scrollThroughVideos(page);
    await page.waitForLoadState('networkidle');
    const fetched = () => files.filter((file) => requested.includes(file));
    if (ahead) await poll(async () => fetched()).toEqual(files);
    else expect(fetched()).toEqual([]);
    // Either way a press opens the viewer (with data saved, its files come with the press).
    await thumbnails(page).first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: videoDialogName(0), exact: true }).waitFor();
    expect(fetched()).toEqual(files);
    expect(problems).toEqual([]);
  });

  it('opens the lightbox from a still frame with the keyboard, and gives focus back on Escape', async () => {
    const { page, problems } = await openImpact({ saveData: true });
    await scrollToVideos(page);
    // Tab from the first thumbnail, past its transcript, to the second.
    await thumbnails(page).first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toMatchObject({ tag: 'button', name: videos[1]!.title });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: videoDialogName(1), exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
    await poll(() => describeFocus(page)).toMatchObject({ tag: 'button', name: videos[1]!.title });
    expect(problems).toEqual([]);
  });
});
