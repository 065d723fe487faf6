import { describe, expect, it } from 'vitest';
import { isReference, referenceIn, writtenReference } from './reference';

describe("an enquiry's reference", () => {
  it('is six ASCII digits, written in two groups of three', () => {
    expect(isReference('482915')).toBe(true);
    expect(isReference('48291')).toBe(false);
    expect(isReference('4829150')).toBe(false);
    expect(isReference('48291a')).toBe(false);
    expect(isReference(482915)).toBe(false);
    expect(writtenReference('482915')).toBe('482 915');
    expect(writtenReference('007001')).toBe('007 001');
  });

  it('is found in what the founder types into the search, in either script, with any grouping', () => {
    expect(referenceIn('482915')).toBe('482915');
    expect(referenceIn(' 482 915 ')).toBe('482915');
    expect(referenceIn('482-915')).toBe('482915');
    expect(referenceIn('४८२ ९१५')).toBe('482915');
    expect(referenceIn('482 91')).toBeUndefined();
    expect(referenceIn('Asha 482915')).toBeUndefined();
  });
});
