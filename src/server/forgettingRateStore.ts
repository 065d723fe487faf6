/**
 * The memory behind the contact form's limit on posts of any outcome (@fastify/rate-limit, in
 * contact.ts): a count per client address per window, and each address forgotten once its window
 * has ended. The privacy notice says the address is remembered "for a short while, an hour at
 * most" (`address-minutes`, CONTACT_RATE_WINDOW_SECONDS at most 3600). The library's own memory
 * store is a least-recently-used list of 5000 addresses, which forgets one only when 5000 others
 * have come after it: on a quiet site, for as long as the service runs.
 *
 * It counts the way the library's store does for the options this site uses (no
 * `continueExceeding`, no `exponentialBackoff`): a fixed window from an address's first post.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface Count {
  current: number;
  startedAt: number;
  windowMs: number;
}

export class ForgettingRateStore implements FastifyRateLimitStore {
  private readonly counts = new Map<string, Count>();
  private readonly sweeper: NodeJS.Timeout;

  /** The library passes its options first (unused here); `now` is for tests. */
  constructor(
    _options?: unknown,
    private readonly now: () => number = Date.now,
  ) {
    // Once a minute, so that an address is gone at most a minute after its window, even if it
    // never posts again. Unreferenced: it never keeps the process alive.
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  incr(key: string, counted: Counted, timeWindow: number): void {
    const now = this.now();
    const count = this.counts.get(key);
    if (!count || count.startedAt + count.windowMs <= now) {
      this.counts.set(key, { current: 1, startedAt: now, windowMs: timeWindow });
      counted(null, { current: 1, ttl: timeWindow });
      return;
    }
    count.current += 1;
    counted(null, { current: count.current, ttl: count.startedAt + count.windowMs - now });
  }

  /** Each route's limit has a store of its own, as with the library's store. */
  child(): FastifyRateLimitStore {
    return new ForgettingRateStore(undefined, this.now);
  }

  /** Forgets every address whose window has ended. */
  sweep(): void {
    const now = this.now();
    for (const [key, { startedAt, windowMs }] of this.counts) {
      if (startedAt + windowMs <= now) this.counts.delete(key);
    }
  }

  /** How many addresses are remembered (for tests). */
  get size(): number {
    return this.counts.size;
  }
}
