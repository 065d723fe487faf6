import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { accessibilityStatement } from '../../content/accessibilityStatement';
import pageStyles from '../page.module.css';
import styles from './AccessibilityStatementPage.module.css';
import { DatedText } from '../../components/DatedText/DatedText';
import { OnThisPage } from '../../components/OnThisPage/OnThisPage';
import { Words } from '../../components/Words/Words';

/** The accessibility statement, linked from every page's footer. */
export function AccessibilityStatementPage() {
  const { heading, intro, sections, contactLink, conformance, lastReviewed } =
    accessibilityStatement;
  const conformanceId = headingId(conformance.heading);
  // The headings in the order the sections come: the conformance report's before the last.
  const headings = [
    ...sections.slice(0, -1).map((section) => section.heading),
    conformance.heading,
    ...sections.slice(-1).map((section) => section.heading),
  ];
  return (
    <div className={`container ${pageStyles.page} ${styles.statement}`}>
      <h1>
        <Words>{heading}</Words>
      </h1>
      <p className={styles.intro}>
        <Words>{intro}</Words>
      </p>
      <div className={pageStyles.withContents}>
        <OnThisPage
          className={pageStyles.contents}
          sections={headings.map((text) => ({ id: headingId(text), heading: text }))}
        />
        <div className={pageStyles.reading}>
          <div className={pageStyles.sections}>
            {sections.slice(0, -1).map((section) => (
              <StatementSection key={section.heading} {...section} />
            ))}
            <section aria-labelledby={conformanceId}>
              <h2 id={conformanceId}>
                <Words>{conformance.heading}</Words>
              </h2>
              <p>
                <Words>{conformance.text}</Words>
              </p>
              <p>
                <Link to={conformance.link.to} className={pageStyles.standaloneLink}>
                  <Words>{conformance.link.label}</Words>
                </Link>
              </p>
            </section>
            {/* The last section says how to tell us about a problem: the address is its end. */}
            {sections.slice(-1).map((section) => (
              <StatementSection key={section.heading} {...section}>
                <p>
                  <a href={contactLink.href} className={pageStyles.standaloneLink}>
                    <Words>{contactLink.label}</Words>
                  </a>
                </p>
              </StatementSection>
            ))}
          </div>
          <p className={styles.reviewed}>
            <DatedText sentence={lastReviewed} />
          </p>
        </div>
      </div>
    </div>
  );
}

/** A section of the statement's content: its heading, paragraphs and list, then anything added. */
function StatementSection({
  heading,
  paragraphs,
  list,
  children,
}: {
  heading: string;
  paragraphs?: readonly string[] | undefined;
  list?: readonly string[] | undefined;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId(heading)}>
      <h2 id={headingId(heading)}>
        <Words>{heading}</Words>
      </h2>
      {paragraphs?.map((paragraph) => (
        <p key={paragraph}>
          <Words>{paragraph}</Words>
        </p>
      ))}
      {list ? (
        <ul>
          {list.map((item) => (
            <li key={item}>
              <Words>{item}</Words>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/**
 * An id from a heading's words: letters, their marks and digits of any script (a Hindi heading
 * would otherwise leave nothing, and every section the same id), the rest one dash.
 */
function headingId(text: string): string {
  return `statement-${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')}`;
}
