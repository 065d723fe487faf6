import { describe, expect, it } from 'vitest';
import { checkedContent, siteLanguages } from '../../content/load/readContent';
import { timeInWords } from '../../shared/timeInWords';
import { positionInWords } from './positionInWords';

describe('the time slider says the time in words, in each language (issue 44)', () => {
  const said = (language: string, current: number, duration: number) =>
    positionInWords(
      current,
      duration,
      checkedContent(undefined, language).site.player.timeOf,
      language,
    );

  it('says minutes and seconds as people do, never raw seconds ("64.2")', () => {
    expect(said('en', 64.2, 190)).toBe('1 minute 4 seconds of 3 minutes 10 seconds');
    expect(said('en', 1, 61)).toBe('1 second of 1 minute 1 second');
    expect(said('en', 0, 7.04)).toBe('0 seconds of 7 seconds');
  });

  it('says them in Hindi on the Hindi pages, the whole before the part', () => {
    expect(said('hi', 64.2, 190)).toBe('3 मिनट 10 सेकंड में से 1 मिनट 4 सेकंड');
  });

  it('says only the time while the length is not known yet', () => {
    expect(said('en', 4, Number.NaN)).toBe('4 seconds');
  });

  it('fills every placeholder and says no raw seconds, in every language of the site', () => {
    for (const { folder, lang } of siteLanguages().list) {
      const words = said(folder, 64, 190);
      expect(words).not.toMatch(/[{}]|64|190/);
      expect(words).toContain(timeInWords(190, lang));
    }
  });
});
