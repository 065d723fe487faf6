import { describe, expect, it } from 'vitest';
import { spokenLength } from './spokenLength';

describe('spokenLength', () => {
  it('says a length in words of the language, as a person says it', () => {
    expect(spokenLength(4, 'en-IN')).toBe('4 seconds');
    expect(spokenLength(1, 'en-IN')).toBe('1 second');
    expect(spokenLength(95, 'en-IN')).toBe('1 minute 35 seconds');
    expect(spokenLength(120, 'en-IN')).toBe('2 minutes');
    expect(spokenLength(4, 'hi-IN')).toBe('4 सेकंड');
    expect(spokenLength(95, 'hi-IN')).toBe('1 मिनट 35 सेकंड');
  });
});
