/**
 * `npm run enquiries`, run as a real process against a real database: the JSON contract, CSV a
 * spreadsheet can open safely, the readable listing, --since, spam, and clear refusals of bad flags.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore } from '../store';
import { projectRoot } from '../testSupport';

let dataDir: string;

const tricky = 'Hello, "team"\nSecond line — नमस्ते 👋 שלום';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cli-'));
  const store = openStore(dataDir);
  const save = (fullName: string, phoneNumber: string, message: string, at: string, spam = false) =>
    store.saveEnquiry(
      { fullName, phoneNumber, userEmail: spam ? 'bot@spam.example' : 'a@b.co', message },
      { spam, now: new Date(at) },
    );
  save('Asha', '+91 98765 43210', tricky, '2026-05-10T08:00:00.000Z');
  save('=HYPERLINK("http://evil.example","Click")', '', '@SUM(1+1)', '2026-06-15T09:30:00.000Z');
  save('Bot', '', 'buy now', '2026-06-20T10:00:00.000Z', true);
  save('Ravi', '', 'plain', '2026-07-01T00:00:00.000Z');
  store.close();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[], dir = dataDir) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/enquiries.ts', ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', DATA_DIR: dir } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

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

describe('npm run enquiries', () => {
  it('--json prints one array of exactly the contract fields, oldest first, without spam', async () => {
    const { code, stdout } = await run(['--json']);
    expect(code).toBe(0);
    const list = JSON.parse(stdout) as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    for (const item of list) {
      expect(Object.keys(item)).toEqual([
        'id',
        'receivedAt',
        'fullName',
        'phoneNumber',
        'userEmail',
        'message',
      ]);
    }
    expect(list[0]).toEqual({
      id: 1,
      receivedAt: '2026-05-10T08:00:00.000Z',
      fullName: 'Asha',
      phoneNumber: '+91 98765 43210',
      userEmail: 'a@b.co',
      message: tricky,
    });
    expect(list.map((e) => e.fullName)).not.toContain('Bot');
  });

  it('--include-spam adds what the bot trap caught', async () => {
    const list = JSON.parse((await run(['--json', '--include-spam'])).stdout) as {
      fullName: string;
    }[];
    expect(list.map((e) => e.fullName)).toContain('Bot');
  });

  it('--since keeps enquiries from that day on (UTC)', async () => {
    const list = JSON.parse((await run(['--json', '--since', '2026-06-15'])).stdout) as {
      id: number;
    }[];
    expect(list.map((e) => e.id)).toEqual([2, 4]);
    const later = JSON.parse((await run(['--json', '--since=2026-06-15T10:00:00Z'])).stdout) as {
      id: number;
    }[];
    expect(later.map((e) => e.id)).toEqual([4]);
  });

  it('--csv is RFC 4180 and defuses spreadsheet formulas', async () => {
    const { code, stdout } = await run(['--csv']);
    expect(code).toBe(0);
    expect(stdout.endsWith('\r\n')).toBe(true);
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual([
      'id',
      'receivedAt',
      'fullName',
      'phoneNumber',
      'userEmail',
      'message',
    ]);
    expect(rows).toHaveLength(4);
    // Commas, quotes, line breaks and Unicode come back exactly.
    expect(rows[1]![5]).toBe(tricky);
    // A leading = + - @ would run as a formula: it is prefixed with an apostrophe.
    expect(rows[1]![3]).toBe("'+91 98765 43210");
    expect(rows[2]![2]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[2]![5]).toBe("'@SUM(1+1)");
  });

  it('prints a readable listing by default', async () => {
    const { code, stdout } = await run([]);
    expect(code).toBe(0);
    expect(stdout).toContain('Enquiry 1, received 2026-05-10 08:00:00 UTC');
    expect(stdout).toContain('  Name:  Asha');
    expect(stdout).toContain('    Second line — नमस्ते 👋 שלום');
    expect(stdout.trimEnd().endsWith('3 enquiries.')).toBe(true);
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

  it('says there are none, and creates nothing, when there is no database yet', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'cli-empty-'));
    try {
      expect(JSON.parse((await run(['--json'], empty)).stdout)).toEqual([]);
      expect((await run([], empty)).stdout).toBe('No enquiries.\n');
      expect(existsSync(path.join(empty, DATABASE_FILE))).toBe(false);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
