/**
 * Durable storage of enquiries and of the e-mail outbox, in one SQLite file under DATA_DIR.
 *
 * - WAL: readers (the CLI, a backup) never block the service's writes, and a commit is one append.
 * - synchronous=FULL: every commit is fsynced before `saveEnquiry` returns, so the 201 the visitor
 *   reads is never undone, not even by a power cut or a kernel crash. (NORMAL would survive a
 *   killed process but may lose the last commits on power loss; at a few enquiries a day the cost
 *   of one fsync each is nothing.)
 * - Every enquiry that is not spam owes the owner an e-mail, whatever the settings: its outbox row
 *   is written in the same transaction, so an enquiry can never be stored without its e-mail being
 *   owed, and an owner who sets up e-mail later is sent what waited.
 * - Deletion is real: secure_delete overwrites deleted text with zeros, and after every deletion
 *   the write-ahead log, which still holds the pages as they were, is checkpointed and truncated.
 *   Enquiries are mental-health data that the retention setting and an erasure promise to delete.
 * - Opening checks the file (`quick_check`) and refuses a damaged one with a plain sentence, and
 *   migrates an older database in place (`user_version`), so existing data keeps working.
 */
import { createHash } from 'node:crypto';
import { accessSync, chmodSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Enquiry } from '../shared/enquiry';
import { StartupError, fileProblem } from './startupError';

export const DATABASE_FILE = 'enquiries.sqlite';

