/**
 * Deleting enquiries for good (part of the EnquiryStore, ./enquiries.ts), their text wiped from
 * the file and its log: one on request (erasure, written in the erasure ledger first,
 * ./ledgers.ts, and applied again at every opening, so that a restored backup cannot bring it
 * back), and those kept longer than the retention settings allow.
 */
import type Database from 'better-sqlite3';
import type { ErasureLedger } from './ledgers';

export interface EnquiryDeletion {
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

/** `wipeLog` runs after every deletion (src/server/store/logWipe.ts). */
export function enquiryDeletion(
  db: Database.Database,
  wipeLog: () => boolean,
  ledger: ErasureLedger,
): EnquiryDeletion {
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

  return {
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
