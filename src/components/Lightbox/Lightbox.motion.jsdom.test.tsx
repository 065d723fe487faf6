import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEEP_CLOSED_MODAL_MS } from '../../lib/focus';
import { Lightbox } from './Lightbox';
import {
  advance,
  currentSlide,
  key,
  openLightbox,
  setUpEnvironment,
  SLIDE,
  tearDownEnvironment,
  track,
  videos,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

const overlay = () => document.querySelector<HTMLElement>('[data-lightbox]');

describe('lifecycle (docs/spec/lightbox-behaviour.md, Model and rule 19)', () => {
  it('is entering on open and entered after the 250 ms fade', async () => {
    const on = { entering: vi.fn(), entered: vi.fn(), view: vi.fn() };
    render(<Lightbox slides={videos} index={3} open onClose={() => {}} on={on} />);
    await advance(0);
    expect(on.entering).toHaveBeenCalledTimes(1);
    expect(overlay()).toHaveAttribute('data-phase', 'entering');
    expect(on.view).toHaveBeenCalledWith({ index: 3 });
    // Starts transparent and fades in.
    expect(overlay()!.style.opacity).toBe('0');
    await advance(249);
    expect(on.entered).not.toHaveBeenCalled();
    await advance(1);
    expect(on.entered).toHaveBeenCalledTimes(1);
    expect(overlay()).toHaveAttribute('data-phase', 'entered');
  });

  it('is exiting on close, then exited and gone from the DOM once faded and kept a moment', async () => {
    const on = { exiting: vi.fn(), exited: vi.fn() };
    const { rerender } = render(<Lightbox slides={videos} open onClose={() => {}} on={on} />);
    await advance(250);
    rerender(<Lightbox slides={videos} open={false} onClose={() => {}} on={on} />);
    await advance(0);
    expect(on.exiting).toHaveBeenCalledTimes(1);
    expect(overlay()).toHaveAttribute('data-phase', 'exiting');
    // Faded after 250 ms; kept, unseen, until a screen reader has caught up with the focus move.
    await advance(249);
    expect(overlay()!.style.opacity).toBe('0');
    await advance(KEEP_CLOSED_MODAL_MS - 250);
    expect(on.exited).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await advance(1);
    expect(on.exited).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uses the fade prop for both timings', async () => {
    const on = { entered: vi.fn(), exited: vi.fn() };
    const fade = KEEP_CLOSED_MODAL_MS + 200;
    const { rerender } = render(
      <Lightbox slides={videos} open onClose={() => {}} on={on} fade={fade} />,
    );
    await advance(fade - 1);
    expect(on.entered).not.toHaveBeenCalled();
    await advance(1);
    expect(on.entered).toHaveBeenCalled();
    rerender(<Lightbox slides={videos} open={false} onClose={() => {}} on={on} fade={fade} />);
    await advance(fade - 1);
    expect(on.exited).not.toHaveBeenCalled();
    await advance(1);
    expect(on.exited).toHaveBeenCalled();
  });

  it('calls view on every change of slide', async () => {
    const view = vi.fn();
    await openLightbox({ on: { view }, startIndex: 1 });
    view.mockClear();
    key('ArrowRight');
    await advance(0);
    expect(view).toHaveBeenCalledWith({ index: 2 });
  });

  it('animates a slide move over 500 ms (the swipe prop), starting where the slide was', async () => {
    await openLightbox({ startIndex: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The new slide starts one slot (1000 px + 30 % spacing) to the right and glides in.
    expect(track().style.transform).toBe('translate3d(1300px, 0px, 0)');
    expect(document.querySelector('[data-interaction]')).toHaveAttribute(
      'data-interaction',
      'animation',
    );
    await advance(499);
    expect(document.querySelector('[data-interaction]')).toHaveAttribute(
      'data-interaction',
      'animation',
    );
    await advance(1);
    expect(document.querySelector('[data-interaction]')).toHaveAttribute(
      'data-interaction',
      'none',
    );
    expect(currentSlide()).toBe('3 of 6');
  });

  it('takes spacing in px too', async () => {
    await openLightbox({ startIndex: 1, spacing: 40 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(track().style.transform).toBe('translate3d(-1040px, 0px, 0)');
  });

  it('jumps when the index prop changes while open, without animation', async () => {
    const { rerender } = render(<Lightbox slides={videos} index={0} open onClose={() => {}} />);
    await advance(250);
    rerender(<Lightbox slides={videos} index={4} open onClose={() => {}} />);
    expect(currentSlide()).toBe('5 of 6');
    expect(document.querySelector('[data-interaction]')).toHaveAttribute(
      'data-interaction',
      'none',
    );
  });

  it('opens again at the index prop after a close', async () => {
    const { rerender } = render(<Lightbox slides={videos} index={2} open onClose={() => {}} />);
    await advance(250);
    key('ArrowRight');
    rerender(<Lightbox slides={videos} index={2} open={false} onClose={() => {}} />);
    await advance(KEEP_CLOSED_MODAL_MS);
    rerender(<Lightbox slides={videos} index={2} open onClose={() => {}} />);
    await advance(250);
    expect(currentSlide()).toBe('3 of 6');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does not ask to close twice while fading out', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Lightbox slides={videos} open onClose={onClose} />);
    await advance(250);
    key('Escape');
    rerender(<Lightbox slides={videos} open={false} onClose={onClose} />);
    key('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('mounts only the current slide while fading in, and its neighbours once it has faded in', async () => {
    render(<Lightbox slides={videos} index={2} preload={1} open onClose={() => {}} />);
    await advance(0);
    expect(document.querySelectorAll(SLIDE)).toHaveLength(1);
    expect(document.querySelectorAll('video')).toHaveLength(1);
    await advance(250);
    expect(Array.from(document.querySelectorAll(SLIDE), (g) => g.ariaLabel)).toEqual([
      '2 of 6',
      '3 of 6',
      '4 of 6',
    ]);
  });

  it('passes padding and spacing to the layout', async () => {
    await openLightbox({ padding: 24, spacing: '10%' });
    expect(overlay()!.style.getPropertyValue('--lightbox-padding')).toBe('24px');
    expect(overlay()!.style.getPropertyValue('--lightbox-spacing')).toBe('10%');
  });
});
