/**
 * The owner's inbox API (docs/spec/contracts.md §11), as the service answers it and the inbox's
 * page reads it: paths under the API base, and the shapes of the JSON answers. Types only, and a
 * few constants: nothing here runs in the public pages.
 */
import type { SendingWriter } from './enquiry';

/** Paths under the API base (`/u1`). */
export const inboxApi = {
  /** GET: signed in? (401 with `passphrase` when not); POST `{passphrase}`: sign in; DELETE: sign out. */
  session: 'inbox/session',
  /**
   * GET `?query=&offset=&limit=`: newest first. `query` also finds an enquiry by its reference,
   * typed as a person may type it ("482 915", "482-915", Hindi digits: `referenceIn`).
   */
  enquiries: 'inbox/enquiries',
  /** GET: one enquiry; PATCH `{read?, replied?}`; DELETE: erase it for good. */
  enquiry: (id: number) => `inbox/enquiries/${id}`,
  /** PUT `{fullName, phoneNumber, userEmail}`: a correction; 400 `{message, errors}` when refused. */
  enquiryContact: (id: number) => `inbox/enquiries/${id}/contact`,
  /**
   * PUT `{confirmedBy, checked}`: the owner has called a parent or guardian and confirmed their
   * consent (their name, and what they checked on the call in their words); the answer is the
   * enquiry, its message now shown. 400 `{message, errors: {confirmedBy?, checked?}}` when
   * refused (every field at once), 409 when it was confirmed already.
   */
  enquiryConsent: (id: number) => `inbox/enquiries/${id}/consent`,
  /** GET: where e-mail to the owner stands. */
  status: 'inbox/status',
  /** POST: owe the failed e-mails again. */
  retryEmail: 'inbox/email/retry',
  /**
   * GET: every enquiry, as `npm run enquiries -- --csv` / `--json` prints them; with `?query=`,
   * only those the search finds (oldest first, no spam).
   */
  exportCsv: 'inbox/export.csv',
  exportJson: 'inbox/export.json',
} as const;

/** Enquiries per page of the list, and the most one request may ask for. */
export const INBOX_PAGE_SIZE = 50;
export const INBOX_MAX_PAGE_SIZE = 100;
/** Characters of a message shown in the list. */
export const INBOX_PREVIEW_LENGTH = 160;

/** Whether a passphrase is set in DATA_DIR (told with a 401 from GET session). */
export type PassphraseStatus = 'set' | 'unset' | 'unusable';

/**
 * Where an enquiry's e-mail to the owner stands: `pending` (waiting: not tried yet, e-mail not
 * set up, or failing and due again), `sent`, `failed` (no more tries unless the owner asks).
 */
export interface InboxEmail {
  status: 'pending' | 'sent' | 'failed' | 'none';
  attempts: number;
  /** The last failure in the mail server's words (or a note on a sent one). */
  lastError: string | null;
  sentAt: string | null;
  failedAt: string | null;
  nextAttemptAt: string | null;
}

/**
 * The owner's call that confirmed a parent's or guardian's consent, as its proof (DPDP Act
 * s.6(10), DPDP Rules 2025 rule 10): when, who made it, what they checked, and which notice.
 */
export interface InboxConsent {
  /** ISO 8601, UTC. */
  confirmedAt: string;
  /** The owner's name, as they typed it. */
  confirmedBy: string;
  /** What the owner checked on the call, in their words (10 to 500 characters, may have lines). */
  checked: string;
  /**
   * The privacy notice's "last updated" date the parent agreed to, as the notice writes it
   * ("29 November 2026"); null when the service knew none (a build that recorded no date).
   */
  noticeDate: string | null;
}

/** One enquiry in the list. */
export interface InboxEnquirySummary {
  id: number;
  /**
   * The six digits the visitor was given on "Success!" and may quote when they call or write
   * ("482915"; shown as `writtenReference` gives it, "482 915": src/shared/reference.ts). Null for
   * an enquiry stored before references were given.
   */
  reference: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /**
   * The language of the form it came from, as its content folder ('en', 'hi'): the language to
   * answer in, and a parent's notice and statement. Null for one stored before it was kept.
   */
  language: string | null;
  fullName: string;
  phoneNumber: string;
  userEmail: string;
  /** An adult, or a parent or guardian writing about a young person. */
  writer: SendingWriter;
  /** What the young person is to a parent or guardian, in their words ("my son"); adult: empty. */
  relationship: string;
  /** A parent's: null until the owner has confirmed their consent by phone. An adult's: null. */
  consent: InboxConsent | null;
  /**
   * The start of the message, at most INBOX_PREVIEW_LENGTH characters. Null while a parent's
   * consent waits for the owner's call: the law lets us use a young person's details only once
   * the parent is known to be one and agrees (India's DPDP Act 2023 s.9, DPDP Rules 2025 rule
   * 10), so until then the owner sees who wrote and how to call them, never the words.
   */
  preview: string | null;
  /** When the owner first opened it; null while it is new. */
  readAt: string | null;
  repliedAt: string | null;
  email: InboxEmail;
}

/** One enquiry, whole. */
export interface InboxEnquiry extends Omit<InboxEnquirySummary, 'preview'> {
  /** Null, as `preview` is, while a parent's consent waits for the owner's call. */
  message: string | null;
}

export interface InboxPage {
  enquiries: InboxEnquirySummary[];
  /** How many match the query (all pages). */
  total: number;
  /** How many enquiries are new (not opened), whatever the query. */
  unread: number;
  offset: number;
  limit: number;
}

/** What the service found about e-mail at its last start. */
export interface InboxEmailCheck {
  state: 'off' | 'working' | 'failing';
  detail: string;
  checkedAt: string;
}

export interface InboxStatus {
  /** Null before the service has checked (it does at every start). */
  emailCheck: InboxEmailCheck | null;
  emails: { pending: number; sent: number; failed: number };
  unread: number;
}
