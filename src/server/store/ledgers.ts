/**
 * The ledgers: what the owner did that a restored backup must not undo, each a file of its own in
 * DATA_DIR, one JSON line per entry, never an enquiry's content. The backups of the database
 * (docs/deploy.md, section 4) do not hold them, so a restored backup cannot bring them back to an
 * older state, and every opening of the store applies them again before the service answers or
 * the outbox sends anything:
 *
 * - the erasure ledger (`erasures.jsonl`): each enquiry deleted on request (the inbox's Delete,
 *   the CLI's --delete), so that an enquiry erased after a backup was made stays erased when that
 *   backup is restored, and is never e-mailed again;
 * - the consent ledger (`consents.jsonl`): each parent's consent the owner confirmed by phone,
 *   when, by whom and the notice's date (no word of the enquiry, nor of the call), so that a restored backup neither forgets it nor lets the deletion of
 *   unconfirmed parents' enquiries (`PARENT_CONFIRM_DAYS`) take a confirmed one.
 *
 * An enquiry is named by its number and its arrival time together: a restored database may give a
 * number again to a new enquiry, which must not be touched for an older one's entry. What is done
 * by age (retention, spam) is not written here: the same rule does it again at every start.
 *
 * A line is written and synced before the database changes, so a crash between the two leaves an
 * entry that the next opening finishes, never a change without its line.
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
export const CONSENT_LEDGER_FILE = 'consents.jsonl';

/** One erasure: which enquiry, and when it was erased. */
export interface Erasure {
  id: number;
  receivedAt: string;
  erasedAt: string;
}

/**
 * One parent's consent confirmed by the owner: which enquiry, when, who confirmed it, and the
 * date of the notice agreed to (empty when the service knew none). Not what the owner checked on
 * the call: those words name the parent and the young person, and a ledger outlives the enquiry's
 * erasure.
 */
export interface ConsentRecord {
  id: number;
  receivedAt: string;
  confirmedAt: string;
  confirmedBy: string;
  noticeDate: string;
}

export interface Ledger<Entry> {
  /** The ledger's path, for the owner's messages. */
  file: string;
  /** Every entry written so far, oldest first. */
  read(): Entry[];
  /** Writes one entry and syncs it to the disk before returning. */
  record(entry: Entry): void;
}

export type ErasureLedger = Ledger<Erasure>;
export type ConsentLedger = Ledger<ConsentRecord>;

/** The fields of an entry and whether each is a whole number or text, in the line's order. */
type Shape<Entry> = { readonly [Key in keyof Entry]: 'integer' | 'text' };

function isEntry<Entry>(value: unknown, shape: Shape<Entry>): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, kind]) =>
    kind === 'integer' ? Number.isInteger(entry[key]) : typeof entry[key] === 'string',
  );
}

function damagedLedger(name: string, file: string, line: number): StartupError {
  return new StartupError(
    `The ${name} ${file} is damaged at line ${line}. Nothing is deleted or sent until it is ` +
      'mended: put back its latest copy (docs/deploy.md, section 4), then start again.',
  );
}

/**
 * The ledger `fileName` of the store in `dataDir`, made empty when there is none yet, so that the
 * backup's copy of it (docs/deploy.md, section 4) always finds one.
 */
function ledger<Entry extends object>(
  dataDir: string,
  fileName: string,
  name: string,
  shape: Shape<Entry>,
): Ledger<Entry> {
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) writeFileSync(file, '', { mode: 0o600 });

  function text(): string {
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  return {
    file,

    read() {
      const lines = text().split('\n');
      // A last line without its newline is an append cut short by a crash: its change never
      // happened (the line comes first), so there is nothing to finish.
      const complete = lines.slice(0, -1);
      return complete.flatMap((line, index) => {
        if (line.trim() === '') return [];
        let entry: unknown;
        try {
          entry = JSON.parse(line);
        } catch {
          throw damagedLedger(name, file, index + 1);
        }
        if (!isEntry(entry, shape)) throw damagedLedger(name, file, index + 1);
        return [entry];
      });
    },

    record(entry) {
      const before = text();
      // After a cut-short line, start on a line of its own.
      const separator = before === '' || before.endsWith('\n') ? '' : '\n';
      // The shape's fields alone, in its order: nothing else an object carries gets in.
      const line = Object.fromEntries(
        Object.keys(shape).map((key) => [key, (entry as Record<string, unknown>)[key]]),
      );
      const descriptor = openSync(file, 'a', 0o600);
      try {
        writeSync(descriptor, `${separator}${JSON.stringify(line)}\n`);
        fsyncSync(descriptor);
      } finally {
        closeSync(descriptor);
      }
    },
  };
}

/** The erasure ledger of the store in `dataDir`. */
export function erasureLedger(dataDir: string): ErasureLedger {
  return ledger<Erasure>(dataDir, ERASURE_LEDGER_FILE, 'erasure ledger', {
    id: 'integer',
    receivedAt: 'text',
    erasedAt: 'text',
  });
}

/** The consent ledger of the store in `dataDir`. */
export function consentLedger(dataDir: string): ConsentLedger {
  return ledger<ConsentRecord>(dataDir, CONSENT_LEDGER_FILE, 'consent ledger', {
    id: 'integer',
    receivedAt: 'text',
    confirmedAt: 'text',
    confirmedBy: 'text',
    noticeDate: 'text',
  });
}
