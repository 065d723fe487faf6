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
 *
 * This file opens the database and puts the store together; each part is a module of its own in
 * src/server/store/, behind its interface, its statements prepared once: `enquiries.ts` (itself
 * made of `enquirySaving.ts`, `enquiryReading.ts`, `enquiryMarks.ts`, `enquiryConsent.ts` and
 * `enquiryDeletion.ts`), `outbox.ts`, `sessions.ts`, `serviceState.ts`, `ledgers.ts` (erasures
 * and parents' consents a restored backup cannot undo), with `schema.ts` (the schema and
 * migrations), `records.ts` (what the parts give and take), `logWipe.ts` and `openProblems.ts`.
 */
import { accessSync, chmodSync, constants, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StartupError } from './startupError';
import { enquiryStore, type EnquiryStore, type RandomBelow } from './store/enquiries';
import { consentLedger, erasureLedger } from './store/ledgers';
import { logWiper } from './store/logWipe';
import { damaged, noDatabase, sqliteCode, unusable } from './store/openProblems';
import { outboxStore, type OutboxStore } from './store/outbox';
import { migrate } from './store/schema';
import {
  compactIfOwed,
  serviceStateStore,
  stateTable,
  type ServiceStateStore,
} from './store/serviceState';
import { sessionStore, type SessionStore } from './store/sessions';

export const DATABASE_FILE = 'enquiries.sqlite';

export interface OpenOptions {
  /** Refuse, instead of creating one, when DATA_DIR holds no database (the CLI). */
  mustExist?: boolean;
  /**
   * Draws the enquiries' references (crypto.randomInt's by default): a test gives its own to make
   * two draws collide.
   */
  randomBelow?: RandomBelow;
}

/** Everything the service, the CLI and the inbox keep in the database. */
export interface Store extends EnquiryStore, OutboxStore, SessionStore, ServiceStateStore {
  /** The connection itself, for the tests and the CLI's backup. */
  db: Database.Database;
  /** The database's path. */
  file: string;
  /**
   * How many enquiries this opening deleted again because the erasure ledger lists them (a
   * backup restored after their erasure): said in the service's log.
   */
  erasuresApplied: number;
  /**
   * How many parents' consents this opening recorded again because the consent ledger lists them
   * (a backup restored after their confirmation): said in the service's log.
   */
  consentsApplied: number;
  /**
   * Truncates the log (at the service's start: a process killed between a deletion and its
   * checkpoint left the old pages there). True when done.
   */
  wipeLog(): boolean;
  close(): void;
}

/**
 * Opens the database in `dataDir`, creating the folder and the file when needed (unless
 * `mustExist`), checks it and migrates it. Every problem the owner must fix is a StartupError.
 */
export function openStore(
  dataDir: string,
  { mustExist = false, randomBelow }: OpenOptions = {},
): Store {
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
    return storeOn(db, file, dataDir, randomBelow);
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

/** The parts of the store over an open, checked and migrated database. */
function storeOn(
  db: Database.Database,
  file: string,
  dataDir: string,
  randomBelow: RandomBelow | undefined,
): Store {
  const { wipeLog, stop } = logWiper(db);
  const state = stateTable(db);
  compactIfOwed(db, state, wipeLog);
  const enquiries = enquiryStore(
    db,
    wipeLog,
    { erasures: erasureLedger(dataDir), consents: consentLedger(dataDir) },
    randomBelow,
  );
  // Before anything reads, sends or deletes by age: a restored backup may hold enquiries erased
  // since, and parents' enquiries whose consent was confirmed since.
  const erasuresApplied = enquiries.applyErasures();
  const consentsApplied = enquiries.applyConsents();
  return {
    db,
    file,
    erasuresApplied,
    consentsApplied,
    ...enquiries,
    ...outboxStore(db),
    ...sessionStore(db),
    ...serviceStateStore(state),
    wipeLog,
    close() {
      stop();
      if (db.open) db.close();
    },
  };
}
