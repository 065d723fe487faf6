/**
 * What a screen reader says for the numbers in the content. The eye sees each text as the owner
 * wrote it; the ear hears two kinds of number differently:
 *
 * - **A number a person dials** (a helpline's, the organisation's) digit by digit, as it is
 *   dialled: "1 4 4 1 6", not "fourteen thousand four hundred and sixteen" (in Hindi "एक चार चार
 *   एक छह", not "चौदह हज़ार चार सौ सोलह"). Each group of the written number is a pause:
 *   "1-800-891-4416" is heard "1, 8 0 0, 8 9 1, 4 4 1 6".
 * - **A figure with a plus** ("8,000+") as the language says it (`moreThan` in site.yaml):
 *   "more than 8,000", "8,000 से ज़्यादा", never "eight thousand plus".
 *
 * Nothing here is written twice: the numbers come from where the owner writes them once (the
 * helplines in urgent-help.yaml, the phone in site.yaml) and their spoken form is derived, so a
 * number changed there is heard right everywhere it appears, inside any text of the content too
 * ("call Tele-MANAS on 14416"). `Words` (src/components/Words) lays the pieces out.
 */
import { escapeRegExp } from '../shared/escapeRegExp';
import { contactDetails, moreThan } from './site';
import { helplines } from './urgentHelp';

/**
 * A piece of a text: as written (`text`), and, when a screen reader must say it otherwise, how
 * (`heard`) and why (`kind`: a number a person dials, or a figure with a plus).
 */
export type HeardPiece =
  | { readonly text: string; readonly heard?: undefined; readonly kind?: undefined }
  | { readonly text: string; readonly heard: string; readonly kind: 'dialled' | 'figure' };

/** A run of digits of any script ("14416", "१४४१६"), with the plus that may lead it. */
const DIGIT_GROUP = /\+?\p{Nd}+/gu;

/**
 * A number as it is dialled, one digit at a time: "14416" → "1 4 4 1 6", "1-800-891-4416" →
 * "1, 8 0 0, 8 9 1, 4 4 1 6", "+91 98765 43210" → "+9 1, 9 8 7 6 5, 4 3 2 1 0". The spaces make each
 * digit a word of its own, which every screen reader says as a digit; the commas are the pauses
 * where the written number has a space, a hyphen or a bracket.
 */
export function digitByDigit(written: string): string {
  return dialledLayout(written)
    .filter((part) => part.as !== 'seenOnly')
    .map((part) => part.text)
    .join('');
}

/** The numbers of the content that a person dials, as written: every helpline's, then ours. */
export const dialledNumbers: readonly string[] = [
  ...helplines.flatMap((line) => line.numbers.map((number) => number.label)),
  ...(contactDetails.phone === undefined ? [] : [contactDetails.phone]),
];

/**
 * What the ear hears differently in a text: any of `dialled` (the longest first, so
 * "1-800-891-4416" is found whole), not inside a longer run of digits; or a figure followed by
 * a plus ("8,000+", "2,000+").
 */
function patternFor(dialled: readonly string[]): RegExp {
  const numbers = [...dialled]
    .sort((a, b) => b.length - a.length)
    .map((number) => `(?<!\\p{Nd})${escapeRegExp(number)}(?!\\p{Nd})`);
  const figureWithPlus = String.raw`(?<![\p{Nd},.])\p{Nd}[\p{Nd},.]*(?<=\p{Nd})\+(?![\p{Nd}+])`;
  return new RegExp([...numbers, figureWithPlus].join('|'), 'gu');
}

/** The pattern for the content's own numbers, made once (`matchAll` works on a copy). */
const contentPattern = patternFor(dialledNumbers);

/**
 * `text` cut into the pieces a screen reader says as written and those it says otherwise (a
 * dialled number, a figure with a plus), in order; joined again, the pieces' `text` gives `text`
 * back unchanged.
 */
export function heardPieces(
  text: string,
  dialled: readonly string[] = dialledNumbers,
  moreThanPattern: string = moreThan,
): readonly HeardPiece[] {
  // Most texts hold no digit at all: no pattern to run for them (this runs for every text of
  // every page as it renders and hydrates).
  if (!/\p{Nd}/u.test(text)) return [{ text }];
  const pieces: HeardPiece[] = [];
  let from = 0;
  const pattern = dialled === dialledNumbers ? contentPattern : patternFor(dialled);
  for (const match of text.matchAll(pattern)) {
    const [found] = match;
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) });
    pieces.push(
      dialled.includes(found)
        ? { text: found, heard: digitByDigit(found), kind: 'dialled' }
        : {
            text: found,
            heard: moreThanPattern.replaceAll('{number}', found.slice(0, -1)),
            kind: 'figure',
          },
    );
    from = match.index + found.length;
  }
  if (from < text.length || pieces.length === 0) pieces.push({ text: text.slice(from) });
  return pieces;
}

/**
 * How a dialled number is laid out so that the eye sees it as written and everything else (a
 * screen reader, the accessibility tree, speech input) gets it digit by digit: its characters
 * in order, each `shown` (seen and heard), `seenOnly` (a written separator: "-", a space, a
 * bracket) or `heardOnly` (the space between two digits, the comma of a pause, drawn with no
 * width). The `shown` and `heardOnly` characters, joined, are how it is said (`digitByDigit`
 * is exactly that); the `shown` and `seenOnly` ones are `written`.
 */
export function dialledLayout(
  written: string,
): readonly { readonly text: string; readonly as: 'shown' | 'seenOnly' | 'heardOnly' }[] {
  const parts: { text: string; as: 'shown' | 'seenOnly' | 'heardOnly' }[] = [];
  let from = 0;
  let groups = 0;
  for (const match of written.matchAll(DIGIT_GROUP)) {
    if (match.index > from) parts.push({ text: written.slice(from, match.index), as: 'seenOnly' });
    // The comma and its space apart: a checker that counts no-width letters as unseen (Alfa)
    // still finds the space, so the digits it sees are the name's ("1 8 0 0", not "18 0 0").
    if (groups > 0) parts.push({ text: ',', as: 'heardOnly' }, { text: ' ', as: 'heardOnly' });
    const group = match[0];
    const plus = group.startsWith('+') ? '+' : '';
    if (plus) parts.push({ text: plus, as: 'shown' });
    [...group.slice(plus.length)].forEach((digit, index) => {
      if (index > 0) parts.push({ text: ' ', as: 'heardOnly' });
      parts.push({ text: digit, as: 'shown' });
    });
    from = match.index + group.length;
    groups += 1;
  }
  if (from < written.length) parts.push({ text: written.slice(from), as: 'seenOnly' });
  return parts;
}

/** `text` as a screen reader says it: each piece by its `heard` form where it has one. */
export function heardText(text: string): string {
  return heardPieces(text)
    .map((piece) => piece.heard ?? piece.text)
    .join('');
}
