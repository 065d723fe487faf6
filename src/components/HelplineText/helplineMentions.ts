/**
 * Finds the helplines in a sentence of the content ("call Tele-MANAS on 14416"): each number of
 * a helpline, where the numbers a person dials are found for the ear (`heardPieces`,
 * src/content/spokenNumbers.ts), and each helpline's name (src/content/urgentHelp.ts). Plain
 * data in, plain data out: the same on the server that prerenders a page and in the browser
 * that hydrates it.
 */
import { heardPieces } from '../../content/spokenNumbers';
import { helplines, type Helpline, type HelplineNumber } from '../../content/urgentHelp';
import { escapeRegExp } from '../../shared/escapeRegExp';

/** One piece of a sentence: other words, a helpline's name, or one of its numbers. */
export type HelplineMention =
  | { readonly kind: 'words' | 'name'; readonly text: string }
  | {
      readonly kind: 'number';
      readonly text: string;
      readonly line: Helpline;
      readonly number: HelplineNumber;
    };

/** Every helpline's name, the longest first (a name inside another is found whole). */
const NAMES = new RegExp(
  helplines
    .map((line) => line.name)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'gu',
);

/** The helpline whose number is written `label`, and that number. */
function called(label: string): { line: Helpline; number: HelplineNumber } | undefined {
  for (const line of helplines) {
    const number = line.numbers.find((each) => each.label === label);
    if (number) return { line, number };
  }
  return undefined;
}

/** `text` cut at each helpline's name. */
function namesIn(text: string): HelplineMention[] {
  const pieces: HelplineMention[] = [];
  let from = 0;
  for (const match of text.matchAll(NAMES)) {
    if (match.index > from) pieces.push({ kind: 'words', text: text.slice(from, match.index) });
    pieces.push({ kind: 'name', text: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) pieces.push({ kind: 'words', text: text.slice(from) });
  return pieces;
}

/**
 * `text` cut into its helplines' names, their numbers and the words between, in order; joined
 * again, the pieces' `text` gives `text` back unchanged. Any other number (the organisation's
 * phone, "8,000+") stays in the words around it, which `Words` says as it always does.
 */
export function helplineMentions(text: string): readonly HelplineMention[] {
  const pieces: HelplineMention[] = [];
  for (const piece of heardPieces(text)) {
    const found = piece.kind === 'dialled' ? called(piece.text) : undefined;
    if (found) pieces.push({ kind: 'number', text: piece.text, ...found });
    else pieces.push(...namesIn(piece.text));
  }
  // Words side by side are one piece again: `Words` finds English names and numbers in them
  // as it would in the whole text.
  return pieces.reduce<HelplineMention[]>((joined, piece) => {
    const last = joined.at(-1);
    if (piece.kind === 'words' && last?.kind === 'words') {
      joined[joined.length - 1] = { kind: 'words', text: last.text + piece.text };
    } else {
      joined.push(piece);
    }
    return joined;
  }, []);
}
