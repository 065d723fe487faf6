/**
 * Every enquiry as a file: JSON (the contract: exactly the fields of EXPORTED,
 * docs/spec/contracts.md §4) and CSV for a spreadsheet (byte-order mark, RFC 4180, formulas
 * defused). One implementation for both places that export: `npm run enquiries -- --json` and
 * `--csv` (cli/enquiries.ts), and the inbox's `export.json` and `export.csv` (inbox/routes.ts),
 * so that a script that reads one reads the other. A parent's message is left out until their
 * consent is confirmed (`messageWithheld`), as the inbox leaves it out.
 */
import { writtenReference } from '../shared/reference';
import { messageWithheld, type ListedEnquiry } from './store/records';

/**
 * The fields of `--json`, in this order, and nothing else (the contract in docs/spec/contracts.md
 * §4): the enquiry's number and its reference (the six digits the visitor was told, as stored:
 * "482915"; null before references were given), when it came and the language of its form ('en',
 * 'hi'; null before languages were kept), its fields, then who wrote, what the young person
 * is to a parent, and the proof of a parent's consent: when, by whom, what was checked on the
 * call and the notice's date (null while it waits, and for an adult).
 */
export const EXPORTED = [
  'id',
  'reference',
  'receivedAt',
  'language',
  'fullName',
  'phoneNumber',
  'userEmail',
  'message',
  'writer',
  'relationship',
  'consentConfirmedAt',
  'consentConfirmedBy',
  'consentChecked',
  'consentNoticeDate',
] as const;

type Exported = (typeof EXPORTED)[number];

/** One exported field of an enquiry. */
function exported(e: ListedEnquiry, field: Exported): string | number | null {
  if (field === 'consentConfirmedAt') return e.consent?.confirmedAt ?? null;
  if (field === 'consentConfirmedBy') return e.consent?.confirmedBy ?? null;
  if (field === 'consentChecked') return e.consent?.checked ?? null;
  if (field === 'consentNoticeDate') return e.consent?.noticeDate ?? null;
  if (field === 'message' && messageWithheld(e)) return null;
  return e[field];
}

/** `--csv` adds where each enquiry's e-mail to the owner stands. */
export const CSV_COLUMNS = [...EXPORTED, 'emailStatus'] as const;

/**
 * UTF-8's byte-order mark. Excel reads a CSV file without it in the machine's old code page, and
 * Hindi becomes garbage; with it, a double-click opens the file right.
 */
export const BOM = '\uFEFF';

/** One CSV field: formulas defused (a leading = + - @ tab or CR makes spreadsheets evaluate it), then quoted if needed. */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One CSV field's value. The reference as the visitor was told it ("048 291"): six digits alone
 * would be read by a spreadsheet as a number and lose their leading zeros (48291).
 */
function csvValue(e: ListedEnquiry, column: (typeof CSV_COLUMNS)[number]): string | number {
  if (column === 'emailStatus') return e.email.status;
  if (column === 'reference') return e.reference === null ? '' : writtenReference(e.reference);
  return exported(e, column) ?? '';
}

export function toCsv(enquiries: ListedEnquiry[]): string {
  const rows = [
    CSV_COLUMNS.join(','),
    ...enquiries.map((e) => CSV_COLUMNS.map((k) => csvField(csvValue(e, k))).join(',')),
  ];
  return BOM + rows.map((row) => `${row}\r\n`).join('');
}

export function toJson(enquiries: ListedEnquiry[]): string {
  const picked = enquiries.map((e) => Object.fromEntries(EXPORTED.map((k) => [k, exported(e, k)])));
  return `${JSON.stringify(picked, null, 2)}\n`;
}
