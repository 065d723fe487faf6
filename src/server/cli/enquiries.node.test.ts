/**
 * `npm run enquiries`, run as a real process against a real database: the JSON contract, CSV a
 * spreadsheet can open safely (also Excel, with Hindi), the readable listing with each e-mail's
 * state and whether a parent's consent is confirmed (and, once it is, what was checked on the call
 * and which privacy notice was agreed to), --since with real dates only, spam, the outbox,
 * retrying failed e-mails, erasure, a non-zero exit when DATA_DIR holds no database, clear refusals
 * of bad flags, and the commands of docs/deploy.md exactly as written there, through npm.
 */
import { exec } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore } from '../store';
import { runEnquiries } from '../../testing/server/enquiriesCli';
import { projectRoot } from '../../testing/server/service';

let dataDir: string;

/** The fields of `--json`, in their order (docs/spec/contracts.md §4); `--csv` adds emailStatus. */
const JSON_FIELDS = [
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
];

const tricky = 'Hello, "team"\nSecond line — नमस्ते 👋 שלום';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cli-'));
  // References drawn in this order: the bot's is the third; the last enquiry's is then taken
  // away, as one stored before references were given.
  const draws = [482915, 48291, 777777, 100200];
  const store = openStore(dataDir, { randomBelow: () => draws.shift() ?? 0 });
  const save = (
    fullName: string,
    phoneNumber: string,
    message: string,
    at: string,
    { spam = false, language }: { spam?: boolean; language?: string } = {},
  ) =>
    store.saveEnquiry(
      { fullName, phoneNumber, userEmail: spam ? 'bot@spam.example' : 'a@b.co', message },
      { spam, now: new Date(at), language },
    );
  // Asha wrote with the Hindi form; the others as before languages were kept.
  save('Asha', '+91 98765 43210', tricky, '2026-05-10T08:00:00.000Z', { language: 'hi' });
  save('=HYPERLINK("http://evil.example","Click")', '', '@SUM(1+1)', '2026-06-15T09:30:00.000Z');
  save('Bot', '', 'buy now', '2026-06-20T10:00:00.000Z', { spam: true });
  save('Ravi', '', 'plain', '2026-07-01T00:00:00.000Z');
  store.db.prepare('UPDATE enquiries SET reference = NULL WHERE id = 4').run();
  // Enquiry 1's e-mail went out; enquiry 2's was refused for good; enquiry 4's waits.
  store.markEmailSent(
    store.claimDueEmail(Date.now(), 1000)!.outboxId,
    new Date('2026-05-10T08:01:00.000Z'),
  );
  store.markEmailFailed(
    store.claimDueEmail(Date.now(), 1000)!.outboxId,
    '550 5.1.1 No such user',
    'never',
  );
  store.recordEmailCheck({
    state: 'working',
    detail: 'smtp.example.org answered',
    checkedAt: '2026-07-01T00:00:00.000Z',
  });
  store.close();
});

/** A database of its own, for a test that changes it. */
async function copyOfData(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cli-copy-'));
  const source = openStore(dataDir);
  await source.db.backup(path.join(dir, DATABASE_FILE));
  source.close();
  return dir;
}

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const run = (args: string[], dir = dataDir) => runEnquiries(args, dir);

