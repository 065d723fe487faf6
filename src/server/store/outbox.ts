/**
 * The e-mails owed to the owner, one outbox row per enquiry that is not spam (written with the
 * enquiry, in its transaction: src/server/store/enquirySaving.ts). src/server/notify.ts claims the
 * next one due, sends it, and marks it sent or failed; the owner can owe failed ones again.
 */
import type Database from 'better-sqlite3';
import { STORED_COLUMNS, toStored, type EnquiryRow, type OutboxItem } from './records';

export type EmailCounts = Record<'pending' | 'sent' | 'failed', number>;

/** An outbox row as the tests read it. */
export interface OutboxRow {
  enquiryId: number;
  attempts: number;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

export interface OutboxStore {
  /**
   * Claims the next e-mail that is due, for `leaseMs`: no other worker (in this process or
   * another one on the same file) takes it meanwhile.
   */
  claimDueEmail(now: number, leaseMs: number): OutboxItem | undefined;
  /** Records a delivered e-mail; `note` says what went only partly right (a refused address). */
  markEmailSent(outboxId: number, now?: Date, note?: string): void;
  /** Records a failed try: due again at `retryAt`, or given up on (the enquiry stays stored). */
  markEmailFailed(outboxId: number, error: string, retryAt: number | 'never', now?: Date): void;
  /**
   * Owes the failed e-mails again (all, or one enquiry's), as new: the worker sends them at its
   * next look. Returns how many.
   */
  retryFailedEmails(enquiryId?: number, now?: number): number;
  /** How many e-mails are owed, sent and failed. */
  emailCounts(): EmailCounts;
  /** The earliest moment an e-mail is due, for the worker's next wake-up. */
  nextEmailDueAt(): number | undefined;
  /** The outbox as it stands, for tests. */
  outboxState(): OutboxRow[];
}

export function outboxStore(db: Database.Database): OutboxStore {
  const due = db.prepare<
    [number, number],
    { outboxId: number; attempts: number; enquiryId: number }
  >(
    `SELECT id AS outboxId, attempts, enquiryId FROM outbox
     WHERE sentAt IS NULL AND failedAt IS NULL AND nextAttemptAt <= ?
       AND (leaseUntil IS NULL OR leaseUntil <= ?)
     ORDER BY nextAttemptAt, id LIMIT 1`,
  );
  const lease = db.prepare<[number, number]>('UPDATE outbox SET leaseUntil = ? WHERE id = ?');
  const enquiry = db.prepare<[number], EnquiryRow>(
    `SELECT ${STORED_COLUMNS} FROM enquiries e WHERE e.id = ?`,
  );
  const sent = db.prepare<[string, string | null, number]>(
    'UPDATE outbox SET sentAt = ?, leaseUntil = NULL, lastError = ? WHERE id = ?',
  );
  const givenUp = db.prepare<[string, string, number]>(
    `UPDATE outbox SET attempts = attempts + 1, lastError = ?, leaseUntil = NULL, failedAt = ?
     WHERE id = ?`,
  );
  const dueAgain = db.prepare<[string, number, number]>(
    `UPDATE outbox SET attempts = attempts + 1, lastError = ?, leaseUntil = NULL,
       nextAttemptAt = ? WHERE id = ?`,
  );
  const retry = db.prepare<[{ now: number; enquiryId: number | null }]>(
    `UPDATE outbox SET failedAt = NULL, attempts = 0, lastError = NULL, leaseUntil = NULL,
       nextAttemptAt = @now
     WHERE failedAt IS NOT NULL AND sentAt IS NULL AND (@enquiryId IS NULL OR enquiryId = @enquiryId)`,
  );
  const counts = db.prepare<[], EmailCounts>(
    `SELECT COUNT(*) FILTER (WHERE sentAt IS NULL AND failedAt IS NULL) AS pending,
            COUNT(*) FILTER (WHERE sentAt IS NOT NULL) AS sent,
            COUNT(*) FILTER (WHERE sentAt IS NULL AND failedAt IS NOT NULL) AS failed
     FROM outbox`,
  );
  const nextDue = db.prepare<[], { due: number | null }>(
    `SELECT MIN(MAX(nextAttemptAt, COALESCE(leaseUntil, 0))) AS due FROM outbox
     WHERE sentAt IS NULL AND failedAt IS NULL`,
  );
  const state = db.prepare<[], OutboxRow>(
    'SELECT enquiryId, attempts, sentAt, failedAt, lastError FROM outbox ORDER BY id',
  );

  const claim = db.transaction((now: number, leaseMs: number): OutboxItem | undefined => {
    const next = due.get(now, now);
    if (!next) return undefined;
    lease.run(now + leaseMs, next.outboxId);
    const row = enquiry.get(next.enquiryId);
    return row && { outboxId: next.outboxId, attempts: next.attempts, enquiry: toStored(row) };
  });

  return {
    // IMMEDIATE: the write lock first, so two workers never see the same row due.
    claimDueEmail: (now, leaseMs) => claim.immediate(now, leaseMs),
    markEmailSent(outboxId, now = new Date(), note) {
      sent.run(now.toISOString(), note?.slice(0, 500) ?? null, outboxId);
    },
    markEmailFailed(outboxId, error, retryAt, now = new Date()) {
      const message = error.slice(0, 500);
      if (retryAt === 'never') givenUp.run(message, now.toISOString(), outboxId);
      else dueAgain.run(message, retryAt, outboxId);
    },
    retryFailedEmails: (enquiryId, now = Date.now()) =>
      retry.run({ now, enquiryId: enquiryId ?? null }).changes,
    emailCounts: () => counts.get() ?? { pending: 0, sent: 0, failed: 0 },
    nextEmailDueAt: () => nextDue.get()?.due ?? undefined,
    outboxState: () => state.all(),
  };
}
