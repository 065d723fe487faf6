/**
 * The carousel as a pure state machine: which slide is current, which slides are in the DOM,
 * and the interaction state (none, swipe, pull, animation) of docs/spec/lightbox-behaviour.md,
 * Model. No DOM, no timers: the component feeds it actions and the tests drive it directly.
 */

export type Interaction = 'none' | 'swipe' | 'pull' | 'animation';

export interface CarouselState {
  readonly index: number;
  readonly interaction: Interaction;
  /**
   * Counts slide changes since the lightbox opened. The live region speaks only when it grows,
   * so opening (already announced by the dialog's name) and re-renders stay silent.
   */
  readonly changes: number;
  /** Logical direction of the last move (+1 next, -1 previous), for the slide animation. */
  readonly direction: 1 | -1;
}

export type CarouselAction =
  | { readonly type: 'open'; readonly index: number }
  | {
      readonly type: 'navigate';
      readonly to: number;
      /** +1 or -1; not derivable from the indices when the carousel wraps. */
      readonly direction: 1 | -1;
      readonly animate: boolean;
    }
  | { readonly type: 'gesture'; readonly interaction: 'swipe' | 'pull' }
  | { readonly type: 'settle' }
  | { readonly type: 'settled' };

/** The index `delta` steps away, or null when a finite carousel has no slide there. */
export function stepIndex(
  current: number,
  delta: number,
  count: number,
  finite: boolean,
): number | null {
  if (count === 0) return null;
  const target = current + delta;
  if (finite) return target < 0 || target >= count ? null : target;
  return ((target % count) + count) % count;
}

/** Clamps an index (e.g. the `index` prop) into the slides. */
export function clampIndex(index: number, count: number): number {
  if (count === 0) return 0;
  return Math.min(Math.max(Math.trunc(index) || 0, 0), count - 1);
}

export interface WindowSlide {
  readonly index: number;
  /** Slots from the current slide: negative before it, positive after it. */
  readonly offset: number;
}

/**
 * The slides kept in the DOM: the current one and `preload` neighbours on each side. With few
 * slides each appears once (never a second copy of a video), nearest positions first.
 */
export function slideWindow(
  current: number,
  count: number,
  preload: number,
  finite: boolean,
): WindowSlide[] {
  if (count === 0) return [];
  const seen = new Set<number>([current]);
  const result: WindowSlide[] = [{ index: current, offset: 0 }];
  const reach = Math.max(0, Math.trunc(preload));
  for (let distance = 1; distance <= reach; distance += 1) {
    for (const offset of [distance, -distance]) {
      const index = stepIndex(current, offset, count, finite);
      if (index === null || seen.has(index)) continue;
      seen.add(index);
      result.push({ index, offset });
    }
  }
  return result.sort((a, b) => a.offset - b.offset);
}

export const initialCarouselState: CarouselState = {
  index: 0,
  interaction: 'none',
  changes: 0,
  direction: 1,
};

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'open':
      return { ...initialCarouselState, index: action.index };
    case 'navigate':
      if (action.to === state.index) return state;
      return {
        index: action.to,
        interaction: action.animate ? 'animation' : 'none',
        changes: state.changes + 1,
        direction: action.direction,
      };
    case 'gesture':
      return state.interaction === action.interaction
        ? state
        : { ...state, interaction: action.interaction };
    case 'settle':
      // A released gesture that did not change slide springs back: still an animation.
      return { ...state, interaction: 'animation' };
    case 'settled':
      return state.interaction === 'none' ? state : { ...state, interaction: 'none' };
  }
}
