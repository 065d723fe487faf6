/**
 * WCAG 2.5.2 Pointer Cancellation in the viewer: a swipe or a pull acts only on release, so a
 * visitor who pressed by mistake can abandon it by moving back before letting go, or by the
 * browser cancelling the pointer. Lightbox.gestures.jsdom.test.tsx has the thresholds; this
 * file holds the moments before the up event.
 */
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  currentSlide,
  interaction,
  openLightbox,
  pointerDown,
  pointerMove,
  pointerUp,
  setUpEnvironment,
  stage,
  tearDownEnvironment,
  track,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

describe('pointer cancellation (WCAG 2.5.2)', () => {
  it('changes no slide on the down event, nor while a long swipe is held', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(900);
    expect(currentSlide()).toBe('3 of 6');
    pointerMove(869);
    await advance(600);
    // Far past the 30 % that completes a swipe, still held: only the track follows.
    pointerMove(100);
    expect(currentSlide()).toBe('3 of 6');
    expect(interaction()).toBe('swipe');
    // The control: the same swipe released goes to the next slide.
    pointerUp(100);
    expect(currentSlide()).toBe('4 of 6');
  });

  it('abandons a swipe moved back before release: it springs back to the same slide', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(900);
    pointerMove(869);
    await advance(600);
    pointerMove(100);
    pointerMove(869);
    pointerUp(869);
    expect(currentSlide()).toBe('3 of 6');
    await advance(500);
    expect(interaction()).toBe('none');
    expect(track().style.transform).toBe('');
  });

  it('abandons a swipe or a pull the browser cancels (pointercancel): nothing changes, nothing closes', async () => {
    const onClose = vi.fn();
    await openLightbox({ startIndex: 2, closeOnPullDown: true, onClose });
    pointerDown(900);
    pointerMove(869);
    pointerMove(100);
    expect(interaction()).toBe('swipe');
    fireEvent.pointerCancel(stage(), { pointerId: 1, bubbles: true });
    expect(currentSlide()).toBe('3 of 6');
    await advance(500);
    // A pull far past the 60 px that closes on release, then cancelled.
    pointerDown(500, 100);
    pointerMove(500, 131);
    pointerMove(500, 400);
    expect(interaction()).toBe('pull');
    fireEvent.pointerCancel(stage(), { pointerId: 1, bubbles: true });
    await advance(500);
    expect(onClose).not.toHaveBeenCalled();
    expect(currentSlide()).toBe('3 of 6');
  });
});
