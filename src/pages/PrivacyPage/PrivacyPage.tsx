import { builtRetentionDays, privacyNotice, retentionSentence } from '../../content/privacy';
import type { RetentionDays } from '../../shared/retention';
import pageStyles from '../page.module.css';
import styles from './PrivacyPage.module.css';
import { Words } from '../../components/Words/Words';
import { HelplineText } from '../../components/HelplineText/HelplineText';

export interface PrivacyPageProps {
  /**
   * How long enquiries are kept, in days (null: until the owner deletes them). Defaults to what
   * this build read from RETENTION_DAYS, the service's own setting; tests pass another.
   */
  retentionDays?: RetentionDays;
}

interface Section {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/**
 * The privacy notice (/privacy, docs/spec/product.md §2.14): what the contact form's enquiries
 * are, why they are kept, who reads them, where and how long they are kept, that they are never
 * shared or sold, how to ask for a copy, a change or deletion, and a word for under-18s. Linked
 * from every footer and from the top of the contact form.
 */
export function PrivacyPage({ retentionDays = builtRetentionDays }: PrivacyPageProps) {
  const notice = privacyNotice;
  const before: readonly [string, Section][] = [
    ['collected', notice.collected],
    ['purpose', notice.purpose],
    ['readers', notice.readers],
    ['storage', notice.storage],
  ];
  const after: readonly [string, Section][] = [
    ['sharing', notice.sharing],
    ['rights', notice.rights],
    ['children', notice.children],
  ];
  const retention: Section = {
    heading: notice.retention.heading,
    paragraphs: [retentionSentence(retentionDays), ...notice.retention.paragraphs],
  };
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1>
        <Words>{notice.heading}</Words>
      </h1>
      <p className={styles.intro}>
        <Words>{notice.intro}</Words>
      </p>
      <div className={pageStyles.sections}>
        {before.map(([id, section]) => (
          <NoticeSection key={id} id={id} section={section} />
        ))}
        <NoticeSection id="retention" section={retention} />
        {after.map(([id, section]) => (
          <NoticeSection key={id} id={id} section={section} />
        ))}
      </div>
      <ul className={styles.reach}>
        <li>
          <a href={notice.contactLink.href}>
            <Words>{notice.contactLink.label}</Words>
          </a>
        </li>
        <li>
          <a href={notice.phoneLink.href}>
            <Words>{notice.phoneLink.label}</Words>
          </a>
        </li>
      </ul>
      <p className={styles.updated}>
        <Words>{notice.lastUpdated}</Words>
      </p>
    </div>
  );
}

function NoticeSection({ id, section }: { id: string; section: Section }) {
  return (
    <section aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>
        <Words>{section.heading}</Words>
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          {/* "call Tele-MANAS on 14416": the number a link that dials it, the name whole. */}
          <HelplineText>{paragraph}</HelplineText>
        </p>
      ))}
    </section>
  );
}
