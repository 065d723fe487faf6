import { accessibilityStatement } from '../../content/accessibilityStatement';
import pageStyles from '../page.module.css';
import styles from './AccessibilityStatementPage.module.css';

/** The accessibility statement, linked from every page's footer. */
export function AccessibilityStatementPage() {
  const { heading, intro, sections, contactLink, lastReviewed } = accessibilityStatement;
  return (
    <div className={`container ${pageStyles.page} ${styles.statement}`}>
      <h1>{heading}</h1>
      <p className={styles.intro}>{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)}>
          <h2 id={headingId(section.heading)}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p>
        <a href={contactLink.href} className={pageStyles.standaloneLink}>
          {contactLink.label}
        </a>
      </p>
      <p className={styles.reviewed}>{lastReviewed}</p>
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
