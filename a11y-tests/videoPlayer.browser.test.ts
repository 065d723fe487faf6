/**
 * The video player's own controls (issue 44, src/components/PlayerControls) in real Chromium,
 * in English and Hindi, as a keyboard-only visitor and a screen reader meet them: every control
 * reached by Tab alone and used by keyboard alone, its name, state and value read from
 * Chromium's accessibility tree after each press (the time in words, never seconds); full
 * screen entered and left by keyboard, focus and captions kept; Escape leaves full screen
 * first, then closes the viewer. Layout at 320 px and 400 % zoom is keyboard.browser's and
 * reflow.browser's, over every open state.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkedContent, readSettings } from '../src/content/load/readContent';
import { positionInWords } from '../src/components/PlayerControls/positionInWords';
import { describeFocus } from '../src/testing/browser/browser';
import { focusedNodeOf, withAccessibility } from '../src/testing/browser/accessibilityTree';
import {
  atRest,
  carousel,
  lightboxPhase,
  scrollToVideos,
  waitForThumbnails,
} from '../src/testing/browser/lightbox';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 50 });

// Each language's pages; its captions are on by default, named in their own language.
const languages = readSettings().languages.map((language, index) => {
  const content = checkedContent(undefined, language.folder);
  return {
    ...language,
    path: index === 0 ? '/impact' : `/${language.folder}/impact`,
    lang: content.site.locale.lang,
    title: content.impact.videos.items[1]?.title ?? '',
    player: content.site.player,
    viewer: content.site.viewer,
    /** The second video's transcript: its paragraphs, and when a caption says each. */
    transcript: content.impact.videos.items[1]?.transcript ?? [],
    transcriptTimes: content.impact.videos.items[1]?.transcriptTimes ?? [],
    /** The second video's slide, as the viewer names it ("2 of 6", "6 में से 2"). */
    slide: content.site.viewer.slide
      .replace('{n}', '2')
      .replace('{m}', String(content.impact.videos.items.length)),
  };
});

const video = (page: Page) => page.locator('[data-lightbox] [data-current] video');
const media = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    muted: element.muted,
    volume: element.volume,
    rate: element.playbackRate,
    time: element.currentTime,
    captions: Array.from(element.textTracks)
      .filter((track) => track.mode === 'showing')
      .map((track) => track.language),
  }));

/**
 * The focused control as a screen reader is given it: role, name and state from Chromium's
 * accessibility tree; a slider's value in words from its `aria-valuetext`, which the DevTools
 * tree gives as the number for a native range input, though Chromium hands the words to the
 * screen reader (Orca says "Time horizontal slider 0 seconds of 4 seconds": the lightbox and
 * player journeys).
 */
async function focused(page: Page, cdp: CDPSession) {
  const node = await focusedNodeOf(cdp);
  if (!node) return 'none';
  const state = node.pressed
    ? ` pressed=${node.pressed}`
    : node.checked
      ? ` checked=${node.checked}`
      : '';
  const valueText = await page.evaluate(
    () => document.activeElement?.getAttribute('aria-valuetext') ?? '',
  );
  return `${node.role}:${node.name}${valueText ? ` = ${valueText}` : ''}${state}`;
}

async function openSecondVideo(page: Page, language: (typeof languages)[number]) {
  await waitForThumbnails(page);
  await scrollToVideos(page);
  await page.getByRole('button', { name: language.title, exact: true }).focus();
  await page.keyboard.press('Enter');
  await poll(() => lightboxPhase(page)).toBe('entered');
  await poll(() =>
    video(page).evaluate((element: HTMLVideoElement) => Number.isFinite(element.duration)),
  ).toBe(true);
  return video(page).evaluate((element: HTMLVideoElement) => element.duration);
}

