import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { projectRoot } from '../../src/testing/browser/site';
import { decide, resolveTest } from './decide';
import { evidenceFrom } from './evidence';
import {
  auditWithContrastFailure,
  fixtureReports,
  passingAudit,
  passingEvidence,
  passingTestReport,
} from './fixtureEvidence';
import { acrPaths, runWhatIsMissing } from './runAcr';
import { validateFile, validateReport } from './validate';
import { wcagVersionsOf } from './wcagVersions';
import type { ConformanceReport } from '../../src/content/conformanceReport';
import {
  levels,
  parseVerdicts,
  readCatalog,
  readReportWords,
  readVerdicts,
  verdictProblems,
  verdictsFile,
  wcagRequiredChapters,
  type Verdicts,
} from './verdicts';

const catalog = readCatalog();
const verdicts = readVerdicts();
const words = readReportWords();
const folder = mkdtempSync(path.join(tmpdir(), 'acr-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run acr` as a child process (GSA's validator is TypeScript, run by tsx), on fixture files. */
function runAcr(files: { audit: unknown; tests: unknown; verdicts?: Verdicts }) {
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
        ? { ACR_VERDICTS: write('verdicts.yaml', stringify(asWritten(files.verdicts))) }
        : {}),
      ACR_OUT_DIR: outDir,
      ACR_PAGE_DATA: 'none',
    },
  });
  return { ...result, yamlFile: path.join(outDir, 'openacr.yaml') };
}

type AcrCriterion = { num: string; components: { adherence: { level: string; notes: string } }[] };
/**
 * The verdicts as their file holds them: the author's e-mail and address are the content's, and
 * each review names its reviewer by the settings' key.
 */
function asWritten(read: Verdicts) {
  const { reviews } = parseVerdicts(readFileSync(verdictsFile, 'utf8'));
  return { ...read, author: { name: read.author.name }, reviews };
}

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

  it('refuses a test cited as a whole file: a file holds the tests of other criteria too', () => {
    const whole = structuredClone(verdicts);
    const criterion = whole.chapters.success_criteria_level_a?.criteria.find(
      (each) => each.num === '2.4.3',
    );
    criterion?.evidence.push('test:a11y-tests/keyboard.browser.test.ts');
    expect(verdictProblems(whole, catalog)).toEqual([
      'success_criteria_level_a 2.4.3 cites the whole file test:a11y-tests/keyboard.browser.test.ts: cite the tests that show it, by title (`*` for any one title).',
    ]);
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

  it("gives each WCAG row the versions of WCAG that define it (Alfa's data), and no other row any", () => {
    expect(wcagVersionsOf('success_criteria_level_a', '1.1.1')).toEqual(['2.0', '2.1', '2.2']);
    expect(wcagVersionsOf('success_criteria_level_aa', '1.4.10')).toEqual(['2.1', '2.2']);
    expect(wcagVersionsOf('success_criteria_level_aa', '2.4.11')).toEqual(['2.2']);
    expect(wcagVersionsOf('success_criteria_level_a', '4.1.1')).toEqual(['2.0', '2.1']);
    expect(wcagVersionsOf('functional_performance_criteria', '302.1')).toBeNull();
    expect(() => wcagVersionsOf('success_criteria_level_a', '9.9.9')).toThrow(/not a WCAG/);
    // The committed report (written by `npm run acr`) says the same of every row.
    const committed = JSON.parse(
      readFileSync(path.join(projectRoot, 'src/content/conformanceReport.json'), 'utf8'),
    ) as ConformanceReport | { pending: true };
    if ('pending' in committed) return;
    for (const standard of committed.standards) {
      for (const chapter of standard.chapters) {
        for (const row of chapter.rows) {
          expect(row.wcagVersions, row.num).toEqual(wcagVersionsOf(chapter.id, row.num));
        }
      }
    }
  });

  it('answers EN 301 549 Chapter 5 row by row: a chapter may not leave out some of its rows', () => {
    const chapterId = 'en_301_549_generic_requirements';
    const expected = catalog.chapters.find((chapter) => chapter.id === chapterId)?.criteria ?? [];
    const given = verdicts.chapters[chapterId]?.criteria ?? [];
    expect(given.map((criterion) => criterion.num)).toEqual(
      expected.map((criterion) => criterion.id),
    );
  });
});

