import { act, fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoSlide } from './Lightbox';
import {
  images,
  openLightbox,
  setUpEnvironment,
  tearDownEnvironment,
  videos,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

/** axe runs on real timers (it schedules its own work); the lightbox is already open. */
async function audit() {
  vi.useRealTimers();
  let results: Awaited<ReturnType<typeof axe>> | undefined;
  await act(async () => {
    results = await axe(document.body);
  });
  return results!;
}

describe('axe on document.body with the lightbox open', () => {
  it('has no violations on a video slide with captions and a description', async () => {
    const slides: VideoSlide[] = videos.map((video, i) =>
      i === 3
        ? {
            ...video,
            description: 'Students listen while the teacher reads.',
            tracks: [{ src: '/en.vtt', srcLang: 'en', label: 'English' }],
          }
        : video,
    );
    await openLightbox({ slides, startIndex: 3 });
    expect(await audit()).toHaveNoViolations();
  });

  it('has no violations on an image slide', async () => {
    await openLightbox({ slides: images, startIndex: 1 });
    fireEvent.load(screen.getByRole('img', { name: 'A teacher reading the book aloud' }));
    expect(await audit()).toHaveNoViolations();
  });

  it('has no violations on a broken image', async () => {
    await openLightbox({ slides: images });
    fireEvent.error(screen.getByRole('img', { name: 'Students holding the Braille book' }));
    expect(screen.getByText('This image could not be loaded')).toBeInTheDocument();
    expect(await audit()).toHaveNoViolations();
  });
});
