import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS } from './ImageSlideView';
import type { ImageSlide, LightboxSlide, VideoSlide } from './Lightbox';
import {
  advance,
  currentSlide,
  images,
  key,
  openLightbox,
  setUpEnvironment,
  SLIDE,
  tearDownEnvironment,
  videos,
} from '../../testing/jsdom/lightbox';

let media: ReturnType<typeof setUpEnvironment>;
beforeEach(() => {
  media = setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

const videoOf = (label: string) =>
  document.querySelector<HTMLVideoElement>(`${SLIDE}[aria-label="${label}"] video`)!;
/** The Play button of the player's own controls on a slide, if it has them. */
const playButtonOf = (label: string) =>
  within(screen.getByRole('group', { name: label })).queryByRole('button', { name: 'Play' });

describe('video slides (docs/spec/lightbox-behaviour.md rules 20-22)', () => {
  it('renders each source, the poster only when given, 1920 x 1080, controls and inline play by default', async () => {
    const slides: VideoSlide[] = [
      {
        type: 'video',
        title: 'Classroom Clip',
        poster: '/poster.jpg',
        sources: [
          { src: '/small.mp4', type: 'video/mp4', media: '(max-width: 600px)' },
          { src: '/large.mp4', type: 'video/mp4' },
        ],
      },
    ];
    await openLightbox({ slides });
    const video = videoOf('1 of 1');
    expect(video).toHaveAttribute('poster', '/poster.jpg');
    expect(video).toHaveAttribute('width', '1920');
    expect(video).toHaveAttribute('height', '1080');
    // The site's own controls, never the browser's (Tab could not reach them all).
    expect(video.controls).toBe(false);
    expect(playButtonOf('1 of 1')).toBeInTheDocument();
    expect(video).toHaveAttribute('playsinline');
    expect(video.autoplay).toBe(false);
    const sources = video.querySelectorAll('source');
    expect(sources[0]).toHaveAttribute('media', '(max-width: 600px)');
    expect(sources[0]).toHaveAttribute('type', 'video/mp4');
    expect(sources[1]).toHaveAttribute('src', '/large.mp4');
    expect(videoOf('1 of 1').closest(SLIDE)).toBeInTheDocument();
    // One slide: no Previous and Next.
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('lets a slide value win over the lightbox default, false included', async () => {
    const slides: VideoSlide[] = [
      { ...videos[0]!, controls: false, playsInline: false },
      videos[1]!,
    ];
    await openLightbox({ slides, video: { muted: true, loop: true } });
    const first = videoOf('1 of 2');
    expect(playButtonOf('1 of 2')).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('playsinline');
    expect(first.muted).toBe(true);
    expect(first.loop).toBe(true);
    key('ArrowRight');
    await advance(500);
    expect(playButtonOf('2 of 2')).toBeInTheDocument();
  });

  it('plays only when autoPlay is set, and a slide autoPlay false beats a lightbox default true', async () => {
    await openLightbox({
      slides: [{ ...videos[0]!, autoPlay: false }, videos[1]!],
      video: { autoPlay: true },
    });
    expect(media.play).not.toHaveBeenCalled();
    key('ArrowRight');
    await advance(0);
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(media.play.mock.contexts[0]).toBe(videoOf('2 of 2'));
  });

  it('pauses a video when its slide stops being current', async () => {
    await openLightbox({ startIndex: 0 });
    const first = videoOf('1 of 6');
    media.pause.mockClear();
    key('ArrowRight');
    await advance(0);
    expect(media.pause.mock.contexts).toContain(first);
    expect(media.pause.mock.contexts).not.toContain(videoOf('2 of 6'));
  });

  it('pauses at once a video that starts playing while not current', async () => {
    await openLightbox({ startIndex: 0 });
    const neighbour = videoOf('2 of 6');
    media.pause.mockClear();
    fireEvent.play(neighbour);
    expect(media.pause.mock.contexts).toEqual([neighbour]);
    media.pause.mockClear();
    fireEvent.play(videoOf('1 of 6'));
    expect(media.pause).not.toHaveBeenCalled();
  });

  it('catches a refused play() and leaves the controls usable', async () => {
    const refusal = new DOMException('play() needs a user gesture', 'NotAllowedError');
    media.play.mockImplementation(() => Promise.reject(refusal));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await openLightbox({ video: { autoPlay: true } });
      await advance(0);
      await Promise.resolve();
      expect(media.play).toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
      expect(playButtonOf('1 of 6')).toBeEnabled();
      // Nothing else stalls: navigation still works.
      key('ArrowRight');
      expect(currentSlide()).toBe('2 of 6');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('names every video by its title and ties captions and a description to it', async () => {
    const slides: VideoSlide[] = [
      {
        ...videos[3]!,
        description: 'Students at desks listen while the teacher reads from the Braille book.',
        tracks: [
          { src: '/captions/hi.vtt', srcLang: 'hi', label: 'हिन्दी', kind: 'subtitles' },
          { src: '/captions/en.vtt', srcLang: 'en', label: 'English' },
        ],
      },
    ];
    await openLightbox({ slides });
    const video = videoOf('1 of 1');
    expect(video).toHaveAccessibleName('Classroom Clip');
    expect(video).toHaveAccessibleDescription(
      'Students at desks listen while the teacher reads from the Braille book.',
    );
    const [subtitles, captions] = Array.from(video.querySelectorAll('track'));
    expect(subtitles).toHaveAttribute('kind', 'subtitles');
    expect(subtitles).not.toHaveAttribute('default');
    expect(captions).toHaveAttribute('kind', 'captions');
    expect(captions).toHaveAttribute('srclang', 'en');
    expect(captions).toHaveAttribute('label', 'English');
    expect(captions).toHaveAttribute('default');
  });
});

describe('image slides (docs/spec/lightbox-behaviour.md rule 23)', () => {
  const image = (name: string) => screen.getByRole('img', { name }) as HTMLImageElement;

  it('shows no spinner at first, then a spinner and "Loading image" after a short delay', async () => {
    await openLightbox({ slides: images, fade: 0 });
    const group = screen.getByRole('group', { name: '1 of 3' });
    expect(within(group).getByRole('status')).toHaveTextContent('');
    await advance(SPINNER_DELAY_MS - 1 - 0);
    expect(group.querySelector('svg')).toBeNull();
    await advance(1);
    expect(within(group).getByRole('status')).toHaveTextContent('Loading image');
    const spinner = group.querySelector('svg')!;
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the image once loaded, with nothing announced', async () => {
    await openLightbox({ slides: images });
    const group = screen.getByRole('group', { name: '1 of 3' });
    fireEvent.load(image('Students holding the Braille book'));
    await advance(SPINNER_DELAY_MS);
    expect(group.querySelector('svg')).toBeNull();
    expect(within(group).getByRole('status')).toHaveTextContent('');
  });

  it('replaces a broken image with an icon hidden from assistive tech and a sentence in text', async () => {
    await openLightbox({ slides: images });
    const group = screen.getByRole('group', { name: '1 of 3' });
    fireEvent.error(image('Students holding the Braille book'));
    expect(within(group).getByRole('status')).toHaveTextContent('This image could not be loaded');
    expect(within(group).queryByRole('img')).toBeNull();
    expect(group.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sorts srcSet ascending and never shows the image larger than its largest source', async () => {
    const slide: ImageSlide = {
      src: '/book-800.jpg',
      alt: 'The book cover',
      width: 800,
      height: 600,
      srcSet: [
        { src: '/book-1600.jpg', width: 1600, height: 1200 },
        { src: '/book-400.jpg', width: 400, height: 300 },
        { src: '/book-800.jpg', width: 800, height: 600 },
      ],
    };
    // A 3000 x 2000 slide box: the fit would be 2666 px wide, capped at the 1600 px source.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const big = this.hasAttribute('data-image-status');
      return { width: big ? 3000 : 0, height: big ? 2000 : 0 } as DOMRect;
    });
    await openLightbox({ slides: [slide] });
    const img = image('The book cover');
    expect(img).toHaveAttribute(
      'srcset',
      '/book-400.jpg 400w, /book-800.jpg 800w, /book-1600.jpg 1600w',
    );
    expect(img).toHaveAttribute('sizes', '1600px');
    expect(img.style.width).toBe('1600px');
    expect(img.style.height).toBe('1200px');
  });

  it('takes sizes from the fitted size when the box is smaller', async () => {
    const slide: ImageSlide = {
      src: '/a.jpg',
      alt: 'Wide picture',
      srcSet: [
        { src: '/a-2000.jpg', width: 2000, height: 1000 },
        { src: '/a-1000.jpg', width: 1000, height: 500 },
      ],
    };
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = this.hasAttribute('data-image-status');
      return { width: box ? 900 : 0, height: box ? 300 : 0 } as DOMRect;
    });
    await openLightbox({ slides: [slide] });
    const img = image('Wide picture');
    // Height-bound: 300 px high, so 600 px wide.
    expect(img).toHaveAttribute('sizes', '600px');
    expect(img.style.width).toBe('600px');
  });
});

describe('captions and the counter (issue 13, points 6 and 7)', () => {
  it('shows a photo caption from the slide under the picture, in the figure', async () => {
    const slides: ImageSlide[] = [
      { ...(images[0] as ImageSlide), caption: 'Copies ready for the schools.' },
      images[1] as ImageSlide,
    ];
    await openLightbox({ slides });
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      'Students holding the Braille book',
    );
    expect(figure.querySelector('figcaption')).toHaveTextContent('Copies ready for the schools.');
    key('ArrowRight');
    expect(document.querySelector('[data-current] figcaption')).toBeNull();
  });

  it('keeps a video title and its description as two paragraphs', async () => {
    await openLightbox({
      slides: [{ ...videos[3]!, description: 'Students listen while the teacher reads.' }],
    });
    const paragraphs = Array.from(document.querySelectorAll('[data-current] figcaption p'));
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Classroom Clip',
      'Students listen while the teacher reads.',
    ]);
  });

  it('makes a caption that has more words than room a Tab stop (it scrolls)', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'FIGCAPTION' ? 180 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'FIGCAPTION' ? 67 : 0;
    });
    await openLightbox({ slides: [{ ...videos[3]!, description: 'A long description.' }] });
    expect(document.querySelector('[data-current] figcaption')).toHaveAttribute('tabindex', '0');
  });

  it('leaves a caption that fits out of the Tab order', async () => {
    await openLightbox({ slides: [{ ...videos[3]!, description: 'Short.' }] });
    expect(document.querySelector('[data-current] figcaption')).not.toHaveAttribute('tabindex');
  });

  it('shows "4 of 6" as text, hidden from screen readers (the name, the group and the live region say it)', async () => {
    await openLightbox({ startIndex: 3 });
    const counter = document.querySelector('[data-lightbox-counter]')!;
    expect(counter).toHaveTextContent('4 of 6');
    expect(counter).toHaveAttribute('aria-hidden', 'true');
    key('ArrowRight');
    expect(counter).toHaveTextContent('5 of 6');
  });
});

