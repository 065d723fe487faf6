/**
 * Durable storage of enquiries and of the e-mail outbox, in one SQLite file under DATA_DIR.
 *
 * - WAL: readers (the CLI, a backup) never block the service's writes, and a commit is one append.
 * - synchronous=FULL: every commit is fsynced before `saveEnquiry` returns, so the 201 the visitor
 *   reads is never undone, not even by a power cut or a kernel crash. (NORMAL would survive a
 *   killed process but may lose the last commits on power loss; at a few enquiries a day the cost
 *   of one fsync each is nothing.)
 * - The outbox row is written in the same transaction as its enquiry, so an enquiry can never be
 *   stored without its e-mail being owed, or the other way round.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Enquiry } from '../shared/enquiry';

export const DATABASE_FILE = 'enquiries.sqlite';

export interface StoredEnquiry extends Enquiry {
  id: number;
  /** ISO 8601 in UTC, with milliseconds: sorts and compares as text. */
  receivedAt: string;
  spam: boolean;
}

export interface SaveOptions {
  spam: boolean;
  /** The client's Idempotency-Key, when it sent one. */
  idempotencyKey?: string | undefined;
  /** Owe an e-mail for it (only when notification is configured and it is not spam). */
  notify: boolean;
  now?: Date;
}

export type SaveResult =
  | { outcome: 'stored'; id: number }
  /** The same key came with the same enquiry before: nothing new is stored. */
  | { outcome: 'repeat'; id: number }
  /** The same key came with a different enquiry: refuse rather than drop either silently. */
  | { outcome: 'conflict' };

export interface OutboxItem {
  outboxId: number;
  attempts: number;
  enquiry: StoredEnquiry;
}

