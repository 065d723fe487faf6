/**
 * Storing an enquiry (part of the EnquiryStore, ./enquiries.ts): with a reference of its own and,
 * unless it is spam, the e-mail it owes, in one transaction; a repeat of the same
 * Idempotency-Key is told from a different enquiry under it by the enquiry's fingerprint.
 */
import { createHash, randomInt } from 'node:crypto';
import type Database from 'better-sqlite3';
import { enquiryFields, type Enquiry, type SendingWriter } from '../../shared/enquiry';
import type { SaveOptions, SaveResult } from './records';

/** An enquiry to store: an adult's when `writer` is left out. */
export type WrittenEnquiry = Enquiry & { writer?: SendingWriter };

export interface EnquirySaving {
  /**
   * Stores an enquiry, with a reference of its own, and, unless it is spam, the e-mail it owes,
   * in one transaction. Returns only after the commit has reached the disk (synchronous=FULL).
   */
  saveEnquiry(enquiry: WrittenEnquiry, options: SaveOptions): SaveResult;
}

/**
 * What an Idempotency-Key's enquiry was, to tell a repeat from a different enquiry under the same
 * key: every field of an enquiry (`enquiryFields`, so a field added there is in it too), spam,
 * and who wrote. An adult's is made as before parents could write (without the empty
 * relationship), so that a repeat sent across the upgrade is still a repeat.
 */
export function fingerprint(enquiry: WrittenEnquiry, spam: boolean): string {
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

export const cryptoRandomBelow: RandomBelow = (below) => randomInt(0, below);

/** How many references there are: six digits. */
const REFERENCES = 1_000_000;

/**
 * Draws for a reference that no enquiry kept has, before giving up. A million references and a
 * few enquiries a day, kept for months, make a second draw rare and twenty taken in a row a sign
 * that something is wrong: the enquiry is then refused as a fault on our side (500), rather than
 * looped on forever.
 */
const MAX_DRAWS = 20;

/** `randomBelow` draws the references. */
export function enquirySaving(db: Database.Database, randomBelow: RandomBelow): EnquirySaving {
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

  return {
    // IMMEDIATE takes the write lock first, so the key lookup and the insert see one state.
    saveEnquiry: (enquiry, options) => save.immediate(enquiry, options),
  };
}
