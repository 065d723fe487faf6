/**
 * The owner's changes to an enquiry (part of the EnquiryStore, ./enquiries.ts): marked read or
 * replied, and its name and ways to reach the person corrected on request.
 */
import type Database from 'better-sqlite3';
import type { Enquiry } from '../../shared/enquiry';
import { fingerprint } from './enquirySaving';
import { LISTED_FROM, type ListedRow } from './records';

export interface EnquiryMarks {
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
}

/** `wipeLog` runs after a correction (src/server/store/logWipe.ts). */
export function enquiryMarks(db: Database.Database, wipeLog: () => boolean): EnquiryMarks {
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

  return {
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
  };
}