describe("ITI's elements, each from one home (the content's English, or the catalog)", () => {
  const evidence = passingEvidence(verdicts, projectRoot);
  const decision = decide(verdicts, evidence, [], { reviews: new Map() });
  const { document: written, page } = fixtureReports(verdicts, catalog, decision, evidence, words);
  const document = written as {
    title: string;
    version: number;
    notes: string;
    chapters: Record<string, { disabled?: boolean; notes?: string; criteria?: unknown[] }>;
  };

  it('are in a report GSA’s validator accepts', () => {
    expect(validateReport(document)).toEqual({ valid: true, message: 'Valid!' });
  });

  it('defines the five levels the verdicts use: the catalog’s Terms, which GSA’s output prints', () => {
    expect(catalog.terms.map((term) => term.id)).toEqual([...levels]);
    expect(catalog.terms.map((term) => term.label)).toEqual([
      'Supports',
      'Partially Supports',
      'Does Not Support',
      'Not Applicable',
      'Not Evaluated',
    ]);
  });

  it('names its form as ITI does, VPAT® 2.5Rev INT, in its title and the page’s facts', () => {
    expect(words.catalogName).toMatch(/^VPAT® 2\.5Rev INT\b/);
    expect(document.title).toContain(words.catalogName);
    expect(page.catalog).toBe(words.catalogName);
  });

  it('answers Section 508 Chapter 4 (hardware) and Chapter 5 (software, through 501.1) by their notes', () => {
    expect(document.chapters.hardware).toEqual({
      disabled: true,
      notes: words.chapterNotes.hardware,
    });
    expect(document.chapters.software).toEqual({
      disabled: true,
      notes: words.chapterNotes.software,
    });
    expect(words.chapterNotes.hardware).toMatch(/^Not applicable: the product is a website/);
    expect(words.chapterNotes.software).toMatch(/^Answered through 501\.1/);
    const section508 = page.standards.find(
      (standard) => standard.heading === 'Revised Section 508 Report',
    );
    expect(section508?.chapters.map((chapter) => chapter.id)).toEqual([
      'functional_performance_criteria',
      'hardware',
      'software',
      'support_documentation_and_services',
    ]);
    expect(section508?.chapters[1]).toMatchObject({ notes: words.chapterNotes.hardware, rows: [] });
  });

  it('keeps one home for a noted chapter’s notes: notes in the verdicts file as well are refused', () => {
    const twice = structuredClone(verdicts);
    twice.chapters.hardware = { disabled: true, notes: 'Not applicable.', criteria: [] };
    expect(verdictProblems(twice, catalog)).toEqual([
      'Chapter hardware has notes here, but its notes are in the content (conformance.chapterNotes of content/<language>/accessibility.yaml): write them there only.',
    ]);
  });

  it('notes that the EN 301 549 section covers IS 17802 and GIGW 3.0 where they match WCAG 2.1 AA', () => {
    const note = words.standards.en301549.note ?? '';
    expect(note).toMatch(/IS 17802 \(Part 1\)/);
    expect(note).toMatch(/GIGW 3\.0/);
    expect(note).toContain('not a separate IS 17802 or GIGW 3.0 audit');
    expect(document.notes).toContain(`EN 301 549 Report: ${note}`);
  });

  it('gives its version, the number of its versions, and what changed in each, newest first', () => {
    expect(words.revisions.length).toBeGreaterThan(0);
    expect(document.version).toBe(words.revisions.length);
    const listed = [...document.notes.matchAll(/^- Version (\d+), /gm)].map((match) =>
      Number(match[1]),
    );
    expect(listed).toEqual(words.revisions.map((_, index) => words.revisions.length - index));
    expect(document.notes).toContain(words.revisions[0]?.changes);
  });
});

