/**
 * `npm run enquiries -- [--json | --csv] [--since DATE] [--include-spam] [--out FILE]`: prints the
 * stored enquiries, oldest first, from the database in DATA_DIR (safe while the service runs: WAL
 * lets readers and the writer work side by side). Also `--outbox`, `--retry-email` and
 * `--delete ID`, for the owner's side of e-mail and erasure.
 *
 * - default: a listing for people to read, with each enquiry's reference and where its e-mail
 *   stands;
 * - `--json`: one JSON array of objects with exactly the fields of EXPORTED (../enquiryExport.ts:
 *   id, reference, receivedAt, fullName, phoneNumber, userEmail, message, then who wrote and a
 *   parent's consent; the contract in docs/spec/contracts.md §4);
 * - `--csv`: UTF-8 with a byte-order mark, RFC 4180 (CRLF, quotes doubled), spreadsheet formulas
 *   defused, and an emailStatus column.
 *
 * npm prints its own two lines ("> saathi-website@0.1.0 enquiries") to standard output before the
 * script starts, so `npm run enquiries -- --json > file` would not be clean JSON: docs/deploy.md
 * says `npm run --silent enquiries …`, or `--out FILE`, which writes the file itself (private to
 * the user: it holds personal data). When the CLI sees npm's lines went into a file or a pipe, it
 * says so on standard error.
 *
 * Exit codes: 0 done; 1 the owner must fix something (no database in DATA_DIR, a damaged one, an
 * unknown enquiry to delete, a file that cannot be written); 2 a wrong command line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { StartupError, fileProblem } from '../startupError';
import { openStore, type Store } from '../store';
import { instantIn } from '../timeZone';
import { toCsv, toJson } from '../enquiryExport';
import { toOutbox, toText } from './render';

const USAGE = `Usage: npm run enquiries -- [--json | --csv] [--since DATE] [--include-spam] [--out FILE]
       npm run enquiries -- --outbox | --retry-email | --delete ID

Prints the enquiries stored in DATA_DIR (default ./data), oldest first, with where each one's
e-mail to the owner stands. Times are shown and read in OWNER_TIME_ZONE (default Asia/Kolkata,
India), its name written after each; --json and --csv keep UTC (2026-11-01T04:00:00.000Z).
  --json           one JSON array of {id, reference, receivedAt, fullName, phoneNumber,
                   userEmail, message, writer, relationship, consent…}
  --csv            comma-separated values with a header row, for a spreadsheet (UTF-8 with a
                   byte-order mark, so Excel shows Hindi right when the file is double-clicked)
  --since DATE     only enquiries received at or after DATE: 2026-11-01 (midnight in your time
                   zone) or a full time such as 2026-11-01T09:30 (in your zone) or
                   2026-11-01T04:00:00Z (with an offset: as written)
  --include-spam   also list enquiries caught by the bot trap (they are left out otherwise)
  --out FILE       write to FILE (readable by you only) instead of the screen; for a file, use
                   this or npm run --silent enquiries -- --json > FILE (without --silent, npm
                   puts its own lines at the top)
  --outbox         whether e-mail to the owner works, and each enquiry's e-mail: sent, waiting,
                   or failed (and why)
  --retry-email    send the failed e-mails again (the running service does within a minute)
  --delete ID      delete enquiry ID for good, with its e-mail state (erasure); may be repeated
  --help           show this text`;

class UsageError extends Error {}

type Mode = 'list' | 'outbox' | 'retry' | 'delete' | 'help';

interface Options {
  mode: Mode;
  format: 'text' | 'json' | 'csv';
  /** `--since` as typed (checked to be a real date), read in the owner's zone once it is known. */
  since: string | undefined;
  includeSpam: boolean;
  out: string | undefined;
  deleteIds: number[];
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A real calendar date (2026-02-30 is refused, not read as 2 March), optionally with a time and
 * an offset from UTC.
 */
