import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, onIdle, whenIdle } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves only after the current task and its microtasks', async () => {
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    setTimeout(() => order.push('timer queued after'), 0);
    expect(order).toEqual([]);
    await waiting;
    expect(order.slice(0, 2)).toEqual(['microtask', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, at most the given time', async () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let resolved = false;
    const waiting = whenIdle(5000).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
    idle?.();
    await waiting;
    expect(resolved).toBe(true);
  });

  it('waits a second where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let resolved = false;
    const waiting = whenIdle(5000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(resolved).toBe(true);
  });

  it('waits the given fallback delay instead, when the caller names one', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let resolved = false;
    const waiting = whenIdle(2000, 200).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(resolved).toBe(true);
  });
});

describe('onIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does the work when the browser is idle, and nothing once cancelled (an effect undone)', () => {
    const callbacks = new Map<number, () => void>();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((callback: () => void) => {
        callbacks.set(callbacks.size + 1, callback);
        return callbacks.size;
      }),
    );
    vi.stubGlobal(
      'cancelIdleCallback',
      vi.fn((handle: number) => callbacks.delete(handle)),
    );
    const kept = vi.fn();
    const cancelled = vi.fn();
    onIdle(kept, 3000);
    const cancel = onIdle(cancelled, 3000);
    cancel();
    for (const callback of callbacks.values()) callback();
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('cancels the fallback delay too, where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const kept = vi.fn();
    const cancelled = vi.fn();
    onIdle(kept, 5000);
    const cancel = onIdle(cancelled, 5000);
    cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(kept).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
