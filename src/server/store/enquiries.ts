/**
 * The enquiries: stored with the e-mail each owes in one transaction, listed for the CLI (oldest
 * first) and for the owner's inbox (newest first, searched, a page at a time), marked read or
 * replied, and deleted for good (erasure, retention), their text wiped from the file and its log.
 * An erasure, and a parent's consent confirmed, is written in its ledger first (./ledgers.ts),
 * which every opening applies again, so that a restored backup cannot bring an erased enquiry
 * back, nor forget a confirmation.
 */
import { createHash, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { enquiryFields, type Enquiry, type SendingWriter } from '../../shared/enquiry';
import { referenceIn } from '../../shared/reference';
import type { ConsentLedger, ErasureLedger } from './ledgers';
import type { ConsentGiven } from './records';
import {
  LISTED_FROM,
  toListed,
  type InboxQuery,
  type ListedEnquiry,
  type ListedRow,
  type SaveOptions,
  type SaveResult,
} from './records';

/** One page of the owner's inbox, with how many match and how many (not spam) are still new. */
export interface InboxPage {
  enquiries: ListedEnquiry[];
  total: number;
  unread: number;
}

export interface EnquiryStore {
  /**
   * Stores an enquiry, with a reference of its own, and, unless it is spam, the e-mail it owes,
   * in one transaction. Returns only after the commit has reached the disk (synchronous=FULL).
   */
  saveEnquiry(enquiry: WrittenEnquiry, options: SaveOptions): SaveResult;
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
  /** Marks an enquiry opened (or new again). False when there is no such enquiry. */
  setRead(id: number, read: boolean, now?: Date): boolean;
  /** Marks an enquiry replied (which also marks it read), or not replied. */
  setReplied(id: number, replied: boolean, now?: Date): boolean;
  /**
   * Correction on request: replaces the name, phone number and e-mail address of an enquiry
   * that is not spam (checked by the caller), and wipes the old ones from the file and its log.
   * False when there is no such enquiry.
   */
  correctContact(
    id: number,
    contact: Pick<Enquiry, 'fullName' | 'phoneNumber' | 'userEmail'>,
  ): boolean;
  /**
   * Records that the owner confirmed, by phone, a parent's or guardian's consent (who, what
   * they checked, the notice's date): in the consent ledger first, then in the database. False
   * when there is no such parent's enquiry waiting for it.
   */
  confirmConsent(id: number, given: ConsentGiven, now?: Date): boolean;
  /**
   * Records again every confirmation the consent ledger lists whose enquiry is here without it
   * (a backup restored after the confirmation). Returns how many.
   */
  applyConsents(): number;
  /**
   * Erasure: writes it in the erasure ledger, then deletes the enquiry for good, with its e-mail
   * state, and wipes its text from the file and the log. False when there is no such enquiry.
   */
  deleteEnquiry(id: number, now?: Date): boolean;
  /**
   * Deletes again every enquiry the erasure ledger lists that is still here (a backup restored
   * after its erasure), with its e-mail state. Returns how many.
   */
  applyErasures(): number;
  /**
   * Deletes enquiries (and their e-mail state) received more than `days` days ago, as the
   * retention setting promises, and wipes their text. Returns how many went.
   */
  deleteOlderThan(days: number, now?: Date): number;
  /** The same for the enquiries caught as spam only (`SPAM_KEPT_DAYS`). */
  deleteSpamOlderThan(days: number, now?: Date): number;
  /**
   * The same for a parent's enquiries whose consent was not confirmed within `days` days
   * (`PARENT_CONFIRM_DAYS`): the form told the parent they would go.
   */
  deleteUnconfirmedOlderThan(days: number, now?: Date): number;
}

/** An enquiry to store: an adult's when `writer` is left out. */
export type WrittenEnquiry = Enquiry & { writer?: SendingWriter };

/**
 * What an Idempotency-Key's enquiry was, to tell a repeat from a different enquiry under the same
 * key: every field of an enquiry (`enquiryFields`, so a field added there is in it too), spam,
 * and who wrote. An adult's is made as before parents could write (without the empty
 * relationship), so that a repeat sent across the upgrade is still a repeat.
 */
function fingerprint(enquiry: WrittenEnquiry, spam: boolean): string {
  const writer = enquiry.writer ?? 'adult';
  const fields = enquiryFields.filter((field) => writer === 'parent' || field !== 'relationship');
  const parts: unknown[] = [...fields.map((field) => enquiry[field] ?? ''), spam];
  if (writer === 'parent') parts.push(writer);
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * A random whole number from 0 to `below - 1` (crypto.randomInt's, unless a test gives its own to
 * make a collision happen).
 */
export type RandomBelow = (below: number) => number;

const cryptoRandomBelow: RandomBelow = (below) => randomInt(0, below);

/** How many references there are: six digits. */
const REFERENCES = 1_000_000;

/**
 * Draws for a reference that no enquiry kept has, before giving up. A million references and a
 * few enquiries a day, kept for months, make a second draw rare and twenty taken in a row a sign
 * that something is wrong: the enquiry is then refused as a fault on our side (500), rather than
 * looped on forever.
 */
const MAX_DRAWS = 20;

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

/**
 * What was checked on the call, for a confirmation recorded again from the consent ledger after a
 * backup was restored: the ledger does not keep the owner's words about the call (they name the
 * parent and the young person, and the ledger outlives an erasure).
 */
export const CHECKED_AFTER_RESTORE =
  'Recorded again from the consent ledger after a backup was restored: what was checked on the call is not kept there.';

/** What the store writes first, outside the database (./ledgers.ts). */
export interface Ledgers {
  erasures: ErasureLedger;
  consents: ConsentLedger;
}

/**
 * `wipeLog` runs after every deletion (src/server/store/logWipe.ts); `randomBelow` draws the
 * references.
 */
export function enquiryStore(
  db: Database.Database,
  wipeLog: () => boolean,
  { erasures: ledger, consents }: Ledgers,
  randomBelow: RandomBelow = cryptoRandomBelow,
): EnquiryStore {
  const insertEnquiry = db.prepare<
    [
      string,
      string,
      string,
      string,
      string,
      number,
      string | null,
      string,
      string,
      string,
      string,
      string | null,
      string | null,
    ]
  >(
    `INSERT INTO enquiries
       (receivedAt, fullName, phoneNumber, userEmail, message, spam, idempotencyKey, fingerprint,
        writer, relationship, reference, language, consentNoticeDate)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const referenceTaken = db.prepare<[string], { id: number }>(
    'SELECT id FROM enquiries WHERE reference = ?',
  );
  const insertOutbox = db.prepare<[number, number]>(
    'INSERT INTO outbox (enquiryId, nextAttemptAt) VALUES (?, ?)',
  );
  const byKey = db.prepare<[string], { id: number; fingerprint: string; reference: string | null }>(
    'SELECT id, fingerprint, reference FROM enquiries WHERE idempotencyKey = ?',
  );
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
  const markRead = db.prepare<[{ at: string | null; id: number }]>(
    `UPDATE enquiries SET readAt = CASE WHEN @at IS NULL THEN NULL ELSE COALESCE(readAt, @at) END
     WHERE id = @id`,
  );
  const correct = db.prepare<
    [{ id: number; fullName: string; phoneNumber: string; userEmail: string; fingerprint: string }]
  >(
    `UPDATE enquiries SET fullName = @fullName, phoneNumber = @phoneNumber, userEmail = @userEmail,
       fingerprint = @fingerprint
     WHERE id = @id AND spam = 0`,
  );
  const markReplied = db.prepare<[{ repliedAt: string | null; at: string; id: number }]>(
    'UPDATE enquiries SET repliedAt = @repliedAt, readAt = COALESCE(readAt, @at) WHERE id = @id',
  );
  const deleteOne = db.prepare<[number]>('DELETE FROM enquiries WHERE id = ?');
  const receivedAtOf = db.prepare<[number], { receivedAt: string }>(
    'SELECT receivedAt FROM enquiries WHERE id = ?',
  );
  const deleteErased = db.prepare<[number, string]>(
    'DELETE FROM enquiries WHERE id = ? AND receivedAt = ?',
  );
  const deleteBefore = db.prepare<[string]>('DELETE FROM enquiries WHERE receivedAt < ?');
  const deleteSpamBefore = db.prepare<[string]>(
    'DELETE FROM enquiries WHERE spam = 1 AND receivedAt < ?',
  );
  const deleteUnconfirmedBefore = db.prepare<[string]>(
    `DELETE FROM enquiries
     WHERE writer = 'parent' AND consentConfirmedAt IS NULL AND receivedAt < ?`,
  );
  const waitingParent = db.prepare<
    [number],
    { receivedAt: string; consentNoticeDate: string | null }
  >(
    `SELECT receivedAt, consentNoticeDate FROM enquiries
     WHERE id = ? AND writer = 'parent' AND spam = 0 AND consentConfirmedAt IS NULL`,
  );
  const confirm = db.prepare<
    [
      {
        id: number;
        receivedAt: string;
        at: string;
        by: string;
        checked: string;
        noticeDate: string | null;
      },
    ]
  >(
    `UPDATE enquiries SET consentConfirmedAt = @at, consentConfirmedBy = @by,
       consentChecked = @checked, consentNoticeDate = COALESCE(consentNoticeDate, @noticeDate)
     WHERE id = @id AND receivedAt = @receivedAt AND writer = 'parent' AND spam = 0
       AND consentConfirmedAt IS NULL`,
  );

  /** Deletes what `statement` finds received more than `days` days before `now`; how many went. */
  const deleteReceivedBefore = (
    statement: Database.Statement<[string]>,
    days: number,
    now: Date,
  ) => {
    const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
    const deleted = statement.run(cutoff).changes;
    if (deleted > 0) wipeLog();
    return deleted;
  };

  /**
   * A reference no enquiry kept has (within the saving transaction, so that no other can take it
   * in between). Random rather than the enquiry's number: the number would tell anyone who wrote
   * how many people wrote before them, and let them guess another's. Spam gets one too, drawn
   * the same way, so that a bot cannot tell that its trap was seen. One erased may be drawn
   * again for a later enquiry: the owner still checks who is asking.
   */
  const drawReference = (): string => {
    for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
      const reference = String(randomBelow(REFERENCES)).padStart(6, '0');
      if (!referenceTaken.get(reference)) return reference;
    }
    throw new Error(`No free reference found in ${MAX_DRAWS} draws.`);
  };

  const save = db.transaction((enquiry: WrittenEnquiry, options: SaveOptions): SaveResult => {
    const print = fingerprint(enquiry, options.spam);
    if (options.idempotencyKey !== undefined) {
      const earlier = byKey.get(options.idempotencyKey);
      if (earlier) {
        return earlier.fingerprint === print
          ? { outcome: 'repeat', id: earlier.id, reference: earlier.reference }
          : { outcome: 'conflict' };
      }
    }
    const now = options.now ?? new Date();
    const reference = drawReference();
    const { lastInsertRowid } = insertEnquiry.run(
      now.toISOString(),
      enquiry.fullName,
      enquiry.phoneNumber,
      enquiry.userEmail,
      enquiry.message,
      options.spam ? 1 : 0,
      options.idempotencyKey ?? null,
      print,
      enquiry.writer ?? 'adult',
      enquiry.writer === 'parent' ? (enquiry.relationship ?? '') : '',
      reference,
      options.language ?? null,
      // The notice a parent agreed to is the one they read as they sent it.
      enquiry.writer === 'parent' ? (options.noticeDate ?? null) : null,
    );
    const id = Number(lastInsertRowid);
    // Spam is kept apart and never e-mailed; everything else is owed an e-mail.
    if (!options.spam) insertOutbox.run(id, now.getTime());
    return { outcome: 'stored', id, reference };
  });

  /** The ledger's line first (synced), then the row: a crash between leaves a line to apply. */
  const confirmWaiting = db.transaction((id: number, given: ConsentGiven, now: Date): boolean => {
    const row = waitingParent.get(id);
    if (!row) return false;
    const { receivedAt } = row;
    const at = now.toISOString();
    // The notice kept as the enquiry arrived; the one of the call only for an enquiry stored
    // before arrival dates were kept.
    const { confirmedBy: by, checked } = given;
    const noticeDate = row.consentNoticeDate ?? given.noticeDate;
    consents.record({
      id,
      receivedAt,
      confirmedAt: at,
      confirmedBy: by,
      noticeDate: noticeDate ?? '',
    });
    return confirm.run({ id, receivedAt, at, by, checked, noticeDate }).changes > 0;
  });

  const countUnread = () => unread.get()?.n ?? 0;

  return {
    // IMMEDIATE takes the write lock first, so the key lookup and the insert see one state.
    saveEnquiry: (enquiry, options) => save.immediate(enquiry, options),

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

    setRead: (id, read, now = new Date()) =>
      markRead.run({ at: read ? now.toISOString() : null, id }).changes > 0,

    setReplied(id, replied, now = new Date()) {
      const at = now.toISOString();
      return markReplied.run({ repliedAt: replied ? at : null, at, id }).changes > 0;
    },

    correctContact(id, { fullName, phoneNumber, userEmail }) {
      const row = byId.get(id);
      if (!row || row.spam) return false;
      // The fingerprint too: made from the old details, it would let them be guessed back.
      const corrected = {
        fullName,
        phoneNumber,
        userEmail,
        message: row.message,
        relationship: row.relationship,
        writer: row.writer,
      };
      const changed =
        correct.run({ id, ...corrected, fingerprint: fingerprint(corrected, false) }).changes > 0;
      // secure_delete zeroes the old values in the file; the log still holds them until this.
      if (changed) wipeLog();
      return changed;
    },

    // IMMEDIATE: the write lock first, so the enquiry found waiting is the one confirmed.
    confirmConsent: (id, given, now = new Date()) => confirmWaiting.immediate(id, given, now),

    applyConsents: () =>
      db
        .transaction(() =>
          consents.read().reduce(
            (count, { id, receivedAt, confirmedAt, confirmedBy, noticeDate }) =>
              count +
              confirm.run({
                id,
                receivedAt,
                at: confirmedAt,
                by: confirmedBy,
                checked: CHECKED_AFTER_RESTORE,
                noticeDate: noticeDate || null,
              }).changes,
            0,
          ),
        )
        .immediate(),

    deleteEnquiry(id, now = new Date()) {
      const row = receivedAtOf.get(id);
      if (!row) return false;
      ledger.record({ id, receivedAt: row.receivedAt, erasedAt: now.toISOString() });
      const gone = deleteOne.run(id).changes > 0;
      if (gone) wipeLog();
      return gone;
    },

    applyErasures() {
      const erasures = ledger.read();
      const deleted = db
        .transaction(() =>
          erasures.reduce(
            (count, { id, receivedAt }) => count + deleteErased.run(id, receivedAt).changes,
            0,
          ),
        )
        .immediate();
      if (deleted > 0) wipeLog();
      return deleted;
    },

    deleteOlderThan: (days, now = new Date()) => deleteReceivedBefore(deleteBefore, days, now),
    deleteSpamOlderThan: (days, now = new Date()) =>
      deleteReceivedBefore(deleteSpamBefore, days, now),
    deleteUnconfirmedOlderThan: (days, now = new Date()) =>
      deleteReceivedBefore(deleteUnconfirmedBefore, days, now),
  };
}
