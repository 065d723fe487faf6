/**
 * Test helpers for the lightbox: jsdom has no layout, no media playback and no pointer capture,
 * so the container width is faked, play/pause are stubbed, and pointer and wheel events are fired
 * with explicit coordinates. Timers are fake: every threshold in ms is stepped exactly.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import {
  Lightbox,
  type LightboxProps,
  type LightboxSlide,
  type VideoSlide,
} from '../../components/Lightbox/Lightbox';

export const STAGE_WIDTH = 1000;

const titles = [
  'Activity at National Blind Relief Association',
  'Cover Page Motion',
  'Interactive Session',
  'Classroom Clip',
  'Activity Repeat Clip',
  'Awareness Session',
];

export const videos: VideoSlide[] = titles.map((title, i) => ({
  type: 'video',
  title,
  width: 1920,
  height: 1080,
  poster: '',
  sources: [{ src: `https://media.example/video-${i + 1}.mp4`, type: 'video/mp4' }],
}));

export const images: LightboxSlide[] = [
  { src: '/img/book-1.jpg', alt: 'Students holding the Braille book', width: 1600, height: 1200 },
  { src: '/img/book-2.jpg', alt: 'A teacher reading the book aloud', width: 1600, height: 1200 },
  { src: '/img/book-3.jpg', alt: 'Boxes of books ready to send', width: 1600, height: 1200 },
];

/** Fake timers, a 1000 px wide stage, a 15 px scrollbar and stubbed media playback. */
export function setUpEnvironment() {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this === document.documentElement) return window.innerWidth - 15;
    return this.hasAttribute('data-interaction') ? STAGE_WIDTH : 0;
  });
  const play = vi
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() => Promise.resolve());
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return { play, pause };
}

export function tearDownEnvironment() {
  vi.useRealTimers();
}

type HarnessProps = Partial<LightboxProps> & { startIndex?: number };

/** A page with an opener button that opens the lightbox and closes it on request. */
export function Harness({ startIndex = 0, onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open gallery
        </button>
      </main>
      <Lightbox
        slides={videos}
        index={startIndex}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        {...props}
      />
    </>
  );
}

/** Advances fake time inside act, so timers' state updates are flushed. */
export async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

/** Renders the harness, focuses and clicks the opener, and lets the fade finish. */
export async function openLightbox(props: HarnessProps = {}) {
  const utils = render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open gallery' });
  opener.focus();
  fireEvent.click(opener);
  await advance(props.fade ?? 250);
  return { ...utils, opener };
}

function required(selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`No ${selector}: is the lightbox open?`);
  return element;
}

export function stage(): HTMLElement {
  return required('[data-interaction]');
}

/** What the stage is doing: none, swipe, pull or animation (docs/spec/lightbox-behaviour.md). */
export function interaction(): string | null {
  return stage().getAttribute('data-interaction');
}

export function track(): HTMLElement {
  return required('[data-lightbox-track]');
}

/** The current slide's group label, e.g. "4 of 6". */
export function currentSlide(): string | null {
  return document.querySelector('[data-current]')?.getAttribute('aria-label') ?? null;
}

/** The slides in the DOM: the groups on the track (a slider is a group too, inside one). */
export const SLIDE = '[data-lightbox-track] > [role="group"]';

export function renderedSlides(): string[] {
  return Array.from(document.querySelectorAll(SLIDE)).map(
    (group) => group.getAttribute('aria-label') ?? '',
  );
}

export function dialog(): HTMLElement {
  return screen.getByRole('dialog');
}

/** Presses a key where focus is (the dialog itself right after opening), else on the dialog. */
export function key(keyName: string, init: KeyboardEventInit = {}) {
  const active = document.activeElement;
  const target = active && active !== document.body ? active : dialog();
  fireEvent.keyDown(target, { key: keyName, ...init });
}

const pointerBase = { pointerId: 1, pointerType: 'mouse', button: 0, bubbles: true };

export function pointerDown(x: number, y = 300, target: Element = stage()) {
  fireEvent.pointerDown(target, { ...pointerBase, clientX: x, clientY: y });
}
export function pointerMove(x: number, y = 300) {
  fireEvent.pointerMove(stage(), { ...pointerBase, clientX: x, clientY: y });
}
export function pointerUp(x: number, y = 300) {
  fireEvent.pointerUp(stage(), { ...pointerBase, clientX: x, clientY: y });
}

/** Fires a wheel event on the dialog; returns whether it was preventDefaulted. */
export function wheel(deltaX: number, deltaY = 0): boolean {
  const event = new WheelEvent('wheel', { deltaX, deltaY, bubbles: true, cancelable: true });
  act(() => {
    stage().dispatchEvent(event);
  });
  return event.defaultPrevented;
}

/**
 * The current slide's player, focused as a press on its picture focuses it. (jsdom does not
 * count `<video controls>` as focusable, as browsers do: a tabindex stands in.)
 */
/** Focuses the current video's Play button, the first of its player's controls. */
export function focusCurrentPlayer(): HTMLElement {
  const play = within(required('[data-current]')).getByRole('button', { name: 'Play' });
  play.focus();
  return play;
}

/**
 * Records where focus is each time `slide` turns `aria-hidden`; `stop()` hands the list over
 * once the observer's records are in. A slide must never be hidden with focus inside it.
 */
export function watchFocusWhenHidden(slide: Element) {
  const focusWhenHidden: Element[] = [];
  const observer = new MutationObserver(() => {
    if (slide.getAttribute('aria-hidden') === 'true' && document.activeElement) {
      focusWhenHidden.push(document.activeElement);
    }
  });
  observer.observe(slide, { attributes: true, attributeFilter: ['aria-hidden'] });
  return {
    async stop(): Promise<Element[]> {
      await act(() => Promise.resolve()); // the observer's records
      observer.disconnect();
      return focusWhenHidden;
    },
  };
}
