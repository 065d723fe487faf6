/**
 * The database's schema: the first one as the first release wrote it, the migrations since (each
 * in its own transaction, `user_version` counting them), and the step that brings an older file
 * up to date when it is opened.
 */
import type Database from 'better-sqlite3';
import { StartupError } from '../startupError';

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
 * never edit one that has shipped. (Exported so that a test can make a database of an older
 * version, as it was written then.)
 */
export const MIGRATIONS: readonly string[] = [
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
  // 3: who wrote (an adult, or a parent or guardian about a young person), what the young person
  // is to a parent, and the owner's confirmation of a parent's consent by phone: when, and who
  // confirmed. Every enquiry before this one was an adult's.
  `
  ALTER TABLE enquiries ADD COLUMN writer TEXT NOT NULL DEFAULT 'adult'
    CHECK (writer IN ('adult', 'parent'));
  ALTER TABLE enquiries ADD COLUMN relationship TEXT NOT NULL DEFAULT '';
  ALTER TABLE enquiries ADD COLUMN consentConfirmedAt TEXT;
  ALTER TABLE enquiries ADD COLUMN consentConfirmedBy TEXT;
  `,
  // 4: what the owner checked on the call that confirmed a parent's consent, in their words, and
  // the date of the privacy notice the parent agreed to (its "last updated"): the proof of the
  // consent that the DPDP Act (section 6(10)) asks the project to be able to give.
  `
  ALTER TABLE enquiries ADD COLUMN consentChecked TEXT;
  ALTER TABLE enquiries ADD COLUMN consentNoticeDate TEXT;
  `,
  // 5: each enquiry's reference, the six random digits the visitor is told on "Success!" and
  // may quote when they call or write (src/shared/reference.ts). Those stored before have none
  // (NULL): no visitor was ever told one. Unique among the enquiries kept, so that a quoted
  // reference finds one enquiry; the index also makes that search quick.
  `
  ALTER TABLE enquiries ADD COLUMN reference TEXT;
  CREATE UNIQUE INDEX enquiries_reference ON enquiries (reference) WHERE reference IS NOT NULL;
  `,
  // 6: the language of the form the enquiry came from (its content folder: 'en', 'hi'): the
  // language to answer in, and, for a parent's, which language's notice and statement they
  // agreed to. Those stored before have none (NULL).
  `
  ALTER TABLE enquiries ADD COLUMN language TEXT;
  `,
];

/** The schema version this code writes (PRAGMA user_version). */
export const SCHEMA_VERSION = MIGRATIONS.length;

export function migrate(db: Database.Database, file: string) {
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
