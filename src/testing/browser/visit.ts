import type { Page, Response } from 'playwright-core';

/**
 * Loads a page and waits until React has hydrated it. The prerendered HTML looks complete before
 * that, but its buttons do nothing yet: a test that presses one too early would be flaky. React
 * marks every element it has taken over with a `__reactProps$…` key; the page's h1 (inside the
 * lazy route's Suspense boundary, so the last part to hydrate) having one means the page works.
 * If that never happens, the error says which requests failed (a script chunk missing because
 * dist/ was rebuilt meanwhile, say), not just "timeout".
 */
/**
 * In the page: whether React has taken over the page's h1 (inside the lazy route's Suspense
 * boundary, so the last part to hydrate).
 */
export function pageIsHydrated(): boolean {
  const heading = document.querySelector('#main h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactProps'));
}

/** Whether React has hydrated the page yet. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(pageIsHydrated);
}

export async function visit(page: Page, url: string): Promise<Response | null> {
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && response.url() !== url) {
      failed.push(`${response.status()} ${response.url()}`);
    }
  };
  const onPageError = (error: Error) => failed.push(`page error: ${error.message}`);
  const onRequestFailed = (request: {
    url: () => string;
    failure: () => { errorText: string } | null;
  }) => failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  page.on('response', onResponse);
  page.on('requestfailed', onRequestFailed);
  page.on('pageerror', onPageError);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    await page
      .waitForFunction(
        pageIsHydrated,
        undefined,
        // Polled on a timer, not on animation frames, which Chromium may hold back.
        { timeout: 30_000, polling: 100 },
      )
      .catch(async (error: unknown) => {
        const state = await page
          .evaluate(() => ({
            h1: document.querySelectorAll('#main h1').length,
            readyState: document.readyState,
          }))
          .catch(() => null);
        throw new Error(
          `${url} (status ${response?.status()}) did not hydrate within 30 s. Page: ${JSON.stringify(
            state,
          )}. Problems: ${failed.join(', ') || 'none'}`,
          { cause: error },
        );
      });
    return response;
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onRequestFailed);
    page.off('pageerror', onPageError);
  }
}