/** A strict RFC 4180 reader: CRLF rows, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field).toBe('');
  return rows;
}

// Each test runs the CLI as a process of its own (or several): slow on a busy machine.
describe('npm run enquiries', { timeout: 60_000 }, () => {
  it('--json prints one array of exactly the contract fields, oldest first, without spam', async () => {
    const { code, stdout } = await run(['--json']);
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    for (const item of list) expect(Object.keys(item)).toEqual(JSON_FIELDS);
    expect(list[0]).toEqual({
      id: 1,
      reference: '482915',
      receivedAt: '2026-05-10T08:00:00.000Z',
      language: 'hi',
      fullName: 'Asha',
      phoneNumber: '+91 98765 43210',
      userEmail: 'a@b.co',
      message: tricky,
      writer: 'adult',
      relationship: '',
      consentConfirmedAt: null,
      consentConfirmedBy: null,
      consentChecked: null,
      consentNoticeDate: null,
    });
    expect(list.map((e) => e.fullName)).not.toContain('Bot');
    // Six digits as stored, its leading zero kept; null for one stored before references.
    expect(list.map((e) => e.reference)).toEqual(['482915', '048291', null]);
  });

  it('--include-spam adds what the bot trap caught', async () => {
    const list = JSON.parse((await run(['--json', '--include-spam'])).stdout) as {
      fullName: string;
    }[];
    expect(list.map((e) => e.fullName)).toContain('Bot');
  });

  it("--since keeps enquiries from that day on (in the owner's zone, India's by default)", async () => {
    const list = JSON.parse((await run(['--json', '--since', '2026-06-15'])).stdout) as {
      id: number;
    }[];
    expect(list.map((e) => e.id)).toEqual([2, 4]);
    const later = JSON.parse((await run(['--json', '--since=2026-06-15T10:00:00Z'])).stdout) as {
      id: number;
    }[];
    expect(later.map((e) => e.id)).toEqual([4]);
  });

  it('--csv starts with a UTF-8 byte-order mark, so Excel shows Hindi right', async () => {
    const { code, stdout } = await run(['--csv']);
    expect(code).toBe(0);
    expect([...Buffer.from(stdout, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(stdout.slice(1).startsWith('id,reference,receivedAt,')).toBe(true);
  });

  it('--csv is RFC 4180 and defuses spreadsheet formulas', async () => {
    const { code, stdout } = await run(['--csv']);
    expect(code).toBe(0);
    expect(stdout.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(stdout.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([...JSON_FIELDS, 'emailStatus']);
    const column = (name: string) => rows[0]!.indexOf(name);
    expect(rows.slice(1).map((row) => row[JSON_FIELDS.length])).toEqual([
      'sent',
      'failed',
      'pending',
    ]);
    expect(rows.slice(1).map((row) => row[column('writer')])).toEqual(['adult', 'adult', 'adult']);
    // As the visitor was told it, so that a spreadsheet keeps it as text with its leading zero;
    // empty for one stored before references were given.
    expect(rows.slice(1).map((row) => row[column('reference')])).toEqual([
      '482 915',
      '048 291',
      '',
    ]);
    expect(rows).toHaveLength(4);
    // Commas, quotes, line breaks and Unicode come back exactly.
    expect(rows[1]![column('message')]).toBe(tricky);
    // A leading = + - @ would run as a formula: it is prefixed with an apostrophe.
    expect(rows[1]![column('phoneNumber')]).toBe("'+91 98765 43210");
    expect(rows[2]![column('fullName')]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[2]![column('message')]).toBe("'@SUM(1+1)");
  });

  it('prints a readable listing by default, with where each e-mail to the owner stands', async () => {
    const { code, stdout } = await run([]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Enquiry 1, received 2026-05-10 13:30:00 Asia/Kolkata\n  Reference 482 915\n  Language: hi\n  Name:  Asha\n',
    );
    expect(stdout).toContain('  Reference 048 291\n');
    // One stored before references were given has no such line.
    expect(stdout).toContain('Enquiry 4, received 2026-07-01 05:30:00 Asia/Kolkata\n  Name:  Ravi');
    expect(stdout.match(/Reference/g)).toHaveLength(2);
    expect(stdout).toContain('    Second line — नमस्ते 👋 שלום');
    expect(stdout).toContain('  E-mail to the owner: sent 2026-05-10 13:31:00 Asia/Kolkata\n');
    expect(stdout).toContain(
      '  E-mail to the owner: FAILED, no more tries (1 try): 550 5.1.1 No such user; to send it again: npm run enquiries -- --retry-email\n',
    );
    expect(stdout).toContain('  E-mail to the owner: waiting to be sent\n');
    expect(stdout).toContain('1 e-mail to the owner FAILED (above)');
    expect(stdout.trimEnd().endsWith('3 enquiries.')).toBe(true);
  });

  it('--outbox says whether e-mail works, and where each e-mail stands', async () => {
    const { code, stdout } = await run(['--outbox']);
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'E-mail to the owner: working (as the service found it at its start, 2026-07-01 05:30:00 Asia/Kolkata): smtp.example.org answered.',
        '',
        'Enquiry 1, received 2026-05-10 13:30:00 Asia/Kolkata: sent 2026-05-10 13:31:00 Asia/Kolkata',
        'Enquiry 2, received 2026-06-15 15:00:00 Asia/Kolkata: FAILED, no more tries (1 try): 550 5.1.1 No such user; to send it again: npm run enquiries -- --retry-email',
        'Enquiry 4, received 2026-07-01 05:30:00 Asia/Kolkata: waiting to be sent',
        '',
        '1 sent, 1 waiting, 1 failed.',
        'To send the failed ones again: npm run enquiries -- --retry-email',
        '',
      ].join('\n'),
    );
  });

  it('--retry-email owes the failed e-mails again', async () => {
    const dir = await copyOfData();
    try {
      const { code, stdout } = await run(['--retry-email'], dir);
      expect(code).toBe(0);
      expect(stdout).toMatch(
        /^1 failed e-mail is owed again: the running service sends them within a minute/,
      );
      const store = openStore(dir);
      expect(store.getEnquiry(2)!.email.status).toBe('pending');
      store.close();
      expect((await run(['--retry-email'], dir)).stdout).toBe(
        'No e-mail has failed: there is nothing to send again.\n',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('--delete erases an enquiry for good, and says so; an unknown one exits 1', async () => {
    const dir = await copyOfData();
    try {
      const { code, stdout } = await run(['--delete', '1'], dir);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Enquiry 1 is deleted for good, with its e-mail state\./);
      const store = openStore(dir);
      expect(store.getEnquiry(1)).toBeUndefined();
      store.close();
      expect(readFileSync(path.join(dir, DATABASE_FILE)).includes(Buffer.from(tricky))).toBe(false);
      const again = await run(['--delete', '1'], dir);
      expect(again.code).toBe(1);
      expect(again.stderr).toBe('There is no enquiry 1 (it may have been deleted already).\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('--out writes the file itself, readable by its owner only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cli-out-'));
    try {
      const file = path.join(dir, 'enquiries.csv');
      const { code, stdout } = await run(['--csv', '--out', file]);
      expect(code).toBe(0);
      expect(stdout).toBe(`Wrote 3 enquiries to ${file}.\n`);
      expect(readFileSync(file, 'utf8')).toBe((await run(['--csv'])).stdout);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['2026-02-30', 'February 2026 has 28 days'],
    ['2026-02-29', 'February 2026 has 28 days'],
    ['2026-04-31', 'April 2026 has 30 days'],
    ['2026-00-10', 'there is no month 0'],
    ['2026-11-01T25:00', 'that is not a real time of day'],
  ])('--since %s is refused with a plain sentence, not read as another day', async (date, why) => {
    const { code, stdout, stderr } = await run(['--json', '--since', date]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(
      `--since ${date}: ${why}; give a real date such as 2026-11-01.`,
    );
  });

  it('--since takes 29 February in a leap year, and a time with an offset', async () => {
    expect((await run(['--json', '--since', '2028-02-29'])).stdout).toBe('[]\n');
    const list = JSON.parse(
      (await run(['--json', '--since', '2026-06-15T15:30:00+05:30'])).stdout,
    ) as {
      id: number;
    }[];
    expect(list.map((e) => e.id)).toEqual([4]);
  });

  it.each([
    [['--xml']],
    [['--json', '--csv']],
    [['--since', 'last tuesday']],
    [['--since', '2026-13-45']],
    [['--since']],
    [['everything']],
  ])('refuses %j with the usage and exit code 2', async (args) => {
    const { code, stdout, stderr } = await run(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Usage: npm run enquiries --');
  });

  it('exits 1 with a plain sentence when DATA_DIR holds no database, and creates nothing', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'cli-empty-'));
    try {
      for (const args of [[], ['--json'], ['--csv'], ['--outbox']]) {
        const { code, stdout, stderr } = await run(args, empty);
        expect(code).toBe(1);
        expect(stdout).toBe('');
        expect(stderr).toMatch(
          new RegExp(
            `^DATA_DIR \\(${empty}\\) holds no enquiries\\.sqlite, so there is no database of enquiries to read: set DATA_DIR to the folder the service uses`,
          ),
        );
      }
      expect(existsSync(path.join(empty, DATABASE_FILE))).toBe(false);

      const nowhere = path.join(empty, 'nowhere');
      const { code, stderr } = await run([], nowhere);
      expect(code).toBe(1);
      expect(stderr).toMatch(new RegExp(`^DATA_DIR \\(${nowhere}\\) does not exist`));
      expect(existsSync(nowhere)).toBe(false);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('says "No enquiries." (exit 0) for a database that holds none', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cli-none-'));
    try {
      openStore(dir).close();
      expect(await run([], dir)).toEqual({ code: 0, stdout: 'No enquiries.\n', stderr: '' });
      expect(JSON.parse((await run(['--json'], dir)).stdout)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** Runs a shell command line as the owner types it, from the project folder. */