describe('the video player by keyboard and by ear (issue 44)', () => {
  for (const language of languages) {
    const { player, viewer } = language;
    const number = new Intl.NumberFormat(language.lang);
    const speed = (rate: number) => (rate === 1 ? player.normalSpeed : number.format(rate));
    const percent = (n: number) => player.percent.replace('{n}', number.format(n));

    it(`on ${language.path}, Tab reaches every control from Play, in the order they are drawn, round to Close and back`, async () => {
      const { page, problems } = await site.sharedTab(language.path);
      const duration = await openSecondVideo(page, language);
      const time = (t: number) => positionInWords(t, duration, player.timeOf, language.lang);
      await withAccessibility(page, async (cdp) => {
        const stops: string[] = [];
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Tab');
          stops.push(await focused(page, cdp));
        }
        const cycle = [
          `button:${player.play}`,
          `slider:${player.time} = ${time(0)}`,
          `button:${player.mute} pressed=false`,
          `slider:${player.volume} = ${percent(100)}`,
          `radio:${speed(1)} checked=true`,
          `button:${player.fullScreen} pressed=false`,
          `DisclosureTriangle:${player.keyboard}`,
          `radio:${language.name} checked=true`,
          `DisclosureTriangle:${viewer.transcript}`,
          `button:${viewer.previous}`,
          `button:${viewer.next}`,
          `button:${viewer.close}`,
        ];
        expect(stops).toEqual(cycle);
        // Shift+Tab goes back through the same stops, to Close again.
        const back: string[] = [];
        for (let i = 0; i < 12; i++) {
          await page.keyboard.press('Shift+Tab');
          back.push(await focused(page, cdp));
        }
        expect(back).toEqual([...cycle.slice(0, -1).reverse(), cycle.at(-1)]);
      });
      await page.keyboard.press('Escape');
      await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });

    it(`on ${language.path}, each control works by keyboard alone, and says what it did`, async () => {
      const { page, problems } = await site.sharedTab(language.path);
      const duration = await openSecondVideo(page, language);
      const time = (t: number) => positionInWords(t, duration, player.timeOf, language.lang);
      await withAccessibility(page, async (cdp) => {
        // Play, then pause: the one button's name says what it will do next.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await poll(() => media(page)).toMatchObject({ paused: false });
        await poll(() => focused(page, cdp)).toBe(`button:${player.pause}`);
        await page.keyboard.press('Space');
        await poll(() => media(page)).toMatchObject({ paused: true });
        await poll(() => focused(page, cdp)).toBe(`button:${player.play}`);

        // The time, in words, by the arrows, Home and End; the slide never moves.
        await page.keyboard.press('Tab');
        await page.keyboard.press('End');
        await poll(() => focused(page, cdp)).toBe(`slider:${player.time} = ${time(duration)}`);
        await page.keyboard.press('Home');
        await poll(() => focused(page, cdp)).toBe(`slider:${player.time} = ${time(0)}`);
        await page.keyboard.press('ArrowRight');
        await poll(() => media(page).then((state) => state.time)).toBeCloseTo(
          Math.min(5, duration),
          1,
        );
        expect(await carousel(page)).toEqual(atRest(language.slide));

        // Mute, pressed; and pressed again.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await poll(() => focused(page, cdp)).toBe(`button:${player.mute} pressed=true`);
        expect(await media(page)).toMatchObject({ muted: true });
        await page.keyboard.press('Space');
        await poll(() => focused(page, cdp)).toBe(`button:${player.mute} pressed=false`);

        // Volume, in percent.
        await page.keyboard.press('Tab');
        await page.keyboard.press('ArrowLeft');
        await poll(() => focused(page, cdp)).toBe(`slider:${player.volume} = ${percent(95)}`);
        expect((await media(page)).volume).toBeCloseTo(0.95, 2);

        // Speed: the arrows choose.
        await page.keyboard.press('Tab');
        await page.keyboard.press('ArrowRight');
        await poll(() => focused(page, cdp)).toBe(`radio:${speed(1.25)} checked=true`);
        expect(await media(page)).toMatchObject({ rate: 1.25 });
      });
      expect(await carousel(page)).toEqual(atRest(language.slide));
      await page.keyboard.press('Escape');
      await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });

    it(`on ${language.path}, one press on the time or volume track moves its thumb there, and the slide stays (WCAG 2.5.7)`, async () => {
      const { page, problems } = await site.sharedTab(language.path);
      const duration = await openSecondVideo(page, language);
      // The track is the thumb's parent's parent (PlayerSlider): a press there, never a drag.
      const pressTrackAt = async (name: string, fraction: number) => {
        const track = page.getByRole('slider', { name, exact: true }).locator('xpath=../..');
        const box = (await track.boundingBox())!;
        await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
      };
      await pressTrackAt(player.time, 0.75);
      await poll(() => media(page).then((state) => state.time)).toBeGreaterThan(duration * 0.6);
      expect((await media(page)).time).toBeLessThan(duration * 0.9);
      await pressTrackAt(player.volume, 0.25);
      await poll(() => media(page).then((state) => state.volume)).toBeLessThan(0.4);
      expect((await media(page)).volume).toBeGreaterThan(0.1);
      expect(await media(page)).toMatchObject({ paused: true });
      expect(await carousel(page)).toEqual(atRest(language.slide));
      await page.keyboard.press('Escape');
      await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });

    it(`on ${language.path}, full screen by keyboard keeps focus and captions; Escape leaves it, the next Escape closes the viewer`, async () => {
      const { page, problems } = await site.sharedTab(language.path);
      await openSecondVideo(page, language);
      const fullScreenButton = page.getByRole('button', { name: player.fullScreen, exact: true });
      await fullScreenButton.focus();
      const inFullScreen = () =>
        page.evaluate(() => document.fullscreenElement?.tagName.toLowerCase() ?? null);
      await withAccessibility(page, async (cdp) => {
        await page.keyboard.press('Enter');
        await poll(inFullScreen).toBe('figure');
        await poll(() => focused(page, cdp)).toBe(`button:${player.fullScreen} pressed=true`);
        // The captions come along: the same track still showing, inside the full-screen box.
        expect((await media(page)).captions).toEqual([language.folder]);

        await page.keyboard.press('Escape');
        await poll(inFullScreen).toBe(null);
        expect(await lightboxPhase(page)).toBe('entered');
        await poll(() => focused(page, cdp)).toBe(`button:${player.fullScreen} pressed=false`);
      });
      await page.keyboard.press('Escape');
      await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
      await poll(() => describeFocus(page)).toMatchObject({ tag: 'button', name: language.title });
      expect(problems).toEqual([]);
    });

    it(`on ${language.path}, the transcript follows the video: a line chosen by keyboard plays from there, is marked while said, and keeps focus`, async () => {
      const { page, problems } = await site.sharedTab(language.path);
      await openSecondVideo(page, language);
      const timed = language.transcript.flatMap((paragraph, index) => {
        const time = language.transcriptTimes[index];
        return time ? [{ paragraph, ...time }] : [];
      });
      expect(timed.length).toBeGreaterThan(1);
      const last = timed.at(-1)!;
      const marked = () =>
        page.evaluate(() =>
          Array.from(
            document.querySelectorAll('[data-lightbox] [data-current] [aria-current="time"]'),
            (line) => line.textContent,
          ),
        );
      await page
        .locator('[data-lightbox] [data-current] [data-lightbox-transcript] summary')
        .focus();
      await page.keyboard.press('Enter');
      await withAccessibility(page, async (cdp) => {
        // Each line a caption says is a Tab stop, a button named by its words.
        for (const { paragraph } of timed) {
          await page.keyboard.press('Tab');
          await poll(() => focused(page, cdp)).toBe(`button:${paragraph}`);
        }
        expect(await marked()).toEqual([]);
        // Every change of the marked lines, recorded in the page from before the press: on a
        // busy machine the last line can be said and unmarked before a read from here.
        await page.evaluate(() => {
          const seen: (string | null)[][] = [];
          (window as unknown as { markedLines: typeof seen }).markedLines = seen;
          const read = () =>
            Array.from(
              document.querySelectorAll('[data-lightbox] [data-current] [aria-current="time"]'),
              (line) => line.textContent,
            );
          new MutationObserver(() => seen.push(read())).observe(
            document.querySelector('[data-lightbox]')!,
            { subtree: true, attributes: true, attributeFilter: ['aria-current'] },
          );
        });
        const markedSoFar = () =>
          page.evaluate(
            () => (window as unknown as { markedLines: (string | null)[][] }).markedLines,
          );
        await page.keyboard.press('Enter');
        await poll(() => media(page)).toMatchObject({ paused: false });
        expect((await media(page)).time).toBeGreaterThanOrEqual(last.start);
        await poll(markedSoFar).toContainEqual([last.paragraph]);
        // Only the line chosen was ever marked.
        expect((await markedSoFar()).flat().filter((line) => line !== last.paragraph)).toEqual([]);
        expect(await focused(page, cdp)).toBe(`button:${last.paragraph}`);
        // Played to its end, nothing is said any more: the mark goes, focus stays.
        await poll(() => media(page)).toMatchObject({ paused: true });
        expect(await marked()).toEqual([]);
        expect(await focused(page, cdp)).toBe(`button:${last.paragraph}`);
      });
      await page.keyboard.press('Escape');
      await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });

    it(`on ${language.path} in forced colours, only the line being said has a bar, and its words are bold`, async () => {
      const { page, problems } = await site.newPage({ forcedColors: 'active' });
      await page.goto(`${site.baseUrl}${language.path}`);
      await openSecondVideo(page, language);
      const transcript = '[data-lightbox] [data-current] [data-lightbox-transcript]';
      await page.locator(`${transcript} summary`).focus();
      await page.keyboard.press('Enter');
      await page.locator(`${transcript} button`).last().focus();
      await page.keyboard.press('Enter');
      await poll(() => page.locator(`${transcript} [aria-current="time"]`).count()).toBe(1);
      // Forced colours paint transparent borders too: every other line must have none.
      const marks = await page.locator(`${transcript} :is(button, p)`).evaluateAll((elements) =>
        elements
          .filter((element) => !element.querySelector('button'))
          .map((element) => {
            const style = getComputedStyle(element);
            const said = element.getAttribute('aria-current') === 'time';
            return `${said ? 'said' : 'other'}: ${style.borderInlineStartWidth} ${style.fontWeight}`;
          }),
      );
      expect(marks.filter((mark) => mark.startsWith('said'))).toEqual(['said: 6px 700']);
      expect(
        marks.filter((mark) => mark.startsWith('other')).every((mark) => /: 0px /.test(mark)),
      ).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});
