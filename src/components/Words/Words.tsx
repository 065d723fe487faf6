import { Fragment, type ReactNode } from 'react';
import { currentLanguage } from '../../content/languages';
import { dialledLayout, heardPieces } from '../../content/spokenNumbers';
import { latinRuns } from './latinRuns';
import styles from './Words.module.css';

/** The language of the English names inside a text in another script. */
const NAMES_LANG = 'en';

/**
 * A text of the content, as words on the page, so that a screen reader says it right:
 *
 * - a number a person dials is heard digit by digit ("1 4 4 1 6"), and a figure with a plus as
 *   the language says it ("more than 8,000"), while the eye still sees "14416" and "8,000+"
 *   (src/content/spokenNumbers.ts finds them; `DialledNumber` and `SeenAndHeard` lay them out);
 * - in a language written in another script than Latin (Hindi), each run of Latin-script words
 *   ("NVDA", "Tele-MANAS", an e-mail address) is wrapped in `<span lang="en">`, so that a screen
 *   reader switches to its English voice for it.
 *
 * A text with neither is returned as it is. The content files stay plain text: nobody has to
 * mark the names or the numbers.
 */
export function Words({ children }: { children: string }): ReactNode {
  const pieces = heardPieces(children);
  const script = currentLanguage.script;
  if (pieces.length === 1 && pieces[0]?.heard === undefined) return markNames(children, script);
  return pieces.map((piece, index) => (
    // Pieces never move or change, so their place is their key.
    <Fragment key={index}>
      {piece.kind === undefined ? (
        markNames(piece.text, script)
      ) : piece.kind === 'dialled' ? (
        <DialledNumber written={piece.text} />
      ) : (
        <SeenAndHeard seen={piece.text} heard={piece.heard} />
      )}
    </Fragment>
  ));
}

/**
 * A number a person dials, seen as written ("1-800-891-4416") and read digit by digit ("1, 8 0 0,
 * 8 9 1, 4 4 1 6") by everything else. One text, not a shown copy beside a hidden one, so what a
 * screen reader reads is what is on the screen, digit for digit:
 *
 * - the digits are the text;
 * - the spaces and commas only the ear needs are text drawn with no width, and left out of a
 *   copy (`user-select: none`);
 * - the written separators ("-", a space, a bracket) are drawn by the style sheet from an
 *   attribute, so they are neither read nor in the text nor copied.
 *
 * So the text of a link around it ("1, 8 0 0, 8 9 1, 4 4 1 6") is inside the link's name ("Call
 * Tele-MANAS on 1, 8 0 0, 8 9 1, 4 4 1 6"), as speech input and WCAG 2.5.3 need (a separator in
 * the text was not: label-in-name checkers failed the long number), and a visitor who copies the
 * number gets what is dialled ("18008914416"), where the hidden separators gave "1-, 8 0 0-, …".
 */
export function DialledNumber({ written }: { written: string }) {
  return (
    <span className={styles.dialled}>
      {dialledLayout(written).map((part, index) =>
        // Parts never move or change, so their place is their key.
        part.as === 'shown' ? (
          part.text
        ) : part.as === 'seenOnly' ? (
          <span key={index} aria-hidden="true" data-seen={part.text} />
        ) : (
          <span key={index} data-heard-only="">
            {part.text}
          </span>
        ),
      )}
    </span>
  );
}

/**
 * Words the eye and the ear take differently: `seen` is shown and hidden from assistive
 * technology, `heard` is read and hidden from sight. Two plain spans, no ARIA name: the same in
 * a paragraph, a list item, a link or a dialog's description, and nothing of `seen` (no run of
 * digits) is left in the accessibility tree.
 */
export function SeenAndHeard({ seen, heard }: { seen: string; heard: string }) {
  return (
    <>
      <span aria-hidden="true">{seen}</span>
      <span className="visually-hidden">{heard}</span>
    </>
  );
}

/** `Words` for a page whose language is written in `script` (`Latn`, `Deva`…). */
export function markNames(text: string, script: string): ReactNode {
  if (script === 'Latn') return text;
  const pieces = latinRuns(text);
  if (!pieces.some((piece) => piece.latin)) return text;
  return pieces.map((piece, index) =>
    piece.latin ? (
      // Pieces never move or change, so their place is their key.
      <span key={index} lang={NAMES_LANG}>
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}
