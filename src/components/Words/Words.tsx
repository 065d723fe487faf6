import { Fragment, type ReactNode } from 'react';
import { currentLanguage } from '../../content/languages';
import { heardPieces } from '../../content/spokenNumbers';
import { latinRuns } from './latinRuns';

/** The language of the English names inside a text in another script. */
const NAMES_LANG = 'en';

/**
 * A text of the content, as words on the page, so that a screen reader says it right:
 *
 * - a number a person dials is heard digit by digit ("1 4 4 1 6"), and a figure with a plus as
 *   the language says it ("more than 8,000"), while the eye still sees "14416" and "8,000+"
 *   (src/content/spokenNumbers.ts finds them; `SeenAndHeard` lays them out);
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
      {piece.heard === undefined ? (
        markNames(piece.text, script)
      ) : (
        <SeenAndHeard seen={piece.text} heard={piece.heard} />
      )}
    </Fragment>
  ));
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
