/**
 * Writes what the privacy notice of this build says about retention into dist/.server/
 * (src/shared/builtSite.ts, PRIVACY_NOTICE_FILE): RETENTION_DAYS read as vite.config.ts read it for
 * the pages, in the same process. The service compares it with its own setting as it starts
 * (src/server/privacyNotice.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_FILE } from '../shared/builtSite';
import { parseRetentionDays } from '../shared/retention';
import { ssrDir } from './paths';

export async function writePrivacyNotice(
  dir = ssrDir,
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const retentionDays = parseRetentionDays(env.RETENTION_DAYS);
  await writeFile(path.join(dir, PRIVACY_NOTICE_FILE), `${JSON.stringify({ retentionDays })}\n`);
}
