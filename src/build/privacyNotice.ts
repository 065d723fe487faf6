/**
 * Writes what the privacy notice of this build says that the service must know into dist/.server/
 * (src/shared/builtSite.ts, PRIVACY_NOTICE_FILE): the retention the build decided
 * (retentionSetting.ts), which the pages say too, and the notice's "last updated" date in the
 * site's first language. The service keeps enquiries for what it says, and records the date with
 * each parent's consent confirmed, as the version of the notice they agreed to
 * (src/server/privacyNotice.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkedContent, readSettings } from '../content/load/readContent';
import { PRIVACY_NOTICE_FILE } from '../shared/builtSite';
import type { RetentionDays } from '../shared/retention';
import { projectRoot, ssrDir } from './paths';

/** The notice's "last updated" date, as the site's first language writes it. */
function noticeDate(root: string): string {
  const [first] = readSettings(root).languages;
  return checkedContent(root, first?.folder).privacy.lastUpdated.date;
}

export async function writePrivacyNotice(
  retentionDays: RetentionDays,
  dir = ssrDir,
  root = projectRoot,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const record = { retentionDays, lastUpdated: noticeDate(root) };
  await writeFile(path.join(dir, PRIVACY_NOTICE_FILE), `${JSON.stringify(record)}\n`);
}
