import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox';
import {
  advance,
  currentSlide,
  interaction,
  focusCurrentPlayer,
  openLightbox,
  pointerDown,
  pointerMove,
  pointerUp,
  setUpEnvironment,
  SLIDE,
  stage,
  tearDownEnvironment,
  track,
  videos,
  watchFocusWhenHidden,
} from '../../testing/jsdom/lightbox';

beforeEach(() => {
  setUpEnvironment();
});
afterEach(() => {
  tearDownEnvironment();
});

describe('pointer swipe (docs/spec/lightbox-behaviour.md rules 12, 13)', () => {
  it('starts a swipe only after more than 30 px of travel', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(100);
    pointerMove(130);
    expect(interaction()).toBe('none');
    pointerMove(131);
    expect(interaction()).toBe('swipe');
  });

  it('counts the offset from where the gesture started, not from the press', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(100);
    pointerMove(69); // 31 px left: the swipe starts here, offset 0
    expect(track().style.transform).toBe('');
    pointerMove(49);
    expect(track().style.transform).toBe('translate3d(-20px, 0px, 0)');
  });

  it('completes past 30 % of the container width (1000 px -> 300 px)', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(900);
    pointerMove(869);
    await advance(600); // slow: the quick-swipe rule is out
    pointerMove(869 - 301);
    pointerUp(869 - 301);
    expect(currentSlide()).toBe('4 of 6');
  });

  it('springs back at exactly 30 % when released slowly', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(900);
    pointerMove(869);
    await advance(600);
    pointerMove(869 - 300);
    pointerUp(869 - 300);
    expect(currentSlide()).toBe('3 of 6');
    expect(interaction()).toBe('animation');
    await advance(500);
    expect(interaction()).toBe('none');
  });

  it('completes past 5 px when released within 500 ms of the gesture start', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(500);
    pointerMove(469);
    await advance(499);
    pointerUp(469 - 6);
    expect(currentSlide()).toBe('4 of 6');
  });

  it('does not complete a 5 px quick swipe, nor a 6 px one released after 500 ms', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(500);
    pointerMove(469);
    pointerUp(469 - 5);
    expect(currentSlide()).toBe('3 of 6');
    await advance(500);
    pointerDown(500);
    pointerMove(469);
    await advance(500);
    pointerUp(469 - 6);
    expect(currentSlide()).toBe('3 of 6');
  });

  it('shows the previous slide when dragged right', async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(100);
    pointerMove(131);
    pointerUp(200);
    expect(currentSlide()).toBe('2 of 6');
  });

  it('does not start a swipe towards a missing neighbour of a finite carousel', async () => {
    await openLightbox({ startIndex: 0, finite: true });
    pointerDown(100);
    pointerMove(200);
    expect(interaction()).toBe('none');
    pointerUp(400);
    expect(currentSlide()).toBe('1 of 6');
  });

  it("cancels the swipe when a second finger comes down (a pinch is the browser's)", async () => {
    await openLightbox({ startIndex: 2 });
    pointerDown(500);
    pointerMove(400);
    expect(interaction()).toBe('swipe');
    fireEvent.pointerDown(stage(), {
      pointerId: 2,
      pointerType: 'touch',
      button: 0,
      clientX: 700,
      clientY: 300,
    });
    expect(interaction()).toBe('animation');
    pointerUp(100);
    expect(currentSlide()).toBe('3 of 6');
  });

  it('ignores the secondary mouse button', async () => {
    await openLightbox({ startIndex: 2 });
    fireEvent.pointerDown(stage(), {
      pointerId: 1,
      pointerType: 'mouse',
      button: 2,
      clientX: 500,
      clientY: 300,
    });
    pointerMove(100);
    expect(interaction()).toBe('none');
  });

  /** The current video, laid out 1000 x 562 px from the top of the stage. */
  function currentVideo() {
    const video = document.querySelector<HTMLVideoElement>('[data-current] video')!;
    vi.spyOn(video, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 562 }),
    );
    return video;
  }

  it('swipes from the picture of a video, and captures the pointer only once the swipe starts', async () => {
    await openLightbox({ startIndex: 2 });
    const video = currentVideo();
    const capture = vi.fn();
    stage().setPointerCapture = capture;
    pointerDown(500, 300, video);
    // Until it is a gesture, the press stays the player's (a tap plays or pauses).
    expect(capture).not.toHaveBeenCalled();
    pointerMove(480);
    expect(interaction()).toBe('none');
    pointerMove(460);
    expect(interaction()).toBe('swipe');
    expect(capture).toHaveBeenCalledWith(1);
    pointerUp(100);
    expect(currentSlide()).toBe('4 of 6');
  });

  it('moves focus from the player to the dialog before its slide is hidden by a swipe', async () => {
    await openLightbox({ startIndex: 2 });
    const video = currentVideo();
    expect(focusCurrentPlayer()).toHaveFocus();
    const slide = video.closest(SLIDE)!;
    const watch = watchFocusWhenHidden(slide);
    pointerDown(500, 300, video);
    pointerMove(400);
    pointerUp(100);
    expect(currentSlide()).toBe('4 of 6');
    const focusWhenHidden = await watch.stop();
    expect(focusWhenHidden.length).toBeGreaterThan(0);
    expect(focusWhenHidden.some((element) => slide.contains(element))).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('keeps the click that ends a swipe from the player (it would play or pause the video)', async () => {
    await openLightbox({ startIndex: 2 });
    const video = currentVideo();
    pointerDown(500, 300, video);
    pointerMove(400);
    pointerUp(100);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    video.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The next plain click is the player's again.
    pointerDown(500, 300, video);
    pointerUp(500, 300);
    const again = new MouseEvent('click', { bubbles: true, cancelable: true });
    video.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it("leaves drags that start on the player's time slider to it", async () => {
    await openLightbox({ startIndex: 2 });
    const time = within(screen.getByRole('group', { name: '3 of 6' }))
      .getByRole('slider', { name: 'Time' })
      .closest<HTMLElement>('[data-own-pointer]')!;
    pointerDown(500, 300, time);
    pointerMove(100, 300);
    pointerUp(100, 300);
    expect(interaction()).toBe('none');
    expect(currentSlide()).toBe('3 of 6');
  });

  it('treats the whole picture of a video as the stage: a drag across it swipes', async () => {
    await openLightbox({ startIndex: 2 });
    const video = currentVideo();
    pointerDown(500, 560, video);
    pointerMove(100, 560);
    expect(interaction()).toBe('swipe');
  });
});

describe('pointer pull (docs/spec/lightbox-behaviour.md rules 12, 14)', () => {
  it('does nothing vertically unless a pull direction is enabled', async () => {
    const onClose = vi.fn();
    await openLightbox({ onClose });
    pointerDown(500, 100);
    pointerMove(500, 300);
    expect(interaction()).toBe('none');
    pointerUp(500, 300);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('follows the pointer with opacity 1 - 0.5 x distance / 60, never below 0.5', async () => {
    await openLightbox({ closeOnPullDown: true });
    pointerDown(500, 100);
    pointerMove(500, 131); // starts the pull; distance 0
    expect(interaction()).toBe('pull');
    pointerMove(500, 161); // 30 px
    expect(track().style.opacity).toBe('0.75');
    expect(track().style.transform).toBe('translate3d(0px, 30px, 0)');
    pointerMove(500, 179); // 48 px
    expect(Number(track().style.opacity)).toBeCloseTo(0.6);
    pointerMove(500, 191); // 60 px
    expect(track().style.opacity).toBe('0.5');
    pointerMove(500, 331); // 200 px
    expect(track().style.opacity).toBe('0.5');
  });

  it('closes when released past 60 px, and springs back at 60 px', async () => {
    const onClose = vi.fn();
    await openLightbox({ closeOnPullDown: true, onClose });
    pointerDown(500, 100);
    pointerMove(500, 131);
    pointerUp(500, 191);
    expect(onClose).not.toHaveBeenCalled();
    expect(interaction()).toBe('animation');
    await advance(500);
    pointerDown(500, 100);
    pointerMove(500, 131);
    pointerUp(500, 192);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pulls up only when closeOnPullUp is set', async () => {
    const onClose = vi.fn();
    await openLightbox({ closeOnPullDown: true, onClose });
    pointerDown(500, 300);
    pointerMove(500, 200);
    expect(interaction()).toBe('none');
    pointerUp(500, 100);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on an upward pull when closeOnPullUp is set', async () => {
    const onClose = vi.fn();
    await openLightbox({ closeOnPullUp: true, onClose });
    pointerDown(500, 300);
    pointerMove(500, 269);
    expect(interaction()).toBe('pull');
    pointerUp(500, 200);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('backdrop click (docs/spec/lightbox-behaviour.md rule 15)', () => {
  const backdrop = () => document.querySelector('[data-current]')!;

  it('does not close by default', async () => {
    const onClose = vi.fn();
    await openLightbox({ onClose });
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes when enabled, on the empty area only, not on the video or its caption', async () => {
    const onClose = vi.fn();
    // Open stays true here, so each click's request is seen.
    render(<Lightbox slides={videos} open onClose={onClose} closeOnBackdropClick />);
    await advance(250);
    fireEvent.click(document.querySelector('[data-current] video')!);
    fireEvent.click(document.querySelector('[data-current] figcaption p')!);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
    // The figure fills the slide: its empty area around the video is backdrop too.
    fireEvent.click(document.querySelector('[data-current] figure')!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('never closes on the click that ends a drag', async () => {
    const onClose = vi.fn();
    await openLightbox({ onClose, closeOnBackdropClick: true, startIndex: 2 });
    pointerDown(500, 300, backdrop());
    pointerMove(540);
    pointerUp(545);
    fireEvent.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
  });
});
