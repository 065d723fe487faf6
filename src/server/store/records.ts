/**
 * What the store gives and takes: enquiries as stored and as the owner's listings show them,
 * with where each one's e-mail stands; the rows SQLite returns, and how they become those.
 */
import type { Enquiry, SendingWriter } from '../../shared/enquiry';

/**
 * The owner's confirmation, by phone, that a parent or guardian is one and consents (DPDP Rules
 * 2025, rule 10): when, who confirmed it (as the owner typed their name), what they checked on
 * the call (in their words), and the date of the privacy notice agreed to ("last updated"; null
 * when the service knew none).
 */
export interface ConsentConfirmation {
  confirmedAt: string;
  confirmedBy: string;
  checked: string;
  noticeDate: string | null;
}

/** What the owner records when they confirm a parent's consent (the time is the store's). */
export type ConsentGiven = Omit<ConsentConfirmation, 'confirmedAt'>;

export interface StoredEnquiry extends Enquiry {
  id: number;
  /**
   * The six random digits the visitor was told, to quote when they call or write
   * (src/shared/reference.ts); null for an enquiry stored before references were given.
   */
  reference: string | null;
  /** ISO 8601 in UTC, with milliseconds: sorts and compares as text. */
  receivedAt: string;
  /**
   * The language of the form it came from, as its content folder ('en', 'hi'): the language to
   * answer in, and for a parent's the language of the notice and statement they agreed to. Null
   * for one stored before languages were kept.
   */
  language: string | null;
  spam: boolean;
  /** An adult, or a parent or guardian writing about a young person. */
  writer: SendingWriter;
  /** What the young person is to a parent or guardian; empty for an adult. */
  relationship: string;
  /**
   * A parent's enquiry: null until the owner has confirmed their consent by phone; its message
   * is not shown until then (the inbox). Always null for an adult.
   */
  consent: ConsentConfirmation | null;
}

/**
 * Where an enquiry's e-mail to the owner stands: `pending` (owed: not tried yet, e-mail not set
 * up yet, or failing and due again), `sent`, `failed` (refused for good by the SMTP server, or
 * still failing after the last try; no more tries unless the owner asks), or `none` (spam, which
 * is never e-mailed).
 */
export type EmailStatus = 'pending' | 'sent' | 'failed' | 'none';

export interface EmailDelivery {
  status: EmailStatus;
  /** Tries so far. */
  attempts: number;
  /** The last failure, in the SMTP server's or the network's words (or a note on a sent one). */
  lastError: string | null;
  sentAt: string | null;
  failedAt: string | null;
  /** When the next try is due (pending only), ISO 8601. */
  nextAttemptAt: string | null;
}

/** An enquiry as the owner's listings show it: with what the owner did and where its e-mail is. */
export interface ListedEnquiry extends StoredEnquiry {
  /** When the owner first opened it; null while it is new. */
  readAt: string | null;
  /** When the owner marked it replied. */
  repliedAt: string | null;
  email: EmailDelivery;
}

/** What the service found when it checked e-mail to the owner at its last start. */
export interface EmailCheck {
  /** `off`: SMTP_URL and NOTIFY_TO are not set; `working`: the SMTP server took the login. */
  state: 'off' | 'working' | 'failing';
  /** In words, for the owner. */
  detail: string;
  checkedAt: string;
}

export interface SaveOptions {
  spam: boolean;
  /** The client's Idempotency-Key, when it sent one. */
  idempotencyKey?: string | undefined;
  /** The language of the form it came from, as its content folder ('en', 'hi'). */
  language?: string | undefined;
  /**
   * The privacy notice's "last updated" date the site carries as it arrives: kept with a
   * parent's enquiry, the notice they agreed to by ticking the statement, for the proof of their
   * consent (a notice changed before the call does not change it).
   */
  noticeDate?: string | undefined;
  now?: Date;
}

