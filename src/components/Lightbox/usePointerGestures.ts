import { type Dispatch, type MouseEvent, type PointerEvent, useRef } from 'react';
import type { CarouselAction } from './carousel';
import { classifyPointer, offsetDirection, pullOpacity, swipeCompletes } from './gestures';
import type { GestureConfig } from './types';
import type { Track } from './useTrack';

/**
 * Targets whose own pointer handling must win: buttons, links, fields, an audio player, a
 * disclosure's summary (the transcript), the labels of the captions and speed choices, and
 * whatever says it drags itself (`data-own-pointer`: the player's time and volume sliders). A
 * drag that starts elsewhere captures the pointer, which makes the click land on the stage
 * instead.
 */
const OWN_POINTER =
  'audio, button, a[href], input, select, textarea, summary, label, [contenteditable], [data-own-pointer]';

interface PointerRecord {
  readonly id: number;
  readonly startX: number;
  readonly startY: number;
  gesture: 'swipe' | 'pull' | null;
  /** Where the gesture started (after `startDistance` of travel): offsets count from here. */
  originX: number;
  originY: number;
  startedAt: number;
  /**
   * Pressed on the picture of a video: the player keeps the press (a tap plays or pauses) until
   * the travel is clearly a gesture, and only then does the stage capture the pointer.
   */
  onPlayer: boolean;
}

interface PointerOptions {
  dispatch: Dispatch<CarouselAction>;
  config: GestureConfig;
  swipe: number;
  rtl: boolean;
  closeOnPullDown: boolean;
  closeOnPullUp: boolean;
  closeOnBackdropClick: boolean;
  onRequestClose: () => void;
}

/**
 * Pointer swipe and pull, and the backdrop click (docs/spec/lightbox-behaviour.md rules 12-15), for mouse, pen and touch
 * alike. The thresholds live in gestures.ts; this hook only feeds them positions and times.
 * A gesture may start on the picture of a video too.
 */
export function usePointerGestures(track: Track, options: PointerOptions) {
  const { dispatch, config, swipe, rtl, closeOnPullDown, closeOnPullUp } = options;
  const pointer = useRef<PointerRecord | null>(null);
  const dragged = useRef(false);

  const onPointerCancel = () => {
    const record = pointer.current;
    pointer.current = null;
    if (record?.gesture) track.springBack();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (pointer.current) {
      // A second finger: a pinch, not a swipe.
      onPointerCancel();
      return;
    }
    dragged.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(OWN_POINTER)) return;
    const video = target?.closest('video') ?? null;
    pointer.current = {
      id: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      gesture: null,
      originX: event.clientX,
      originY: event.clientY,
      startedAt: 0,
      onPlayer: video !== null,
    };
    // Keep receiving moves outside the window; jsdom and old engines lack it.
    if (!video) event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const record = pointer.current;
    if (!record || record.id !== event.pointerId) return;
    if (!record.gesture) {
      const dx = event.clientX - record.startX;
      const dy = event.clientY - record.startY;
      const pulls = { pullDown: closeOnPullDown, pullUp: closeOnPullUp };
      const gesture = classifyPointer(dx, dy, pulls, config);
      if (!gesture || (gesture === 'swipe' && !track.canMove(dx))) return;
      record.gesture = gesture;
      record.originX = event.clientX;
      record.originY = event.clientY;
      record.startedAt = Date.now();
      dragged.current = true;
      // From the picture of a video: the gesture is ours now, the player gets no click.
      if (record.onPlayer) event.currentTarget.setPointerCapture?.(event.pointerId);
      track.x.stop();
      dispatch({ type: 'gesture', interaction: gesture });
      return;
    }
    if (record.gesture === 'swipe') {
      track.x.set(event.clientX - record.originX);
    } else {
      const distance = event.clientY - record.originY;
      track.y.set(distance);
      track.opacity.set(pullOpacity(distance, config));
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const record = pointer.current;
    if (!record || record.id !== event.pointerId) return;
    pointer.current = null;
    if (record.gesture === 'swipe') {
      const offset = event.clientX - record.originX;
      const elapsed = Date.now() - record.startedAt;
      if (swipeCompletes(offset, elapsed, track.width(), swipe, config)) {
        const direction = offsetDirection(offset, rtl);
        if (track.navigate(track.neighbour(direction), direction, offset)) return;
      }
      track.springBack();
    } else if (record.gesture === 'pull') {
      const distance = event.clientY - record.originY;
      const enabled = (distance > 0 && closeOnPullDown) || (distance < 0 && closeOnPullUp);
      if (enabled && Math.abs(distance) > config.pullDistance) options.onRequestClose();
      else track.springBack();
    }
  };

  // Capture phase, before the player's own click handling: the click ending a drag that started
  // on the picture must not also play or pause the video.
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!options.closeOnBackdropClick) return;
    const target = event.target;
    if (target instanceof Element && target.closest('[data-lightbox-backdrop]') === target) {
      options.onRequestClose();
    }
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClickCapture, onClick };
}
