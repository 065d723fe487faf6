import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { projectRoot } from '../../src/testing/browser/site';
import { decide } from './decide';
import { evidenceFrom } from './evidence';
import { auditWithContrastFailure, passingAudit, passingTestReport } from './fixtureEvidence';
import { acrPaths, runWhatIsMissing } from './runAcr';
import { validateFile } from './validate';
import { readCatalog, readVerdicts, verdictProblems, wcagRequiredChapters } from './verdicts';

const catalog = readCatalog();
const verdicts = readVerdicts();
const folder = mkdtempSync(path.join(tmpdir(), 'acr-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run acr` as a child process (GSA's validator is TypeScript, run by tsx), on fixture files. */
function runAcr(files: { audit: unknown; tests: unknown; verdicts?: unknown }) {
  const write = (name: string, data: unknown) => {
    const file = path.join(folder, name);
    writeFileSync(file, typeof data === 'string' ? data : JSON.stringify(data));
    return file;
  };
  const outDir = path.join(folder, `out-${Math.random().toString(36).slice(2)}`);
  const result = spawnSync('node', ['--import', 'tsx', 'a11y-tests/acr/runAcr.ts'], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: {
      ...process.env,
      ACR_AUDIT_RESULTS: write('results.json', files.audit),
      ACR_TEST_RESULTS: write('test-results.json', files.tests),
      ...(files.verdicts
        ? { ACR_VERDICTS: write('verdicts.yaml', stringify(files.verdicts)) }
        : {}),
      ACR_OUT_DIR: outDir,
      ACR_PAGE_DATA: 'none',
    },
  });
  return { ...result, yamlFile: path.join(outDir, 'openacr.yaml') };
}

type AcrCriterion = { num: string; components: { adherence: { level: string; notes: string } }[] };
function criterionIn(
  report: { chapters: Record<string, { criteria?: AcrCriterion[] }> },
  chapter: string,
  num: string,
) {
  return report.chapters[chapter]?.criteria?.find((criterion) => criterion.num === num)
    ?.components[0]?.adherence;
}

describe('the verdicts file', () => {
  it('keeps its rules: criteria of the catalog, reviews defined, "supports" only with a review', () => {
    expect(verdictProblems(verdicts, catalog)).toEqual([]);
  });

  it('gives every WCAG 2.2 A and AA criterion a level other than not-evaluated, and a reason', () => {
    for (const chapterId of wcagRequiredChapters) {
      const expected = catalog.chapters.find((chapter) => chapter.id === chapterId)?.criteria ?? [];
      const given = verdicts.chapters[chapterId]?.criteria ?? [];
      expect(given.map((criterion) => criterion.num).sort()).toEqual(
        expected.map((criterion) => criterion.id).sort(),
      );
      for (const criterion of given) {
        expect(criterion.level, criterion.num).not.toBe('not-evaluated');
        expect(criterion.remarks.length, criterion.num).toBeGreaterThan(10);
      }
    }
  });

  it('fills the chapters for video, functional performance and support documentation', () => {
    for (const chapterId of [
      'en_301_549_ict_with_video',
      'functional_performance_criteria',
      'en_301_549_functional_performance',
      'support_documentation_and_services',
      'en_301_549_documentation_and_support_services',
    ]) {
      const catalogChapter = catalog.chapters.find((chapter) => chapter.id === chapterId);
      const given = verdicts.chapters[chapterId]?.criteria ?? [];
      expect(given.length, chapterId).toBeGreaterThan(0);
      expect(given.length, chapterId).toBeGreaterThanOrEqual(
        (catalogChapter?.criteria?.length ?? 0) - 2,
      );
    }
  });
});

describe('evidence decides downward, never upward', () => {
  it('a forced contrast failure lowers 1.4.3 to partially-supports and names the failing check', () => {
    const evidence = evidenceFrom(
      auditWithContrastFailure(verdicts),
      passingTestReport(verdicts, projectRoot),
      projectRoot,
    );
    const { outcomes, problems } = decide(verdicts, evidence);
    expect(problems).toEqual([]);
    const contrast = outcomes.find((outcome) => outcome.num === '1.4.3');
    expect(contrast?.verdictLevel).toBe('supports');
    expect(contrast?.level).toBe('partially-supports');
    expect(contrast?.failedChecks).toEqual([
      'axe-core rule color-contrast failed on Contact (/contact) at 320 px, 2 element(s)',
    ]);
    // 1.4.6 cites Alfa's and the tests' checks, not axe's color-contrast: it keeps its level.
    expect(outcomes.find((outcome) => outcome.num === '1.4.6')?.level).toBe('supports');
  });

  it("with every check passing, writes the verdicts file's levels, none raised", () => {
    const evidence = evidenceFrom(
      passingAudit(verdicts),
      passingTestReport(verdicts, projectRoot),
      projectRoot,
    );
    const { outcomes } = decide(verdicts, evidence);
    for (const outcome of outcomes) expect(outcome.level, outcome.num).toBe(outcome.verdictLevel);
  });

  it('a failed test lowers every criterion that cites it', () => {
    const tests = passingTestReport(verdicts, projectRoot);
    for (const file of tests.testResults) {
      if (!file.name.endsWith('reflow.browser.test.ts')) continue;
      for (const result of file.assertionResults) result.status = 'failed';
    }
    const { outcomes } = decide(verdicts, evidenceFrom(passingAudit(verdicts), tests, projectRoot));
    const reflow = outcomes.find((outcome) => outcome.num === '1.4.10');
    expect(reflow?.level).toBe('partially-supports');
    expect(reflow?.failedChecks[0]).toMatch(
      /^test "a11y-tests\/reflow\.browser\.test\.ts > reflow .* failed$/,
    );
  });

  it('a test title that is not in the test report does not resolve', () => {
    const tests = passingTestReport(verdicts, projectRoot);
    const changed = structuredClone(verdicts);
    changed.chapters.success_criteria_level_aa?.criteria[0]?.evidence.push(
      'test:a11y-tests/reflow.browser.test.ts > a describe block nobody wrote',
    );
    const { problems } = decide(changed, evidenceFrom(passingAudit(verdicts), tests, projectRoot));
    expect(problems).toEqual([
      'success_criteria_level_aa 1.2.4: test:a11y-tests/reflow.browser.test.ts > a describe block nobody wrote: no test in a11y-tests/reflow.browser.test.ts is titled "a describe block nobody wrote" in the test report.',
    ]);
  });
});

