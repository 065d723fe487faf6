/**
 * Writes what the privacy notice of this build says about retention into dist/.server/
 * (src/shared/builtSite.ts, PRIVACY_NOTICE_FILE): the retention the build decided
 * (retentionSetting.ts), which the pages say too. The service keeps enquiries for what it says
 * (src/server/privacyNotice.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_FILE } from '../shared/builtSite';
import type { RetentionDays } from '../shared/retention';
import { ssrDir } from './paths';

export async function writePrivacyNotice(
  retentionDays: RetentionDays,
  dir = ssrDir,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, PRIVACY_NOTICE_FILE), `${JSON.stringify({ retentionDays })}\n`);
}
