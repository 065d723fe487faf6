/**
 * The privacy notice (/privacy) tells visitors how long their enquiry is kept, in words the build
 * wrote from RETENTION_DAYS (src/shared/retention.ts). The service keeps enquiries for its own
 * RETENTION_DAYS: when the two differ, the notice would be untrue, so the service refuses to
 * start, with a sentence saying how to fix it (docs/decisions.md, "The privacy notice says what
 * the service does"). `npm start` builds again first when they differ (src/build/start.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { RETENTION_VARIABLE, type RetentionDays } from '../shared/retention';
import { StartupError } from './startupError';

/** How one retention reads in a sentence. */
function described(days: RetentionDays): string {
  return days === null ? 'until the owner deletes them' : `for ${days} days`;
}

/**
 * What the built notice says (days, or null: kept until deleted), or undefined when the build
 * wrote no notice file (a site built before the notice existed, or a test's own small site).
 */
export async function builtRetention(distDir: string): Promise<RetentionDays | undefined> {
  const file = path.join(distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as { retentionDays?: unknown };
  const days = parsed.retentionDays;
  if (days === null || (typeof days === 'number' && Number.isInteger(days))) return days;
  throw new StartupError(`${file} is damaged: build the site again (npm run build).`);
}

/** Refuses to start when the built notice says another retention than the service's own. */
export async function checkPrivacyNotice(
  distDir: string,
  retentionDays: number | undefined,
): Promise<void> {
  const notice = await builtRetention(distDir);
  const actual = retentionDays ?? null;
  if (notice === undefined || notice === actual) return;
  throw new StartupError(
    `The privacy notice in ${distDir} tells visitors that enquiries are kept ${described(notice)}, ` +
      `but ${RETENTION_VARIABLE} is ${actual === null ? 'unset' : actual}, so they are kept ${described(actual)}: ` +
      `build the site again with the same ${RETENTION_VARIABLE} (npm run build; npm start does it itself).`,
  );
}
