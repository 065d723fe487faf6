/**
 * Whether dist/ was built from the sources as they are now: `npm start` rebuilds when it was
 * not (ensureBuilt.ts). Kept apart from the build itself so it can be tested on a folder of its
 * own without building anything.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { recordedRetention } from '../shared/retention';
import { retentionSetting } from './retentionSetting';

/** Written last by the build: its presence means dist/ is complete. */
export const BUILD_STAMP = '.build-complete';

/** What the built site is made from (`src` without the folders in NOT_BUILT). */
export const BUILD_SOURCES = [
  // The words, links and media the founder edits: a changed YAML file must rebuild the site.
  'content',
  'src',
  'public',
  'index.html',
  'inbox.html',
  'vite.config.ts',
  'package-lock.json',
];

/** Folders of `src` that are not part of the built site: the service and the hand-run tools. */
const NOT_BUILT = new Set(['server', 'tools']);

async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    if (target.endsWith(`${path.sep}src`) && NOT_BUILT.has(entry)) continue;
    newest = Math.max(newest, await newestChange(path.join(target, entry)));
  }
  return newest;
}

/**
 * Whether the build in `distDir` decided the retention that `env` sets (retentionSetting.ts): the
 * service keeps enquiries for what the build decided, so `npm start` with another RETENTION_DAYS
 * builds again. A bad RETENTION_DAYS counts as not current: the build then stops with the
 * setting's own sentence.
 */
async function retentionMatches(distDir: string, env: Record<string, string | undefined>) {
  const file = path.join(distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  let wanted;
  try {
    wanted = retentionSetting(env);
  } catch {
    return false;
  }
  return recordedRetention(text) === wanted;
}

/**
 * True when `distDir` holds a complete build no older than any source under `projectRoot`, which
 * decided the retention `env` sets.
 */
export async function isBuildCurrent(
  projectRoot: string,
  distDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<boolean> {
  const stamp = await stat(path.join(distDir, BUILD_STAMP)).catch(() => undefined);
  if (!stamp) return false;
  if (!(await retentionMatches(distDir, env))) return false;
  const sources = await Promise.all(
    BUILD_SOURCES.map((name) => newestChange(path.join(projectRoot, name))),
  );
  return Math.max(...sources) <= stamp.mtimeMs;
}