describe('evidence decides downward, never upward', () => {
  it('a forced contrast failure lowers 1.4.3 to partially-supports and names the failing check', () => {
    const evidence = evidenceFrom(
      auditWithContrastFailure(verdicts),
      passingTestReport(verdicts, projectRoot),
      projectRoot,
    );
    const { outcomes, problems } = decide(verdicts, evidence, [], { reviews: new Map() });
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
    const evidence = passingEvidence(verdicts, projectRoot);
    const { outcomes } = decide(verdicts, evidence, [], { reviews: new Map() });
    for (const outcome of outcomes) expect(outcome.level, outcome.num).toBe(outcome.verdictLevel);
  });

  it('a failed test lowers every criterion that cites it', () => {
    const tests = passingTestReport(verdicts, projectRoot);
    for (const file of tests.testResults) {
      if (!file.name.endsWith('reflow.browser.test.ts')) continue;
      for (const result of file.assertionResults) result.status = 'failed';
    }
    const { outcomes } = decide(
      verdicts,
      evidenceFrom(passingAudit(verdicts), tests, projectRoot),
      [],
      { reviews: new Map() },
    );
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
    const { problems } = decide(
      changed,
      evidenceFrom(passingAudit(verdicts), tests, projectRoot),
      [],
      { reviews: new Map() },
    );
    expect(problems).toEqual([
      'success_criteria_level_aa 1.2.4: test:a11y-tests/reflow.browser.test.ts > a describe block nobody wrote: no test in a11y-tests/reflow.browser.test.ts is titled "a describe block nobody wrote" in the test report.',
    ]);
  });

  it('a "*" stands for any one title: a test cited under every page, not the whole file', () => {
    const file = 'a11y-tests/keyboard.browser.test.ts';
    const outcome = (titles: string[], status = 'passed') => ({ file, titles, status });
    const tests = {
      date: null,
      files: new Set([file]),
      outcomes: [
        outcome(['at 1280 px', '/', 'shows a ring']),
        outcome(['at 1280 px', '/hi', 'shows a ring'], 'failed'),
        outcome(['at 1280 px', '/', 'names every stop']),
        outcome(['inside the menu', 'shows a ring']),
      ],
    };
    const resolved = resolveTest(`${file} > * > * > shows a ring`, 'the reference', tests);
    expect(resolved).toMatchObject({
      label: `2 tests in ${file} > * > * > shows a ring`,
      failures: [`test "${file} > at 1280 px > /hi > shows a ring" failed`],
    });
    expect(resolveTest(`${file} > * > * > * > shows a ring`, 'the reference', tests)).toBe(
      `the reference: no test in ${file} is titled "* > * > * > shows a ring" in the test report.`,
    );
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
      // ITI's elements, in the file GSA's command line validates below.
      const { title, version } = report as unknown as { title: string; version: number };
      expect(title).toContain('VPAT® 2.5Rev INT');
      expect(version).toBe(words.revisions.length);
      expect(report.chapters.hardware).toEqual({
        disabled: true,
        notes: words.chapterNotes.hardware,
      });
      const contrast = criterionIn(report, 'success_criteria_level_aa', '1.4.3');
      expect(contrast?.level).toBe('partially-supports');
      expect(contrast?.notes).toContain(
        'axe-core rule color-contrast failed on Contact (/contact) at 320 px',
      );
      expect(contrast?.notes).toContain('Lowered from Supports');
      // The content still holds placeholders (src/build/release.node.test.ts): the report opens
      // by saying so, and holds the rows on support by e-mail and phone (preRelease.node.test.ts).
      const { product } = report as unknown as { product: { description: string } };
      expect(product.description.split('\n')[0]).toMatch(/^Pre-release: /);
      expect(criterionIn(report, 'support_documentation_and_services', '603.3')?.level).toBe(
        'partially-supports',
      );
      // Every review compared with the commit it names, against this checkout (reviews.ts).
      const { notes } = report as unknown as { notes: string };
      expect(notes).toMatch(
        /Reviews by people \(.*\): \d+ of \d+ out of date; \d+ rows? flagged for the code behind a cited check changed since\./,
      );
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
