import { animate, type MotionValue, useMotionValue } from 'framer-motion';
import {
  type Dispatch,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { type CarouselAction, type CarouselState, stepIndex } from './carousel';
import { offsetDirection, spacingPx } from './gestures';
import { useLatest } from './useLatest';

export interface Track {
  readonly x: MotionValue<number>;
  readonly y: MotionValue<number>;
  readonly opacity: MotionValue<number>;
  /** The carousel state now (not as of the last render). */
  current(): CarouselState;
  /** The slide `direction` steps away, or null at a finite end. */
  neighbour(direction: 1 | -1): number | null;
  /** Whether a physical offset (positive = content moved right) points to a slide. */
  canMove(offset: number): boolean;
  /** The stage width in px, read when needed (no layout reads on render). */
  width(): number;
  /**
   * Goes to `target`, animating from where the eye saw the slides (`from` px of drag).
   * False when there is nowhere to go.
   */
  navigate(target: number | null, direction: 1 | -1, from?: number): boolean;
  /** Straight to `target`, without the glide: the page moved the `index` prop. */
  jump(target: number): void;
  /** A released gesture that did not change slide glides back to rest. */
  springBack(): void;
}

interface TrackOptions {
  /** The element that moves: slides sit on it in CSS slots. */
  trackRef: RefObject<HTMLElement | null>;
  state: CarouselState;
  dispatch: Dispatch<CarouselAction>;
  stageRef: RefObject<HTMLElement | null>;
  count: number;
  finite: boolean;
  rtl: boolean;
  spacing: number | string;
  /** Slide move time in ms; 0 under reduced motion. */
  moveMs: number;
}

/**
 * Writes the three motion values to the track element on every change, synchronously: a drag
 * shows on the very next paint, and the tests read exactly what the visitor sees.
 */
function useWrittenToTrack(
  trackRef: RefObject<HTMLElement | null>,
  x: MotionValue<number>,
  y: MotionValue<number>,
  opacity: MotionValue<number>,
) {
  useLayoutEffect(() => {
    const element = trackRef.current;
    if (!element) return;
    const write = () => {
      const dx = x.get();
      const dy = y.get();
      element.style.transform = dx || dy ? `translate3d(${dx}px, ${dy}px, 0)` : '';
      element.style.opacity = opacity.get() === 1 ? '' : String(opacity.get());
    };
    write();
    const stops = [x, y, opacity].map((value) => value.on('change', write));
    return () => stops.forEach((stop) => stop());
  }, [trackRef, x, y, opacity]);
}

/**
 * The interaction state returns to none `ms` after a move or a spring-back starts, by timer, so
 * it holds even where nothing animates. A new move restarts the wait; unmounting cancels it.
 */
function useSettleTimer(dispatch: Dispatch<CarouselAction>) {
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settleAfter = useCallback(
    (ms: number) => {
      clearTimeout(settleTimer.current);
      settleTimer.current = setTimeout(() => dispatch({ type: 'settled' }), ms);
    },
    [dispatch],
  );
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  return settleAfter;
}

interface SlideMoveOptions {
  trackRef: RefObject<HTMLElement | null>;
  stateRef: RefObject<CarouselState>;
  /** Changes with every move: the new slide is in place. */
  changes: number;
  dispatch: Dispatch<CarouselAction>;
  width: () => number;
  rtl: boolean;
  spacing: number | string;
  moveMs: number;
  x: MotionValue<number>;
  y: MotionValue<number>;
  opacity: MotionValue<number>;
  settleAfter: (ms: number) => void;
}

/**
 * Moves to another slide: `navigate` glides there from where the eye saw the slides, `jump`
 * goes straight there. Either first takes focus out of the slide being left.
 */
function useSlideMoves({
  trackRef,
  stateRef,
  changes,
  dispatch,
  width,
  rtl,
  spacing,
  moveMs,
  x,
  y,
  opacity,
  settleAfter,
}: SlideMoveOptions) {
  // The slide being left turns inert and aria-hidden in the next commit. Focus inside it (the
  // player, after a press on its picture) goes to the dialog first: left there, it would sit for
  // a moment inside a hidden element, which Chromium refuses to hide from a screen reader
  // ("Blocked aria-hidden"), before `inert` dropped it. The dialog is where the lost focus would
  // have been put back anyway (its onBlur).
  const releaseFocus = useCallback(() => {
    const track = trackRef.current;
    if (track?.contains(document.activeElement)) {
      track.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true });
    }
  }, [trackRef]);

  const pendingMove = useRef<{ direction: 1 | -1; from: number } | null>(null);
  const navigate = useCallback(
    (target: number | null, direction: 1 | -1, from = 0) => {
      if (target === null || target === stateRef.current.index) return false;
      releaseFocus();
      pendingMove.current = { direction, from };
      dispatch({ type: 'navigate', to: target, direction, animate: true });
      return true;
    },
    [dispatch, stateRef, releaseFocus],
  );

  const jump = useCallback(
    (target: number) => {
      const from = stateRef.current.index;
      if (target === from) return;
      releaseFocus();
      dispatch({ type: 'navigate', to: target, direction: target > from ? 1 : -1, animate: false });
    },
    [dispatch, stateRef, releaseFocus],
  );

  // After the new slide is in place (the CSS slots moved by one), start the track where the
  // eye saw it and glide to rest: one continuous move, or none under reduced motion.
  useLayoutEffect(() => {
    const move = pendingMove.current;
    if (!move) return;
    pendingMove.current = null;
    const w = width();
    const slot = w + spacingPx(spacing, w);
    y.set(0);
    opacity.set(1);
    if (moveMs === 0) {
      x.set(0);
    } else {
      x.jump(move.from + move.direction * (rtl ? -1 : 1) * slot);
      animate(x, 0, { duration: moveMs / 1000, ease: [0.2, 0, 0, 1] });
    }
    settleAfter(moveMs);
  }, [changes, width, spacing, rtl, moveMs, x, y, opacity, settleAfter]);

  return { navigate, jump };
}

