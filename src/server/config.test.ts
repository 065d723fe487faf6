/** Settings that the contact service added to the environment. */
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['off', 0],
    ['1', 1],
    ['true', 1],
    ['yes', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%j as %i trusted proxies', (value, hops) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('refuses a TRUST_PROXY that is neither a switch nor a small count', () => {
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });

  it('takes a CSRF_SECRET only when it is long enough to be a secret', () => {
    expect(readConfig({}).csrfSecret).toBeUndefined();
    expect(readConfig({ CSRF_SECRET: 'x'.repeat(32) }).csrfSecret).toBe('x'.repeat(32));
    expect(() => readConfig({ CSRF_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('reads NOTIFY_FROM', () => {
    expect(readConfig({ NOTIFY_FROM: 'site@saathi.example' }).notifyFrom).toBe(
      'site@saathi.example',
    );
  });
});
