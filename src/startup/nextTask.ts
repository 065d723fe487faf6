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
 * Calls `work` when the browser is next idle (no task waiting, the frame drawn), or after
 * `timeout` ms at the latest: for work that may come late but must not stretch a task the
 * visitor is waiting on. Browsers without `requestIdleCallback` (Safari) cannot tell when they
 * are idle and wait `fallbackDelay` ms instead (a second unless the caller's work is wanted
 * sooner). Returns what cancels it: an effect's clean-up, so that nothing is fetched or set for
 * a component that is gone.
 */
export function onIdle(work: () => void, timeout: number, fallbackDelay = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, fallbackDelay);
  return () => clearTimeout(timer);
}

/** `onIdle` as a promise, for a chain of steps that is not undone (the app's start). */
export function whenIdle(timeout: number, fallbackDelay = 1000): Promise<void> {
  return new Promise((resolve) => {
    onIdle(resolve, timeout, fallbackDelay);
  });
}
