import { type Dispatch, type RefObject, useEffect, useRef } from 'react';
import type { CarouselAction } from './carousel';
import {
  initialWheelState,
  offsetDirection,
  wheelDeltaPx,
  wheelStep,
  wheelTimeout,
} from './gestures';
import type { GestureConfig } from './types';
import { useLatest } from './useLatest';
import type { Track } from './useTrack';

interface WheelOptions {
  dispatch: Dispatch<CarouselAction>;
  config: GestureConfig;
  swipe: number;
  rtl: boolean;
}

/** Whether `target` sits in a caption that can scroll vertically (a long description). */
function scrollsVertically(target: Element): boolean {
  const scroller = target.closest<HTMLElement>('[data-lightbox-scrollable]');
  return !!scroller && scroller.scrollHeight > scroller.clientHeight;
}

/**
 * The horizontal wheel and trackpad (docs/spec/lightbox-behaviour.md rules 16-18). The rules
 * live in gestures.ts (`wheelStep`); this hook listens, keeps its state and a timer that springs
 * an unfinished swipe back after `2 x swipe` ms without events.
 */
export function useWheelSwipe(
  targetRef: RefObject<HTMLElement | null>,
  track: Track,
  options: WheelOptions,
) {
  const wheel = useRef(initialWheelState);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const handler = useLatest((event: WheelEvent) => {
    const { dispatch, config, swipe, rtl } = options;
    // Ctrl + wheel (and trackpad pinch) is the browser's zoom: a visitor's tool, left alone.
    if (event.ctrlKey) return;
    // A long description scrolls with the wheel like any text.
    const vertical = Math.abs(event.deltaY) > Math.abs(event.deltaX);
    if (vertical && event.target instanceof Element && scrollsVertically(event.target)) return;
    // Neither the page behind nor the browser's history gesture may react.
    event.preventDefault();
    const width = track.width();
    const result = wheelStep(
      wheel.current,
      {
        deltaX: wheelDeltaPx(event.deltaX, event.deltaMode, width),
        deltaY: wheelDeltaPx(event.deltaY, event.deltaMode, width),
        now: Date.now(),
        width,
        animating: track.current().interaction === 'animation',
        canMove: track.canMove,
      },
      swipe,
      config,
    );
    wheel.current = result.state;
    const effect = result.effect;
    const armCancel = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const timeout = wheelTimeout(wheel.current, Date.now(), swipe);
        wheel.current = timeout.state;
        if (timeout.effect.type === 'cancel') track.springBack();
      }, 2 * swipe);
    };
    if (effect.type === 'start') {
      track.x.stop();
      dispatch({ type: 'gesture', interaction: 'swipe' });
      armCancel();
    } else if (effect.type === 'progress') {
      track.x.set(effect.offset);
      armCancel();
    } else if (effect.type === 'complete') {
      clearTimeout(timer.current);
      const direction = offsetDirection(effect.offset, rtl);
      if (!track.navigate(track.neighbour(direction), direction, effect.offset)) {
        track.springBack();
      }
    }
  });

  useEffect(() => {
    const element = targetRef.current;
    if (!element) return;
    // Not React's onWheel: React listens passively, and preventDefault needs an active listener.
    const listener = (event: WheelEvent) => handler.current(event);
    element.addEventListener('wheel', listener, { passive: false });
    return () => {
      element.removeEventListener('wheel', listener);
      clearTimeout(timer.current);
    };
  }, [targetRef, handler]);
}
