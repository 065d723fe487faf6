import type { ReactNode } from 'react';
import {
  builtRetentionDays,
  privacyNotice,
  retentionSentence,
  spamSentence,
} from '../../content/privacy';
import type { RetentionDays } from '../../shared/retention';
import pageStyles from '../page.module.css';
import styles from './PrivacyPage.module.css';
import { DatedText } from '../../components/DatedText/DatedText';
import { OnThisPage } from '../../components/OnThisPage/OnThisPage';
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
  const retention: Section = {
    heading: notice.retention.heading,
    paragraphs: [
      retentionSentence(retentionDays),
      spamSentence(retentionDays),
      ...notice.retention.paragraphs,
    ],
  };
  // In the order the spec gives (§2.14); each id names its heading, the list's link target.
  const sections: readonly [string, Section][] = [
    ['collected', notice.collected],
    ['purpose', notice.purpose],
    ['readers', notice.readers],
    ['storage', notice.storage],
    ['retention', retention],
    ['sharing', notice.sharing],
    ['rights', notice.rights],
    ['children', notice.children],
  ];
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1>
        <Words>{notice.heading}</Words>
      </h1>
      <p className={styles.intro}>
        <Words>{notice.intro}</Words>
      </p>
      <div className={pageStyles.withContents}>
        <OnThisPage
          className={pageStyles.contents}
          sections={sections.map(([id, section]) => ({
            id: headingId(id),
            heading: section.heading,
          }))}
        />
        <div className={pageStyles.reading}>
          <div className={pageStyles.sections}>
            {sections.map(([id, section]) => (
              <NoticeSection key={id} id={id} section={section}>
                {/* How to ask: the address and the number, in the part that says what to ask. */}
                {id === 'rights' ? <ReachUs notice={notice} /> : null}
              </NoticeSection>
            ))}
          </div>
          <p className={styles.updated}>
            <DatedText sentence={notice.lastUpdated} />
          </p>
        </div>
      </div>
    </div>
  );
}

/** The id of a part's heading: the link target of "On this page" and the region's name. */
function headingId(id: string): string {
  return `privacy-${id}`;
}

/** The e-mail and phone links to ask for a copy, a change or deletion. */
function ReachUs({ notice }: { notice: typeof privacyNotice }) {
  return (
    <ul className={styles.reach}>
      <li>
        <a href={notice.contactLink.href}>
          <Words>{notice.contactLink.label}</Words>
        </a>
      </li>
      {notice.phoneLink ? (
        <li>
          <a href={notice.phoneLink.href}>
            <Words>{notice.phoneLink.label}</Words>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

function NoticeSection({
  id,
  section,
  children,
}: {
  id: string;
  section: Section;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId(id)}>
      <h2 id={headingId(id)}>
        <Words>{section.heading}</Words>
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          {/* "call Tele-MANAS on 14416": the number a link that dials it, the name whole. */}
          <HelplineText>{paragraph}</HelplineText>
        </p>
      ))}
      {children}
    </section>
  );
}
