import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VideoItem } from '../../content/media';
import { VideoThumbnail } from './VideoThumbnail';

const video: VideoItem = {
  id: 'demo',
  title: 'Classroom Clip',
  src: '/media/clip-classroom.mp4',
  type: 'video/mp4',
  poster: '/media/clip-classroom-poster.webp',
  captions: [
    { src: '/media/clip-classroom.en.vtt', srcLang: 'en', label: 'English' },
    { src: '/media/clip-classroom.hi.vtt', srcLang: 'hi', label: 'हिंदी' },
  ],
  description: 'The word "Classroom" appears over rows of Braille dots.',
  width: 640,
  height: 360,
  seconds: 4,
  spokenLength: '4 seconds',
  sound: 'no sound',
  transcript: ['No sound. Shown: rows of Braille dots.', 'On screen: Classroom'],
};

function renderThumbnail(onOpen = vi.fn()) {
  render(
    <main>
      <VideoThumbnail video={video} onOpen={onOpen} transcriptLabel="Transcript" />
    </main>,
  );
  return { onOpen, button: screen.getByRole('button', { name: 'Classroom Clip' }) };
}

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none): `reach()` tells every
 * observer its element came near the viewport.
 */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  const options: (IntersectionObserverInit | undefined)[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      this.entry = { callback, elements: [] };
      observers.push(this.entry);
      options.push(init);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    options,
    reach() {
      act(() => {
        for (const { callback, elements } of observers) {
          if (!elements.length) continue;
          const entries = elements.map(
            (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
          );
          callback(entries, {} as IntersectionObserver);
        }
      });
    },
  };
}

