import type Database from 'better-sqlite3';

export interface LogWiper {
  /**
   * After a deletion: copies the log into the file and truncates it, so the pages as they were
   * before (with the deleted text) are gone from the log too. A reader holding an older snapshot
   * (a backup in progress) can make the checkpoint wait; then it is tried again 30 s later. True
   * when done.
   */
  wipeLog(): boolean;
  /** Cancels a retry still waiting (the store is closing). */
  stop(): void;
}

export function logWiper(db: Database.Database): LogWiper {
  let retry: NodeJS.Timeout | undefined;
  function wipeLog(): boolean {
    clearTimeout(retry);
    retry = undefined;
    if (!db.open) return false;
    let done = false;
    try {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      done = result?.busy === 0;
    } catch {
      done = false;
    }
    if (!done) {
      retry = setTimeout(wipeLog, 30_000);
      retry.unref();
    }
    return done;
  }
  return { wipeLog, stop: () => clearTimeout(retry) };
}
