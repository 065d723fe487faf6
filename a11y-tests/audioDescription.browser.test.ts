import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkedContent } from '../src/content/load/readContent';
import { describeFocus } from '../src/testing/browser/browser';
import { lightboxPhase, scrollToVideos, waitForThumbnails } from '../src/testing/browser/lightbox';
import { poll } from '../src/testing/browser/lightboxViewer';
import { withSite } from '../src/testing/browser/withSite';

/*
 * The viewer's "Audio description" switch (issue 30: a described version chosen by one control,
 * remembered for the visit), in real Chromium on the real Impact page, in English and Hindi:
 * the clip whose content says `sound: described version` plays its described file when the
 * switch is on, from the same moment, with focus kept on the switch; the choice holds for the
 * next opening; a video without a described version shows no switch.
 */

const site = withSite();

/** The file's name at the end of an address. */
const fileName = (address: string) =>
  new URL(address, 'http://site.test/').pathname.split('/').pop();

const languages = [
  { folder: 'en', path: '/impact' },
  { folder: 'hi', path: '/hi/impact' },
].map((language) => {
  const content = checkedContent(undefined, language.folder);
  const videos = content.impact.videos.items;
  const described = videos.find((video) => video.sound === 'described version');
  if (!described?.describedVersion) throw new Error(`no described video in ${language.folder}`);
  return {
    ...language,
    described: {
      title: described.title,
      file: fileName(described.describedVersion),
      main: fileName(described.src),
    },
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

    // Closed and opened again in the same visit: still the described version.
    await close(page, described.title);
    await open(page, described.title);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await poll(() => playing(page)).toMatchObject({ file: described.file });

    // Off again: the main file.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await poll(() => playing(page)).toMatchObject({ file: described.main });
    await close(page, described.title);

    // A video with no described version has no switch.
    await open(page, language.silent);
    expect(await page.getByRole('button', { name: words.audioDescription }).count()).toBe(0);
    await close(page, language.silent);
    expect(problems).toEqual([]);
  });
});
