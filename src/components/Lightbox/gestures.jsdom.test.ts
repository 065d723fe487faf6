import { describe, expect, it } from 'vitest';
import {
  classifyPointer,
  defaultGestureConfig,
  initialWheelState,
  offsetDirection,
  pullCloses,
  pullOpacity,
  spacingPx,
  swipeCompletes,
  wheelDeltaPx,
  wheelStep,
  wheelTimeout,
  type WheelState,
} from './gestures';

const both = { pullDown: true, pullUp: true };
const none = { pullDown: false, pullUp: false };

describe('classifyPointer (docs/spec/lightbox-behaviour.md rule 12)', () => {
  it('starts nothing up to 30 px of travel', () => {
    expect(classifyPointer(30, 0, both)).toBeNull();
    expect(classifyPointer(0, -30, both)).toBeNull();
  });

  it('starts a swipe past 30 px when horizontal dominates', () => {
    expect(classifyPointer(31, 0, none)).toBe('swipe');
    expect(classifyPointer(-31, 30, none)).toBe('swipe');
  });

  it('starts a pull past 30 px vertically only in an enabled direction', () => {
    expect(classifyPointer(0, 31, { pullDown: true, pullUp: false })).toBe('pull');
    expect(classifyPointer(0, -31, { pullDown: true, pullUp: false })).toBeNull();
    expect(classifyPointer(0, -31, { pullDown: false, pullUp: true })).toBe('pull');
    expect(classifyPointer(10, 31, none)).toBeNull();
  });

  it('follows the configured distance', () => {
    expect(classifyPointer(11, 0, none, { ...defaultGestureConfig, startDistance: 10 })).toBe(
      'swipe',
    );
  });
});

describe('swipeCompletes (docs/spec/lightbox-behaviour.md rule 13)', () => {
  it('completes past 30 % of the width', () => {
    expect(swipeCompletes(301, 2000, 1000, 500)).toBe(true);
    expect(swipeCompletes(-301, 2000, 1000, 500)).toBe(true);
    expect(swipeCompletes(300, 2000, 1000, 500)).toBe(false);
  });

  it('completes past 5 px only within the swipe time', () => {
    expect(swipeCompletes(6, 499, 1000, 500)).toBe(true);
    expect(swipeCompletes(6, 500, 1000, 500)).toBe(false);
    expect(swipeCompletes(5, 100, 1000, 500)).toBe(false);
  });
});

describe('offsetDirection', () => {
  it('drags right to the previous slide, or to the next in RTL', () => {
    expect(offsetDirection(50, false)).toBe(-1);
    expect(offsetDirection(-50, false)).toBe(1);
    expect(offsetDirection(50, true)).toBe(1);
    expect(offsetDirection(-50, true)).toBe(-1);
  });
});

describe('pull (docs/spec/lightbox-behaviour.md rule 14)', () => {
  it('fades as 1 - 0.5 x distance / 60, never below 0.5', () => {
    expect(pullOpacity(0)).toBe(1);
    expect(pullOpacity(30)).toBe(0.75);
    expect(pullOpacity(-30)).toBe(0.75);
    expect(pullOpacity(60)).toBe(0.5);
    expect(pullOpacity(600)).toBe(0.5);
  });

  it('closes past 60 px', () => {
    expect(pullCloses(60)).toBe(false);
    expect(pullCloses(61)).toBe(true);
    expect(pullCloses(-61)).toBe(true);
  });
});

describe('spacingPx', () => {
  it('reads percentages of the width and px', () => {
    expect(spacingPx('30%', 1000)).toBe(300);
    expect(spacingPx(24, 1000)).toBe(24);
    expect(spacingPx('24px', 1000)).toBe(24);
    expect(spacingPx('nonsense', 1000)).toBe(0);
  });
});

