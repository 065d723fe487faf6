/**
 * The files behind each kind of evidence (evidenceFiles.ts) are there, and every file of the
 * journeys' and the audit's folders is decided: a rename or a split cannot quietly stop a row
 * being flagged when the code behind its checks changes (reviews.ts, `citedEvidenceChanged`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/testing/browser/site';
import { repositoryFiles } from '../../src/testing/server/repositoryFiles';
import { engineNames } from './evidence';
import {
  DECIDED_FOLDERS,
  ENGINE_FILES,
  filesBehind,
  isTestFile,
  JOURNEY_FILES,
  NOT_BEHIND,
} from './evidenceFiles';
import { readVerdicts } from './verdicts';

const behind = [...new Set([...JOURNEY_FILES, ...Object.values(ENGINE_FILES).flat()])];

describe('the files behind each kind of evidence', () => {
  it('are each a file of this repository, as is each named as behind none', () => {
    const missing = [...behind, ...Object.keys(NOT_BEHIND)].filter(
      (file) => !existsSync(path.join(projectRoot, file)),
    );
    expect(missing).toEqual([]);
  });

  it("decide every file of the journeys' and the audit's folders: behind evidence, or named with why not", () => {
    const inFolders = repositoryFiles().filter((file) =>
      DECIDED_FOLDERS.some((folder) => file.startsWith(`${folder}/`)),
    );
    expect(inFolders).toContain('a11y-tests/audit/exclusions.ts');
    const undecided = inFolders.filter(
      (file) =>
        !behind.includes(file) &&
        !isTestFile(file) &&
        !Object.keys(NOT_BEHIND).some((named) => file === named || file.startsWith(`${named}/`)),
    );
    expect(undecided).toEqual([]);
    expect(behind.filter((file) => file in NOT_BEHIND)).toEqual([]);
  });

  it("are, per reference: the test file, the journeys, each engine's own", () => {
    expect(filesBehind('test:a11y-tests/keyboard.browser.test.ts > keyboard > Tab')).toEqual([
      'a11y-tests/keyboard.browser.test.ts',
    ]);
    expect(filesBehind('orca:home/focus')).toEqual(JOURNEY_FILES);
    for (const engine of engineNames) {
      expect(filesBehind(`${engine}:some-rule`)).toEqual(ENGINE_FILES[engine]);
      expect(ENGINE_FILES[engine]).toContain('a11y-tests/audit/scan.ts');
    }
    expect(filesBehind('lighthouse:score')).toEqual([]);
  });

  it('are some files for every reference this project cites', () => {
    const references = Object.values(readVerdicts().chapters).flatMap(({ criteria }) =>
      criteria.flatMap((verdict) => verdict.evidence),
    );
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((reference) => filesBehind(reference).length === 0)).toEqual([]);
  });
});
