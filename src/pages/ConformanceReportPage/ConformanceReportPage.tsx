import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { conformancePage, conformanceReport } from '../../content/conformancePage';
import type { ConformanceChapter, ConformanceReport } from '../../content/conformanceReport';
import { pageMeta } from '../../content/site';
import { Words } from '../../components/Words/Words';
import pageStyles from '../page.module.css';
import styles from './ConformanceReportPage.module.css';
import { ReportText } from './ReportText';
import { SidewaysScroller } from './SidewaysScroller';

/**
 * The Accessibility Conformance Report (VPAT 2.5 INT, from `npm run acr`): the facts of the
 * report, how it was evaluated, its notes, then one table per chapter, one row per criterion.
 * The report's own words are English; on a page in another language they carry `lang="en"`.
 */
export function ConformanceReportPage() {
  const words = conformancePage;
  const report = conformanceReport;
  return (
    <div className={`container ${pageStyles.page} ${styles.report}`}>
      <h1>
        <Words>{pageMeta.conformance.title}</Words>
      </h1>
      <p className={styles.intro}>
        <Words>{words.intro}</Words>
      </p>
      {report ? (
        <ReportSections report={report} />
      ) : (
        // Not made yet for this version of the site: `npm run acr` writes it.
        <p>
          <Words>{words.pending}</Words>
        </p>
      )}
      <p>
        <Link to={words.statementLink.to} className={pageStyles.standaloneLink}>
          <Words>{words.statementLink.label}</Words>
        </Link>
      </p>
    </div>
  );
}

