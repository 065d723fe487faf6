/**
 * The shared tab of the browser tests (`site.sharedTab`, src/testing/browser/withSite.ts): many
 * checks share one tab for speed, so a visit must keep nothing of the one before it: not the
 * document, not where focus was, not a cookie or anything stored. If this fails, every check
 * that uses it may be reading what an earlier test left behind.
 */
import { describe, expect, it } from 'vitest';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

describe('site.sharedTab', () => {
  it('is the same tab each time, with nothing left of the last visit', async () => {
    const first = await site.sharedTab('/about');
    await first.page.evaluate(() => {
      document.cookie = 'left-behind=1; path=/';
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
      (window as unknown as { leftBehind?: boolean }).leftBehind = true;
    });
    await first.page.keyboard.press('Tab');
    expect(await first.page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    const cookiesOf = async () =>
      Object.fromEntries(
        (await first.page.context().cookies()).map((cookie) => [cookie.name, cookie.value]),
      );
    const before = await cookiesOf();
    expect(before['left-behind']).toBe('1');

    const second = await site.sharedTab('/about');
    expect(second.page).toBe(first.page);
    // Only what the service set for this visit: its own XSRF cookie, a new one.
    const after = await cookiesOf();
    expect(after['left-behind']).toBeUndefined();
    expect(Object.keys(after)).toEqual(
      Object.keys(before).filter((name) => name !== 'left-behind'),
    );
    for (const name of Object.keys(after)) expect(after[name]).not.toBe(before[name]);
    expect(
      await second.page.evaluate(() => ({
        local: localStorage.getItem('left-behind'),
        session: sessionStorage.getItem('left-behind'),
        leftBehind: (window as unknown as { leftBehind?: boolean }).leftBehind ?? null,
        focused: document.activeElement?.tagName,
      })),
    ).toEqual({ local: null, session: null, leftBehind: null, focused: 'BODY' });
    // The first Tab starts from the top of the new document again: the skip link.
    await second.page.keyboard.press('Tab');
    expect(await second.page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
      '#main',
    );
  });

  it('gives each visit its own console reports', async () => {
    const first = await site.sharedTab('/about');
    await first.page.evaluate(() => console.error('from the first visit'));
    expect(first.problems).toEqual(['error: from the first visit']);
    const second = await site.sharedTab('/');
    expect(second.problems).toEqual([]);
  });
});
