import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkedContent, projectRoot } from '../src/content/load/readContent';
import { parseWebVtt } from '../src/content/load/videoFiles';
import { describeFocus } from '../src/testing/browser/browser';
import { lightboxPhase, scrollToVideos, waitForThumbnails } from '../src/testing/browser/lightbox';
import { poll } from '../src/testing/browser/lightboxViewer';
import { withSite } from '../src/testing/browser/withSite';

/*
 * The viewer's "Audio description" switch (issue 30: a described version chosen by one control,
 * remembered for the visit), in real Chromium on the real Impact page, in English and Hindi:
 * the clip whose content says `sound: described version` plays its described file when the
 * switch is on, from the same moment, with focus kept on the switch; the choice holds for the
 * next opening; a video without a described version shows no switch. While the described
 * version plays, its own captions are the ones shown and offered, and they say what its voice
 * says (WCAG 1.2.2); off again, the clip's captions are back.
 */

const site = withSite();

/** The file's name at the end of an address. */
const fileName = (address: string) =>
  new URL(address, 'http://site.test/').pathname.split('/').pop();

/**
 * What the described version's voice says in each language: the words docs/media.md gives
 * espeak-ng to make it (`-v en-gb`, `-v hi`), the record of what was spoken.
 */
const media = readFileSync(path.join(projectRoot, 'docs/media.md'), 'utf8');
function voiceWords(voice: string): string {
  const words = new RegExp(`^espeak-ng -v ${voice} .*"(.+)"$`, 'm').exec(media)?.[1];
  if (!words) throw new Error(`docs/media.md has no espeak-ng line for the voice ${voice}`);
  return words;
}
const voices: Record<string, string> = { en: voiceWords('en-gb'), hi: voiceWords('hi') };

/** The texts of the cues of a captions file of the site. */
const cuesOf = (address: string) => {
  const parsed = parseWebVtt(readFileSync(path.join(projectRoot, 'public', address), 'utf8'));
  if ('message' in parsed) throw new Error(`${address}: ${parsed.message}`);
  return parsed.cues.map((cue) => cue.text);
};

const languages = [
  { folder: 'en', path: '/impact' },
  { folder: 'hi', path: '/hi/impact' },
].map((language) => {
  const content = checkedContent(undefined, language.folder);
  const videos = content.impact.videos.items;
  const described = videos.find((video) => video.sound === 'described version');
  if (!described?.describedVersion) throw new Error(`no described video in ${language.folder}`);
  const own = (tracks: typeof described.captions = []) => {
    const track = tracks.find((each) => each.srcLang === language.folder);
    if (!track) throw new Error(`no ${language.folder} captions of ${described.title}`);
    return { file: fileName(track.src), cues: cuesOf(track.src) };
  };
  // The page's language first, as the viewer offers them (src/pages/ImpactPage/impactSlides.ts).
  const labels = (tracks: typeof described.captions = []) =>
    [
      ...tracks.filter((track) => track.srcLang === language.folder),
      ...tracks.filter((track) => track.srcLang !== language.folder),
    ].map((track) => track.label);
  return {
    ...language,
    described: {
      title: described.title,
      file: fileName(described.describedVersion),
      main: fileName(described.src),
      captions: own(described.describedCaptions),
      mainCaptions: own(described.captions),
      // The captions choice while each version plays: "Off", then its tracks' labels.
      options: labels(described.describedCaptions),
      mainOptions: labels(described.captions),
    },
    voice: voices[language.folder] ?? '',
    silent: videos.find((video) => video.sound === 'no sound')?.title ?? '',
    words: content.site.viewer,
  };
});

const player = (page: Page) => page.locator('[data-lightbox] [data-current] video');
const playing = (page: Page) =>
  player(page).evaluate((video: HTMLVideoElement) => ({
    file: video.currentSrc.split('/').pop(),
    time: Math.round(video.currentTime * 10) / 10,
  }));