function parseSince(value: string, ownerZone: string): Date {
  const example = 'give a real date such as 2026-11-01';
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(
      value,
    );
  if (!match)
    throw new UsageError(`--since needs a date such as 2026-11-01; "${value}" is not one.`);
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const m = Number(month);
  if (m < 1 || m > 12)
    throw new UsageError(`--since ${value}: there is no month ${m}; ${example}.`);
  const lastDay = new Date(Date.UTC(2000, m, 0));
  lastDay.setUTCFullYear(Number(year), m, 0);
  const days = lastDay.getUTCDate();
  const d = Number(day);
  if (d < 1 || d > days) {
    throw new UsageError(
      `--since ${value}: ${MONTHS[m - 1]} ${year} has ${days} days; ${example}.`,
    );
  }
  const offset = zone && zone !== 'Z' ? /^[+-](\d{2}):?(\d{2})$/.exec(zone) : null;
  if (
    (hour !== undefined &&
      (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) ||
    (offset && (Number(offset[1]) > 14 || Number(offset[2]) > 59))
  ) {
    throw new UsageError(`--since ${value}: that is not a real time of day; ${example}.`);
  }
  if (!zone) {
    // No offset given: the date and time as the owner's clocks show them (OWNER_TIME_ZONE).
    return instantIn(
      {
        year: Number(year),
        month: m,
        day: d,
        hour: Number(hour ?? 0),
        minute: Number(minute ?? 0),
        second: Number(second ?? 0),
        millisecond: Math.round(Number(fraction ?? 0) * 1000),
      },
      ownerZone,
    );
  }
  const time =
    hour === undefined ? '00:00:00' : `${hour}:${minute}:${second ?? '00'}${fraction ?? ''}`;
  const normalZone = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return new Date(`${year}-${month}-${day}T${time}${normalZone}`);
}

function parseOptions(argv: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        json: { type: 'boolean' },
        csv: { type: 'boolean' },
        since: { type: 'string' },
        'include-spam': { type: 'boolean' },
        out: { type: 'string' },
        outbox: { type: 'boolean' },
        'retry-email': { type: 'boolean' },
        delete: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.json && values.csv) throw new UsageError('Choose one of --json and --csv, not both.');
  const modes = (
    [
      ['help', values.help],
      ['outbox', values.outbox],
      ['retry', values['retry-email']],
      ['delete', values.delete !== undefined],
    ] as const
  ).filter(([, on]) => on);
  if (modes.length > 1) {
    throw new UsageError('Choose one of --outbox, --retry-email, --delete and --help.');
  }
  const mode: Mode = modes[0]?.[0] ?? 'list';
  const listing = values.json || values.csv || values.since || values['include-spam'] || values.out;
  if (mode !== 'list' && mode !== 'help' && listing) {
    throw new UsageError(
      '--json, --csv, --since, --include-spam and --out go with the listing only.',
    );
  }
  if (values.out === '') throw new UsageError('--out needs the name of a file.');
  const deleteIds = (values.delete ?? []).map((raw) => {
    if (!/^\d{1,15}$/.test(raw)) {
      throw new UsageError(`--delete needs an enquiry number such as 12; "${raw}" is not one.`);
    }
    return Number(raw);
  });
  return {
    mode,
    format: values.json ? 'json' : values.csv ? 'csv' : 'text',
    // Checked now, so that an impossible date is a usage error before anything else.
    since: values.since === undefined ? undefined : (parseSince(values.since, 'UTC'), values.since),
    includeSpam: values['include-spam'] ?? false,
    out: values.out,
    deleteIds,
  };
}

/** npm printed "> saathi-website@… enquiries" into what is not a terminal. */
function npmBannerInOutput(): boolean {
  return (
    process.env.npm_lifecycle_event === 'enquiries' &&
    process.env.npm_config_loglevel !== 'silent' &&
    !process.stdout.isTTY
  );
}

function list(store: Store, options: Options, zone: string): number {
  const enquiries = store.listEnquiries({
    since: options.since === undefined ? undefined : parseSince(options.since, zone),
    includeSpam: options.includeSpam,
  });
  const check = store.emailCheck();
  const text = {
    json: () => toJson(enquiries),
    csv: () => toCsv(enquiries),
    text: () => toText(enquiries, check, zone),
  }[options.format]();
  if (options.out !== undefined) {
    const file = path.resolve(options.out);
    try {
      // Personal data: a new file is readable by its owner only.
      writeFileSync(file, text, { mode: 0o600 });
    } catch (error) {
      throw new StartupError(`Cannot write ${file}: ${fileProblem(error)}.`);
    }
    const count = enquiries.length === 1 ? '1 enquiry' : `${enquiries.length} enquiries`;
    process.stdout.write(`Wrote ${count} to ${file}.\n`);
    return 0;
  }
  process.stdout.write(text);
  if (options.format !== 'text' && npmBannerInOutput()) {
    process.stderr.write(
      `Note: npm printed its own lines ("> ${process.env.npm_package_name ?? 'saathi-website'}@… enquiries") ` +
        `above this output, so it is not clean ${options.format.toUpperCase()}. For a file, use ` +
        `npm run --silent enquiries -- --${options.format} > FILE, or --out FILE.\n`,
    );
  }
  return 0;
}

function retry(store: Store): number {
  const count = store.retryFailedEmails();
  process.stdout.write(
    count === 0
      ? 'No e-mail has failed: there is nothing to send again.\n'
      : `${count === 1 ? '1 failed e-mail is' : `${count} failed e-mails are`} owed again: the ` +
          'running service sends them within a minute (or at its next start). See how it went: ' +
          'npm run enquiries -- --outbox\n',
  );
  return 0;
}

function erase(store: Store, ids: number[]): number {
  let code = 0;
  for (const id of ids) {
    if (store.deleteEnquiry(id)) {
      process.stdout.write(
        `Enquiry ${id} is deleted for good, with its e-mail state. It is in the erasure ledger, ` +
          'so a backup put back later does not bring it back (docs/deploy.md, section 4).\n',
      );
    } else {
      process.stderr.write(`There is no enquiry ${id} (it may have been deleted already).\n`);
      code = 1;
    }
  }
  return code;
}

function main(argv: string[]): number {
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.mode === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  let store: Store | undefined;
  try {
    // Never creates a database: a wrong DATA_DIR must not look like "nobody wrote".
    const config = readConfig();
    store = openStore(config.dataDir, { mustExist: true });
    if (options.mode === 'outbox') {
      process.stdout.write(
        toOutbox(store.listEnquiries(), store.emailCheck(), config.ownerTimeZone),
      );
      return 0;
    }
    if (options.mode === 'retry') return retry(store);
    if (options.mode === 'delete') return erase(store, options.deleteIds);
    return list(store, options, config.ownerTimeZone);
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  } finally {
    store?.close();
  }
}

process.exitCode = main(process.argv.slice(2));
