import type { Page } from 'playwright-core';

/**
 * Records every layout shift of the page's next documents from their first byte (the observer
 * is added before any of the page's own script; `buffered` takes the shifts before it too).
 * Read them with `layoutShifts`. Scrolling is not input: a shift it causes counts.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The value of each layout shift recorded so far, in order. */
export function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}
