/**
 * A parent's or guardian's consent, confirmed by the owner's call (part of the EnquiryStore,
 * ./enquiries.ts): written in the consent ledger first (./ledgers.ts), then in the database, and
 * recorded again from the ledger at every opening, so that a restored backup cannot forget a
 * confirmation.
 */
import type Database from 'better-sqlite3';
import type { ConsentLedger } from './ledgers';
import type { ConsentGiven } from './records';

export interface EnquiryConsent {
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
}

/**
 * What was checked on the call, for a confirmation recorded again from the consent ledger after a
 * backup was restored: the ledger does not keep the owner's words about the call (they name the
 * parent and the young person, and the ledger outlives an erasure).
 */
export const CHECKED_AFTER_RESTORE =
  'Recorded again from the consent ledger after a backup was restored: what was checked on the call is not kept there.';

export function enquiryConsent(db: Database.Database, consents: ConsentLedger): EnquiryConsent {
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

  return {
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
  };
}
