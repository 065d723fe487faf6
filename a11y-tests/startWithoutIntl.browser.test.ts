/**
 * A page's start makes no `Intl` object. The first one a page makes loads the engine's locale
 * data: on a cheap phone (CPU 6x) one task of 120-280 ms, the longest of the contact page's start
 * when react-aria's locale module and the message counter's `Intl.Segmenter` ran there
 * (docs/performance.md, "The contact page's start"). Every `Intl` constructor and
 * `supportedLocalesOf` is watched from before the page's first script; the page is loaded,
 * hydrated and left idle; none may have been called. Later, at a visitor's first need (a
 * Submit, a dialog, the viewer), they may.
 */
import { describe, expect, it } from 'vitest';
import { languageRoutes } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** In the page, before its scripts: records each use of an `Intl` constructor. */
function watchIntl() {
  const used: string[] = [];
  Object.defineProperty(window, '__intlUsed', { value: used });
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = (Intl as unknown as Record<string, unknown>)[name];
    if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue;
    const Constructor = original as { new (...args: unknown[]): object } & Record<string, unknown>;
    const watched = new Proxy(Constructor, {
      construct(target, args, newTarget) {
        used.push(`new Intl.${name}`);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        used.push(`Intl.${name}()`);
        return Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args);
      },
      get(target, property, receiver) {
        if (property === 'supportedLocalesOf') used.push(`Intl.${name}.supportedLocalesOf`);
        return Reflect.get(target, property, receiver);
      },
    });
    Object.defineProperty(Intl, name, { value: watched, configurable: true, writable: true });
  }
}

// The pages whose start once made one, and one of each other kind, in both languages.
const watched = languageRoutes.filter(({ path }) =>
  ['/', '/contact', '/impact', '/about', '/privacy'].some(
    (route) => path === route || path === `/hi${route === '/' ? '' : route}`,
  ),
);

describe('a page’s start makes no Intl object', () => {
  it.each(watched)('$path', async ({ path }) => {
    const { page } = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(`globalThis.__name ??= (fn) => fn; (${watchIntl.toString()})();`);
    await site.visit(page, path);
    // The start's idle work (prefetches, the service worker) comes after hydration.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
    );
    const used = await page.evaluate(
      () => (window as unknown as { __intlUsed: string[] }).__intlUsed,
    );
    expect(used).toEqual([]);
    // The watch itself works: a use the test makes is seen.
    await page.evaluate(() => new Intl.NumberFormat('en').format(1));
    expect(
      await page.evaluate(() => (window as unknown as { __intlUsed: string[] }).__intlUsed),
    ).toEqual(['new Intl.NumberFormat']);
  });
});
