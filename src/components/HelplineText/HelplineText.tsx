import { Fragment, type ReactNode } from 'react';
import { CallLink } from '../UrgentHelp/UrgentHelp';
import { Words } from '../Words/Words';
import { helplineMentions } from './helplineMentions';
import styles from './HelplineText.module.css';

export interface HelplineTextProps {
  /** A text of the content. */
  children: string;
}

/**
 * A sentence of the content that tells someone to call a helpline ("call Tele-MANAS on 14416"),
 * as words on the page (`Words`), with two things more:
 *
 * - each helpline number in it is a link that dials it, named and heard as the helplines are
 *   everywhere else: "Call Tele-MANAS on 1 4 4 1 6", the number seen as written (UrgentHelp's
 *   `CallLink`, in its form for a sentence);
 * - each helpline's name stays on one line: "Tele-MANAS" broke after its hyphen ("Tele-" at the
 *   end of one line, "MANAS" on the next), and a name a person must remember to ask for is read
 *   whole.
 *
 * A text that names no helpline is `Words` alone.
 */
export function HelplineText({ children }: HelplineTextProps): ReactNode {
  const pieces = helplineMentions(children);
  if (pieces.every((piece) => piece.kind === 'words')) return <Words>{children}</Words>;
  return pieces.map((piece, index) => (
    // Pieces never move or change, so their place is their key.
    <Fragment key={index}>
      {piece.kind === 'number' ? (
        <CallLink line={piece.line} number={piece.number} inSentence />
      ) : piece.kind === 'name' ? (
        <span className={styles.name}>
          <Words>{piece.text}</Words>
        </span>
      ) : (
        <Words>{piece.text}</Words>
      )}
    </Fragment>
  ));
}
