/**
 * The memory behind the contact form's limit on posts (src/server/forgettingRateStore.ts): it
 * counts each address within its window, and forgets each one once that window has ended, even
 * if it never posts again, as the privacy notice's `address-minutes` says ("an hour at most").
 * The limit itself, over HTTP: contactRateLimit.node.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ForgettingRateStore } from './forgettingRateStore';

const HOUR = 3_600_000;

/** A store on a clock the test moves, and its `incr` as a promise. */
function storeAt(start: number) {
  let clock = start;
  const store = new ForgettingRateStore(undefined, () => clock);
  const incr = (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) =>
          error || !result ? reject(error ?? new Error('none')) : resolve(result),
        HOUR,
      ),
    );
  return { store, incr, advance: (ms: number) => (clock += ms) };
}

describe('the memory behind the limit on posts', () => {
  it('counts each address on its own, within its window, with the time left', async () => {
    const { incr, advance } = storeAt(0);
    expect(await incr('198.51.100.1')).toEqual({ current: 1, ttl: HOUR });
    advance(600_000);
    expect(await incr('198.51.100.1')).toEqual({ current: 2, ttl: HOUR - 600_000 });
    expect(await incr('198.51.100.2')).toEqual({ current: 1, ttl: HOUR });
  });

  it('starts again once the window has ended', async () => {
    const { incr, advance } = storeAt(0);
    await incr('198.51.100.1');
    await incr('198.51.100.1');
    advance(HOUR);
    expect(await incr('198.51.100.1')).toEqual({ current: 1, ttl: HOUR });
  });

  it('forgets an address once its window has ended, though it never posts again', async () => {
    const { store, incr, advance } = storeAt(0);
    await incr('198.51.100.1');
    advance(30 * 60_000);
    await incr('198.51.100.2');
    store.sweep();
    expect(store.size).toBe(2);
    advance(30 * 60_000);
    store.sweep();
    // The first address's hour is over: gone. The second's is not yet.
    expect(store.size).toBe(1);
    advance(30 * 60_000);
    store.sweep();
    expect(store.size).toBe(0);
  });

  it("gives each route's limit a store of its own, on the same clock", async () => {
    const { store, incr } = storeAt(0);
    await incr('198.51.100.1');
    const child = store.child();
    expect(child).not.toBe(store);
    const counted = await new Promise<{ current: number; ttl: number } | undefined>((resolve) =>
      child.incr('198.51.100.1', (_error, result) => resolve(result), HOUR, 10),
    );
    expect(counted).toEqual({ current: 1, ttl: HOUR });
  });
});
