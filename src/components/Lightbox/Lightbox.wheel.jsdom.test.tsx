/**
 * The wheel and the trackpad (docs/spec/lightbox-behaviour.md rules 16-18), through DOM events:
 * what moves a slide, what is left to the page and the browser, and momentum swallowed. Pointer
 * gestures and the backdrop: Lightbox.gestures.jsdom.test.tsx.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  advance,
  currentSlide,
  interaction,
  openLightbox,
  setUpEnvironment,
  stage,
  tearDownEnvironment,
  wheel,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

describe('wheel (docs/spec/lightbox-behaviour.md rules 16-18)', () => {
  it('ignores mostly vertical wheel events for navigation but stops them scrolling the page', async () => {
    await openLightbox({ startIndex: 2 });
    expect(wheel(5, 80)).toBe(true);
    expect(wheel(40, 41)).toBe(true);
    expect(interaction()).toBe('none');
    expect(currentSlide()).toBe('3 of 6');
  });

  it('prevents the default of horizontal wheel events (no history navigation)', async () => {
    await openLightbox();
    expect(wheel(10)).toBe(true);
  });

  it('leaves Ctrl + wheel (browser zoom, trackpad pinch) to the browser', async () => {
    await openLightbox({ startIndex: 2 });
    const event = new WheelEvent('wheel', {
      deltaX: 0,
      deltaY: -100,
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    stage().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('starts a swipe when the horizontal build-up passes 30 px, and completes past 20 % width', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(15);
    wheel(15);
    expect(interaction()).toBe('none'); // exactly 30: not yet
    wheel(1);
    expect(interaction()).toBe('swipe');
    wheel(100);
    wheel(100); // offset -200: exactly 20 %
    expect(currentSlide()).toBe('3 of 6');
    wheel(1);
    expect(currentSlide()).toBe('4 of 6');
  });

  it('goes back with leftward (negative) deltas', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(-31);
    wheel(-201);
    expect(currentSlide()).toBe('2 of 6');
  });

  it('drops an unfinished build-up after 500 ms without events', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(20);
    await advance(499);
    wheel(5);
    await advance(500);
    wheel(10); // 25 was dropped: 10 alone
    wheel(10);
    expect(interaction()).toBe('none');
    wheel(11); // 31 since the drop
    expect(interaction()).toBe('swipe');
  });

  it('springs an unfinished wheel swipe back after 1000 ms without events', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(31);
    wheel(150);
    expect(interaction()).toBe('swipe');
    await advance(999);
    expect(interaction()).toBe('swipe');
    await advance(1);
    expect(interaction()).toBe('animation');
    await advance(500);
    expect(interaction()).toBe('none');
    expect(currentSlide()).toBe('3 of 6');
    // The 150 px are gone: 60 more do not complete a new swipe.
    wheel(31);
    wheel(60);
    expect(currentSlide()).toBe('3 of 6');
  });

  it('swallows momentum up to 1.2 x the last delta after a completed swipe', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(31);
    wheel(201); // completes with last delta 201
    expect(currentSlide()).toBe('4 of 6');
    // A trackpad's momentum tail, one event every 50 ms, each within 1.2 x the one before: it
    // outlasts the 500 ms slide animation and never starts another swipe.
    for (const delta of [240, 200, 180, 150, 120, 100, 80, 60, 50, 40, 35, 31, 30, 36]) {
      await advance(50);
      wheel(delta);
    }
    expect(interaction()).toBe('none');
    expect(currentSlide()).toBe('4 of 6');
    // Larger than 1.2 x the last (36 -> 44): a new intent, a new build-up.
    wheel(44);
    expect(interaction()).toBe('swipe');
  });

  it('forgets momentum 300 ms after the last swallowed event', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(31);
    wheel(201);
    await advance(500);
    wheel(150); // swallowed
    await advance(299);
    wheel(31); // swallowed still (<= 1.2 x 150), refreshes the 300 ms
    await advance(300);
    wheel(31); // momentum forgotten: counts as a build-up above 30 px
    expect(interaction()).toBe('swipe');
  });

  it('forgets leftward momentum too (YARL only resets positive deltas)', async () => {
    await openLightbox({ startIndex: 2 });
    wheel(-31);
    wheel(-201);
    expect(currentSlide()).toBe('2 of 6');
    await advance(500);
    wheel(-150); // swallowed
    await advance(300);
    wheel(-31); // would be swallowed forever by YARL
    expect(interaction()).toBe('swipe');
    wheel(-201);
    expect(currentSlide()).toBe('1 of 6');
  });

  it('treats wheel events during a slide animation as momentum', async () => {
    await openLightbox({ startIndex: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(interaction()).toBe('animation');
    for (const delta of [100, 110, 120, 130, 140]) {
      wheel(delta); // each larger than a build-up start, all swallowed
      await advance(100);
    }
    expect(interaction()).toBe('none');
    wheel(150); // 100 ms after the last: still momentum
    expect(interaction()).toBe('none');
    expect(currentSlide()).toBe('4 of 6');
  });

  it('does not start a wheel swipe towards a missing neighbour of a finite carousel', async () => {
    await openLightbox({ startIndex: 5, finite: true });
    wheel(31);
    wheel(31);
    expect(interaction()).toBe('none');
    expect(currentSlide()).toBe('6 of 6');
  });
});
