import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_FILES, siteCode } from './siteCode';

/** A repository of the test's own: a report made at one commit, committed at the next. */
let root: string;
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const commitAll = (message: string) => {
  git('add', '-A');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', message);
  return git('rev-parse', 'HEAD');
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-code-'));
  git('init', '-q');
  write('src/page.ts', 'one');
  for (const file of REPORT_FILES) write(file, '{ "pending": true }');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the code the site is built from, beside the report (siteCode)', () => {
  it('says the same files when only the report was committed after the commit it describes', () => {
    const described = commitAll('the code');
    for (const file of REPORT_FILES) write(file, JSON.stringify({ commit: described }));
    const built = commitAll('the report');
    expect(siteCode(root)).toEqual({ commit: built, changedSinceReport: 0, uncommitted: false });
  });

  it('counts the files changed since, and says when some are not committed', () => {
    const described = commitAll('the code');
    for (const file of REPORT_FILES) write(file, JSON.stringify({ commit: described }));
    write('src/page.ts', 'two');
    write('src/other.ts', 'new');
    const built = commitAll('the report, and code after it');
    expect(siteCode(root)).toEqual({ commit: built, changedSinceReport: 2, uncommitted: false });
    write('src/page.ts', 'three');
    expect(siteCode(root)).toMatchObject({ changedSinceReport: 2, uncommitted: true });
  });

  it('tells nothing when the report is not made yet, or its commit is not in the repository', () => {
    commitAll('the code');
    expect(siteCode(root)).toBeNull();
    for (const file of REPORT_FILES) write(file, JSON.stringify({ commit: 'f'.repeat(40) }));
    commitAll('a report of a commit this clone does not hold');
    expect(siteCode(root)).toBeNull();
  });
});