/**
 * The moving part of the carousel. Three motion values (x, y, opacity) drive the track; they
 * are written to the element on every change, synchronously, rather than through an
 * `<m.div style>`: a drag shows on the very next paint and the tests read exactly what the
 * visitor sees. framer-motion's `animate` drives the same values for spring-backs and slide
 * moves, and the interaction state returns to none after `moveMs` by timer, so it holds even
 * where nothing animates.
 */
export function useTrack({
  trackRef,
  state,
  dispatch,
  stageRef,
  count,
  finite,
  rtl,
  spacing,
  moveMs,
}: TrackOptions): Track {
  const x = useMotionValue(0);
  const y = useMotionValue(0);
  const opacity = useMotionValue(1);
  const stateRef = useLatest(state);
  useWrittenToTrack(trackRef, x, y, opacity);

  const width = useCallback(() => stageRef.current?.clientWidth ?? 0, [stageRef]);
  const current = useCallback(() => stateRef.current, [stateRef]);
  const neighbour = useCallback(
    (direction: 1 | -1) => stepIndex(stateRef.current.index, direction, count, finite),
    [stateRef, count, finite],
  );
  const canMove = useCallback(
    (offset: number) => count > 1 && neighbour(offsetDirection(offset, rtl)) !== null,
    [count, neighbour, rtl],
  );

  const settleAfter = useSettleTimer(dispatch);
  const springBack = useCallback(() => {
    dispatch({ type: 'settle' });
    if (moveMs === 0) {
      x.set(0);
      y.set(0);
      opacity.set(1);
    } else {
      const transition = { duration: moveMs / 1000, ease: 'easeOut' } as const;
      animate(x, 0, transition);
      animate(y, 0, transition);
      animate(opacity, 1, transition);
    }
    settleAfter(moveMs);
  }, [dispatch, moveMs, x, y, opacity, settleAfter]);

  const { navigate, jump } = useSlideMoves({
    trackRef,
    stateRef,
    changes: state.changes,
    dispatch,
    width,
    rtl,
    spacing,
    moveMs,
    x,
    y,
    opacity,
    settleAfter,
  });

  return { x, y, opacity, current, neighbour, canMove, width, navigate, jump, springBack };
}
