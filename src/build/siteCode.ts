/**
 * What the conformance page says of the code it is built from, beside the report's own commit
 * (`__SITE_CODE__`, src/vite-env.d.ts): the commit checked out, how many files differ from the
 * commit the report describes, and whether files were changed and not committed. The report is
 * made after a CI run and committed after it, so the site is always built from a later commit
 * than the report names; this says whether anything but the report changed in between, from git,
 * never by hand. Without git (a copy without its history) or with a report not made yet, the
 * page says nothing of it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The report's own files: committed after the run they describe, so never a change of code. */
export const REPORT_FILES = [
  'src/content/conformanceReport.json',
  'src/content/conformanceStatus.json',
] as const;

export interface SiteCode {
  /** The commit the site was built from. */
  commit: string;
  /** Files that differ between the report's commit and this one, the report's own aside. */
  changedSinceReport: number;
  /** Tracked files changed and not committed when the site was built. */
  uncommitted: boolean;
}

/** The site's code as git gives it at `root`, or null when it cannot be told. */
export function siteCode(root: string): SiteCode | null {
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const report = JSON.parse(readFileSync(path.join(root, REPORT_FILES[0]), 'utf8')) as {
    commit?: string;
  };
  if (!report.commit) return null;
  try {
    const commit = git(['rev-parse', 'HEAD']).trim();
    const exclude = REPORT_FILES.map((file) => `:(exclude)${file}`);
    const changed = git([
      'diff',
      '--name-only',
      '--no-renames',
      report.commit,
      commit,
      '--',
      '.',
      ...exclude,
    ]);
    const uncommitted = git([
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      '.',
      ...exclude,
    ]);
    return {
      commit,
      changedSinceReport: changed.split('\n').filter(Boolean).length,
      uncommitted: uncommitted.trim() !== '',
    };
  } catch {
    // No git, no repository, or the report's commit is not in it (a shallow clone).
    return null;
  }
}

/** Vite's `define` that gives the pages' code what `siteCode` found. */
export function siteCodeDefine(root: string): { __SITE_CODE__: string } {
  return { __SITE_CODE__: JSON.stringify(siteCode(root)) };
}
