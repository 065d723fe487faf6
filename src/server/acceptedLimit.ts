/**
 * CONTACT_RATE_MAX as documented: enquiries *accepted* (stored) per client IP per window. A post
 * that is refused (a mistyped address, a missing message) stores nothing and costs no room, so a
 * visitor who corrects a mistake twice, or a village behind one carrier-grade NAT address, keeps
 * the whole allowance. (Posts of any outcome have their own, much higher, limit in contact.ts.)
 *
 * A sliding window: each IP keeps the times of its accepted enquiries within the window, at most
 * `max` of them; an IP is forgotten once its last one is older than the window. Memory only: IPs
 * are personal data and are never written anywhere.
 *
 * The owner's inbox uses the same window for wrong passphrases per IP (src/server/inbox/routes.ts).
 */
export class AcceptedLimit {
  private readonly accepted = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  /** The times still inside the window, oldest first (older ones are dropped from the front). */
  private recent(key: string): number[] {
    const times = this.accepted.get(key) ?? [];
    const since = this.now() - this.windowMs;
    let expired = 0;
    while (expired < times.length && (times[expired] ?? Infinity) <= since) expired += 1;
    if (expired > 0) times.splice(0, expired);
    if (times.length === 0) this.accepted.delete(key);
    return times;
  }

  /** Seconds until `key` may have another enquiry accepted; 0 when it may now. */
  retryAfter(key: string): number {
    const times = this.recent(key);
    if (times.length < this.max) return 0;
    const oldest = times[times.length - this.max] ?? this.now();
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000));
  }

  /** Counts one accepted enquiry of `key`. */
  record(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    if (times.length > this.max) times.splice(0, times.length - this.max);
    this.accepted.set(key, times);
  }

  /** How many more `key` may have recorded within the window now. */
  remaining(key: string): number {
    return Math.max(0, this.max - this.recent(key).length);
  }

  /** Forgets everything recorded for `key` (the inbox: a right passphrase clears the failures). */
  clear(key: string): void {
    this.accepted.delete(key);
  }

  /** Forgets the IPs whose enquiries have all left the window. */
  sweep(): void {
    for (const key of [...this.accepted.keys()]) this.recent(key);
  }

  /** How many IPs are remembered (for tests). */
  get size(): number {
    return this.accepted.size;
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
