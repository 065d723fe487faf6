import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import {
  conformancePage,
  conformanceReport,
  levelKeys,
  reportVersions,
  standardNames,
} from '../../content/conformancePage';
import type { ConformanceChapter, ConformanceReport } from '../../content/conformanceReport';
import { pageMeta } from '../../content/site';
import { Words } from '../../components/Words/Words';
import { fillPlaceholders } from '../../shared/fillPlaceholders';
import pageStyles from '../page.module.css';
import styles from './ConformanceReportPage.module.css';
import { Chapter } from './Chapter';
import { ReportFacts } from './ReportFacts';
import { ReportText } from './ReportText';
import { Shown } from './Shown';

/**
 * The Accessibility Conformance Report (VPAT 2.5 INT, from `npm run acr`): the facts of the
 * report, how it was evaluated, its notes, then one table per chapter, one row per criterion.
 * The report's own words (remarks, criteria's names, methods, notes) are English; on a page in
 * another language they carry `lang="en"`. Every word around them is the page's, from the content.
 */
export function ConformanceReportPage() {
  const words = conformancePage;
  const report = conformanceReport;
  return (
    <div className={`container ${pageStyles.page} ${styles.report}`}>
      <h1>
        <Words>{pageMeta.conformance.title}</Words>
      </h1>
      {report && report.placeholders > 0 ? (
        // First, while the report is of a site whose content still holds placeholders (`npm run
        // acr` counted them): the same line opens the report's product description.
        <p>
          <strong>
            <Words>{fillPlaceholders(words.preRelease, { count: report.placeholders })}</Words>
          </strong>
        </p>
      ) : null}
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
        <ReportFacts report={report} />
        <section aria-labelledby="acr-methods" className={styles.flowingSection}>
          <h2 id="acr-methods">
            <Words>{words.methodsHeading}</Words>
          </h2>
          {report.evaluationMethods.map((paragraph) => (
            <p key={paragraph} lang={lang}>
              <ReportText>{paragraph}</ReportText>
            </p>
          ))}
        </section>
        <section aria-labelledby="acr-notes" className={styles.flowingSection}>
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
      {/* One after the other: side by side, the list of versions ran far below the Terms. It
          flows in two columns of its own on a wide screen instead. */}
      <Terms />
      <Versions />
      {report.standards.map((standard, index) => (
        <Standard key={standard.heading} standard={standard} index={index} />
      ))}
      {/* Flowing down two columns on a wide screen. */}
      <div className={styles.backMatter}>
        <Reviews record={report.reviews} />
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

/**
 * Every review by a person, and each time it was read again: what the rows' reviews judged and
 * found, in the report's language (English), for an auditor to check.
 */
function Reviews({ record }: { record: ConformanceReport['reviews'] }) {
  const lang = conformancePage.reportLang;
  return (
    <section aria-labelledby="acr-reviews">
      <h2 id="acr-reviews">
        <Words>{conformancePage.reviewsHeading}</Words>
      </h2>
      <p lang={lang}>
        <ReportText>{record.intro}</ReportText>
      </p>
      {/* Each review a paragraph, its readings a list under it: one left edge for both. */}
      {record.list.map(({ judged, readings }) => (
        <Fragment key={judged}>
          <p lang={lang}>
            <ReportText>{judged}</ReportText>
          </p>
          {readings.length > 0 && (
            <ul lang={lang}>
              {readings.map((reading) => (
                <li key={reading}>
                  <ReportText>{reading}</ReportText>
                </li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </section>
  );
}

/** One standard's section: its heading and full name in the page's words, then its chapters. */
function Standard({
  standard,
  index,
}: {
  standard: ConformanceReport['standards'][number];
  index: number;
}) {
  const names = standardNames(standard);
  return (
    // Named by its place: the heading ("WCAG 2.2 Report") has spaces, which an id may not.
    <section aria-labelledby={`acr-standard-${index}`}>
      <h2 id={`acr-standard-${index}`} lang={names.heading.lang}>
        <Shown text={names.heading} />
      </h2>
      <p lang={names.label.lang}>
        <Shown text={names.label} />
      </p>
      {names.note ? (
        <p>
          <Words>{names.note}</Words>
        </p>
      ) : null}
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
  );
}

/** The Terms: what each conformance level means, in the page's words. */
function Terms() {
  const { levels, terms } = conformancePage;
  return (
    <section aria-labelledby="acr-terms">
      <h2 id="acr-terms">
        <Words>{terms.heading}</Words>
      </h2>
      <p>
        <Words>{terms.intro}</Words>
      </p>
      <dl className={styles.terms}>
        {levelKeys.map((key) => (
          <div key={key}>
            <dt>
              <Words>{levels[key]}</Words>
            </dt>
            <dd>
              <Words>{terms.meanings[key]}</Words>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every version of the report, newest first, with what changed. */
function Versions() {
  const words = conformancePage;
  return (
    <section aria-labelledby="acr-versions">
      <h2 id="acr-versions">
        <Words>{words.revisionsHeading}</Words>
      </h2>
      <ul className={styles.versions}>
        {reportVersions.map((revision) => (
          <li key={revision.version}>
            <strong>
              <Words>{revision.label}</Words>
            </strong>
            {': '}
            <Words>{revision.changes}</Words>
          </li>
        ))}
      </ul>
    </section>
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
