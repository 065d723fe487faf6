import { describe, expect, it } from 'vitest';
import { defaultRoutes, screenshotName, screenshotPlan } from './screenshotPlan';

describe('screenshotPlan', () => {
  it('takes every page at 1280, 390 and 320 px in light and dark by default', () => {
    const plan = screenshotPlan({ routes: ['/', '/impact'] });
    expect(plan).toHaveLength(2 * 3 * 2);
    expect(plan).toContainEqual({ route: '/impact', width: 320, scheme: 'dark' });
    expect(plan).toContainEqual({ route: '/', width: 1280, scheme: 'light' });
  });

  it('takes only what was asked for', () => {
    expect(screenshotPlan({ routes: ['/'], widths: [320], schemes: ['dark'] })).toEqual([
      { route: '/', width: 320, scheme: 'dark' },
    ]);
  });

  it('refuses a width or a scheme it cannot take', () => {
    expect(() => screenshotPlan({ routes: ['/'], widths: [Number('abc')] })).toThrow(/width/);
    expect(() => screenshotPlan({ routes: ['/'], schemes: ['sepia' as 'dark'] })).toThrow(/scheme/);
    expect(() => screenshotPlan({ routes: [] })).toThrow(/No pages/);
  });
});

describe('screenshotName', () => {
  it('names each picture by scheme, width and page', () => {
    expect(screenshotName({ route: '/', width: 1280, scheme: 'light' })).toBe(
      'light/1280/home.png',
    );
    expect(screenshotName({ route: '/hi/about', width: 320, scheme: 'dark' })).toBe(
      'dark/320/hi-about.png',
    );
  });
});

describe('defaultRoutes', () => {
  it("takes every page, then each language's not-found page, the first language's first", () => {
    expect(
      defaultRoutes(
        [{ url: '/' }, { url: '/about' }, { url: '/hi' }],
        // As dist/not-found.json lists them: the longest prefix first.
        [{ prefix: '/hi' }, { prefix: '' }],
        '/no-such-page',
      ),
    ).toEqual(['/', '/about', '/hi', '/no-such-page', '/hi/no-such-page']);
  });
});
