import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { VideoSlide, VideoTrack } from './Lightbox';
import {
  advance,
  openLightbox,
  setUpEnvironment,
  tearDownEnvironment,
  videos,
} from '../../testing/jsdom/lightbox';

/*
 * The described version's own captions (docs/spec/lightbox-behaviour.md rule 28): while it plays,
 * the `<video>` carries its tracks, not the video's, and the captions choice offers them; off
 * again, the video's come back. The visit's choice of language holds wherever the version
 * playing has a track in it. In real Chromium, with real text tracks and their cues:
 * a11y-tests/audioDescription.browser.test.ts.
 */

const clipTracks: VideoTrack[] = [
  { src: '/media/clip.en.vtt', srcLang: 'en', label: 'English' },
  { src: '/media/clip.hi.vtt', srcLang: 'hi', label: 'हिंदी' },
];
const describedEnglish: VideoTrack = {
  src: '/media/clip.described.en.vtt',
  srcLang: 'en',
  label: 'English',
};
const describedHindi: VideoTrack = {
  src: '/media/clip.described.hi.vtt',
  srcLang: 'hi',
  label: 'हिंदी',
};

const slide = (describedTracks?: VideoTrack[]): VideoSlide => ({
  ...videos[1]!,
  tracks: clipTracks,
  describedSources: [{ src: '/media/clip.described.mp4', type: 'video/mp4' }],
  ...(describedTracks ? { describedTracks } : {}),
});

const video = () => document.querySelector<HTMLVideoElement>('[data-current] video')!;

/** The `<video>`'s tracks: each file, and `default` on the one the browser is to show. */
const tracks = () =>
  Array.from(video().querySelectorAll('track')).map(
    (track) => `${track.getAttribute('src')}${track.hasAttribute('default') ? ' default' : ''}`,
  );

/** The captions choice's options, the checked one marked. */
const choice = () =>
  within(screen.getByRole('radiogroup', { name: 'Captions' }))
    .getAllByRole('radio')
    .map(
      (radio) => `${radio.closest('label')?.textContent}${radio.matches(':checked') ? ' *' : ''}`,
    );

const toggle = () => screen.getByRole('button', { name: 'Audio description' });

async function press(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

/**
 * A stand-in for the players' text tracks, which jsdom lacks: one a `<track>`, with its
 * language and a mode the captions choice sets (nothing else sets it: no browser picks here).
 */
function fakeTextTracks() {
  const tracks = new WeakMap<Element, { kind: string; language: string; mode: TextTrackMode }>();
  // Put back as it was after the test: the files of this project share one jsdom's modules.
  const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'textTracks');
  onTestFinished(() => {
    if (original) Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', original);
    else delete (HTMLMediaElement.prototype as { textTracks?: unknown }).textTracks;
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get(this: HTMLMediaElement) {
      const list = Array.from(this.querySelectorAll('track'), (element) => {
        const track = tracks.get(element) ?? {
          kind: element.getAttribute('kind') ?? '',
          language: element.getAttribute('srclang') ?? '',
          mode: 'disabled' as TextTrackMode,
        };
        tracks.set(element, track);
        return track;
      });
      return Object.assign(list, { addEventListener() {}, removeEventListener() {} });
    },
  });
}

/** The files of the player's tracks the captions choice shows. */
const showing = () =>
  Array.from(video().querySelectorAll('track'))
    .filter((_, index) => Array.from(video().textTracks)[index]?.mode === 'showing')
    .map((track) => track.getAttribute('src'));

let load: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setUpEnvironment();
  // jsdom cannot load media; the switch reloads the player with the other version's files.
  load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});
afterEach(() => {
  tearDownEnvironment();
  // The switch and the captions choice are kept for the visit: none of it may reach the next test.
  sessionStorage.clear();
});

describe('the tracks of the described version', () => {
  it("swaps the video's tracks for the described version's while it plays, and back", async () => {
    await openLightbox({ slides: [slide([describedEnglish, describedHindi])] });
    expect(tracks()).toEqual(['/media/clip.en.vtt default', '/media/clip.hi.vtt']);
    expect(choice()).toEqual(['Off', 'English *', 'हिंदी']);

    await press(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(video().querySelector('source')).toHaveAttribute('src', '/media/clip.described.mp4');
    expect(load).toHaveBeenCalledTimes(1);
    expect(tracks()).toEqual([
      '/media/clip.described.en.vtt default',
      '/media/clip.described.hi.vtt',
    ]);
    expect(choice()).toEqual(['Off', 'English *', 'हिंदी']);

    await press(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(tracks()).toEqual(['/media/clip.en.vtt default', '/media/clip.hi.vtt']);
  });

  it("keeps the visit's language where the version playing has it, its first track where not", async () => {
    await openLightbox({
      slides: [slide([describedEnglish, describedHindi]), slide([describedEnglish])],
    });
    await press(screen.getByRole('radio', { name: 'हिंदी' }));
    expect(tracks()).toEqual(['/media/clip.en.vtt', '/media/clip.hi.vtt default']);

    // Described, with Hindi captions of its own: Hindi still.
    await press(toggle());
    expect(tracks()).toEqual([
      '/media/clip.described.en.vtt',
      '/media/clip.described.hi.vtt default',
    ]);
    expect(choice()).toEqual(['Off', 'English', 'हिंदी *']);

    // The next video's described version has English captions only: those, while the visit's
    // choice stays Hindi for any video that has it.
    await press(screen.getByRole('button', { name: 'Next' }));
    await advance(500);
    expect(tracks()).toEqual(['/media/clip.described.en.vtt default']);
    expect(choice()).toEqual(['Off', 'English *']);
    await press(toggle());
    expect(tracks()).toEqual(['/media/clip.en.vtt', '/media/clip.hi.vtt default']);
    expect(choice()).toEqual(['Off', 'English', 'हिंदी *']);
  });

  it("shows the visit's captions among the described version's own tracks, not only marks them", async () => {
    // The `default` mark is a browser's to follow as it loads the other version; the choice is
    // applied to the new tracks all the same.
    fakeTextTracks();
    await openLightbox({ slides: [slide([describedEnglish, describedHindi])] });
    expect(showing()).toEqual(['/media/clip.en.vtt']);
    await press(toggle());
    expect(showing()).toEqual(['/media/clip.described.en.vtt']);
    await press(toggle());
    expect(showing()).toEqual(['/media/clip.en.vtt']);
  });

  it("never plays the described version with the video's captions: without its own, none", async () => {
    await openLightbox({ slides: [slide()] });
    await press(toggle());
    expect(tracks()).toEqual([]);
    expect(screen.queryByRole('radiogroup', { name: 'Captions' })).not.toBeInTheDocument();
  });
});
