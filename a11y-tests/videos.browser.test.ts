import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkedContent } from '../src/content/load/readContent';
import type { VideoItem } from '../src/content/types';
import { describeFocus, runAxe } from '../src/testing/browser/browser';
import { focusedNode, lightboxPhase, scrollToVideos } from '../src/testing/browser/lightbox';
import { withSite } from '../src/testing/browser/withSite';
import { withAccessibility } from '../src/testing/browser/accessibilityTree';

/*
 * The videos of the Impact page for a visitor who cannot see them or cannot use a mouse
 * (issue 30), in English and in Hindi: Escape after a click on the player, the captions tracks and the choice of captions, the transcripts with and without
 * JavaScript. The rest of the viewer is a11y-tests/lightbox.browser.test.ts's.
 */

const site = withSite();

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 });

/** Each language's pages, with the words the content gives them (read here, in Node). */
const languages = [
  { folder: 'en', path: '/impact' },
  { folder: 'hi', path: '/hi/impact' },
].map((language) => {
  const content = checkedContent(undefined, language.folder);
  return {
    ...language,
    videos: content.impact.videos.items,
    viewer: content.site.viewer,
    player: content.site.player,
  };
});
const [english] = languages as [(typeof languages)[number]];
const title = (index: number, videos: readonly VideoItem[] = english.videos) =>
  videos[index]?.title ?? '';

async function impactPage(path = '/impact') {
  const { page, problems } = await site.sharedTab(path);
  await page.waitForFunction(
    () => {
      const button = document.querySelector('#impact-in-motion ~ ul button');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  await scrollToVideos(page);
  return { page, problems };
}

async function openByKeyboard(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
  await poll(() => lightboxPhase(page)).toBe('entered');
}

async function closeByEscape(page: Page, name: string) {
  await page.keyboard.press('Escape');
  await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
  await poll(() => describeFocus(page)).toMatchObject({ tag: 'button', name });
}

/** The words of the focused control: a radio button's are its label's. */
const focusedWords = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return (active?.closest('label') ?? active)?.textContent?.trim() ?? '';
  });

const player = (page: Page) => page.locator('[data-lightbox] [data-current] video');

