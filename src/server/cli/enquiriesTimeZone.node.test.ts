/**
 * `npm run enquiries` in the owner's time zone (OWNER_TIME_ZONE, India's Asia/Kolkata by
 * default): the listing shows times in it, with its name written, and `--since` reads a date or a
 * time without an offset in it (2026-11-01 is midnight in India, 2026-10-31T18:30:00Z, not 05:30).
 * Run as a real process against a real database, both ways: India, and another zone.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../store';
import { parseTimeZone, timeIn } from '../timeZone';
import { projectRoot } from '../../testing/server/service';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'cli-zone-'));
  const store = openStore(dataDir);
  const save = (fullName: string, at: string) =>
    store.saveEnquiry(
      { fullName, phoneNumber: '', userEmail: 'a@b.co', message: 'hello' },
      { spam: false, now: new Date(at) },
    );
  // 31 October, 20:00 in India: before 1 November there, though after midnight UTC's eve.
  save('Before midnight in India', '2026-10-31T14:30:00.000Z');
  // 1 November, 01:00 in India (still 31 October in UTC).
  save('After midnight in India', '2026-10-31T19:30:00.000Z');
  // 1 November, 10:00 in India.
  save('Morning in India', '2026-11-01T04:30:00.000Z');
  store.close();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/enquiries.ts', ...args],
      { cwd: projectRoot, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const names = (stdout: string) =>
  (JSON.parse(stdout) as { fullName: string }[]).map((e) => e.fullName);

describe('with OWNER_TIME_ZONE unset: India', () => {
  it('shows each time as the clocks in India show it, with the zone written', async () => {
    const { code, stdout } = await run([]);
    expect(code).toBe(0);
    expect(stdout).toContain('Enquiry 1, received 2026-10-31 20:00:00 Asia/Kolkata\n');
    expect(stdout).toContain('Enquiry 2, received 2026-11-01 01:00:00 Asia/Kolkata\n');
    expect(stdout).toContain('Enquiry 3, received 2026-11-01 10:00:00 Asia/Kolkata\n');
    expect(stdout).not.toContain('UTC');
  });

  it('reads --since 2026-11-01 as midnight in India, and a time without an offset there too', async () => {
    expect(names((await run(['--json', '--since', '2026-11-01'])).stdout)).toEqual([
      'After midnight in India',
      'Morning in India',
    ]);
    expect(names((await run(['--json', '--since', '2026-11-01T09:59'])).stdout)).toEqual([
      'Morning in India',
    ]);
    // With an offset, exactly as written: midnight UTC is 05:30 in India.
    expect(names((await run(['--json', '--since', '2026-11-01T00:00:00Z'])).stdout)).toEqual([
      'Morning in India',
    ]);
  });

  it('keeps UTC in --json, the machine-readable contract', async () => {
    const list = JSON.parse((await run(['--json'])).stdout) as { receivedAt: string }[];
    expect(list[0]?.receivedAt).toBe('2026-10-31T14:30:00.000Z');
  });
});

describe('with OWNER_TIME_ZONE set to another zone', () => {
  it('shows and reads times in that zone (UTC)', async () => {
    const env = { OWNER_TIME_ZONE: 'UTC' };
    const { stdout } = await run([], env);
    expect(stdout).toContain('Enquiry 1, received 2026-10-31 14:30:00 UTC\n');
    expect(names((await run(['--json', '--since', '2026-11-01'], env)).stdout)).toEqual([
      'Morning in India',
    ]);
  });

  it('shows and reads times in that zone (America/New_York, summer time ending that day)', async () => {
    const env = { OWNER_TIME_ZONE: 'America/New_York' };
    const { stdout } = await run([], env);
    // 14:30 UTC on 31 October is 10:30 in New York (summer time, UTC-4).
    expect(stdout).toContain('Enquiry 1, received 2026-10-31 10:30:00 America/New_York\n');
    // Midnight of 31 October in New York is 04:00 UTC: all three are on or after it.
    expect(names((await run(['--json', '--since', '2026-10-31'], env)).stdout)).toHaveLength(3);
    // 15:00 on 31 October in New York is 19:00 UTC: only the last two.
    expect(names((await run(['--json', '--since', '2026-10-31T15:00'], env)).stdout)).toEqual([
      'After midnight in India',
      'Morning in India',
    ]);
  });

  it('refuses a zone it does not know, in one sentence naming the setting', async () => {
    const { code, stderr } = await run([], { OWNER_TIME_ZONE: 'India/Delhi' });
    expect(code).toBe(1);
    expect(stderr).toBe(
      'OWNER_TIME_ZONE must name a time zone such as Asia/Kolkata or Europe/London; "India/Delhi" is not one.\n',
    );
  });
});

describe('timeIn and parseTimeZone', () => {
  it('defaults to Asia/Kolkata and writes the zone after the time', () => {
    expect(parseTimeZone(undefined)).toBe('Asia/Kolkata');
    expect(parseTimeZone('')).toBe('Asia/Kolkata');
    expect(timeIn('2026-11-01T00:00:00.000Z', 'Asia/Kolkata')).toBe(
      '2026-11-01 05:30:00 Asia/Kolkata',
    );
  });
});