function shell(line: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    // Only what a login shell has: no npm_* variables of a test run started by npm.
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir() };
    exec(line, { cwd: projectRoot, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('the commands of docs/deploy.md, typed as written there', { timeout: 180_000 }, () => {
  it('give parseable JSON and a CSV that starts with the byte-order mark', async () => {
    const docs = await readFile(path.join(projectRoot, 'docs/deploy.md'), 'utf8');
    const lines = docs
      .split('\n')
      .filter((line) => /^DATA_DIR=\S+ npm run (--silent )?enquiries\b/.test(line))
      .map((line) => line.replace(/\s+#.*$/, ''));
    const files = lines.filter((line) => /(>|--out) \S+\.(json|csv)/.test(line));
    // The listing, the CSV and JSON files, and the JSON through a redirection at least.
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files.some((line) => line.includes('> '))).toBe(true);
    expect(files.some((line) => line.includes('--out '))).toBe(true);

    const out = await mkdtemp(path.join(tmpdir(), 'cli-docs-'));
    try {
      for (const line of lines) {
        const command = line
          .replace(/^DATA_DIR=\S+/, `DATA_DIR=${dataDir}`)
          .replace(
            /(>|--out) (\S+)/,
            (_m, how: string, name: string) => `${how} ${out}/${path.basename(name)}`,
          );
        const result = await shell(command);
        expect(result.code, `${line}\n${result.stderr}`).toBe(0);
        const written = /(?:>|--out) (\S+)/.exec(command)?.[1];
        if (written?.endsWith('.json')) {
          const list = JSON.parse(await readFile(written, 'utf8')) as unknown[];
          expect(Array.isArray(list), line).toBe(true);
          if (!line.includes('--since')) expect(list, line).toHaveLength(3);
        } else if (written?.endsWith('.csv')) {
          const bytes = await readFile(written);
          expect([...bytes.subarray(0, 3)], line).toEqual([0xef, 0xbb, 0xbf]);
          expect(
            bytes.subarray(3).toString('utf8').startsWith('id,reference,receivedAt,'),
            line,
          ).toBe(true);
        }
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('warn when npm put its own lines into a redirected output', async () => {
    const out = await mkdtemp(path.join(tmpdir(), 'cli-banner-'));
    try {
      const file = path.join(out, 'enquiries.json');
      const result = await shell(`DATA_DIR=${dataDir} npm run enquiries -- --json > ${file}`);
      expect(result.code).toBe(0);
      // npm's own lines are there (npm writes them, not the CLI), and the owner is told.
      expect(await readFile(file, 'utf8')).toMatch(/^\n> saathi-website@[\d.]+ enquiries\n/);
      expect(result.stderr).toContain(
        'Note: npm printed its own lines ("> saathi-website@… enquiries") above this output, so it is not clean JSON. For a file, use npm run --silent enquiries -- --json > FILE, or --out FILE.',
      );
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
