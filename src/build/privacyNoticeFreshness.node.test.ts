/**
 * `npm start` builds again when the build in dist/ decided another retention than the
 * RETENTION_DAYS it runs with: the service keeps enquiries for what the build decided
 * (src/server/privacyNotice.ts), so setting it for `npm start` must reach the build.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { BUILD_STAMP, isBuildCurrent } from './buildFreshness';
import { writePrivacyNotice } from './privacyNotice';

let root: string;
const dist = () => path.join(root, 'dist');
const notice = () => path.join(dist(), SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'notice-freshness-'));
  await mkdir(path.join(root, 'src'), { recursive: true });
  await writeFile(path.join(root, 'src/main.tsx'), 'x');
  await utimes(path.join(root, 'src/main.tsx'), new Date(1e12), new Date(1e12));
  await utimes(path.join(root, 'src'), new Date(1e12), new Date(1e12));
  await mkdir(dist(), { recursive: true });
  await writeFile(path.join(dist(), BUILD_STAMP), 'x');
});

afterEach(() => rm(root, { recursive: true, force: true }));

it('is current when the notice says what RETENTION_DAYS sets, and not otherwise', async () => {
  await writePrivacyNotice(365, path.join(dist(), SERVER_RENDER_DIR));
  expect(await isBuildCurrent(root, dist(), { RETENTION_DAYS: '365' })).toBe(true);
  expect(await isBuildCurrent(root, dist(), { RETENTION_DAYS: '90' })).toBe(false);
  expect(await isBuildCurrent(root, dist(), {})).toBe(false);

  await writePrivacyNotice(null, path.join(dist(), SERVER_RENDER_DIR));
  expect(await isBuildCurrent(root, dist(), {})).toBe(true);
  expect(await isBuildCurrent(root, dist(), { RETENTION_DAYS: '' })).toBe(true);
  expect(await isBuildCurrent(root, dist(), { RETENTION_DAYS: '365' })).toBe(false);
});

it('is not current with a RETENTION_DAYS that is not a retention: the build then says why', async () => {
  await writePrivacyNotice(365, path.join(dist(), SERVER_RENDER_DIR));
  expect(await isBuildCurrent(root, dist(), { RETENTION_DAYS: 'a year' })).toBe(false);
  expect(await isBuildCurrent(root, dist(), { RETENTION_DAYS: '0' })).toBe(false);
});

it('is not current without a notice, or with a damaged one', async () => {
  expect(await isBuildCurrent(root, dist(), {})).toBe(false);
  await mkdir(path.dirname(notice()), { recursive: true });
  await writeFile(notice(), '{"retentionDays": ');
  expect(await isBuildCurrent(root, dist(), {})).toBe(false);
});
