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
