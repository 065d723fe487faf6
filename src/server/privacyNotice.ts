/**
 * How long the service keeps enquiries: what the privacy notice (/privacy) tells visitors, which
 * the build decided from RETENTION_DAYS (src/build/retentionSetting.ts) and recorded in
 * dist/.server/privacy-notice.json. The service reads that record and nothing else, so the notice
 * is true by construction (docs/decisions.md, "The privacy notice says what the service does").
 * `npm start` builds again first when it is started with another RETENTION_DAYS
 * (src/build/buildFreshness.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { recordedRetention, type RetentionDays } from '../shared/retention';
import { StartupError } from './startupError';

/**
 * What the built notice says (days, or null: kept until deleted), or undefined when the build
 * wrote no notice file (a test's own small site, with no privacy page either): then nothing is
 * deleted. A file that is there but damaged stops the start.
 */
export async function builtRetention(distDir: string): Promise<RetentionDays | undefined> {
  const file = path.join(distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const days = recordedRetention(text);
  if (days === undefined) {
    throw new StartupError(`${file} is damaged: build the site again (npm run build).`);
  }
  return days;
}

/**
 * The built notice's "last updated" date (as the first language writes it), recorded with each
 * parent's consent confirmed as the version of the notice they agreed to; undefined when the
 * build wrote none (a test's own small site, or a build from before the date was recorded).
 */
export async function builtNoticeDate(distDir: string): Promise<string | undefined> {
  const file = path.join(distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE);
  try {
    const { lastUpdated } = JSON.parse(await readFile(file, 'utf8')) as { lastUpdated?: unknown };
    return typeof lastUpdated === 'string' && lastUpdated !== '' ? lastUpdated : undefined;
  } catch {
    // No file, or a damaged one: builtRetention, read first, has already stopped the start.
    return undefined;
  }
}
