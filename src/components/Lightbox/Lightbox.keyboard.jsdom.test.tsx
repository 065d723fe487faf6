import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_CLOSED_MODAL_MS } from '../../lib/focus';
import {
  advance,
  currentSlide,
  Harness,
  key,
  openLightbox,
  renderedSlides,
  setUpEnvironment,
  tearDownEnvironment,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

describe('Lightbox keyboard (docs/spec/lightbox-behaviour.md rules 6-10)', () => {
  it('moves with ArrowRight and ArrowLeft and wraps at both ends by default', async () => {
    await openLightbox({ startIndex: 5 });
    expect(currentSlide()).toBe('6 of 6');
    key('ArrowRight');
    expect(currentSlide()).toBe('1 of 6');
    await advance(250);
    key('ArrowLeft');
    expect(currentSlide()).toBe('6 of 6');
  });

  it('does nothing towards a missing neighbour when finite', async () => {
    await openLightbox({ finite: true, startIndex: 0 });
    key('ArrowLeft');
    expect(currentSlide()).toBe('1 of 6');
    key('End');
    await advance(250);
    key('ArrowRight');
    expect(currentSlide()).toBe('6 of 6');
  });

  it('marks Previous aria-disabled at the first slide of a finite carousel and keeps focus on it', async () => {
    await openLightbox({ finite: true, startIndex: 0 });
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toBeDisabled();
    previous.focus();
    fireEvent.click(previous);
    expect(previous).toHaveFocus();
    expect(currentSlide()).toBe('1 of 6');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).not.toHaveAttribute('aria-disabled');
  });

  it('marks Next aria-disabled at the last slide of a finite carousel', async () => {
    await openLightbox({ finite: true, startIndex: 5 });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    fireEvent.click(next);
    expect(next).toHaveFocus();
    expect(currentSlide()).toBe('6 of 6');
  });

  it('never disables the buttons when the carousel wraps', async () => {
    await openLightbox({ startIndex: 0 });
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentSlide()).toBe('6 of 6');
  });

  it('jumps to the first and last slide with Home and End', async () => {
    await openLightbox({ startIndex: 2 });
    key('End');
    expect(currentSlide()).toBe('6 of 6');
    await advance(250);
    key('Home');
    expect(currentSlide()).toBe('1 of 6');
  });

  it('moves at most one slide per 250 ms while a key is held', async () => {
    await openLightbox({ startIndex: 0 });
    key('ArrowRight');
    expect(currentSlide()).toBe('2 of 6');
    // Auto-repeat every 30 ms for 240 ms: still inside the window.
    for (let t = 30; t < 250; t += 30) {
      await advance(30);
      key('ArrowRight', { repeat: true });
    }
    expect(currentSlide()).toBe('2 of 6');
    await advance(250 - 240);
    key('ArrowRight', { repeat: true });
    expect(currentSlide()).toBe('3 of 6');
    // Released: nothing queued from the repeats.
    await advance(1000);
    expect(currentSlide()).toBe('3 of 6');
  });

  it('uses half the swipe time as the key window', async () => {
    await openLightbox({ startIndex: 0, swipe: 1000 });
    key('ArrowRight');
    await advance(499);
    key('ArrowRight', { repeat: true });
    expect(currentSlide()).toBe('2 of 6');
    await advance(1);
    key('ArrowRight', { repeat: true });
    expect(currentSlide()).toBe('3 of 6');
  });

  it('does not lose a fresh press made inside the window: it runs when the window ends', async () => {
    await openLightbox({ startIndex: 0 });
    key('ArrowRight');
    await advance(100);
    key('ArrowRight');
    expect(currentSlide()).toBe('2 of 6');
    await advance(150);
    expect(currentSlide()).toBe('3 of 6');
  });

  it('swaps the arrow keys in a right-to-left locale', async () => {
    setUpEnvironment();
    render(
      <I18nProvider locale="ar-EG">
        <Harness startIndex={0} />
      </I18nProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open gallery' });
    opener.focus();
    fireEvent.click(opener);
    await advance(250);
    expect(screen.getByRole('dialog').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    key('ArrowLeft');
    expect(currentSlide()).toBe('2 of 6');
    await advance(250);
    key('ArrowRight');
    expect(currentSlide()).toBe('1 of 6');
  });

  it('swaps the arrow keys when the page itself is laid out right to left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.style.direction = 'rtl';
    try {
      await openLightbox({ startIndex: 0 });
      key('ArrowLeft');
      expect(currentSlide()).toBe('2 of 6');
    } finally {
      document.documentElement.removeAttribute('dir');
      document.documentElement.style.direction = '';
    }
  });

  it('stops handled keys from reaching the page or an outer modal', async () => {
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    try {
      await openLightbox({ startIndex: 0, finite: true });
      for (const name of ['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Escape']) {
        await advance(250);
        key(name);
      }
      expect(outer.mock.calls.map((call) => (call[0] as KeyboardEvent).key)).toEqual([]);
    } finally {
      document.removeEventListener('keydown', outer);
    }
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    await openLightbox({ onClose });
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    await advance(KEEP_CLOSED_MODAL_MS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves full screen on the first Escape and closes on the next, when the player was full screen', async () => {
    const onClose = vi.fn();
    await openLightbox({ onClose });
    const figure = document.querySelector('[data-current] figure')!;
    const exit = vi.fn(() => {
      delete (document as { fullscreenElement?: Element }).fullscreenElement;
      return Promise.resolve();
    });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: figure });
    // jsdom has no Fullscreen API: given for this test only.
    Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
    try {
      key('Escape');
      expect(exit).toHaveBeenCalledTimes(1);
      expect(onClose).not.toHaveBeenCalled();
      key('Escape');
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as { exitFullscreen?: unknown }).exitFullscreen;
      delete (document as { fullscreenElement?: Element }).fullscreenElement;
    }
  });

  it("leaves the arrows, Home and End on the player's time slider to it: they seek, the slide stays", async () => {
    const on = { view: vi.fn() };
    await openLightbox({ startIndex: 0, on });
    on.view.mockClear();
    const video = document.querySelector<HTMLVideoElement>('[data-current] video')!;
    Object.defineProperty(video, 'duration', { configurable: true, value: 12 });
    fireEvent.durationChange(video);
    const time = screen.getByRole('slider', { name: 'Time' });
    time.focus();
    for (const name of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'Home', 'End']) {
      fireEvent.keyDown(time, { key: name });
      fireEvent.timeUpdate(video);
    }
    expect(video.currentTime).toBe(12);
    expect(currentSlide()).toBe('1 of 6');
    expect(on.view).not.toHaveBeenCalled();
  });

  it('wraps Shift+Tab from the dialog itself (where focus falls back) to the last stop', async () => {
    await openLightbox({ startIndex: 0 });
    // Focus goes to Close on open; the dialog itself takes it when its element leaves the page.
    screen.getByRole('dialog').focus();
    key('Tab', { shiftKey: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps only the current slide and `preload` neighbours on each side in the DOM', async () => {
    await openLightbox({ startIndex: 3, preload: 1 });
    expect(renderedSlides()).toEqual(['3 of 6', '4 of 6', '5 of 6']);
    key('ArrowRight');
    expect(renderedSlides()).toEqual(['4 of 6', '5 of 6', '6 of 6']);
  });
});
