import type { DatedSentence } from '../../content/types';
import { Words } from '../Words/Words';
import styles from './DatedText.module.css';

/**
 * A sentence of the content with a date in it ("… last reviewed on 24 November 2026."), the date
 * kept on one line: a narrow phone broke it between the day and the month, and "24" at the end
 * of a line with "November 2026" under it reads as two things. The words around it wrap as usual.
 */
export function DatedText({ sentence }: { sentence: DatedSentence }) {
  // The content check makes sure `{date}` is in the text (src/content/schema/fields.ts).
  const at = sentence.text.indexOf('{date}');
  const before = sentence.text.slice(0, at);
  const after = sentence.text.slice(at + '{date}'.length);
  return (
    <>
      {before ? <Words>{before}</Words> : null}
      <span className={styles.date}>
        <Words>{sentence.date}</Words>
      </span>
      {after ? <Words>{after}</Words> : null}
    </>
  );
}
