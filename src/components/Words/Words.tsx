import type { ReactNode } from 'react';
import { currentLanguage } from '../../content/languages';
import { latinRuns } from './latinRuns';

/** The language of the English names inside a text in another script. */
const NAMES_LANG = 'en';

/**
 * A text of the content, as words on the page: in a language written in another script than
 * Latin (Hindi), each run of Latin-script words ("NVDA", "Tele-MANAS", an e-mail address) is
 * wrapped in `<span lang="en">`, so that a screen reader switches to its English voice for it;
 * in a Latin-script language (English) the text is returned as it is, so those pages do not
 * change. The content files stay plain text: nobody has to mark the names.
 */
export function Words({ children }: { children: string }): ReactNode {
  return markNames(children, currentLanguage.script);
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
