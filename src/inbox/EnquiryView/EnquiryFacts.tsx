import { DialledNumber } from '../../components/Words/Words';
import { inboxContent } from '../../content/inbox';
import { languages } from '../../content/languages';
import type { InboxStatus } from '../../shared/inbox';
import { writtenReference } from '../../shared/reference';
import { emailState, when } from '../format';
import type { ShownEnquiry } from './useEnquiry';
import styles from '../Inbox.module.css';

const words = inboxContent.detail;

/** A language by its name in its own script, marked so ("हिन्दी" is read in Hindi). */
function LanguageName({ folder }: { folder: string }) {
  const language = languages.find((known) => known.folder === folder);
  return language ? <span lang={language.lang}>{language.name}</span> : <>{folder}</>;
}

export interface EnquiryFactsProps {
  enquiry: ShownEnquiry;
  /** Where e-mail stands, for the line about this enquiry's e-mail (none until it has come). */
  status: InboxStatus | undefined;
}

/**
 * What is known of an enquiry besides its message, as a description list: when it came, its
 * reference (when it has one), whether it was replied to, who wrote and how to reach them ("not
 * given" in words where a field is empty), for a parent's or guardian's whether their consent is
 * confirmed yet (once it is, by whom and when, what was checked on the call and which privacy
 * notice they agreed to: its date and language), the language it was written in (the one to
 * answer in), and where its e-mail to the owner stands.
 */
export function EnquiryFacts({ enquiry, status }: EnquiryFactsProps) {
  const email = emailState(enquiry.email, status?.emailCheck);
  const notGiven = <span className={styles.notGiven}>{words.notGiven}</span>;
  const fromParent = enquiry.writer === 'parent';
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{words.fields.received}</dt>
        <dd>{when(enquiry.receivedAt)}</dd>
      </div>
      {/*
       * What a visitor who calls or writes quotes: seen "482 915" as they were shown it, heard
       * digit by digit as they say it. None for an enquiry stored before references were given.
       */}
      {enquiry.reference ? (
        <div>
          <dt>{words.fields.reference}</dt>
          <dd>
            <DialledNumber written={writtenReference(enquiry.reference)} />
          </dd>
        </div>
      ) : null}
      {/* The language to answer in; none for an enquiry stored before it was kept. */}
      {enquiry.language ? (
        <div>
          <dt>{words.fields.language}</dt>
          <dd>
            <LanguageName folder={enquiry.language} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{words.fields.state}</dt>
        <dd>{enquiry.repliedAt ? words.stateReplied(when(enquiry.repliedAt)) : words.stateRead}</dd>
      </div>
      <div>
        <dt>{words.fields.name}</dt>
        <dd dir="auto">{enquiry.fullName || notGiven}</dd>
      </div>
      {fromParent ? (
        <div>
          <dt>{words.fields.writtenBy}</dt>
          <dd dir="auto">{words.writtenByParent(enquiry.relationship)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{words.fields.phone}</dt>
        <dd dir="auto">{enquiry.phoneNumber || notGiven}</dd>
      </div>
      <div>
        <dt>{words.fields.email}</dt>
        <dd dir="auto">{enquiry.userEmail || notGiven}</dd>
      </div>
      {fromParent ? (
        <div>
          <dt>{words.fields.consent}</dt>
          {enquiry.consent ? (
            <>
              <dd dir="auto">
                {words.consentConfirmed(
                  when(enquiry.consent.confirmedAt),
                  enquiry.consent.confirmedBy,
                )}
              </dd>
              <dd dir="auto" className={styles.typedLines}>
                {words.consentChecked(enquiry.consent.checked)}
              </dd>
              {enquiry.consent.noticeDate ? (
                <dd dir="auto">
                  {words.consentNotice(enquiry.consent.noticeDate)}
                  {enquiry.language ? (
                    <>
                      {words.consentNoticeIn} <LanguageName folder={enquiry.language} />
                    </>
                  ) : null}
                </dd>
              ) : null}
            </>
          ) : (
            <dd dir="auto">{words.consentWaiting}</dd>
          )}
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{words.fields.emailToYou}</dt>
          <dd className={enquiry.email.status === 'failed' ? styles.failed : undefined}>{email}</dd>
        </div>
      ) : null}
    </dl>
  );
}