describe('wheelStep (docs/spec/lightbox-behaviour.md rules 16-18)', () => {
  const width = 1000;
  const swipe = 500;
  /** Runs a sequence of [deltaX, at ms] events and returns every effect. */
  function run(events: [number, number, number?][], state: WheelState = initialWheelState) {
    const effects: string[] = [];
    let current = state;
    for (const [deltaX, now, deltaY = 0] of events) {
      const result = wheelStep(
        current,
        { deltaX, deltaY, now, width, animating: false, canMove: () => true },
        swipe,
      );
      current = result.state;
      effects.push(result.effect.type);
    }
    return { effects, state: current };
  }

  it('ignores mostly vertical events', () => {
    expect(run([[10, 0, 50]]).effects).toEqual(['ignore']);
  });

  it('builds up to more than 30 px, then swipes and completes past 20 % of the width', () => {
    const { effects } = run([
      [15, 0],
      [15, 10],
      [1, 20],
      [100, 30],
      [100, 40],
      [1, 50],
    ]);
    expect(effects).toEqual(['build', 'build', 'start', 'progress', 'progress', 'complete']);
  });

  it('drops the build-up after 500 ms without events', () => {
    expect(
      run([
        [20, 0],
        [20, 499],
      ]).effects,
    ).toEqual(['build', 'start']);
    expect(
      run([
        [20, 0],
        [20, 500],
      ]).effects,
    ).toEqual(['build', 'build']);
  });

  it('cancels an unfinished swipe 1000 ms after its last event', () => {
    const { state } = run([
      [31, 0],
      [100, 10],
    ]);
    expect(wheelTimeout(state, 1009, swipe).effect.type).toBe('ignore');
    const timedOut = wheelTimeout(state, 1010, swipe);
    expect(timedOut.effect.type).toBe('cancel');
    expect(timedOut.state.swipe).toBeNull();
  });

  it('clamps the swipe offset to the width', () => {
    const { state } = run([[31, 0]]);
    const result = wheelStep(
      state,
      { deltaX: 5000, deltaY: 0, now: 1, width: 100_000, animating: false, canMove: () => true },
      swipe,
    );
    expect(result.effect).toEqual({ type: 'progress', offset: -5000 });
    const clamped = wheelStep(
      state,
      { deltaX: 5000, deltaY: 0, now: 1, width, animating: false, canMove: () => true },
      swipe,
    );
    expect(clamped.effect).toEqual({ type: 'complete', offset: -1000 });
  });

  it('swallows trailing events up to 1.2 x the last, and takes a larger one as a new intent', () => {
    const done = run([
      [31, 0],
      [201, 10],
    ]);
    const tail = run(
      [
        [241, 60],
        [200, 110],
        [241, 160],
      ],
      done.state,
    );
    expect(tail.effects).toEqual(['swallow', 'swallow', 'start']);
  });

  it('forgets momentum 300 ms after the last swallowed event', () => {
    const done = run([
      [31, 0],
      [201, 10],
    ]);
    expect(run([[100, 309]], done.state).effects).toEqual(['swallow']);
    expect(run([[100, 310]], done.state).effects).toEqual(['start']);
  });

  it('forgets negative momentum as well (the YARL bug not copied)', () => {
    const done = run([
      [-31, 0],
      [-201, 10],
    ]);
    expect(done.state.momentum).toBe(-201);
    expect(run([[-100, 309]], done.state).effects).toEqual(['swallow']);
    expect(run([[-100, 310]], done.state).effects).toEqual(['start']);
  });

  it('swallows everything while a slide animates', () => {
    const result = wheelStep(
      initialWheelState,
      { deltaX: 500, deltaY: 0, now: 0, width, animating: true, canMove: () => true },
      swipe,
    );
    expect(result.effect.type).toBe('swallow');
    expect(result.state.momentum).toBe(500);
  });

  it('ignores a build-up towards a missing neighbour', () => {
    const result = wheelStep(
      initialWheelState,
      { deltaX: 50, deltaY: 0, now: 0, width, animating: false, canMove: () => false },
      swipe,
    );
    expect(result.effect.type).toBe('ignore');
  });

  it('turns lines and pages into px', () => {
    expect(wheelDeltaPx(3, 1, 800)).toBe(48);
    expect(wheelDeltaPx(1, 2, 800)).toBe(800);
    expect(wheelDeltaPx(7, 0, 800)).toBe(7);
  });
});
