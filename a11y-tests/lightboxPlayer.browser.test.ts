/**
 * The lightbox on the real Impact page, in real Chromium: playing and pausing as slides change,
 * what is announced, axe with the viewer open (a video, a photo, a photo that cannot load), the
 * player's own keys, and the viewer's files fetched on demand.
 * The behaviour is docs/spec/lightbox-behaviour.md's; the checklist is
 * src/components/Lightbox/README.md. Shared: src/testing/browser/lightboxViewer.ts.
 */
import { describe, expect, it } from 'vitest';
import { runAxe, viewports } from '../src/testing/browser/browser';
import {
  atRest,
  carousel,
  imageDialogName,
  lightboxPhase,
  scrollToVideos,
  videoAnnouncement,
  viewer,
} from '../src/testing/browser/lightbox';
import { playerWords } from '../src/content/site';
import { withSite } from '../src/testing/browser/withSite';
import {
  lightboxPages,
  openVideo,
  photoAlt,
  poll,
  recordTrackTransforms,
  title,
  trackTransforms,
  twoFrames,
} from '../src/testing/browser/lightboxViewer';

const site = withSite({ scrollbars: true });
const { impactPage, freshImpactPage } = lightboxPages(site);

describe('videos and announcements', () => {
  it('plays the current video and pauses it when its slide stops being current; a preloaded neighbour that starts is paused at once', async () => {
    const { page, problems } = await impactPage();
    await scrollToVideos(page);
    const dialog = await openVideo(page, 1);
    const player = (name: string) => page.locator(`[data-lightbox] video[aria-label="${name}"]`);
    const state = (name: string) =>
      player(name).evaluate((video: HTMLVideoElement) => ({
        paused: video.paused,
        played: video.currentTime > 0,
      }));
    // Debian's Chromium here plays H.264 (the demo clips are MP4, avc1 Main). If a build
    // without the proprietary codecs runs this, this line says so instead of a vague timeout.
    expect(
      await page.evaluate(() =>
        document.createElement('video').canPlayType('video/mp4; codecs="avc1.4d401e"'),
      ),
    ).toBe('probably');

    // Its English captions are on by default, the Hindi ones offered (real text tracks, which
    // jsdom does not have).
    await poll(() =>
      player('Classroom Clip').evaluate((video: HTMLVideoElement) =>
        Array.from(video.textTracks).map(
          (track) => `${track.kind} ${track.language} ${track.mode}`,
        ),
      ),
    ).toEqual(['captions en showing', 'captions hi disabled']);

    // Play the current video as its own play button would.
    const playing = await player('Classroom Clip').evaluate((video: HTMLVideoElement) =>
      video.play().then(
        () => 'playing',
        (error: Error) => error.name,
      ),
    );
    expect(playing).toBe('playing');
    await poll(() => state('Classroom Clip')).toEqual({ paused: false, played: true });

    await dialog.getByRole('button', { name: viewer.next, exact: true }).click();
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    // The Classroom Clip is now a preloaded neighbour: paused, and no other video plays.
    expect(await state('Classroom Clip')).toMatchObject({ paused: true });
    expect(await state(title(2))).toEqual({ paused: true, played: false });

    // A neighbour that starts anyway (a media key, a script) is stopped at once.
    const neighbour = await player(title(3)).evaluate((video: HTMLVideoElement) =>
      video.play().then(
        () => 'resolved',
        (error: Error) => error.name,
      ),
    );
    // Either the play() promise is interrupted by the pause, or it resolved just before it.
    expect(['resolved', 'AbortError']).toContain(neighbour);
    await poll(() => state(title(3)).then((video) => video.paused)).toBe(true);

    // The current one still plays, and stops when the visitor goes back.
    await player(title(2)).evaluate((video: HTMLVideoElement) => video.play());
    await poll(() => state(title(2))).toEqual({ paused: false, played: true });
    await dialog.getByRole('button', { name: viewer.previous, exact: true }).click();
    await poll(() => carousel(page)).toEqual(atRest('2 of 6'));
    expect(await state(title(2))).toMatchObject({ paused: true });
    expect(problems).toEqual([]);
  });

  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
    ['small phone', viewports.narrow],
    ['phone landscape', { width: viewports.mobile.height, height: viewports.mobile.width }],
  ] as const)(
    'leaves every control of the player uncovered by Previous, Next and Close (%s)',
    async (_name, viewport) => {
      const { page, problems } = await impactPage({ viewport });
      await openVideo(page, 1);
      // Hit-test each control's box on a grid, 3 px inside its edges (where a fraction of a
      // pixel decides which of two boxes side by side is hit): every point must reach the
      // control, none a button of the viewer drawn over it. (A control below the fold of a
      // caption that scrolls is scrolled into view first, as Tab would.)
      const covered = await page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>(
          '[data-lightbox] [data-current] [data-player-controls] :is(button, [data-own-pointer], label, summary)',
        );
        if (controls.length === 0) throw new Error('No player controls');
        const hits: string[] = [];
        for (const control of controls) {
          control.scrollIntoView({ block: 'nearest' });
          const box = control.getBoundingClientRect();
          for (let y = box.top + 3; y <= box.bottom - 3; y += 6) {
            for (let x = box.left + 3; x <= box.right - 3; x += 6) {
              const hit = document.elementFromPoint(x, y);
              if (!hit || !control.contains(hit)) {
                const name = hit?.closest('button')?.textContent ?? hit?.tagName ?? 'nothing';
                hits.push(
                  `${control.textContent} under ${name} at ${Math.round(x)},${Math.round(y)}`,
                );
              }
            }
          }
        }
        return hits;
      });
      expect(covered, covered.slice(0, 5).join('; ')).toHaveLength(0);
      expect(problems).toEqual([]);
    },
  );

  it('announces "Video N of 6: Title" once per change, in one polite status region, and animates the move', async () => {
    const { page, problems } = await impactPage();
    await scrollToVideos(page);
    const dialog = await openVideo(page, 1);
    const announcer = dialog.locator('[data-lightbox-announcer]');
    expect(await announcer.getAttribute('role')).toBe('status');
    // Opening is not announced a second time: the dialog's name says it.
    expect(await announcer.textContent()).toBe('');
    await announcer.evaluate((region) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    await recordTrackTransforms(page);

    await page.keyboard.press('ArrowRight');
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    expect(await said()).toEqual([videoAnnouncement(2)]);
    expect(videoAnnouncement(2)).toBe('Video 3 of 6: Cover Page Motion');
    // Without reduced motion the move is animated: the track was moved, then came to rest.
    const transforms = await trackTransforms(page);
    expect(transforms.some((transform) => transform.startsWith('translate3d('))).toBe(true);
    expect(transforms.at(-1)).toBe('');

    await dialog.getByRole('button', { name: viewer.previous, exact: true }).click();
    await poll(() => carousel(page)).toEqual(atRest('2 of 6'));
    expect(await said()).toEqual([videoAnnouncement(2), videoAnnouncement(1)]);
    // One region says it, for the current slide only (the preloaded ones are hidden).
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Video \d+ of 6/ })
        .count(),
    ).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('axe', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ] as const)(
    'finds no violations with the lightbox open on a video (%s)',
    async (_name, viewport) => {
      const { page, problems } = await impactPage({ viewport });
      await openVideo(page, 1);
      expect(await runAxe(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );

  it('finds no violations with the lightbox open on a photo', async () => {
    const { page, problems } = await impactPage();
    await page.getByRole('button', { name: photoAlt(0) }).click();
    const dialog = page.getByRole('dialog', { name: imageDialogName(0), exact: true });
    await dialog.waitFor();
    await page.locator('[data-lightbox] [data-current] [data-image-status="loaded"]').waitFor();
    await poll(() => lightboxPhase(page)).toBe('entered');
    expect(await dialog.getByRole('img', { name: photoAlt(0) }).isVisible()).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('says in words, announced, that a photo could not be loaded, with no violations', async () => {
    const { page, problems } = await freshImpactPage();
    // The grid shows the small file (loaded lazily: bring it into view first); the lightbox
    // asks for the larger one, and that request fails.
    const thumbnail = page.getByRole('button', { name: photoAlt(1) });
    await thumbnail.scrollIntoViewIfNeeded();
    await poll(() =>
      thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth > 0),
    ).toBe(true);
    const aborted: string[] = [];
    await page.route(/\/media\/book-braille-page-\d+\.webp$/, async (route) => {
      aborted.push(route.request().url());
      await route.abort();
    });
    // Records text added inside an element that was already a status region (announced).
    await page.evaluate(() => {
      const announced: string[] = [];
      (window as unknown as { announced: string[] }).announced = announced;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target instanceof Element && record.target.getAttribute('role') === 'status') {
            for (const node of Array.from(record.addedNodes))
              announced.push(node.textContent ?? '');
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    });

    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: imageDialogName(1), exact: true });
    await dialog.waitFor();
    const error = dialog.getByRole('status').filter({ hasText: viewer.imageError });
    await error.waitFor();
    expect(await error.getByText(viewer.imageError).isVisible()).toBe(true);
    await poll(() =>
      page.evaluate(() => (window as unknown as { announced: string[] }).announced),
    ).toContain(viewer.imageError);
    // The warning icon is decoration: hidden; the words carry it. The picture is gone.
    expect(
      await page
        .locator('[data-lightbox] [data-image-status="error"] svg')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(await dialog.getByRole('img').count()).toBe(0);
    await poll(() => lightboxPhase(page)).toBe('entered');
    expect(await runAxe(page)).toEqual([]);

    // The only console problems are the aborted requests, one line each.
    expect(aborted.length).toBeGreaterThan(0);
    expect(new Set(aborted.map((url) => new URL(url).pathname))).toEqual(
      new Set(['/media/book-braille-page-800.webp']),
    );
    const abortedLine = 'error: Failed to load resource: net::ERR_FAILED';
    expect(problems.filter((problem) => problem !== abortedLine)).toEqual([]);
    expect(problems.length).toBe(aborted.length);
  });
});

describe('the player and the keyboard (issue 13, point 3)', () => {
  it("on the player's time slider, Left and Right seek by 5 s and Home and End go to its ends; on the dialog they change slide", async () => {
    const { page, problems } = await impactPage();
    await scrollToVideos(page);
    await openVideo(page, 1);
    const player = page.locator('[data-lightbox] [data-current] video');
    await poll(() =>
      player.evaluate((video: HTMLVideoElement) => Number.isFinite(video.duration)),
    ).toBe(true);
    const duration = await player.evaluate((video: HTMLVideoElement) => video.duration);
    const time = () => player.evaluate((video: HTMLVideoElement) => video.currentTime);
    // Tab from Close reaches Play, then the time.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const slider = page.getByRole('slider', { name: playerWords.time, exact: true });
    expect(await slider.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('ArrowRight');
    await poll(time).toBeCloseTo(Math.min(5, duration), 1);
    await page.keyboard.press('Home');
    await poll(time).toBe(0);
    await page.keyboard.press('End');
    await poll(time).toBeCloseTo(duration, 1);
    await page.keyboard.press('ArrowLeft');
    await poll(time).toBeCloseTo(Math.max(0, duration - 5), 1);
    // The slide never moved, and nothing was announced.
    await twoFrames(page);
    expect(await carousel(page)).toEqual(atRest('2 of 6'));
    expect(await page.locator('[data-lightbox-announcer]').textContent()).toBe('');

    // Back on the dialog's buttons, the arrows change slide again.
    await page.getByRole('button', { name: viewer.next, exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => carousel(page)).toEqual(atRest('3 of 6'));
    expect(problems).toEqual([]);
  });
});

describe('the viewer on demand (issue 13, point 5)', () => {
  it('fetches its files as the galleries come near, so the press that opens it fetches no script', async () => {
    const { page, problems } = await freshImpactPage({
      viewport: viewports.mobile,
      hasTouch: true,
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<
      string,
      { url: string; type: string; bytes: number; cached: boolean }
    >();
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, {
        url: new URL(event.request.url).pathname,
        type: event.type ?? '',
        bytes: 0,
        cached: false,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.cached = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { bytes: event.encodedDataLength, done: true });
    });
    const partFiles = await page.evaluate(() =>
      (document.querySelector('script[data-entry]')?.getAttribute('data-part-lightbox') ?? '')
        .split(' ')
        .filter(Boolean),
    );
    expect(partFiles.some((file) => /\/ImpactLightbox-[^/]+\.js$/.test(file))).toBe(true);
    // Arrived: over the network, or from the cache where the menu panel's idle prefetch (narrow
    // screens) already put the files both share.
    // What the page has fetched of them so far (Resource Timing): the menu panel's idle
    // prefetch on narrow screens may already have fetched the chunks both share.
    const arrived = () =>
      page.evaluate(
        (files) =>
          files.filter((file) =>
            performance
              .getEntriesByType('resource')
              .some((entry) => new URL(entry.name).pathname === file),
          ),
        partFiles,
      );
    const lightboxFile = partFiles.find((file) => /\/ImpactLightbox-[^/]+\.js$/.test(file))!;
    // At the top of the page the viewer's own chunk is not fetched.
    await twoFrames(page);
    expect(await arrived()).not.toContain(lightboxFile);

    // Scrolled to the photos, which are a screen below the videos: every file arrives.
    await page.evaluate(() =>
      document.getElementById('book-being-distributed')?.scrollIntoView({ behavior: 'instant' }),
    );
    await poll(arrived).toEqual(partFiles);
    // By <link rel="prefetch">: into the cache; the module runs later, when the browser is idle.
    const prefetched = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(prefetched).toEqual(expect.arrayContaining(partFiles));

    // The press: every script it needs comes from the cache, none over the network.
    requests.clear();
    await page.getByRole('button', { name: photoAlt(0) }).tap();
    await page.getByRole('dialog', { name: imageDialogName(0), exact: true }).waitFor();
    const overTheNetwork = [...requests.values()].filter(
      (request) => request.type === 'Script' && !request.cached && request.bytes > 0,
    );
    expect(overTheNetwork).toEqual([]);
    expect(problems).toEqual([]);
  });
});