describe('Escape and the player (issue 30, point 1)', () => {
  it('closes the viewer by Escape after a click on Play, focus back on the thumbnail', async () => {
    const { page, problems } = await impactPage();
    await openByKeyboard(page, title(2));
    const { player: words } = english;
    await page.getByRole('button', { name: words.play, exact: true }).click();
    await poll(() => player(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(false);
    // The click left focus on the site's own button, where every key reaches the page.
    await withAccessibility(page, async (cdp) => {
      await poll(() => focusedNode(cdp)).toBe(`button:${words.pause}`);
    });
    await closeByEscape(page, title(2));
    expect(problems).toEqual([]);
  });

  it('offers no download in the player (controlsList="nodownload")', async () => {
    const { page, problems } = await impactPage();
    await openByKeyboard(page, title(3));
    expect(await player(page).getAttribute('controlslist')).toBe('nodownload');
    await closeByEscape(page, title(3));
    expect(problems).toEqual([]);
  });
});

describe('captions in the page language (issue 30, point 4)', () => {
  for (const language of languages) {
    it(`on ${language.path}, offers English and Hindi tracks, the page's language by default`, async () => {
      const { page, problems } = await impactPage(language.path);
      await openByKeyboard(page, title(0, language.videos));
      const tracks = await player(page).evaluate((video) =>
        Array.from(video.querySelectorAll('track')).map((track) => ({
          kind: track.kind,
          srclang: track.srclang,
          label: track.label,
          default: track.default,
        })),
      );
      expect(tracks.map((track) => track.kind)).toEqual(['captions', 'captions']);
      expect(tracks.find((track) => track.default)?.srclang).toBe(language.folder);
      expect(tracks.filter((track) => track.default)).toHaveLength(1);
      expect(Object.fromEntries(tracks.map((track) => [track.srclang, track.label]))).toEqual({
        en: 'English',
        hi: 'हिंदी',
      });
      const showing = () =>
        player(page).evaluate((video: HTMLVideoElement) =>
          Array.from(video.textTracks)
            .filter((track) => track.mode === 'showing')
            .map((track) => track.language),
        );
      await poll(showing).toEqual([language.folder]);
      await closeByEscape(page, title(0, language.videos));
      expect(problems).toEqual([]);
    });
  }

  it('the keyboard turns captions off, picks Hindi, keeps focus, and the choice holds for the next video', async () => {
    const { page, problems } = await impactPage();
    await openByKeyboard(page, title(0));
    const { viewer } = english;
    const group = page.getByRole('radiogroup', { name: viewer.captions, exact: true });
    const showing = () =>
      player(page).evaluate((video: HTMLVideoElement) =>
        Array.from(video.textTracks)
          .filter((track) => track.mode === 'showing')
          .map((track) => track.language),
      );
    // Tab from Close, past the player's controls, reaches the chosen option, English.
    for (let tabs = 0; tabs < 14 && (await focusedWords(page)) !== 'English'; tabs++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedWords(page)).toBe('English');
    // Left: Off (a radio group keeps its arrows; the slide does not move).
    await page.keyboard.press('ArrowLeft');
    await poll(showing).toEqual([]);
    expect(await group.getByRole('radio', { name: viewer.captionsOff }).isChecked()).toBe(true);
    expect(await focusedWords(page)).toBe(viewer.captionsOff);
    // Right twice: English, then हिंदी (its name in Hindi, marked lang="hi").
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await poll(showing).toEqual(['hi']);
    expect(await focusedWords(page)).toBe('हिंदी');
    expect(await group.locator('[lang="hi"]').textContent()).toBe('हिंदी');
    expect(await page.locator('[data-lightbox] [data-current]').getAttribute('aria-label')).toMatch(
      /^1 /,
    );
    // The next video shows Hindi too.
    await page.getByRole('button', { name: viewer.next, exact: true }).click();
    await poll(() =>
      page.locator('[data-lightbox] [data-current]').getAttribute('aria-label'),
    ).toMatch(/^2 /);
    await poll(showing).toEqual(['hi']);
    // Focus goes back to the thumbnail that opened the viewer (rule 2).
    await closeByEscape(page, title(0));
    // Back to the page's language for the other tests of this tab.
    await page.evaluate(() => sessionStorage.clear());
    expect(problems).toEqual([]);
  });
});

describe('transcripts (issue 30, point 2)', () => {
  for (const language of languages) {
    it(`on ${language.path} without JavaScript, each video has its transcript in the page's language`, async () => {
      const { page, problems } = await site.newPage({ javaScriptEnabled: false });
      await page.goto(`${site.baseUrl}${language.path}`);
      for (const video of language.videos) {
        const details = page.locator(`details[data-transcript="${video.id}"]`);
        const summary = details.locator('summary');
        expect(await summary.textContent()).toBe(`${language.viewer.transcript} (${video.title})`);
        expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(false);
        await summary.focus();
        await page.keyboard.press('Enter');
        expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
        // Plain paragraphs: the transcript follows the video only in the viewer.
        expect(await details.locator('p').allTextContents()).toEqual(video.transcript);
      }
      expect(await page.locator('html').getAttribute('lang')).toMatch(
        new RegExp(`^${language.folder}`),
      );
      expect(problems).toEqual([]);
    });

    it(`on ${language.path}, the viewer shows the same transcript, focus stays on its control, and axe finds nothing`, async () => {
      const { page, problems } = await impactPage(language.path);
      const video = language.videos[4]!;
      await openByKeyboard(page, video.title);
      const summary = page.locator(
        '[data-lightbox] [data-current] [data-lightbox-transcript] summary',
      );
      await summary.focus();
      await page.keyboard.press('Enter');
      const details = page.locator('[data-lightbox] [data-current] [data-lightbox-transcript]');
      expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
      // The same paragraphs, under the hint of a transcript that follows the video (its lines
      // play from where each is said: videoPlayer.browser).
      const hint = video.transcriptTimes?.some(Boolean) ? [language.viewer.transcriptHint] : [];
      expect(await details.locator('p').allTextContents()).toEqual([...hint, ...video.transcript]);
      expect(await focusedWords(page)).toBe(language.viewer.transcript);
      expect(await runAxe(page)).toEqual([]);
      await closeByEscape(page, video.title);
      expect(problems).toEqual([]);
    });
  }
});

describe('the grid of thumbnails (issue 30, point 5)', () => {
  /** Each thumbnail's frame, its play icon's opacity and the length shown on it. */
  const measure = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('#impact-in-motion ~ ul > li')].map((item) => {
        const button = item.querySelector('button')!;
        const frame = button.querySelector('img')!.getBoundingClientRect();
        const hidden = [...button.querySelectorAll('[aria-hidden="true"]')];
        const play = hidden.find((element) => element.querySelector('svg'))!;
        const length = hidden.find((element) => /^\d+:\d\d$/.test(element.textContent ?? ''));
        return {
          width: Math.round(frame.width),
          height: Math.round(frame.height),
          top: Math.round(frame.top + window.scrollY),
          play: getComputedStyle(play).opacity,
          length: length?.textContent ?? '',
        };
      }),
    );

  for (const [width, perRow] of [
    [1280, 3],
    [390, 1],
    [320, 1],
  ] as const) {
    it(`at ${width} px: ${perRow} a row, each 300 x 200 where one fits, the play icon and "0:04" on it without hover`, async () => {
      const { page, problems } = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${site.baseUrl}/impact`);
      const frames = await measure(page);
      expect(frames).toHaveLength(6);
      const container = await page.evaluate(
        () => document.querySelector('#impact-in-motion ~ ul')!.parentElement!.clientWidth,
      );
      const padding = await page.evaluate(() => {
        const style = getComputedStyle(
          document.querySelector('#impact-in-motion ~ ul')!.parentElement!,
        );
        return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      });
      const room = container - padding;
      const expected = room >= 300 ? 300 : Math.floor(room);
      for (const frame of frames) {
        expect(Math.abs(frame.width - expected)).toBeLessThanOrEqual(1);
        expect(Math.abs(frame.height - (expected * 2) / 3)).toBeLessThanOrEqual(1);
        expect(frame.play).toBe('1');
        expect(frame.length).toBe('0:04');
      }
      if (width === 390) expect(frames[0]!.width).toBe(300);
      if (width === 320) expect(frames[0]!.width).toBeLessThan(300);
      const rows = new Set(frames.map((frame) => frame.top));
      expect(rows.size).toBe(6 / perRow);
      expect(problems).toEqual([]);
    });
  }
});

describe('the viewer with a mouse', () => {
  it('a click opens the transcript and chooses captions (the stage does not take those clicks)', async () => {
    const { page, problems } = await impactPage();
    await page.getByRole('button', { name: title(1), exact: true }).click();
    await poll(() => lightboxPhase(page)).toBe('entered');
    const details = page.locator('[data-lightbox] [data-current] [data-lightbox-transcript]');
    await details.locator('summary').click();
    expect(await details.evaluate((element: HTMLDetailsElement) => element.open)).toBe(true);
    await page.locator('[data-lightbox] [data-current] label').filter({ hasText: 'हिंदी' }).click();
    await poll(() =>
      player(page).evaluate((video: HTMLVideoElement) =>
        Array.from(video.textTracks)
          .filter((track) => track.mode === 'showing')
          .map((track) => track.language),
      ),
    ).toEqual(['hi']);
    await closeByEscape(page, title(1));
    await page.evaluate(() => sessionStorage.clear());
    expect(problems).toEqual([]);
  });
});