describe('announcements and names (docs/spec/lightbox-behaviour.md rules 24, 25)', () => {
  const announcer = () => document.querySelector('[data-lightbox-announcer]')!;

  it('labels each slide group "N of M"', async () => {
    await openLightbox({ startIndex: 3 });
    expect(screen.getByRole('group', { name: '4 of 6' })).toBeInTheDocument();
    const all = Array.from(document.querySelectorAll(SLIDE)).map((g) =>
      g.getAttribute('aria-label'),
    );
    expect(all).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
  });

  it('names the buttons Previous, Next and Close, with their icons hidden', async () => {
    await openLightbox();
    for (const name of ['Previous', 'Next', 'Close']) {
      const button = screen.getByRole('button', { name });
      const icon = button.querySelector('svg')!;
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('says nothing on open (the dialog name does) and "Video 4 of 6: Classroom Clip" once per change', async () => {
    await openLightbox({ startIndex: 2 });
    expect(screen.getByRole('status')).toHaveTextContent('');
    key('ArrowRight');
    expect(screen.getByRole('status')).toHaveTextContent('Video 4 of 6: Classroom Clip');
    // Said once: one live region, not one per preloaded slide.
    expect(screen.getAllByText('Video 4 of 6: Classroom Clip')).toHaveLength(1);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await advance(250);
    key('ArrowRight');
    expect(screen.getByRole('status')).toHaveTextContent('Video 5 of 6: Activity Repeat Clip');
  });

  it('says "Image 2 of 3: <alt>" for images, with wording from labels', async () => {
    await openLightbox({
      slides: images,
      labels: { imageAnnouncement: 'Photo {n} of {m}: {alt}', slide: 'Slide {n} of {m}' },
    });
    key('ArrowRight');
    expect(announcer()).toHaveTextContent('Photo 2 of 3: A teacher reading the book aloud');
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeInTheDocument();
  });

  it('says the default image wording', async () => {
    await openLightbox({ slides: images });
    key('ArrowRight');
    expect(announcer()).toHaveTextContent('Image 2 of 3: A teacher reading the book aloud');
  });

  it('mixes video and image slides', async () => {
    const slides: LightboxSlide[] = [videos[0]!, images[0]!];
    await openLightbox({ slides });
    key('ArrowRight');
    expect(announcer()).toHaveTextContent('Image 2 of 2: Students holding the Braille book');
  });
});