interface EnquiryRow extends Enquiry {
  id: number;
  receivedAt: string;
  spam: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS enquiries (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  receivedAt     TEXT    NOT NULL,
  fullName       TEXT    NOT NULL,
  phoneNumber    TEXT    NOT NULL,
  userEmail      TEXT    NOT NULL,
  message        TEXT    NOT NULL,
  spam           INTEGER NOT NULL DEFAULT 0 CHECK (spam IN (0, 1)),
  idempotencyKey TEXT    UNIQUE,
  -- A hash of what was stored, to tell a true repeat from a reused key.
  fingerprint    TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS enquiries_receivedAt ON enquiries (receivedAt);

CREATE TABLE IF NOT EXISTS outbox (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiryId     INTEGER NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
  attempts      INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds since 1970: when the next try is due.
  nextAttemptAt INTEGER NOT NULL,
  -- A worker that claims a row holds it until then; a crashed worker's claim simply expires.
  leaseUntil    INTEGER,
  sentAt        TEXT,
  failedAt      TEXT,
  lastError     TEXT
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (nextAttemptAt) WHERE sentAt IS NULL AND failedAt IS NULL;
`;

function fingerprint(enquiry: Enquiry, spam: boolean): string {
  const { fullName, phoneNumber, userEmail, message } = enquiry;
  return createHash('sha256')
    .update(JSON.stringify([fullName, phoneNumber, userEmail, message, spam]))
    .digest('base64url');
}

function toStored(row: EnquiryRow): StoredEnquiry {
  return {
    id: row.id,
    receivedAt: row.receivedAt,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    userEmail: row.userEmail,
    message: row.message,
    spam: row.spam === 1,
  };
}

export type Store = ReturnType<typeof openStore>;

/** Opens (creating if needed) the database in `dataDir`. */
export function openStore(dataDir: string) {
  // Personal data: only the service's own user may read it (a new directory and file only; an
  // operator's own choice for an existing one is left alone).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, DATABASE_FILE);
  const isNew = !existsSync(file);
  const db = new Database(file, {
    // Wait for another process's write (a backup, a second instance) instead of failing at once.
    timeout: 5000,
  });
  if (isNew) chmodSync(file, 0o600);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);

  const columns = 'id, receivedAt, fullName, phoneNumber, userEmail, message, spam';
  const insertEnquiry = db.prepare<
    [string, string, string, string, string, number, string | null, string]
  >(
    `INSERT INTO enquiries
           (receivedAt, fullName, phoneNumber, userEmail, message, spam, idempotencyKey, fingerprint)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutbox = db.prepare<[number, number]>(
    'INSERT INTO outbox (enquiryId, nextAttemptAt) VALUES (?, ?)',
  );
  const byKey = db.prepare<[string], { id: number; fingerprint: string }>(
    'SELECT id, fingerprint FROM enquiries WHERE idempotencyKey = ?',
  );

  const save = db.transaction((enquiry: Enquiry, options: SaveOptions): SaveResult => {
    const print = fingerprint(enquiry, options.spam);
    if (options.idempotencyKey !== undefined) {
      const earlier = byKey.get(options.idempotencyKey);
      if (earlier) {
        return earlier.fingerprint === print
          ? { outcome: 'repeat', id: earlier.id }
          : { outcome: 'conflict' };
      }
    }
    const now = options.now ?? new Date();
    const { lastInsertRowid } = insertEnquiry.run(
      now.toISOString(),
      enquiry.fullName,
      enquiry.phoneNumber,
      enquiry.userEmail,
      enquiry.message,
      options.spam ? 1 : 0,
      options.idempotencyKey ?? null,
      print,
    );
    const id = Number(lastInsertRowid);
    if (options.notify && !options.spam) insertOutbox.run(id, now.getTime());
    return { outcome: 'stored', id };
  });

  return {
    db,

    /**
     * Stores an enquiry and, when asked, the e-mail it owes, in one transaction. Returns only
     * after the commit has reached the disk (synchronous=FULL).
     */
    saveEnquiry(enquiry: Enquiry, options: SaveOptions): SaveResult {
      // IMMEDIATE takes the write lock first, so the key lookup and the insert see one state.
      return save.immediate(enquiry, options);
    },

    /** Enquiries in the order they arrived, optionally from a moment on, spam left out unless asked. */
    listEnquiries({ since, includeSpam = false }: { since?: Date; includeSpam?: boolean } = {}) {
      const rows = db
        .prepare<[string, number], EnquiryRow>(
          `SELECT ${columns} FROM enquiries
           WHERE receivedAt >= ? AND (spam = 0 OR ?)
           ORDER BY receivedAt, id`,
        )
        .all(since ? since.toISOString() : '', includeSpam ? 1 : 0);
      return rows.map(toStored);
    },

    getEnquiry(id: number): StoredEnquiry | undefined {
      const row = db
        .prepare<[number], EnquiryRow>(`SELECT ${columns} FROM enquiries WHERE id = ?`)
        .get(id);
      return row && toStored(row);
    },

    /**
     * Deletes enquiries (and any e-mail still owed for them) received more than `days` days ago,
     * as the retention setting promises. Returns how many went.
     */
    deleteOlderThan(days: number, now = new Date()): number {
      const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
      return db.prepare('DELETE FROM enquiries WHERE receivedAt < ?').run(cutoff).changes;
    },

    /**
     * Claims the next e-mail that is due, for `leaseMs`: no other worker (in this process or
     * another one on the same file) takes it meanwhile.
     */
    claimDueEmail(now: number, leaseMs: number): OutboxItem | undefined {
      return db
        .transaction(() => {
          const due = db
            .prepare<[number, number], { outboxId: number; attempts: number; enquiryId: number }>(
              `SELECT id AS outboxId, attempts, enquiryId FROM outbox
             WHERE sentAt IS NULL AND failedAt IS NULL AND nextAttemptAt <= ?
               AND (leaseUntil IS NULL OR leaseUntil <= ?)
             ORDER BY nextAttemptAt, id LIMIT 1`,
            )
            .get(now, now);
          if (!due) return undefined;
          db.prepare('UPDATE outbox SET leaseUntil = ? WHERE id = ?').run(
            now + leaseMs,
            due.outboxId,
          );
          const row = db
            .prepare<[number], EnquiryRow>(`SELECT ${columns} FROM enquiries WHERE id = ?`)
            .get(due.enquiryId);
          return row && { outboxId: due.outboxId, attempts: due.attempts, enquiry: toStored(row) };
        })
        .immediate();
    },

    markEmailSent(outboxId: number, now = new Date()): void {
      db.prepare('UPDATE outbox SET sentAt = ?, leaseUntil = NULL WHERE id = ?').run(
        now.toISOString(),
        outboxId,
      );
    },

    /** Records a failed try: due again at `retryAt`, or given up on (the enquiry stays stored). */
    markEmailFailed(outboxId: number, error: string, retryAt: number | 'never', now = new Date()) {
      const message = error.slice(0, 500);
      if (retryAt === 'never') {
        db.prepare(
          `UPDATE outbox SET attempts = attempts + 1, lastError = ?, leaseUntil = NULL, failedAt = ?
           WHERE id = ?`,
        ).run(message, now.toISOString(), outboxId);
      } else {
        db.prepare(
          `UPDATE outbox SET attempts = attempts + 1, lastError = ?, leaseUntil = NULL,
             nextAttemptAt = ? WHERE id = ?`,
        ).run(message, retryAt, outboxId);
      }
    },

    /** The earliest moment an e-mail is due, for the worker's next wake-up. */
    nextEmailDueAt(): number | undefined {
      const row = db
        .prepare<[], { due: number | null }>(
          `SELECT MIN(MAX(nextAttemptAt, COALESCE(leaseUntil, 0))) AS due FROM outbox
           WHERE sentAt IS NULL AND failedAt IS NULL`,
        )
        .get();
      return row?.due ?? undefined;
    },

    /** The outbox as it stands, for the CLI and tests. */
    outboxState() {
      return db
        .prepare<
          [],
          {
            enquiryId: number;
            attempts: number;
            sentAt: string | null;
            failedAt: string | null;
            lastError: string | null;
          }
        >('SELECT enquiryId, attempts, sentAt, failedAt, lastError FROM outbox ORDER BY id')
        .all();
    },

    close(): void {
      if (db.open) db.close();
    },
  };
}
