/**
 * `npm run enquiries -- [--json | --csv] [--since DATE] [--include-spam]`: prints the stored
 * enquiries, oldest first, from the database in DATA_DIR (safe while the service runs: WAL lets
 * readers and the writer work side by side).
 *
 * - default: a listing for people to read;
 * - `--json`: one JSON array of objects with exactly id, receivedAt, fullName, phoneNumber,
 *   userEmail, message (the contract in docs/spec/contracts.md §4);
 * - `--csv`: RFC 4180 (CRLF, quotes doubled), with spreadsheet formulas defused.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { DATABASE_FILE, openStore, type StoredEnquiry } from '../store';

const USAGE = `Usage: npm run enquiries -- [--json | --csv] [--since DATE] [--include-spam]

Prints the enquiries stored in DATA_DIR (default ./data), oldest first.
  --json           one JSON array of {id, receivedAt, fullName, phoneNumber, userEmail, message}
  --csv            comma-separated values with a header row (for a spreadsheet)
  --since DATE     only enquiries received at or after DATE: 2026-11-01 (midnight UTC)
                   or a full time such as 2026-11-01T09:30:00+05:30
  --include-spam   also list enquiries caught by the bot trap (they are left out otherwise)
  --help           show this text`;

const EXPORTED = ['id', 'receivedAt', 'fullName', 'phoneNumber', 'userEmail', 'message'] as const;

class UsageError extends Error {}

interface Options {
  format: 'text' | 'json' | 'csv';
  since: Date | undefined;
  includeSpam: boolean;
  help: boolean;
}

function parseDate(value: string): Date {
  // A date, optionally with a time; anything else is more likely a typo than a wish.
  const shape =
    /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (!shape.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--since needs a date such as 2026-11-01; "${value}" is not one.`);
  }
  return date;
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
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.json && values.csv) throw new UsageError('Choose one of --json and --csv, not both.');
  return {
    format: values.json ? 'json' : values.csv ? 'csv' : 'text',
    since: values.since === undefined ? undefined : parseDate(values.since),
    includeSpam: values['include-spam'] ?? false,
    help: values.help ?? false,
  };
}

/** One CSV field: formulas defused (a leading = + - @ tab or CR makes spreadsheets evaluate it), then quoted if needed. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(enquiries: StoredEnquiry[]): string {
  const rows = [
    EXPORTED.join(','),
    ...enquiries.map((e) => EXPORTED.map((k) => csvField(e[k])).join(',')),
  ];
  return rows.map((row) => `${row}\r\n`).join('');
}

function toJson(enquiries: StoredEnquiry[]): string {
  const picked = enquiries.map((e) => Object.fromEntries(EXPORTED.map((k) => [k, e[k]])));
  return `${JSON.stringify(picked, null, 2)}\n`;
}

/** Terminal control characters are removed, so a stored text can never drive the terminal. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');
}

function toText(enquiries: StoredEnquiry[]): string {
  if (enquiries.length === 0) return 'No enquiries.\n';
  const blocks = enquiries.map((e) => {
    const lines = [
      `Enquiry ${e.id}, received ${e.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}${e.spam ? ' (caught by the bot trap)' : ''}`,
      `  Name:  ${printable(e.fullName) || '-'}`,
      `  Phone: ${printable(e.phoneNumber) || '-'}`,
      `  Email: ${printable(e.userEmail) || '-'}`,
      '  Message:',
      ...printable(e.message)
        .split(/\r?\n/)
        .map((line) => `    ${line}`),
    ];
    return lines.join('\n');
  });
  const count = enquiries.length === 1 ? '1 enquiry' : `${enquiries.length} enquiries`;
  return `${blocks.join('\n\n')}\n\n${count}.\n`;
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
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  let dataDir: string;
  try {
    dataDir = readConfig().dataDir;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  let enquiries: StoredEnquiry[] = [];
  // No database yet means no enquiries yet; do not create one just to say so.
  if (existsSync(path.join(dataDir, DATABASE_FILE))) {
    const store = openStore(dataDir);
    try {
      enquiries = store.listEnquiries({ since: options.since, includeSpam: options.includeSpam });
    } finally {
      store.close();
    }
  }
  const render = { json: toJson, csv: toCsv, text: toText }[options.format];
  process.stdout.write(render(enquiries));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
