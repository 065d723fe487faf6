/** The limit on accepted enquiries: a sliding window per IP, forgotten once it has passed. */
import { afterEach, describe, expect, it } from 'vitest';
import { AcceptedLimit } from './acceptedLimit';

let clock = 0;
const limits: AcceptedLimit[] = [];
afterEach(() => {
  for (const limit of limits.splice(0)) limit.close();
});

function limit(max: number, windowMs: number) {
  clock = 1_000_000;
  const made = new AcceptedLimit(max, windowMs, () => clock);
  limits.push(made);
  return made;
}

describe('AcceptedLimit', () => {
  it('allows `max` per window, then says how long until the oldest leaves it', () => {
    const accepted = limit(2, 600_000);
    expect(accepted.retryAfter('a')).toBe(0);
    accepted.record('a');
    clock += 60_000;
    accepted.record('a');
    expect(accepted.retryAfter('a')).toBe(540);
    expect(accepted.retryAfter('b')).toBe(0);
    clock += 540_000;
    expect(accepted.retryAfter('a')).toBe(0);
  });

  it('forgets an IP once its enquiries have all left the window', () => {
    const accepted = limit(5, 1000);
    accepted.record('a');
    accepted.record('b');
    expect(accepted.size).toBe(2);
    clock += 1001;
    accepted.sweep();
    expect(accepted.size).toBe(0);
  });
});