export interface StoredEnquiry extends Enquiry {
  id: number;
  /** ISO 8601 in UTC, with milliseconds: sorts and compares as text. */
  receivedAt: string;
  spam: boolean;
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

export interface InboxQuery {
  /** Text to look for in the name, phone, e-mail and message (any case of Latin letters). */
  search?: string | undefined;
  includeSpam?: boolean;
  limit?: number;
  offset?: number;
}

export interface OpenOptions {
  /** Refuse, instead of creating one, when DATA_DIR holds no database (the CLI). */
  mustExist?: boolean;
}

interface EnquiryRow extends Enquiry {
  id: number;
  receivedAt: string;
  spam: number;
}

interface ListedRow extends EnquiryRow {
  readAt: string | null;
  repliedAt: string | null;
  outboxId: number | null;
  attempts: number | null;
  nextAttemptAt: number | null;
  sentAt: string | null;
  failedAt: string | null;
  lastError: string | null;
}

/**
 * The first schema (user_version 0), as the first release wrote it; later changes are the
 * migrations below. Never edit it: databases in use were made by it.
 */
export const FIRST_SCHEMA = `
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

/**
 * Each entry takes the database from user_version N to N + 1, in one transaction. Append only:
 * never edit one that has shipped.
 */
const MIGRATIONS: string[] = [
  // 1: the owner's inbox (read and replied marks), the e-mail check's result, and an e-mail owed
  // for every enquiry (before, one was owed only while e-mail was set up: those stored without it
  // were never e-mailed, not even after e-mail was set up). Then one compaction, which wipes the
  // text of enquiries deleted before deletion was made secure.
  `
  ALTER TABLE enquiries ADD COLUMN readAt TEXT;
  ALTER TABLE enquiries ADD COLUMN repliedAt TEXT;
  CREATE TABLE serviceState (
    key       TEXT PRIMARY KEY,
    value     TEXT NOT NULL,
    updatedAt TEXT NOT NULL
  );
  INSERT INTO outbox (enquiryId, nextAttemptAt)
    SELECT id, 0 FROM enquiries WHERE spam = 0 AND id NOT IN (SELECT enquiryId FROM outbox);
  INSERT INTO serviceState (key, value, updatedAt)
    VALUES ('compactionOwed', '1', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  `,
  // 2: the owner's inbox sessions. Only a SHA-256 hash of each session's random id is kept, so
  // the file (or a backup of it) holds nothing that signs anyone in. Times in milliseconds.
  `
  CREATE TABLE sessions (
    idHash     TEXT    PRIMARY KEY,
    createdAt  INTEGER NOT NULL,
    lastSeenAt INTEGER NOT NULL
  ) WITHOUT ROWID;
  `,
];

/** The schema version this code writes (PRAGMA user_version). */
export const SCHEMA_VERSION = MIGRATIONS.length;

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

function toListed(row: ListedRow): ListedEnquiry {
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

/** `LIKE` text that matches `text` anywhere, with its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function sqliteCode(error: unknown): string {
  return String((error as { code?: unknown } | undefined)?.code ?? '');
}

function damaged(file: string, finding: string): StartupError {
  return new StartupError(
    `The database ${file} is damaged (SQLite's check found: ${finding.split('\n').join(' ')}). ` +
      'Nothing more is written to it: stop the service, move enquiries.sqlite and its -wal and ' +
      '-shm files aside, and restore the latest backup (docs/deploy.md, section 4).',
  );
}

/** The same refusal for every way a folder or file cannot be used. */
function unusable(dataDir: string, error: unknown): StartupError {
  const code = sqliteCode(error);
  const why = code.startsWith('SQLITE_')
    ? code === 'SQLITE_FULL'
      ? 'the disk is full'
      : `SQLite could not open or write the database there (${code})`
    : fileProblem(error);
  return new StartupError(
    `The service cannot write to DATA_DIR (${dataDir}): ${why}. It keeps the enquiries there, ` +
      "so DATA_DIR must be a folder on a local disk that the service's user can write to: " +
      'check the path, its owner, the free space, and that its disk is not mounted read-only.',
  );
}

/** The refusal of the CLI when DATA_DIR holds no database. */
function noDatabase(dataDir: string, file: string): StartupError {
  const where = existsSync(dataDir)
    ? `DATA_DIR (${dataDir}) holds no ${DATABASE_FILE}`
    : `DATA_DIR (${dataDir}) does not exist`;
  return new StartupError(
    `${where}, so there is no database of enquiries to read: set DATA_DIR to the folder the ` +
      `service uses (it keeps the enquiries in ${path.join('DATA_DIR', DATABASE_FILE)}; ` +
      `looked for ${file}).`,
  );
}

export type Store = ReturnType<typeof openStore>;

/**
 * Opens the database in `dataDir`, creating the folder and the file when needed (unless
 * `mustExist`), checks it and migrates it. Every problem the owner must fix is a StartupError.
 */
export function openStore(dataDir: string, { mustExist = false }: OpenOptions = {}) {
  const file = path.join(dataDir, DATABASE_FILE);
  if (mustExist) {
    if (!existsSync(file)) throw noDatabase(dataDir, file);
  } else {
    try {
      // Personal data: only the service's own user may read it (a new directory and file only;
      // an operator's own choice for an existing one is left alone).
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      accessSync(dataDir, constants.W_OK);
    } catch (error) {
      throw unusable(dataDir, error);
    }
  }
  const isNew = !existsSync(file);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, {
      fileMustExist: mustExist,
      // Wait for another process's write (a backup, a second instance) instead of failing at once.
      timeout: 5000,
    });
    if (isNew) chmodSync(file, 0o600);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Per connection, so every connection that deletes must set it: deleted text is zeroed.
    db.pragma('secure_delete = ON');
    const findings = (db.pragma('quick_check') as { quick_check: string }[]).map(
      (row) => row.quick_check,
    );
    if (findings.join() !== 'ok') throw damaged(file, findings.slice(0, 3).join('; '));
    migrate(db, file);
    return storeOn(db, file);
  } catch (error) {
    db?.close();
    if (error instanceof StartupError) throw error;
    const code = sqliteCode(error);
    if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
      throw damaged(file, (error as Error).message);
    }
    if (
      code.startsWith('SQLITE_CANTOPEN') ||
      code.startsWith('SQLITE_READONLY') ||
      code.startsWith('SQLITE_IOERR') ||
      code === 'SQLITE_PERM' ||
      code === 'SQLITE_FULL' ||
      (error as NodeJS.ErrnoException).syscall !== undefined
    ) {
      throw unusable(dataDir, error);
    }
    throw error;
  }
}

