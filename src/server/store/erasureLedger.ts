/**
 * The erasure ledger: one line for each enquiry deleted on request (the inbox's Delete, the CLI's
 * --delete), its number and the time it arrived, never its content. It is a file of its own in
 * DATA_DIR, so the backups of the database (docs/deploy.md, section 4) do not hold it, and a
 * restored backup cannot bring it back to an older state. Every opening of the store deletes again
 * what it lists, before the service answers or the outbox sends anything: an enquiry erased after
 * a backup was made stays erased when that backup is restored, and is never e-mailed again.
 *
 * An enquiry is named by its number and its arrival time together: a restored database may give a
 * number again to a new enquiry, which must not be deleted for an older one's erasure. Deletions
 * by age (retention, spam) are not written here: the same rule deletes them again at every start.
 *
 * The line is written and synced before the row is deleted, so a crash between the two leaves an
 * erasure that the next opening finishes, never a deletion without its line.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startupError';

export const ERASURE_LEDGER_FILE = 'erasures.jsonl';

/** One erasure: which enquiry, and when it was erased. */
export interface Erasure {
  id: number;
  receivedAt: string;
  erasedAt: string;
}

export interface ErasureLedger {
  /** The ledger's path, for the owner's messages. */
  file: string;
  /** Every erasure written so far, oldest first. */
  read(): Erasure[];
  /** Writes one erasure and syncs it to the disk before returning. */
  record(erasure: Erasure): void;
}

function isErasure(value: unknown): value is Erasure {
  const entry = value as Partial<Erasure> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.id) &&
    typeof entry.receivedAt === 'string' &&
    typeof entry.erasedAt === 'string'
  );
}

function damagedLedger(file: string, line: number): StartupError {
  return new StartupError(
    `The erasure ledger ${file} is damaged at line ${line}. Nothing is deleted or sent until it ` +
      'is mended: put back its latest copy (docs/deploy.md, section 4), then start again.',
  );
}

/**
 * The ledger of the store in `dataDir`, made empty when there is none yet, so that the backup's
 * copy of it (docs/deploy.md, section 4) always finds one.
 */
export function erasureLedger(dataDir: string): ErasureLedger {
  const file = path.join(dataDir, ERASURE_LEDGER_FILE);
  if (!existsSync(file)) writeFileSync(file, '', { mode: 0o600 });

  function text(): string {
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  return {
    file,

    read() {
      const lines = text().split('\n');
      // A last line without its newline is an append cut short by a crash: its deletion never
      // happened (the line comes first), so there is nothing to finish.
      const complete = lines.slice(0, -1);
      return complete.flatMap((line, index) => {
        if (line.trim() === '') return [];
        let entry: unknown;
        try {
          entry = JSON.parse(line);
        } catch {
          throw damagedLedger(file, index + 1);
        }
        if (!isErasure(entry)) throw damagedLedger(file, index + 1);
        return [entry];
      });
    },

    record({ id, receivedAt, erasedAt }) {
      const before = text();
      // After a cut-short line, start on a line of its own.
      const separator = before === '' || before.endsWith('\n') ? '' : '\n';
      const descriptor = openSync(file, 'a', 0o600);
      try {
        writeSync(descriptor, `${separator}${JSON.stringify({ id, receivedAt, erasedAt })}\n`);
        fsyncSync(descriptor);
      } finally {
        closeSync(descriptor);
      }
    },
  };
}
