import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

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