describe('npm run acr', () => {
  it(
    'writes reports/acr/openacr.yaml, which the OpenACR validator accepts, with the level fallen and the check named',
    { timeout: 180_000 },
    () => {
      const run = runAcr({
        audit: auditWithContrastFailure(verdicts),
        tests: passingTestReport(verdicts, projectRoot),
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const report = parse(readFileSync(run.yamlFile, 'utf8')) as Parameters<
        typeof criterionIn
      >[0] & { catalog: string };
      expect(report.catalog).toBe('2.5-edition-wcag-2.2-508-eu-en');
      const contrast = criterionIn(report, 'success_criteria_level_aa', '1.4.3');
      expect(contrast?.level).toBe('partially-supports');
      expect(contrast?.notes).toContain(
        'axe-core rule color-contrast failed on Contact (/contact) at 320 px',
      );
      expect(contrast?.notes).toContain('Lowered from Supports');
      const validator = spawnSync(
        'node',
        ['--import', 'tsx', 'a11y-tests/acr/validate.ts', run.yamlFile],
        {
          cwd: projectRoot,
          encoding: 'utf8',
        },
      );
      expect(validator.stdout).toContain('Valid!');
      expect(validator.status).toBe(0);
      // GSA's command line reads YAML 1.1, where an unquoted date is a date: written so, the
      // same report is refused (as a reviewer saw an earlier report refused).
      const written = readFileSync(run.yamlFile, 'utf8');
      expect(written).toMatch(/^report_date: "\d{4}-\d{2}-\d{2}"$/m);
      const unquoted = path.join(path.dirname(run.yamlFile), 'unquoted.yaml');
      writeFileSync(
        unquoted,
        written.replace(/^(report_date|last_modified_date): "(.*)"$/gm, '$1: $2'),
      );
      const refused = validateFile(unquoted);
      expect(refused.valid).toBe(false);
      expect(refused.message).toContain('data/report_date must be string');
    },
  );

  it(
    'fails, naming it, on an evidence reference that does not resolve',
    { timeout: 180_000 },
    () => {
      const dangling = structuredClone(verdicts);
      dangling.chapters.success_criteria_level_aa?.criteria
        .find((criterion) => criterion.num === '1.4.3')
        ?.evidence.push('axe:colour-contrast-typo');
      const run = runAcr({
        audit: passingAudit(verdicts),
        tests: passingTestReport(verdicts, projectRoot),
        verdicts: dangling,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'success_criteria_level_aa 1.4.3: axe:colour-contrast-typo: the axe-core rule "colour-contrast-typo" applied to nothing in the audit',
      );
    },
  );
});

describe('npm run acr, before the report: running what is missing', () => {
  /** The project's own paths, in a folder of the test's own; what the runner was asked to run. */
  function setUp(present: { tests: boolean; audit: boolean }) {
    const root = mkdtempSync(path.join(folder, 'own-'));
    const own = acrPaths({
      ACR_TEST_RESULTS: path.join(root, 'test-results.json'),
      ACR_AUDIT_RESULTS: path.join(root, 'results.json'),
    });
    if (present.tests) writeFileSync(own.testResults, '{}');
    if (present.audit) writeFileSync(own.auditResults, '{}');
    const ran: string[][] = [];
    const run = (args: string[]) => {
      ran.push(args);
      return Promise.resolve();
    };
    return { own, ran, run };
  }

  it('runs npm test, then npm run audit, when neither has left its results', async () => {
    const { own, ran, run } = setUp({ tests: false, audit: false });
    await runWhatIsMissing(own, { own, run });
    expect(ran).toEqual([['test'], ['run', 'audit']]);
  });

  it('runs only the audit when the test report is there, and nothing when both are', async () => {
    const onlyTests = setUp({ tests: true, audit: false });
    await runWhatIsMissing(onlyTests.own, onlyTests);
    expect(onlyTests.ran).toEqual([['run', 'audit']]);
    const both = setUp({ tests: true, audit: true });
    await runWhatIsMissing(both.own, both);
    expect(both.ran).toEqual([]);
  });

  it("never runs anything for paths that are not the project's own (a test's fixtures)", async () => {
    const { own, ran, run } = setUp({ tests: false, audit: false });
    const fixtures = {
      ...own,
      testResults: `${own.testResults}.fixture`,
      auditResults: `${own.auditResults}.fixture`,
    };
    await runWhatIsMissing(fixtures, { own, run });
    expect(ran).toEqual([]);
  });
});
