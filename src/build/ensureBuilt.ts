/**
 * The first half of `npm start`: builds the site when dist/ is missing, incomplete, or older
 * than any source file, so `npm install && npm start` works on a fresh clone.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_STAMP, buildSite } from './build';
import { distDir, projectRoot } from './paths';

/** What the built site is made from; the server's own code is not part of it. */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'inbox.html',
  'vite.config.ts',
  'package-lock.json',
];

async function newestChange(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target)) {
    if (target.endsWith(`${path.sep}src`) && entry === 'server') continue;
    newest = Math.max(newest, await newestChange(path.join(target, entry)));
  }
  return newest;
}

async function isBuildCurrent(): Promise<boolean> {
  const stamp = await stat(path.join(distDir, BUILD_STAMP)).catch(() => undefined);
  if (!stamp) return false;
  const sources = await Promise.all(
    SOURCES.map((name) => newestChange(path.join(projectRoot, name))),
  );
  return Math.max(...sources) <= stamp.mtimeMs;
}

if (await isBuildCurrent()) {
  console.log('dist/ is up to date.');
} else {
  console.log('Building the site (dist/ is missing or older than the sources)…');
  await buildSite();
}