/** The report itself: its facts, methods and notes, a section per standard, and how to check it. */
function ReportSections({ report }: { report: ConformanceReport }) {
  const words = conformancePage;
  const lang = words.reportLang;
  return (
    <>
      <p>
        <Words>{words.readingNote}</Words>
      </p>
      {/* On a wide screen: the facts across the page, then the methods and notes side by side. */}
      <div className={styles.frontMatter}>
        <section aria-labelledby="acr-facts" className={styles.factsSection}>
          <h2 id="acr-facts">
            <Words>{words.factsHeading}</Words>
          </h2>
          <dl className={styles.facts}>
            <Fact term={words.product} lang={lang}>
              {report.product}
            </Fact>
            <Fact term={words.version} lang={lang}>
              {report.version}
            </Fact>
            <div>
              <dt>
                <Words>{words.commit}</Words>
              </dt>
              <dd>
                <code lang={lang}>{report.commit}</code>
                {report.uncommittedChanges ? (
                  <>
                    {' '}
                    (<Words>{words.uncommitted}</Words>)
                  </>
                ) : null}
              </dd>
            </div>
            {/* Dates as ISO 8601 writes them: English, like the report. */}
            <Fact term={words.reportDate} lang={lang}>
              {report.reportDate}
            </Fact>
            <Fact term={words.auditDate} lang={lang}>
              {report.auditDate}
            </Fact>
            <Fact term={words.testsDate} lang={lang}>
              {report.testsDate ?? '—'}
            </Fact>
            <Fact term={words.catalog} lang={lang}>
              {report.catalog}
            </Fact>
            {/* The address the legal disclaimer, at the end, asks a reader to write to. */}
            <div>
              <dt>
                <Words>{words.contact}</Words>
              </dt>
              <dd lang={lang}>
                {report.author.name},{' '}
                <a href={`mailto:${report.author.email}`}>{report.author.email}</a>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="acr-methods">
          <h2 id="acr-methods">
            <Words>{words.methodsHeading}</Words>
          </h2>
          {report.evaluationMethods.map((paragraph) => (
            <p key={paragraph} lang={lang}>
              <ReportText>{paragraph}</ReportText>
            </p>
          ))}
        </section>
        <section aria-labelledby="acr-notes">
          <h2 id="acr-notes">
            <Words>{words.notesHeading}</Words>
          </h2>
          <p lang={lang}>
            <ReportText>{report.notes}</ReportText>
          </p>
          <h3>
            <Words>{words.limitsHeading}</Words>
          </h3>
          <ul lang={lang}>
            {report.limits.map((limit) => (
              <li key={limit}>
                <ReportText>{limit}</ReportText>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {report.standards.map((standard, index) => (
        // Named by its place: the heading ("WCAG 2.2 Report") has spaces, which an id may not.
        <section key={standard.heading} aria-labelledby={`acr-standard-${index}`}>
          <h2 id={`acr-standard-${index}`} lang={lang}>
            {standard.heading}
          </h2>
          <p lang={lang}>{standard.label}</p>
          {chapterRuns(standard.chapters).map((run) =>
            run.applies ? (
              <Fragment key={run.key}>
                {run.chapters.map((chapter) => (
                  <Chapter key={chapter.id} chapter={chapter} />
                ))}
              </Fragment>
            ) : (
              // Chapters that do not apply, one after another: side by side on a wide screen.
              <div key={run.key} className={styles.notApplicable}>
                {run.chapters.map((chapter) => (
                  <div key={chapter.id}>
                    <Chapter chapter={chapter} />
                  </div>
                ))}
              </div>
            ),
          )}
        </section>
      ))}
      {/* Side by side on a wide screen. */}
      <div className={styles.backMatter}>
        <section aria-labelledby="acr-reproduce">
          <h2 id="acr-reproduce">
            <Words>{words.reproduceHeading}</Words>
          </h2>
          {words.reproduce.map((paragraph) => (
            <p key={paragraph}>
              <Words>{paragraph}</Words>
            </p>
          ))}
        </section>
        <section aria-labelledby="acr-disclaimer">
          <h2 id="acr-disclaimer">
            <Words>{words.disclaimerHeading}</Words>
          </h2>
          <p lang={lang}>
            <ReportText>{report.legalDisclaimer}</ReportText>
          </p>
        </section>
      </div>
    </>
  );
}

/** One fact of the report, its value as the report's other texts are shown (`ReportText`). */
function Fact({
  term,
  lang,
  children,
}: {
  term: string;
  lang?: string | undefined;
  children: string;
}) {
  return (
    <div>
      <dt>
        <Words>{term}</Words>
      </dt>
      <dd lang={lang}>
        <ReportText>{children}</ReportText>
      </dd>
    </div>
  );
}

/** The chapters in runs: each run all with rows (tables), or all without (not applicable). */
function chapterRuns(chapters: readonly ConformanceChapter[]) {
  const runs: { key: string; applies: boolean; chapters: ConformanceChapter[] }[] = [];
  for (const chapter of chapters) {
    const applies = chapter.rows.length > 0;
    const last = runs.at(-1);
    if (last && last.applies === applies) last.chapters.push(chapter);
    else runs.push({ key: chapter.id, applies, chapters: [chapter] });
  }
  return runs;
}

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
function Chapter({ chapter }: { chapter: ConformanceChapter }) {
  const words = conformancePage;
  const lang = words.reportLang;
  const headingId = `acr-${chapter.id}`;
  const notesId = `acr-${chapter.id}-notes`;
  const heading = (
    <h3 id={headingId} lang={lang}>
      {chapter.label}
    </h3>
  );
  const notes = chapter.notes ? (
    <p id={notesId} lang={lang} className={styles.chapterNotes}>
      <ReportText>{chapter.notes}</ReportText>
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
          aria-describedby={notes ? notesId : undefined}
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
              <tr key={row.num}>
                <th scope="row" lang={lang}>
                  {/* One text: written as three (number, space, name), Chromium names the
                      header "1.1.1Non-text Content", the space lost between the text nodes. */}
                  {`${row.num} ${row.handle}`}
                </th>
                <td lang={lang}>
                  <span className={styles.level}>{row.level}</span>
                </td>
                <td>
                  <p lang={lang}>
                    <ReportText>{row.remarks}</ReportText>
                  </p>
                  {row.failed ? (
                    <p lang={lang} className={styles.failed}>
                      {row.failed}
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
            ))}
          </tbody>
        </table>
      </SidewaysScroller>
    </div>
  );
}
