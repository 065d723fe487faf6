import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FramerMotion from 'framer-motion';
import { Lightbox } from './Lightbox';
import { KEEP_CLOSED_MODAL_MS } from '../../lib/focus';
import {
  advance,
  openLightbox,
  setUpEnvironment,
  tearDownEnvironment,
  track,
  videos,
} from '../../testing/jsdom/lightbox';

// framer-motion reads prefers-reduced-motion once per page load; the hook is the seam.
vi.mock('framer-motion', async (importOriginal) => ({
  ...(await importOriginal<typeof FramerMotion>()),
  useReducedMotion: () => true,
}));

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

describe('reduced motion (docs/spec/lightbox-behaviour.md rule 19)', () => {
  it('fades in 0 ms: fully opaque in the first frame, entered at once; gone soon after closing', async () => {
    const on = { entered: vi.fn(), exited: vi.fn() };
    const { rerender } = render(<Lightbox slides={videos} open onClose={() => {}} on={on} />);
    const overlay = document.querySelector<HTMLElement>('[data-lightbox]')!;
    expect(overlay.style.opacity).toBe('1');
    await advance(0);
    expect(on.entered).toHaveBeenCalledTimes(1);
    rerender(<Lightbox slides={videos} open={false} onClose={() => {}} on={on} />);
    await advance(0);
    // Focus has left it at once; it stays a moment, so that a screen reader hears of the move
    // while the button focus left still exists (useLifecycle.ts).
    expect(on.exited).not.toHaveBeenCalled();
    await advance(KEEP_CLOSED_MODAL_MS);
    expect(on.exited).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves slides instantly', async () => {
    await openLightbox({ startIndex: 1, fade: 250 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(track().style.transform).toBe('');
    await advance(0);
    expect(document.querySelector('[data-interaction]')).toHaveAttribute(
      'data-interaction',
      'none',
    );
  });
});