/**
 * The captions the player shows: each showing track's file and the texts of its cues (once they
 * have loaded). Real text tracks: jsdom has none.
 */
const shownCaptions = (page: Page) =>
  player(page).evaluate((video: HTMLVideoElement) =>
    Array.from(video.querySelectorAll('track'))
      .filter((track) => track.track.mode === 'showing')
      .map((track) => ({
        file: track.src.split('/').pop(),
        cues: Array.from(track.track.cues ?? [], (cue) => (cue as VTTCue).text),
      })),
  );

/** The options of the captions choice beside the player, by their words. */
const captionsOptions = (page: Page, name: string) =>
  page
    .getByRole('radiogroup', { name, exact: true })
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent?.trim()));

async function open(page: Page, title: string) {
  await page.getByRole('button', { name: title, exact: true }).focus();
  await page.keyboard.press('Enter');
  await poll(() => lightboxPhase(page)).toBe('entered');
}

async function close(page: Page, title: string) {
  await page.keyboard.press('Escape');
  await page.locator('[data-lightbox]').waitFor({ state: 'detached' });
  await poll(() => describeFocus(page)).toMatchObject({ tag: 'button', name: title });
}

describe.each(languages)('the Audio description switch ($path)', (language) => {
  it('plays the described version from the same moment, keeps focus on the switch, and holds for the visit', async () => {
    const { page, problems } = await site.sharedTab(language.path);
    await waitForThumbnails(page);
    await scrollToVideos(page);
    const { described, words } = language;

    await open(page, described.title);
    const toggle = page.getByRole('button', { name: words.audioDescription, exact: true });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await poll(() => playing(page)).toMatchObject({ file: described.main });
    await poll(() => shownCaptions(page)).toEqual([described.mainCaptions]);
    // Two seconds in, paused: the described file must start from there.
    await player(page).evaluate(async (video: HTMLVideoElement) => {
      video.pause();
      video.currentTime = 2;
      await new Promise((done) => video.addEventListener('seeked', done, { once: true }));
    });

    // By keyboard: from Close (focused on opening), Tab reaches the player's controls, the
    // caption (a scrollable region when its words overflow), the captions, then the switch.
    expect(await describeFocus(page)).toMatchObject({ name: words.close });
    for (let tabs = 0; tabs < 14; tabs++) {
      if ((await describeFocus(page)).name === words.audioDescription) break;
      await page.keyboard.press('Tab');
    }
    expect(await describeFocus(page)).toMatchObject({ name: words.audioDescription });
    await page.keyboard.press('Space');
    await poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await poll(() => playing(page)).toEqual({ file: described.file, time: 2 });
    expect(await describeFocus(page)).toMatchObject({ name: words.audioDescription });
    expect(await player(page).evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    // Its own captions, shown and offered: what the voice says, and nothing of the clip's.
    await poll(() => shownCaptions(page)).toEqual([described.captions]);
    expect(described.captions.cues.join(' ')).toBe(language.voice);
    expect(await captionsOptions(page, words.captions)).toEqual([
      words.captionsOff,
      ...described.options,
    ]);

    // Closed and opened again in the same visit: still the described version.
    await close(page, described.title);
    await open(page, described.title);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await poll(() => playing(page)).toMatchObject({ file: described.file });
    await poll(() => shownCaptions(page)).toEqual([described.captions]);

    // Off again: the main file, with its own captions.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await poll(() => playing(page)).toMatchObject({ file: described.main });
    await poll(() => shownCaptions(page)).toEqual([described.mainCaptions]);
    expect(await captionsOptions(page, words.captions)).toEqual([
      words.captionsOff,
      ...described.mainOptions,
    ]);
    await close(page, described.title);

    // A video with no described version has no switch.
    await open(page, language.silent);
    expect(await page.getByRole('button', { name: words.audioDescription }).count()).toBe(0);
    await close(page, language.silent);
    expect(problems).toEqual([]);
  });
});
