import { describe, expect, it } from 'vitest';
import { clockTime, timeInWords } from './timeInWords';

describe('timeInWords', () => {
  it('says a time in words of the language, as a person says it', () => {
    expect(timeInWords(4, 'en-IN')).toBe('4 seconds');
    expect(timeInWords(1, 'en-IN')).toBe('1 second');
    expect(timeInWords(0, 'en-IN')).toBe('0 seconds');
    expect(timeInWords(95, 'en-IN')).toBe('1 minute 35 seconds');
    expect(timeInWords(120, 'en-IN')).toBe('2 minutes');
    expect(timeInWords(3725, 'en-IN')).toBe('1 hour 2 minutes 5 seconds');
    expect(timeInWords(4, 'hi-IN')).toBe('4 सेकंड');
    expect(timeInWords(95, 'hi-IN')).toBe('1 मिनट 35 सेकंड');
  });

  it('counts whole seconds, as a clock does, and says nothing odd of a time not known yet', () => {
    expect(timeInWords(64.9, 'en-IN')).toBe('1 minute 4 seconds');
    expect(timeInWords(Number.NaN, 'en-IN')).toBe('0 seconds');
  });
});

describe('clockTime', () => {
  it('shows the eye a clock', () => {
    expect([4, 95, 600, 64.9].map(clockTime)).toEqual(['0:04', '1:35', '10:00', '1:04']);
    expect(clockTime(Number.NaN)).toBe('0:00');
  });
});
