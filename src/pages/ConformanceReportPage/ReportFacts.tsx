import type { ReactNode } from 'react';
import { conformancePage, reportVersions } from '../../content/conformancePage';
import type { ConformanceReport } from '../../content/conformanceReport';
import { Words } from '../../components/Words/Words';
import styles from './ConformanceReportPage.module.css';
import { ReportText } from './ReportText';
import { fillPlaceholders } from '../../shared/fillPlaceholders';

/**
 * "About this report": the facts of the report (product, version, commit, dates, the form, the
 * report's version, who to write to), each named in the page's words.
 */
export function ReportFacts({ report }: { report: ConformanceReport }) {
  const words = conformancePage;
  const lang = words.reportLang;
  return (
    <section aria-labelledby="acr-facts" className={styles.factsSection}>
      <h2 id="acr-facts">
        <Words>{words.factsHeading}</Words>
      </h2>
      {/* ITI's product description, what the report covers, in the page's words (in English, the
          report's own): a paragraph first, then the short facts in a strip. */}
      <p className={styles.description}>
        <Words>{words.productDescription}</Words>
      </p>
      <dl className={styles.facts}>
        {/* The product's, the form's and the author's names in the page's words (the
            English content holds the report's own: a11y-tests/conformanceReport.jsdom.test.tsx). */}
        <Fact term={words.product}>
          <Words>{words.productName}</Words>
        </Fact>
        <Fact term={words.version} lang={lang}>
          <ReportText>{report.version}</ReportText>
        </Fact>
        <Fact term={words.commit}>
          <code lang={lang}>{report.commit}</code>
          {report.uncommittedChanges ? (
            <>
              {' '}
              (<Words>{words.uncommitted}</Words>)
            </>
          ) : null}
        </Fact>
        <SiteCodeFact />
        {/* Dates as ISO 8601 writes them: English, like the report. */}
        <Fact term={words.reportDate} lang={lang}>
          <ReportText>{report.reportDate}</ReportText>
        </Fact>
        <Fact term={words.reportVersion}>
          <Words>{reportVersions[0]?.label ?? '—'}</Words>
        </Fact>
        <Fact term={words.auditDate} lang={lang}>
          <ReportText>{report.auditDate}</ReportText>
        </Fact>
        <Fact term={words.testsDate} lang={lang}>
          <ReportText>{report.testsDate ?? '—'}</ReportText>
        </Fact>
        <Fact term={words.catalog}>
          <Words>{words.catalogName}</Words>
        </Fact>
        {/* The address the legal disclaimer, at the end, asks a reader to write to. */}
        <Fact term={words.contact}>
          <Words>{words.authorName}</Words>,{' '}
          <a href={`mailto:${report.author.email}`} lang={lang}>
            {report.author.email}
          </a>
        </Fact>
      </dl>
    </section>
  );
}

/** One fact of the report: its name in the page's words, and its value. */
function Fact({
  term,
  lang,
  children,
}: {
  term: string;
  /** The value's `lang` when it is the report's own (English); none for the page's words. */
  lang?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>
        <Words>{term}</Words>
      </dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

/**
 * The commit this site was built from, and whether anything but the report changed since the
 * commit the report describes (src/build/siteCode.ts): the report is committed after the run it
 * describes, so the two commits always differ. Nothing when git could not tell.
 */
function SiteCodeFact() {
  const words = conformancePage;
  const site = __SITE_CODE__;
  if (!site) return null;
  return (
    <Fact term={words.siteCommit}>
      <code lang={words.reportLang}>{site.commit.slice(0, 12)}</code> (
      <Words>
        {site.changedSinceReport === 0
          ? words.siteSameCode
          : fillPlaceholders(words.siteChanged, { count: site.changedSinceReport })}
      </Words>
      {site.uncommitted ? (
        <>
          ; <Words>{words.uncommitted}</Words>
        </>
      ) : null}
      )
    </Fact>
  );
}
