import { accessibilityStatement } from '../../content/accessibilityStatement';
import pageStyles from '../page.module.css';
import styles from './AccessibilityStatementPage.module.css';
import { Words } from '../../components/Words/Words';

/** The accessibility statement, linked from every page's footer. */
export function AccessibilityStatementPage() {
  const { heading, intro, sections, contactLink, lastReviewed } = accessibilityStatement;
  return (
    <div className={`container ${pageStyles.page} ${styles.statement}`}>
      <h1>
        <Words>{heading}</Words>
      </h1>
      <p className={styles.intro}>
        <Words>{intro}</Words>
      </p>
      <div className={pageStyles.sections}>
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={headingId(section.heading)}>
            <h2 id={headingId(section.heading)}>
              <Words>{section.heading}</Words>
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>
                <Words>{paragraph}</Words>
              </p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>
                    <Words>{item}</Words>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <p>
        <a href={contactLink.href} className={pageStyles.standaloneLink}>
          <Words>{contactLink.label}</Words>
        </a>
      </p>
      <p className={styles.reviewed}>
        <Words>{lastReviewed}</Words>
      </p>
    </div>
  );
}

/**
 * An id from a heading's words: letters, their marks and digits of any script (a Hindi heading
 * would otherwise leave nothing, and every section the same id), the rest one dash.
 */
function headingId(text: string): string {
  return `statement-${text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')}`;
}