function migrate(db: Database.Database, file: string) {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  if (version() > MIGRATIONS.length) {
    throw new StartupError(
      `The database ${file} was written by a newer version of this service (schema ` +
        `${version()}; this version knows ${MIGRATIONS.length}): run the newer version, or ` +
        'restore a backup made by this one.',
    );
  }
  if (version() === MIGRATIONS.length) return;
  // IMMEDIATE: a second process opening the same file at the same moment waits, then sees the
  // new version and does nothing.
  db.transaction(() => {
    db.exec(FIRST_SCHEMA);
    for (const [index, sql] of MIGRATIONS.entries()) {
      if (index < version()) continue;
      db.exec(sql);
      db.pragma(`user_version = ${index + 1}`);
    }
  }).immediate();
}

function storeOn(db: Database.Database, file: string) {
  const stored = 'e.id, e.receivedAt, e.fullName, e.phoneNumber, e.userEmail, e.message, e.spam';
  const listed = `${stored}, e.readAt, e.repliedAt, o.id AS outboxId, o.attempts,
    o.nextAttemptAt, o.sentAt, o.failedAt, o.lastError
    FROM enquiries e LEFT JOIN outbox o ON o.enquiryId = e.id`;

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
    // Spam is kept apart and never e-mailed; everything else is owed an e-mail.
    if (!options.spam) insertOutbox.run(id, now.getTime());
    return { outcome: 'stored', id };
  });

  const readState = (key: string) =>
    db.prepare<[string], { value: string }>('SELECT value FROM serviceState WHERE key = ?').get(key)
      ?.value;
  const writeState = (key: string, value: string | undefined, now = new Date()) => {
    if (value === undefined) {
      db.prepare('DELETE FROM serviceState WHERE key = ?').run(key);
    } else {
      db.prepare(
        `INSERT INTO serviceState (key, value, updatedAt) VALUES (?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt`,
      ).run(key, value, now.toISOString());
    }
  };

  /** New enquiries (not spam) the owner has not opened yet. */
  const countUnread = (): number =>
    db
      .prepare<[], { n: number }>(
        'SELECT COUNT(*) AS n FROM enquiries WHERE readAt IS NULL AND spam = 0',
      )
      .get()?.n ?? 0;

  let wipeRetry: NodeJS.Timeout | undefined;
  /**
   * After a deletion: copies the log into the file and truncates it, so the pages as they were
   * before (with the deleted text) are gone from the log too. A reader holding an older snapshot
   * (a backup in progress) can make the checkpoint wait; then it is tried again later.
   */
  function wipeLog(): boolean {
    clearTimeout(wipeRetry);
    wipeRetry = undefined;
    if (!db.open) return false;
    let done = false;
    try {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      done = result?.busy === 0;
    } catch {
      done = false;
    }
    if (!done) {
      wipeRetry = setTimeout(wipeLog, 30_000);
      wipeRetry.unref();
    }
    return done;
  }

  // Text deleted before secure_delete was on is still in free pages: rebuild the file once.
  if (readState('compactionOwed')) {
    try {
      db.exec('VACUUM');
      writeState('compactionOwed', undefined);
      wipeLog();
    } catch {
      // Another connection is reading; the next open tries again. Nothing is lost meanwhile.
    }
  }

  return {
    db,
    file,

    /**
     * Stores an enquiry and, unless it is spam, the e-mail it owes, in one transaction. Returns
     * only after the commit has reached the disk (synchronous=FULL).
     */
    saveEnquiry(enquiry: Enquiry, options: SaveOptions): SaveResult {
      // IMMEDIATE takes the write lock first, so the key lookup and the insert see one state.
      return save.immediate(enquiry, options);
    },

    /** Enquiries in the order they arrived, optionally from a moment on, spam left out unless asked. */
    listEnquiries({
      since,
      includeSpam = false,
    }: { since?: Date | undefined; includeSpam?: boolean } = {}): ListedEnquiry[] {
      return db
        .prepare<[string, number], ListedRow>(
          `SELECT ${listed}
           WHERE e.receivedAt >= ? AND (e.spam = 0 OR ?)
           ORDER BY e.receivedAt, e.id`,
        )
        .all(since ? since.toISOString() : '', includeSpam ? 1 : 0)
        .map(toListed);
    },

    /**
     * The owner's inbox: newest first, optionally only those containing `search`, a page at a
     * time; with how many match and how many (not spam) are still new.
     */
    inbox({ search = '', includeSpam = false, limit = 50, offset = 0 }: InboxQuery = {}) {
      const text = search.trim();
      const where = `(e.spam = 0 OR @includeSpam) AND (@text = '' OR
        e.fullName LIKE @like ESCAPE '\\' OR e.phoneNumber LIKE @like ESCAPE '\\' OR
        e.userEmail LIKE @like ESCAPE '\\' OR e.message LIKE @like ESCAPE '\\')`;
      const params = { includeSpam: includeSpam ? 1 : 0, text, like: containing(text) };
      const enquiries = db
        .prepare<[typeof params & { limit: number; offset: number }], ListedRow>(
          `SELECT ${listed} WHERE ${where}
           ORDER BY e.receivedAt DESC, e.id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit, offset })
        .map(toListed);
      const total =
        db
          .prepare<[typeof params], { n: number }>(
            `SELECT COUNT(*) AS n FROM enquiries e WHERE ${where}`,
          )
          .get(params)?.n ?? 0;
      return { enquiries, total, unread: countUnread() };
    },

    countUnread,

    getEnquiry(id: number): ListedEnquiry | undefined {
      const row = db.prepare<[number], ListedRow>(`SELECT ${listed} WHERE e.id = ?`).get(id);
      return row && toListed(row);
    },

    /** Marks an enquiry opened (or new again). False when there is no such enquiry. */
    setRead(id: number, read: boolean, now = new Date()): boolean {
      return (
        db
          .prepare<[{ at: string | null; id: number }]>(
            `UPDATE enquiries SET readAt = CASE WHEN @at IS NULL THEN NULL ELSE COALESCE(readAt, @at) END
             WHERE id = @id`,
          )
          .run({ at: read ? now.toISOString() : null, id }).changes > 0
      );
    },

    /** Marks an enquiry replied (which also marks it read), or not replied. */
    setReplied(id: number, replied: boolean, now = new Date()): boolean {
      const at = now.toISOString();
      return (
        db
          .prepare<[{ repliedAt: string | null; at: string; id: number }]>(
            'UPDATE enquiries SET repliedAt = @repliedAt, readAt = COALESCE(readAt, @at) WHERE id = @id',
          )
          .run({ repliedAt: replied ? at : null, at, id }).changes > 0
      );
    },

    /**
     * Erasure: deletes one enquiry for good, with its e-mail state, and wipes its text from the
     * file and the log. False when there is no such enquiry.
     */
    deleteEnquiry(id: number): boolean {
      const gone = db.prepare('DELETE FROM enquiries WHERE id = ?').run(id).changes > 0;
      if (gone) wipeLog();
      return gone;
    },

    /**
     * Deletes enquiries (and their e-mail state) received more than `days` days ago, as the
     * retention setting promises, and wipes their text. Returns how many went.
     */
    deleteOlderThan(days: number, now = new Date()): number {
      const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
      const deleted = db.prepare('DELETE FROM enquiries WHERE receivedAt < ?').run(cutoff).changes;
      if (deleted > 0) wipeLog();
      return deleted;
    },

    /**
     * Truncates the log (at the service's start: a process killed between a deletion and its
     * checkpoint left the old pages there). True when done.
     */
    wipeLog,

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
            .prepare<[number], EnquiryRow>(`SELECT ${stored} FROM enquiries e WHERE e.id = ?`)
            .get(due.enquiryId);
          return row && { outboxId: due.outboxId, attempts: due.attempts, enquiry: toStored(row) };
        })
        .immediate();
    },

    /** Records a delivered e-mail; `note` says what went only partly right (a refused address). */
    markEmailSent(outboxId: number, now = new Date(), note?: string): void {
      db.prepare('UPDATE outbox SET sentAt = ?, leaseUntil = NULL, lastError = ? WHERE id = ?').run(
        now.toISOString(),
        note?.slice(0, 500) ?? null,
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

    /**
     * Owes the failed e-mails again (all, or one enquiry's), as new: the worker sends them at its
     * next look. Returns how many.
     */
    retryFailedEmails(enquiryId?: number, now = Date.now()): number {
      return db
        .prepare<[{ now: number; enquiryId: number | null }]>(
          `UPDATE outbox SET failedAt = NULL, attempts = 0, lastError = NULL, leaseUntil = NULL,
             nextAttemptAt = @now
           WHERE failedAt IS NOT NULL AND sentAt IS NULL AND (@enquiryId IS NULL OR enquiryId = @enquiryId)`,
        )
        .run({ now, enquiryId: enquiryId ?? null }).changes;
    },

    /** How many e-mails are owed, sent and failed. */
    emailCounts(): Record<'pending' | 'sent' | 'failed', number> {
      return (
        db
          .prepare<[], Record<'pending' | 'sent' | 'failed', number>>(
            `SELECT COUNT(*) FILTER (WHERE sentAt IS NULL AND failedAt IS NULL) AS pending,
                  COUNT(*) FILTER (WHERE sentAt IS NOT NULL) AS sent,
                  COUNT(*) FILTER (WHERE sentAt IS NULL AND failedAt IS NOT NULL) AS failed
           FROM outbox`,
          )
          .get() ?? { pending: 0, sent: 0, failed: 0 }
      );
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

    /** The outbox as it stands, for tests. */
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

    /** Keeps what the service found when it checked e-mail at its start, for the CLI and inbox. */
    recordEmailCheck(check: EmailCheck): void {
      writeState('emailCheck', JSON.stringify(check));
    },

    /** The last e-mail check, or undefined when the service has not checked yet. */
    emailCheck(): EmailCheck | undefined {
      const value = readState('emailCheck');
      return value === undefined ? undefined : (JSON.parse(value) as EmailCheck);
    },

    /** Keeps a new inbox session (by the hash of its id). */
    createSession(idHash: string, now: number): void {
      db.prepare('INSERT INTO sessions (idHash, createdAt, lastSeenAt) VALUES (?, ?, ?)').run(
        idHash,
        now,
        now,
      );
    },

    /** An inbox session by the hash of its id: when it began and when it was last used. */
    findSession(idHash: string): { createdAt: number; lastSeenAt: number } | undefined {
      return db
        .prepare<[string], { createdAt: number; lastSeenAt: number }>(
          'SELECT createdAt, lastSeenAt FROM sessions WHERE idHash = ?',
        )
        .get(idHash);
    },

    /** Notes that a session was used now. */
    touchSession(idHash: string, now: number): void {
      db.prepare('UPDATE sessions SET lastSeenAt = ? WHERE idHash = ?').run(now, idHash);
    },

    /** Ends one session (signing out, or found expired). */
    deleteSession(idHash: string): void {
      db.prepare('DELETE FROM sessions WHERE idHash = ?').run(idHash);
    },

    /** Ends every session (a new passphrase was set). Returns how many there were. */
    deleteAllSessions(): number {
      return db.prepare('DELETE FROM sessions').run().changes;
    },

    /** Forgets sessions begun before `createdBefore` or unused since `lastSeenBefore`. */
    deleteExpiredSessions(createdBefore: number, lastSeenBefore: number): number {
      return db
        .prepare('DELETE FROM sessions WHERE createdAt < ? OR lastSeenAt < ?')
        .run(createdBefore, lastSeenBefore).changes;
    },

    close(): void {
      clearTimeout(wipeRetry);
      if (db.open) db.close();
    },
  };
}
