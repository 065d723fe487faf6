import { describe, expect, it } from 'vitest';
import {
  carouselReducer,
  clampIndex,
  initialCarouselState,
  slideWindow,
  stepIndex,
} from './carousel';

describe('stepIndex (docs/spec/lightbox-behaviour.md rule 10)', () => {
  it('wraps at both ends when infinite', () => {
    expect(stepIndex(5, 1, 6, false)).toBe(0);
    expect(stepIndex(0, -1, 6, false)).toBe(5);
    expect(stepIndex(2, 1, 6, false)).toBe(3);
  });

  it('has no move before the first or after the last when finite', () => {
    expect(stepIndex(5, 1, 6, true)).toBeNull();
    expect(stepIndex(0, -1, 6, true)).toBeNull();
    expect(stepIndex(0, 1, 6, true)).toBe(1);
  });

  it('has nowhere to go without slides', () => {
    expect(stepIndex(0, 1, 0, false)).toBeNull();
  });
});

describe('clampIndex', () => {
  it('keeps the index prop inside the slides', () => {
    expect(clampIndex(9, 6)).toBe(5);
    expect(clampIndex(-2, 6)).toBe(0);
    expect(clampIndex(Number.NaN, 6)).toBe(0);
  });
});

describe('slideWindow (docs/spec/lightbox-behaviour.md rule 11)', () => {
  const indexes = (window: ReturnType<typeof slideWindow>) => window.map((s) => s.index);

  it('holds the current slide and `preload` neighbours on each side', () => {
    expect(slideWindow(3, 6, 1, false)).toEqual([
      { index: 2, offset: -1 },
      { index: 3, offset: 0 },
      { index: 4, offset: 1 },
    ]);
    expect(indexes(slideWindow(3, 10, 2, false))).toEqual([1, 2, 3, 4, 5]);
  });

  it('wraps the neighbours when infinite', () => {
    expect(slideWindow(0, 6, 2, false)).toEqual([
      { index: 4, offset: -2 },
      { index: 5, offset: -1 },
      { index: 0, offset: 0 },
      { index: 1, offset: 1 },
      { index: 2, offset: 2 },
    ]);
  });

  it('holds fewer at the ends of a finite carousel', () => {
    expect(indexes(slideWindow(0, 6, 2, true))).toEqual([0, 1, 2]);
    expect(indexes(slideWindow(5, 6, 2, true))).toEqual([3, 4, 5]);
  });

  it('never holds a slide twice when there are few', () => {
    expect(indexes(slideWindow(0, 3, 2, false))).toEqual([2, 0, 1]);
    expect(indexes(slideWindow(0, 2, 2, false))).toEqual([0, 1]);
    expect(indexes(slideWindow(0, 1, 2, false))).toEqual([0]);
    expect(slideWindow(0, 0, 2, false)).toEqual([]);
  });

  it('holds only the current slide with preload 0', () => {
    expect(indexes(slideWindow(4, 6, 0, false))).toEqual([4]);
  });
});

describe('carouselReducer (interaction states of docs/spec/lightbox-behaviour.md, Model)', () => {
  it('opens at an index with no interaction and no changes', () => {
    const state = carouselReducer(
      { ...initialCarouselState, index: 2, changes: 4 },
      {
        type: 'open',
        index: 5,
      },
    );
    expect(state).toEqual({ index: 5, interaction: 'none', changes: 0, direction: 1 });
  });

  it('counts each change and animates it', () => {
    const moved = carouselReducer(initialCarouselState, {
      type: 'navigate',
      to: 5,
      direction: -1,
      animate: true,
    });
    expect(moved).toEqual({ index: 5, interaction: 'animation', changes: 1, direction: -1 });
    expect(carouselReducer(moved, { type: 'navigate', to: 5, direction: 1, animate: true })).toBe(
      moved,
    );
  });

  it('goes none -> swipe or pull -> animation -> none', () => {
    const swipe = carouselReducer(initialCarouselState, { type: 'gesture', interaction: 'swipe' });
    expect(swipe.interaction).toBe('swipe');
    const settling = carouselReducer(swipe, { type: 'settle' });
    expect(settling.interaction).toBe('animation');
    expect(carouselReducer(settling, { type: 'settled' }).interaction).toBe('none');
    const pull = carouselReducer(initialCarouselState, { type: 'gesture', interaction: 'pull' });
    expect(pull.interaction).toBe('pull');
  });

  it('jumps without animation when asked (the index prop moved)', () => {
    const state = carouselReducer(initialCarouselState, {
      type: 'navigate',
      to: 3,
      direction: 1,
      animate: false,
    });
    expect(state.interaction).toBe('none');
    expect(state.changes).toBe(1);
  });
});
