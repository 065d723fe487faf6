import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../build/paths';

/** Folders that are built, installed or written by runs, never written by hand. */
const GENERATED = new Set(['node_modules', 'dist', 'dist-ssr', 'reports', 'data', '.git']);

/**
 * The repository's files, relative to its root, with `/` separators: every file git knows
 * (tracked, or new and not ignored) that is on disk now, or, outside a git checkout (an unpacked
 * archive, say), every file but the generated folders'. For the tests that read the whole
 * repository (`src/build/standsAlone.node.test.ts`, `src/build/testIsolation.node.test.ts`, `src/build/testNames.node.test.ts`).
 */
export function repositoryFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    return walk('');
  }
  // Listed by git but deleted in the working tree: nothing to read.
  return listed.filter((file) => {
    const absolute = path.join(projectRoot, file);
    return existsSync(absolute) && statSync(absolute).isFile();
  });
}

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(projectRoot, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!GENERATED.has(entry.name)) files.push(...walk(relative));
    } else if (entry.isFile()) {
      files.push(relative);
    }
  }
  return files;
}
