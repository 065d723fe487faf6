import type { ReactNode } from 'react';
import {
  builtRetentionDays,
  privacyNotice,
  retentionSentence,
  spamSentence,
  type NoticeStatement,
} from '../../content/privacy';
import { FIXED_CLAIMS, NOTICE_PARTS, type PrivacyClaim } from '../../content/privacyClaims';
import { notGivenYet } from '../../content/site';
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
  /** Who answers a complaint; the content's (privacy.yaml `grievance`) unless a test gives one. */
  grievance?: Grievance;
}

type Grievance = typeof privacyNotice.grievance;

interface Section {
  readonly heading: string;
  readonly statements: readonly NoticeStatement[];
}

/** What follows a statement: the links and lists it announces. */
type AfterStatement = Partial<Record<PrivacyClaim, ReactNode>>;

/**
 * The privacy notice (/privacy, docs/spec/product.md §2.14): what the contact form's enquiries
 * are, why they are kept, who reads them, where and how long they are kept, that they are never
 * shared or sold, how to ask for a copy, a change or deletion, and a word for under-18s. Linked
 * from every footer and from the top of the contact form.
 */
export function PrivacyPage({
  retentionDays = builtRetentionDays,
  grievance = privacyNotice.grievance,
}: PrivacyPageProps) {
  const notice = privacyNotice;
  const after: AfterStatement = {
    processors: <Processors />,
    'rights-copy-correct-delete': <ReachUs />,
    'grievance-contact': <GrievanceContact contact={grievance} />,
  };
  const retention: Section = {
    heading: notice.retention.heading,
    statements: [
      { claim: FIXED_CLAIMS.retention, text: retentionSentence(retentionDays) },
      { claim: FIXED_CLAIMS.spam, text: spamSentence(retentionDays) },
      ...notice.retention.statements,
    ],
  };
  // In the order the spec gives (§2.14); each id names its heading, the list's link target.
  const sections: readonly [string, Section][] = NOTICE_PARTS.map((part) => [
    part,
    part === 'retention' ? retention : notice[part],
  ]);
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
              <NoticeSection key={id} id={id} section={section} after={after} />
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
function ReachUs() {
  const { contactLink, phoneLink } = privacyNotice;
  return (
    <ul className={styles.reach}>
      <li>
        <a href={contactLink.href}>
          <Words>{contactLink.label}</Words>
        </a>
      </li>
      {phoneLink ? (
        <li>
          <a href={phoneLink.href}>
            <Words>{phoneLink.label}</Words>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** The companies that keep the computers the messages are on: what each does, and its name. */
function Processors() {
  return (
    <ul className={styles.details}>
      {privacyNotice.processors.map(({ does, name }) => (
        <li key={does}>
          <Words>{`${does}: ${name ?? notGivenYet.line}`}</Words>
        </li>
      ))}
    </ul>
  );
}

/**
 * Who answers a complaint: the person or role, the e-mail, the phone and the postal address, each
 * left out while it is not given yet (and one "not given yet" when none is).
 */
function GrievanceContact({ contact }: { contact: Grievance }) {
  const items: ReactNode[] = [
    contact.who ? <Words key="who">{contact.who}</Words> : null,
    contact.email ? (
      <a key="email" href={`mailto:${contact.email}`}>
        <Words>{contact.email}</Words>
      </a>
    ) : null,
    contact.phone ? (
      <a key="phone" href={`tel:${contact.phone.replaceAll(' ', '')}`}>
        <Words>{contact.phone}</Words>
      </a>
    ) : null,
    contact.address ? <Words key="address">{contact.address}</Words> : null,
  ].filter(Boolean);
  return (
    <ul className={styles.details}>
      {items.length > 0 ? (
        items.map((item, index) => <li key={index}>{item}</li>)
      ) : (
        <li>
          <Words>{notGivenYet.line}</Words>
        </li>
      )}
    </ul>
  );
}

function NoticeSection({
  id,
  section,
  after,
}: {
  id: string;
  section: Section;
  after: AfterStatement;
}) {
  return (
    <section aria-labelledby={headingId(id)}>
      <h2 id={headingId(id)}>
        <Words>{section.heading}</Words>
      </h2>
      {section.statements.map(({ claim, text }) => (
        <Statement key={claim} text={text} after={after[claim]} />
      ))}
    </section>
  );
}

function Statement({ text, after }: { text: string; after: ReactNode }) {
  return (
    <>
      <p>
        {/* "call Tele-MANAS on 14416": the number a link that dials it, the name whole. */}
        <HelplineText>{text}</HelplineText>
      </p>
      {after}
    </>
  );
}
