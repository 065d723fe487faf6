import { describe, expect, it } from 'vitest';
import {
  dialledLayout,
  dialledNumbers,
  digitByDigit,
  heardPieces,
  heardText,
} from './spokenNumbers';
import { helplines } from './urgentHelp';
import { contactDetails } from './site';

describe('digitByDigit', () => {
  it.each([
    ['14416', '1 4 4 1 6'],
    ['112', '1 1 2'],
    ['1098', '1 0 9 8'],
    ['1-800-891-4416', '1, 8 0 0, 8 9 1, 4 4 1 6'],
    ['+91 98765 43210', '+9 1, 9 8 7 6 5, 4 3 2 1 0'],
    ['(011) 2345 6789', '0 1 1, 2 3 4 5, 6 7 8 9'],
    ['१४४१६', '१ ४ ४ १ ६'],
  ])('says %s as %s: a digit a word, a pause where the number is written apart', (seen, heard) => {
    expect(digitByDigit(seen)).toBe(heard);
  });
});

describe('dialledLayout', () => {
  it.each(['14416', '1-800-891-4416', '+91 98765 43210', '(011) 2345-6789'])(
    '%s: the seen parts give it back as written, the heard ones as it is dialled',
    (written) => {
      const parts = dialledLayout(written);
      const join = (kinds: string[]) =>
        parts
          .filter((part) => kinds.includes(part.as))
          .map((part) => part.text)
          .join('');
      expect(join(['shown', 'seenOnly'])).toBe(written);
      expect(join(['shown', 'heardOnly'])).toBe(digitByDigit(written));
    },
  );
});

describe('dialledNumbers', () => {
  it('are every helpline number and the organisation’s phone, as the content writes them', () => {
    expect(dialledNumbers).toEqual([
      ...helplines.flatMap((line) => line.numbers.map((number) => number.label)),
      // The phone once it is given (src/content/schema/standIns.ts).
      ...(contactDetails.phone === undefined ? [] : [contactDetails.phone]),
    ]);
    expect(dialledNumbers).toEqual(expect.arrayContaining(['14416', '1-800-891-4416', '112']));
  });
});

describe('heardPieces', () => {
  const dialled = ['14416', '1-800-891-4416', '112'];

  it('finds a dialled number inside a sentence, and gives the text back whole', () => {
    const text = 'Call Tele-MANAS on 14416 or 1-800-891-4416, or 112.';
    const pieces = heardPieces(text, dialled, 'more than {number}');
    expect(pieces).toEqual([
      { text: 'Call Tele-MANAS on ' },
      { text: '14416', heard: '1 4 4 1 6', kind: 'dialled' },
      { text: ' or ' },
      { text: '1-800-891-4416', heard: '1, 8 0 0, 8 9 1, 4 4 1 6', kind: 'dialled' },
      { text: ', or ' },
      { text: '112', heard: '1 1 2', kind: 'dialled' },
      { text: '.' },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('leaves a number that only contains a dialled one: 1120 is not 112', () => {
    expect(heardPieces('1120 students', dialled, 'more than {number}')).toEqual([
      { text: '1120 students' },
    ]);
  });

  it('says a figure with a plus in the language’s words, and no other plus', () => {
    expect(heardPieces('8,000+ students', dialled, '{number} से ज़्यादा')).toEqual([
      { text: '8,000+', heard: '8,000 से ज़्यादा', kind: 'figure' },
      { text: ' students' },
    ]);
    // A leading plus (a country code) and a sum are not figures with a plus.
    expect(heardPieces('+91 and 1+1', dialled, 'more than {number}')).toEqual([
      { text: '+91 and 1+1' },
    ]);
  });

  it('gives an empty text back as one empty piece', () => {
    expect(heardPieces('', dialled, 'more than {number}')).toEqual([{ text: '' }]);
  });
});

describe('heardText', () => {
  it('is the text as a screen reader says it, with the content’s own numbers', () => {
    expect(heardText('Call 14416. 2,000+ listeners.')).toBe(
      'Call 1 4 4 1 6. more than 2,000 listeners.',
    );
  });
});
