import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders';

describe('a text with its placeholders filled', () => {
  it('fills each one named, wherever and however often it is', () => {
    expect(fillPlaceholders('Video {n} of {m}: {n}', { n: 4, m: 6 })).toBe('Video 4 of 6: 4');
  });

  it('leaves one not named as it is, so that a typo shows', () => {
    expect(fillPlaceholders('{title} page, {tilte}', { title: 'Home' })).toBe('Home page, {tilte}');
    expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}');
  });

  it('puts a value in as it is, a dollar sign too', () => {
    expect(fillPlaceholders('Call {number}', { number: "$& $' $$" })).toBe("Call $& $' $$");
  });
});
