/**
 * Finds the English names (runs of Latin-script words) inside a text written in another script,
 * so that they can be marked `lang="en"` and a screen reader says them with its English voice
 * ("NVDA", "Tele-MANAS", "IBM Equal Access" in a Hindi sentence). Plain data in, plain data out:
 * the same on the server that prerenders a page and in the browser that hydrates it.
 */

/** One piece of a text: in the page's language, or a run of Latin-script words (`latin`). */
export interface TextPiece {
  readonly text: string;
  readonly latin: boolean;
}

/** Letters of the Latin script, their marks, and digits inside a word ("2G", "H264"). */
const LETTER = String.raw`\p{Script=Latin}`;
const PART = String.raw`[\p{Script=Latin}\p{M}\p{Nd}]`;
/**
 * A word with at least one Latin letter: it may start with digits ("2G") and join its parts
 * with a hyphen, a dot, an apostrophe, an at sign, a slash, a colon or an underscore, so that
 * "axe-core", "Node.js", "hello@example.org" and "https://example.org/a-b" are one word each.
 */
const WORD = String.raw`\p{Nd}*${LETTER}${PART}*(?:[-.'’@/:_+&]+${PART}+)*`;
/** Words joined by spaces or hyphens ("IBM Equal Access", "Tele - MANAS") are one run. */
const RUN = new RegExp(String.raw`${WORD}(?:[ \u00A0-]+${WORD})*`, 'gu');

/**
 * The text cut into its Latin-script runs and the rest, in order; joined again they give the
 * text back unchanged. Digits and punctuation alone ("8,000+", "14416", "“", ":") stay with the
 * page's language: they have no language of their own, and the page's voice reads them.
 */
export function latinRuns(text: string): readonly TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    const start = match.index;
    if (start > last) pieces.push({ text: text.slice(last, start), latin: false });
    pieces.push({ text: match[0], latin: true });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), latin: false });
  return pieces;
}