export type SaveResult =
  /** Stored, with the reference it was given. */
  | { outcome: 'stored'; id: number; reference: string }
  /**
   * The same key came with the same enquiry before: nothing new is stored, and the reference is
   * the one given then (null when that was before references were given).
   */
  | { outcome: 'repeat'; id: number; reference: string | null }
  /** The same key came with a different enquiry: refuse rather than drop either silently. */
  | { outcome: 'conflict' };

export interface OutboxItem {
  outboxId: number;
  attempts: number;
  enquiry: StoredEnquiry;
}

export interface InboxQuery {
  /**
   * Text to look for in the name, phone, e-mail and message (any case of Latin letters); a
   * reference as a person types it ("482 915", "482-915", Hindi digits) also finds its enquiry.
   */
  search?: string | undefined;
  includeSpam?: boolean;
  limit?: number;
  offset?: number;
}

export interface EnquiryRow extends Enquiry {
  id: number;
  reference: string | null;
  receivedAt: string;
  language: string | null;
  spam: number;
  writer: SendingWriter;
  relationship: string;
  consentConfirmedAt: string | null;
  consentConfirmedBy: string | null;
  consentChecked: string | null;
  consentNoticeDate: string | null;
}

export interface ListedRow extends EnquiryRow {
  readAt: string | null;
  repliedAt: string | null;
  outboxId: number | null;
  attempts: number | null;
  nextAttemptAt: number | null;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

/** The columns of an EnquiryRow, from `enquiries e`. */
export const STORED_COLUMNS = `e.id, e.reference, e.receivedAt, e.language, e.fullName, e.phoneNumber, e.userEmail,
  e.message, e.spam, e.writer, e.relationship, e.consentConfirmedAt, e.consentConfirmedBy,
  e.consentChecked, e.consentNoticeDate`;

/** The columns of a ListedRow and the tables they come from: `SELECT ${LISTED_FROM} WHERE …`. */
export const LISTED_FROM = `${STORED_COLUMNS}, e.readAt, e.repliedAt, o.id AS outboxId, o.attempts,
    o.nextAttemptAt, o.sentAt, o.failedAt, o.lastError
    FROM enquiries e LEFT JOIN outbox o ON o.enquiryId = e.id`;

/**
 * Whether an enquiry's message is kept from every copy the owner reads or downloads (the inbox,
 * its downloads, `npm run enquiries`): a parent's or guardian's, until the owner has called them
 * and confirmed their consent (DPDP Rules 2025, rule 10). Until then only who wrote and how to
 * call them are shown, never what they wrote about the young person.
 */
export function messageWithheld(e: Pick<StoredEnquiry, 'writer' | 'consent'>): boolean {
  return e.writer === 'parent' && e.consent === null;
}

export function toStored(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    reference: row.reference,
    receivedAt: row.receivedAt,
    language: row.language,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    userEmail: row.userEmail,
    message: row.message,
    spam: row.spam === 1,
    writer: row.writer,
    relationship: row.relationship,
    consent:
      row.consentConfirmedAt === null
        ? null
        : {
            confirmedAt: row.consentConfirmedAt,
            confirmedBy: row.consentConfirmedBy ?? '',
            checked: row.consentChecked ?? '',
            noticeDate: row.consentNoticeDate,
          },
  };
}

export function toListed(row: ListedRow): ListedEnquiry {
  let status: EmailStatus = 'none';
  if (row.outboxId !== null) {
    status = row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'pending';
  }
  return {
    ...toStored(row),
    readAt: row.readAt,
    repliedAt: row.repliedAt,
    email: {
      status,
      attempts: row.attempts ?? 0,
      lastError: row.lastError,
      sentAt: row.sentAt,
      failedAt: row.failedAt,
      nextAttemptAt:
        status === 'pending' && row.nextAttemptAt !== null
          ? new Date(row.nextAttemptAt).toISOString()
          : null,
    },
  };
}
