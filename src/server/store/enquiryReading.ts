/**
 * Reading the enquiries (part of the EnquiryStore, ./enquiries.ts): listed for the CLI (oldest
 * first), found for one person's copy, and the owner's inbox (newest first, searched, a page at a
 * time).
 */
import type Database from 'better-sqlite3';
import { referenceIn } from '../../shared/reference';
import {
  LISTED_FROM,
  toListed,
  type InboxQuery,
  type ListedEnquiry,
  type ListedRow,
} from './records';

/** One page of the owner's inbox, with how many match and how many (not spam) are still new. */
export interface InboxPage {
  enquiries: ListedEnquiry[];
  total: number;
  unread: number;
}

export interface EnquiryReading {
  /** Enquiries in the order they arrived, optionally from a moment on, spam left out unless asked. */
  listEnquiries(options?: { since?: Date | undefined; includeSpam?: boolean }): ListedEnquiry[];
  /**
   * The enquiries (not spam) that contain `search` in any field, or whose reference it is, oldest
   * first: one person's, for the copy of what is kept about them that the privacy notice promises.
   */
  findEnquiries(search: string): ListedEnquiry[];
  /**
   * The owner's inbox: newest first, optionally only those containing `search` (or whose
   * reference it is), a page at a time; with how many match and how many (not spam) are still new.
   */
  inbox(query?: InboxQuery): InboxPage;
  /** New enquiries (not spam) the owner has not opened yet. */
  countUnread(): number;
  getEnquiry(id: number): ListedEnquiry | undefined;
}

/** `LIKE` text that matches `text` anywhere, with its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The inbox's filter: spam only when asked, and `@text` (when not empty) in any field, or
 * `@reference` (the text read as a reference, when it is one) as the enquiry's reference. The
 * message of a parent's enquiry whose consent is not confirmed yet is not looked in: the inbox
 * withholds it, and a match would tell the owner what it says. Its reference is: a parent who
 * calls quoting it is how the owner finds the enquiry to confirm.
 */
const INBOX_WHERE = `(e.spam = 0 OR @includeSpam) AND (@text = '' OR
  e.reference = @reference OR
  e.fullName LIKE @like ESCAPE '\\' OR e.phoneNumber LIKE @like ESCAPE '\\' OR
  e.userEmail LIKE @like ESCAPE '\\' OR
  (e.message LIKE @like ESCAPE '\\' AND
    (e.writer = 'adult' OR e.consentConfirmedAt IS NOT NULL)))`;

interface InboxParams {
  includeSpam: number;
  text: string;
  like: string;
  /** The text as a reference's six digits, or null when it is not one. */
  reference: string | null;
}

/** What the filter is given for a search. */
function searchParams(search: string, includeSpam: boolean): InboxParams {
  const text = search.trim();
  return {
    includeSpam: includeSpam ? 1 : 0,
    text,
    like: containing(text),
    reference: referenceIn(text) ?? null,
  };
}

export function enquiryReading(db: Database.Database): EnquiryReading {
  const since = db.prepare<[string, number], ListedRow>(
    `SELECT ${LISTED_FROM}
     WHERE e.receivedAt >= ? AND (e.spam = 0 OR ?)
     ORDER BY e.receivedAt, e.id`,
  );
  const inboxPage = db.prepare<[InboxParams & { limit: number; offset: number }], ListedRow>(
    `SELECT ${LISTED_FROM} WHERE ${INBOX_WHERE}
     ORDER BY e.receivedAt DESC, e.id DESC LIMIT @limit OFFSET @offset`,
  );
  const inboxTotal = db.prepare<[InboxParams], { n: number }>(
    `SELECT COUNT(*) AS n FROM enquiries e WHERE ${INBOX_WHERE}`,
  );
  const unread = db.prepare<[], { n: number }>(
    'SELECT COUNT(*) AS n FROM enquiries WHERE readAt IS NULL AND spam = 0',
  );
  const found = db.prepare<[InboxParams], ListedRow>(
    `SELECT ${LISTED_FROM} WHERE ${INBOX_WHERE} ORDER BY e.receivedAt, e.id`,
  );
  const byId = db.prepare<[number], ListedRow>(`SELECT ${LISTED_FROM} WHERE e.id = ?`);

  const countUnread = () => unread.get()?.n ?? 0;

  return {
    listEnquiries: ({ since: from, includeSpam = false } = {}) =>
      since.all(from ? from.toISOString() : '', includeSpam ? 1 : 0).map(toListed),

    inbox({ search = '', includeSpam = false, limit = 50, offset = 0 } = {}) {
      const params = searchParams(search, includeSpam);
      const enquiries = inboxPage.all({ ...params, limit, offset }).map(toListed);
      const total = inboxTotal.get(params)?.n ?? 0;
      return { enquiries, total, unread: countUnread() };
    },

    findEnquiries: (search) => found.all(searchParams(search, false)).map(toListed),

    countUnread,

    getEnquiry(id) {
      const row = byId.get(id);
      return row && toListed(row);
    },
  };
}
