/** How the service reads the language a request asks for (docs/spec/contracts.md §3.12). */
import { describe, expect, it } from 'vitest';
import { english, hindi, serviceWords } from '../testing/server/serviceWords';
import { acceptedLanguages, chooseLanguage, tooManyMessage } from './serviceWords';

describe('acceptedLanguages', () => {
  it('orders by weight, keeps the order of equal weights, and leaves out q=0, * and empties', () => {
    expect(acceptedLanguages('en;q=0.5, hi-IN, ta;q=0.8, fr')).toEqual(['hi-in', 'fr', 'ta', 'en']);
    expect(acceptedLanguages('hi;q=0, *, , en')).toEqual(['en']);
    expect(acceptedLanguages('hi;q=nonsense, en;q=0.1')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('reads no more than the first 1,000 characters and 20 entries', () => {
    expect(acceptedLanguages(`${'x,'.repeat(20)}hi`)).not.toContain('hi');
    expect(acceptedLanguages(`${' '.repeat(1000)}hi`)).toEqual([]);
  });
});

describe('chooseLanguage', () => {
  it('takes the parameter, then the prefix, then Accept-Language, then the first language', () => {
    expect(chooseLanguage(serviceWords, { parameter: 'hi', acceptLanguage: 'en' })).toBe(hindi);
    expect(chooseLanguage(serviceWords, { path: '/hi/contact', acceptLanguage: 'en' })).toBe(hindi);
    expect(chooseLanguage(serviceWords, { path: '/high', acceptLanguage: 'ta' })).toBe(english);
    expect(chooseLanguage(serviceWords, { acceptLanguage: 'ta, hi;q=0.2' })).toBe(hindi);
    expect(chooseLanguage(serviceWords, { parameter: ['hi'], acceptLanguage: 'fr' })).toBe(english);
    expect(chooseLanguage(serviceWords, {})).toBe(english);
  });
});

describe('tooManyMessage', () => {
  it('says a minute, or whole minutes rounded up, in the language', () => {
    expect(tooManyMessage(english, 1)).toContain('wait a minute');
    expect(tooManyMessage(english, 61)).toContain('wait 2 minutes');
    expect(tooManyMessage(hindi, 600)).toContain('10 मिनट');
    expect(tooManyMessage(hindi, 60)).toContain(hindi.service.waitOneMinute);
  });
});
