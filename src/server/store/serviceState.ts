/**
 * The service's own notes in the `serviceState` table (one value per key): the e-mail check's
 * result, shown by the CLI and the inbox, and whether a compaction is owed.
 */
import type Database from 'better-sqlite3';
import type { EmailCheck } from './records';

export interface ServiceStateStore {
  /** Keeps what the service found when it checked e-mail at its start, for the CLI and inbox. */
  recordEmailCheck(check: EmailCheck): void;
  /** The last e-mail check, or undefined when the service has not checked yet. */
  emailCheck(): EmailCheck | undefined;
}

/** One key's value: read, written, or (undefined) removed. */
export interface StateTable {
  read(key: string): string | undefined;
  write(key: string, value: string | undefined, now?: Date): void;
}

export function stateTable(db: Database.Database): StateTable {
  const select = db.prepare<[string], { value: string }>(
    'SELECT value FROM serviceState WHERE key = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM serviceState WHERE key = ?');
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO serviceState (key, value, updatedAt) VALUES (?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updatedAt = excluded.updatedAt`,
  );
  return {
    read: (key) => select.get(key)?.value,
    write(key, value, now = new Date()) {
      if (value === undefined) remove.run(key);
      else upsert.run(key, value, now.toISOString());
    },
  };
}

export function serviceStateStore(state: StateTable): ServiceStateStore {
  return {
    recordEmailCheck(check) {
      state.write('emailCheck', JSON.stringify(check));
    },
    emailCheck() {
      const value = state.read('emailCheck');
      return value === undefined ? undefined : (JSON.parse(value) as EmailCheck);
    },
  };
}

/**
 * Text deleted before secure_delete was on is still in free pages: the file is rebuilt once
 * (migration 1 owes it). When another connection is reading, the next open tries again; nothing
 * is lost meanwhile.
 */
export function compactIfOwed(db: Database.Database, state: StateTable, wipeLog: () => boolean) {
  if (!state.read('compactionOwed')) return;
  try {
    db.exec('VACUUM');
    state.write('compactionOwed', undefined);
    wipeLog();
  } catch {
    // Another connection is reading; the next open tries again.
  }
}
