/**
 * Resolves in a later task, so the work after it starts a new task and the browser can paint
 * and answer taps in between. Lighthouse's Total Blocking Time counts the part of each task
 * over 50 ms: the same work in several short tasks blocks nothing.
 *
 * `scheduler.yield()` (Chromium 129+) resumes ahead of other queued work; elsewhere a
 * zero-delay timer does the same job a little later.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves when the browser is next idle (no task waiting, the frame drawn), or after `timeout`
 * ms at the latest: for work that may come late but must not stretch a task the visitor is
 * waiting on. Browsers without `requestIdleCallback` (Safari) wait one second.
 */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout });
    } else {
      setTimeout(resolve, 1000);
    }
  });
}
