/**
 * The pointer and wheel rules (docs/spec/lightbox-behaviour.md rules 12-18) as pure functions
 * of numbers and times, so each threshold is tested without a browser. Offsets are physical px
 * (positive = content moved right); `rtl` turns them into logical directions.
 */
import { lightboxDefaults } from './defaults';
import type { GestureConfig } from './types';

/** The gesture numbers' defaults (from `lightboxDefaults`), for the rules' default argument. */
export const defaultGestureConfig: GestureConfig = lightboxDefaults.gestures;

export type PointerGesture = 'swipe' | 'pull';

/**
 * Which gesture a pointer travel starts: none until it passes `startDistance`; then the dominant
 * axis decides. A vertical travel is a pull only in an enabled direction (down is positive).
 */
export function classifyPointer(
  dx: number,
  dy: number,
  options: { pullDown: boolean; pullUp: boolean },
  config: GestureConfig = defaultGestureConfig,
): PointerGesture | null {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax > ay) return ax > config.startDistance ? 'swipe' : null;
  if (ay <= config.startDistance) return null;
  if ((dy > 0 && options.pullDown) || (dy < 0 && options.pullUp)) return 'pull';
  return null;
}

/** Logical step of a physical offset: dragging right shows the previous slide (next in RTL). */
export function offsetDirection(offset: number, rtl: boolean): 1 | -1 {
  const towardsPrevious = offset > 0;
  return towardsPrevious !== rtl ? -1 : 1;
}

/**
 * Whether a released swipe completes: past `swipeRatio` of the width, or past the quick distance
 * when released within `swipeMs` of the gesture's start.
 */
export function swipeCompletes(
  offset: number,
  elapsedMs: number,
  width: number,
  swipeMs: number,
  config: GestureConfig = defaultGestureConfig,
): boolean {
  const distance = Math.abs(offset);
  return (
    distance > config.swipeRatio * width ||
    (distance > config.quickSwipeDistance && elapsedMs < swipeMs)
  );
}

/** Opacity during a pull: 1 - 0.5 x distance / 60, never below 0.5 (with the defaults). */
export function pullOpacity(
  distance: number,
  config: GestureConfig = defaultGestureConfig,
): number {
  const fade = ((1 - config.pullMinOpacity) * Math.abs(distance)) / config.pullDistance;
  return Math.max(config.pullMinOpacity, 1 - fade);
}

export function pullCloses(
  distance: number,
  config: GestureConfig = defaultGestureConfig,
): boolean {
  return Math.abs(distance) > config.pullDistance;
}

/** A spacing prop (`'30%'`, `'24px'` or a number of px) in px for a given width. */
export function spacingPx(spacing: number | string, width: number): number {
  if (typeof spacing === 'number') return spacing;
  const value = Number.parseFloat(spacing);
  if (Number.isNaN(value)) return 0;
  return spacing.trim().endsWith('%') ? (value / 100) * width : value;
}

// --- Wheel --------------------------------------------------------------------------------

export interface WheelState {
  /** Horizontal deltas added up before a swipe starts. */
  readonly buildUp: number;
  readonly buildUpAt: number;
  /** The wheel swipe under way, or null. */
  readonly swipe: { readonly offset: number; readonly lastAt: number } | null;
  /** The delta of the last momentum (or completing) event; 0 when none. */
  readonly momentum: number;
  readonly momentumAt: number;
}

export const initialWheelState: WheelState = {
  buildUp: 0,
  buildUpAt: 0,
  swipe: null,
  momentum: 0,
  momentumAt: 0,
};

export type WheelEffect =
  | { readonly type: 'ignore' }
  | { readonly type: 'swallow' }
  | { readonly type: 'build' }
  | { readonly type: 'start' }
  | { readonly type: 'progress'; readonly offset: number }
  | { readonly type: 'complete'; readonly offset: number }
  | { readonly type: 'cancel' };

export interface WheelInput {
  /** Horizontal delta in px, already normalised from lines or pages. */
  readonly deltaX: number;
  readonly deltaY: number;
  readonly now: number;
  readonly width: number;
  /** A slide move is animating: its trailing wheel events are momentum. */
  readonly animating: boolean;
  /** Whether a move in the physical direction of this delta is possible (finite ends). */
  readonly canMove: (offset: number) => boolean;
}

/**
 * One wheel event. The build-up is dropped after `swipeMs` without events, an unfinished swipe
 * after twice that (see `wheelTimeout`), and momentum after `momentumResetMs`: in both
 * directions, where YARL forgets only positive deltas and so swallows a later leftward flick.
 */
export function wheelStep(
  state: WheelState,
  input: WheelInput,
  swipeMs: number,
  config: GestureConfig = defaultGestureConfig,
): { state: WheelState; effect: WheelEffect } {
  const { deltaX, deltaY, now, width } = input;
  if (Math.abs(deltaY) > Math.abs(deltaX) || deltaX === 0) {
    return { state, effect: { type: 'ignore' } };
  }
  let next: WheelState = state;
  if (next.momentum !== 0 && now - next.momentumAt >= config.momentumResetMs) {
    next = { ...next, momentum: 0 };
  }
  if (next.swipe && now - next.swipe.lastAt >= 2 * swipeMs) {
    next = { ...next, swipe: null };
  }

  if (input.animating) {
    return { state: { ...next, momentum: deltaX, momentumAt: now }, effect: { type: 'swallow' } };
  }

  if (!next.swipe) {
    if (
      next.momentum !== 0 &&
      Math.abs(deltaX) <= config.momentumFactor * Math.abs(next.momentum)
    ) {
      return { state: { ...next, momentum: deltaX, momentumAt: now }, effect: { type: 'swallow' } };
    }
    const previous = now - next.buildUpAt >= swipeMs ? 0 : next.buildUp;
    const buildUp = previous + deltaX;
    // The offset the content would move by is the opposite of the scroll delta.
    if (!input.canMove(-buildUp)) {
      return { state: { ...next, buildUp: 0 }, effect: { type: 'ignore' } };
    }
    if (Math.abs(buildUp) > config.wheelStartDistance) {
      return {
        state: { ...next, buildUp: 0, momentum: 0, swipe: { offset: 0, lastAt: now } },
        effect: { type: 'start' },
      };
    }
    return { state: { ...next, buildUp, buildUpAt: now }, effect: { type: 'build' } };
  }

  const raw = next.swipe.offset - deltaX;
  const offset = Math.sign(raw) * Math.min(Math.abs(raw), width);
  if (Math.abs(offset) > config.wheelRatio * width) {
    return {
      state: { ...next, swipe: null, momentum: deltaX, momentumAt: now },
      effect: { type: 'complete', offset },
    };
  }
  return {
    state: { ...next, swipe: { offset, lastAt: now } },
    effect: { type: 'progress', offset },
  };
}

/** Called by a timer `2 x swipeMs` after the last wheel event: an unfinished swipe springs back. */
export function wheelTimeout(
  state: WheelState,
  now: number,
  swipeMs: number,
): { state: WheelState; effect: WheelEffect } {
  if (state.swipe && now - state.swipe.lastAt >= 2 * swipeMs) {
    return { state: { ...state, swipe: null }, effect: { type: 'cancel' } };
  }
  return { state, effect: { type: 'ignore' } };
}

/** Wheel deltas in px: Firefox may report lines (deltaMode 1) or pages (2). */
export function wheelDeltaPx(delta: number, deltaMode: number, pageSize: number): number {
  if (deltaMode === 1) return delta * 16;
  if (deltaMode === 2) return delta * pageSize;
  return delta;
}
