import {
  alsoAnswers,
  chapterName,
  chapterNotes,
  conformancePage,
  levelName,
  type PageText,
} from '../../content/conformancePage';
import type { ConformanceChapter, ConformanceRow } from '../../content/conformanceReport';
import { Words } from '../../components/Words/Words';
import styles from './ConformanceReportPage.module.css';
import { ReportText } from './ReportText';
import { Shown } from './Shown';
import { SidewaysScroller } from './SidewaysScroller';

/*
 * Below 48rem the stylesheet shows each row as a block (`display` on the table's parts).
 * Chromium keeps the table's semantics then (a11y-tests/conformanceTables.browser.test.ts reads
 * its tree to show it). No roles are written out to make sure of it in other browsers: the HTML
 * standard forbids a role on a row or a cell of a table (the W3C's checker refuses the page,
 * src/build/validHtml.node-built.test.ts), and a valid page comes first.
 * The chapter's heading is before the table, which it names.
 */

/**
 * One chapter: its heading and its notes, then (when it has rows) a table named by the heading and
 * described by the notes, a row per criterion: its number and name the row's header, its level (a
 * tag where the rows are blocks) and its remarks.
 */
export function Chapter({ chapter }: { chapter: ConformanceChapter }) {
  const words = conformancePage;
  const lang = words.reportLang;
  const headingId = `acr-${chapter.id}`;
  const notesId = `acr-${chapter.id}-notes`;
  const name = chapterName(chapter);
  const heading = (
    <h3 id={headingId} lang={name.lang}>
      <Shown text={name} />
    </h3>
  );
  // In the page's words for a chapter answered by a note alone, else the report's (English).
  const note = chapterNotes(chapter);
  const notes = note ? (
    <p id={notesId} lang={note.lang} className={styles.chapterNotes}>
      {note.fromContent ? <Words>{note.text}</Words> : <ReportText>{note.text}</ReportText>}
    </p>
  ) : null;
  if (chapter.rows.length === 0) {
    return (
      <>
        {heading}
        {notes}
      </>
    );
  }
  return (
    <div className={styles.chapter}>
      {heading}
      {notes}
      <SidewaysScroller labelledBy={headingId}>
        <table
          aria-labelledby={headingId}
          // Described by its notes where they are in the page's language. The report's own
          // English notes on a Hindi page are read once, before the table, in their own voice
          // (`lang`): a description would say them again, in the table's Hindi voice.
          aria-describedby={note && !note.lang ? notesId : undefined}
          className={styles.table}
        >
          <thead>
            <tr>
              <th scope="col" className={styles.criterionColumn}>
                <Words>{words.criterionColumn}</Words>
              </th>
              <th scope="col" className={styles.levelColumn}>
                <Words>{words.levelColumn}</Words>
              </th>
              <th scope="col">
                <Words>{words.remarksColumn}</Words>
              </th>
            </tr>
          </thead>
          <tbody>
            {chapter.rows.map((row) => (
              <Row key={row.num} row={row} chapterId={chapter.id} lang={lang} />
            ))}
          </tbody>
        </table>
      </SidewaysScroller>
    </div>
  );
}

/**
 * A criterion: its number and name (the row's header), its level, and its remarks, with what a
 * WCAG criterion also answers (in the page's words), any failed check or out-of-date review, and
 * what the level rests on.
 */
function Row({
  row,
  chapterId,
  lang,
}: {
  row: ConformanceRow;
  chapterId: string;
  lang: string | undefined;
}) {
  const words = conformancePage;
  const answers = alsoAnswers(row, chapterId);
  return (
    <tr>
      <th scope="row" lang={lang}>
        {/* One text: written as three (number, space, name), Chromium names the header
            "1.1.1Non-text Content", the space lost between the text nodes. */}
        {`${row.num} ${row.handle}`}
      </th>
      <Level level={levelName(row.level)} />
      <td>
        <p lang={lang}>
          <ReportText>{row.remarks}</ReportText>
        </p>
        {answers ? (
          <p className={styles.alsoAnswers}>
            <Words>{answers}</Words>
          </p>
        ) : null}
        {row.failed ? (
          <p lang={lang} className={styles.failed}>
            {row.failed}
          </p>
        ) : null}
        {/* A review out of date: flagged as a failed check is, the level kept (VPAT 2.5
            allows Not Evaluated only at level AAA). */}
        {row.stale ? (
          <p lang={lang} className={styles.failed}>
            <ReportText>{row.stale}</ReportText>
          </p>
        ) : null}
        {row.evaluation.length > 0 ? (
          <>
            <p className={styles.evaluatedBy}>
              <Words>{words.evaluatedBy}</Words>
            </p>
            <ul lang={lang} className={styles.evaluation}>
              {row.evaluation.map((item) => (
                <li key={item}>
                  <ReportText>{item}</ReportText>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/** A criterion's level, in the page's words: a tag where the rows are blocks. */
function Level({ level }: { level: PageText }) {
  return (
    <td lang={level.lang}>
      <span className={styles.level}>
        <Shown text={level} />
      </span>
    </td>
  );
}