/** What `navigator.connection` says (Chromium's Network Information API). */
function stubConnection(connection: {
  saveData?: boolean;
  effectiveType?: string;
  downlink?: number;
}) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('VideoThumbnail', () => {
  it('is a button named by the video title and described by what the video shows', () => {
    const { button } = renderThumbnail();
    // Its length first, as it is heard (never "0:04"), then what the video shows.
    expect(button).toHaveAccessibleDescription(`4 seconds. ${video.description}`);
    const seen = [...button.querySelectorAll('[aria-hidden="true"]')].map((e) => e.textContent);
    expect(seen).toContain('0:04');
    expect(screen.getByText(video.description)).toBeVisible();
  });

  it('shows the still frame as a lazy picture of 300 x 200, and no video, in the server HTML', () => {
    // What the prerender writes and the client's first render must match (hydration).
    document.body.innerHTML = renderToString(
      <VideoThumbnail video={video} onOpen={vi.fn()} transcriptLabel="Transcript" />,
    );
    const button = screen.getByRole('button', { name: 'Classroom Clip' });
    const still = button.querySelector('img')!;
    expect(still).toHaveAttribute('src', video.poster);
    expect(still).toHaveAttribute('alt', '');
    expect(still).toHaveAttribute('loading', 'lazy');
    expect(still).toHaveAttribute('width', '300');
    expect(still).toHaveAttribute('height', '200');
    expect(button.querySelector('video')).toBeNull();
    document.body.innerHTML = '';
  });

  it('adds the preview once near the viewport: 300 x 200, muted, looped, inline, metadata only', () => {
    const observer = stubIntersectionObserver();
    const { button } = renderThumbnail();
    // Not before: not a byte of the video is fetched for a thumbnail nobody has scrolled to.
    expect(button.querySelector('video')).toBeNull();
    expect(observer.options[0]?.rootMargin).toBe('50% 0px');
    observer.reach();
    const preview = button.querySelector('video')!;
    expect(preview).toHaveAttribute('src', video.src);
    expect(preview).toHaveAttribute('poster', video.poster);
    expect(preview).toHaveAttribute('width', '300');
    expect(preview).toHaveAttribute('height', '200');
    expect(preview.muted).toBe(true);
    expect(preview).toHaveAttribute('loop');
    expect(preview).toHaveAttribute('playsinline');
    expect(preview).toHaveAttribute('preload', 'metadata');
    expect(preview).not.toHaveAttribute('autoplay');
    // The still frame stays under it, and the name says it all: nothing more to hear.
    expect(button.querySelector('img')).toHaveAttribute('alt', '');
    expect(preview).toHaveAttribute('aria-hidden', 'true');
    // Inert: never a Tab stop of its own inside the button (Firefox focuses a <video>
    // otherwise), and a click on it is the button's.
    expect(preview).toHaveAttribute('inert');
    expect(preview).not.toHaveAttribute('tabindex');
    expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['asks to save data', { saveData: true, effectiveType: '4g' }],
    ['is on a 2G link', { saveData: false, effectiveType: '2g' }],
    ['is on a slow 2G link', { effectiveType: 'slow-2g' }],
    ['is on a "3g" link of 250 kbit/s', { effectiveType: '3g', downlink: 0.25 }],
  ])('keeps the still frame, with no video, when the visitor %s', (_, connection) => {
    stubConnection(connection);
    const observer = stubIntersectionObserver();
    const { button } = renderThumbnail();
    observer.reach();
    expect(button.querySelector('video')).toBeNull();
    expect(button.querySelector('img')).toHaveAttribute('src', video.poster);
  });

  it('adds the preview on a 3G or faster link of 1 Mbit/s or more that does not save data', () => {
    stubConnection({ saveData: false, effectiveType: '3g', downlink: 1.5 });
    const observer = stubIntersectionObserver();
    const { button } = renderThumbnail();
    observer.reach();
    expect(button.querySelector('video')).not.toBeNull();
  });

  it('keeps the still frame in a browser without IntersectionObserver (jsdom has none)', () => {
    const { button } = renderThumbnail();
    expect(button.querySelector('video')).toBeNull();
    expect(button.querySelector('img')).toHaveAttribute('src', video.poster);
  });

  it('opens on click, on Enter and on Space', async () => {
    const user = userEvent.setup();
    const { onOpen, button } = renderThumbnail();
    await user.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.keyboard('{Tab}');
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('without JavaScript, is a link to the video file, with the same name and description', async () => {
    // What the server prerenders; a browser that runs no script shows what <noscript> holds.
    const html = renderToString(
      <main>
        <VideoThumbnail video={video} onOpen={vi.fn()} transcriptLabel="Transcript" />
      </main>,
    );
    const withoutScript = html.replace(/<\/?noscript>/g, '');
    document.body.innerHTML = withoutScript;
    // public/noscript.css hides what needs script: here, the button.
    for (const element of document.querySelectorAll('[data-needs-script]')) element.remove();
    expect(screen.queryByRole('button')).toBeNull();
    const link = screen.getByRole('link', { name: video.title });
    expect(link).toHaveAttribute('href', video.src);
    expect(link).toHaveAttribute('type', video.type);
    expect(link).toHaveAccessibleDescription(`4 seconds. ${video.description}`);
    // The still frame, and nothing inside the link that is interactive or heard.
    const frame = link.querySelector('img')!;
    expect(frame).toHaveAttribute('src', video.poster);
    expect(frame).toHaveAttribute('alt', '');
    expect(link.querySelector('video, button, a')).toBeNull();
    expect(await axe(document.body)).toHaveNoViolations();
    document.body.innerHTML = '';
  });

  it('with JavaScript, renders no link: the <noscript> is empty and the button is alone', () => {
    renderThumbnail();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('noscript')?.innerHTML).toBe('');
  });

  it('has the transcript under the description, in a closed <details> that needs no script', () => {
    // The server's HTML, as a browser without script shows it.
    document.body.innerHTML = renderToString(
      <VideoThumbnail video={video} onOpen={vi.fn()} transcriptLabel="Transcript" />,
    ).replace(/<\/?noscript>/g, '');
    const details = document.querySelector<HTMLDetailsElement>('details[data-transcript="demo"]')!;
    expect(details.open).toBe(false);
    const summary = details.querySelector('summary')!;
    // Seen: "Transcript"; heard: "Transcript (Classroom Clip)", the seen word first (WCAG 2.5.3).
    expect(summary.textContent).toBe('Transcript (Classroom Clip)');
    expect(summary.querySelector('.visually-hidden')?.textContent).toBe('(Classroom Clip)');
    expect([...details.querySelectorAll('p')].map((p) => p.textContent)).toEqual(video.transcript);
    // After the description, in reading order.
    const description = screen.getByText(video.description);
    expect(
      description.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    document.body.innerHTML = '';
  });

  it('has no axe violations', async () => {
    renderThumbnail();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
