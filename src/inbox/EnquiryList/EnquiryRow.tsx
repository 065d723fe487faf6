import { GridListItem } from 'react-aria-components';
import { inboxContent } from '../../content/inbox';
import type { InboxEnquirySummary, InboxStatus } from '../../shared/inbox';
import { emailState, when } from '../format';
import styles from '../Inbox.module.css';

const words = inboxContent.list;

/** The address of an enquiry's own view. */
export function enquiryPath(id: number): string {
  return `/inbox/enquiries/${id}`;
}

export interface EnquiryRowProps {
  enquiry: InboxEnquirySummary;
  /** Where e-mail stands, for the row's line about its own e-mail (none until it has come). */
  status: InboxStatus | undefined;
}

/**
 * One row of the list, a link to the enquiry's view: who wrote (marked "New" or "Replied" in
 * words; a parent or guardian said so), when, how to reply, the message's first words, and where
 * its e-mail to the owner stands. A parent's enquiry whose consent is still to be confirmed shows,
 * in place of its first words (the service withholds them), a mark saying to call first.
 */
export function EnquiryRow({ enquiry, status }: EnquiryRowProps) {
  const name = enquiry.fullName || words.noName;
  const isNew = enquiry.readAt === null;
  const email = emailState(enquiry.email, status?.emailCheck);
  const fromParent = enquiry.writer === 'parent';
  const consentToConfirm = fromParent && enquiry.consent === null;
  return (
    <GridListItem
      id={enquiry.id}
      // react-aria makes this the row's accessible name, heard when the row takes focus.
      textValue={words.rowLabel({
        name,
        isNew,
        replied: enquiry.repliedAt !== null,
        fromParent,
        consentToConfirm,
        received: when(enquiry.receivedAt),
        emailFailed: enquiry.email.status === 'failed',
      })}
      href={enquiryPath(enquiry.id)}
      className={styles.row}
      data-new={isNew || undefined}
    >
      <p className={styles.rowName}>
        {isNew ? (
          <>
            <span className={styles.newMark}>{words.newMark}</span>{' '}
          </>
        ) : null}
        <span dir="auto">{name}</span>
        {enquiry.repliedAt ? (
          <>
            {' '}
            <span className={styles.repliedMark}>{words.repliedMark}</span>
          </>
        ) : null}
      </p>
      {fromParent ? (
        <p className={styles.rowMeta} dir="auto">
          {words.fromParent(enquiry.relationship)}
        </p>
      ) : null}
      <p className={styles.rowMeta}>
        {words.received(when(enquiry.receivedAt))}
        {enquiry.userEmail || enquiry.phoneNumber ? (
          <>
            {' · '}
            <span dir="auto">{enquiry.userEmail || enquiry.phoneNumber}</span>
          </>
        ) : null}
      </p>
      {consentToConfirm ? (
        <p className={styles.rowPreview}>
          <span className={styles.consentMark}>{words.consentToConfirm}</span>
        </p>
      ) : (
        <p className={styles.rowPreview} dir="auto">
          {enquiry.preview}
        </p>
      )}
      {email ? (
        <p
          className={
            enquiry.email.status === 'failed'
              ? `${styles.rowMeta} ${styles.failed}`
              : styles.rowMeta
          }
        >
          {inboxContent.email.inList(email)}
        </p>
      ) : null}
    </GridListItem>
  );
}
