/**
 * Reviews a third party can audit (reviews.ts): each names the commit and the files it judged,
 * goes out of date when one of those files changes, and its rows are then flagged in both forms
 * of the report. Shown on a git repository of the test's own, and on this one: every review's
 * commit and files must be there (in a shallow clone the run stops, saying so).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { projectRoot } from '../../src/testing/browser/site';
import { decide, rowKey } from './decide';
import { fixtureReports, passingEvidence } from './fixtureEvidence';
import { criterionNotes } from './report';
import { ENGINE_FILES, JOURNEY_FILES } from './evidenceFiles';
import { citedEvidenceChanged, gitHistory, reviewStates, type ReviewHistory } from './reviews';
import {
  namedReviewers,
  readCatalog,
  readReportWords,
  readVerdicts,
  latestReading,
  parseVerdicts,
  verdictProblems,
  verdictsFile,
  type CriterionVerdict,
  type Reading,
  type Review,
} from './verdicts';
import { readSettings } from '../../src/content/load/readContent';

const folder = mkdtempSync(path.join(tmpdir(), 'acr-reviews-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** git in `cwd`, as a person with a name: the fixture's commits need one. */
function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=Reviewer', '-c', 'user.email=reviewer@saathi.invalid', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  ).trim();
}

/** A repository with a page and a note, committed; returns it and the commit. */
function repositoryWithAPage(): { root: string; commit: string } {
  const root = mkdtempSync(path.join(folder, 'repo-'));
  git(root, 'init', '--quiet');
  mkdirSync(path.join(root, 'src'));
  writeFileSync(path.join(root, 'src/Page.tsx'), 'export const page = 1;\n');
  writeFileSync(path.join(root, 'notes.md'), 'Notes.\n');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '-m', 'The page');
  return { root, commit: git(root, 'rev-parse', 'HEAD') };
}

/** Writes each file (making its folders) and commits them all. */
function commitFiles(root: string, files: Readonly<Record<string, string>>, message: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '-m', message);
}

const reviewOf = (commit: string, files: string[], readAgain: Reading[] = []): Review => ({
  date: '2026-11-30',
  by: 'developers',
  commit,
  files,
  what: 'Read the page.',
  readAgain,
});

/** A reading again of a review at `commit`, on `date`. */
const readingAt = (commit: string, date = '2026-12-01'): Reading => ({
  date,
  by: 'developers',
  commit,
  what: 'Read the page again.',
});

describe('a review goes out of date when a file it judged changes', () => {
  it('is current until the file it judged changes, whatever else does; then names the file', () => {
    const { root, commit } = repositoryWithAPage();
    const reviews = { 'developer-page': reviewOf(commit, ['src/Page.tsx']) };
    const history = gitHistory(root);
    expect(reviewStates(reviews, history)).toEqual({ stale: new Map(), problems: [] });

    writeFileSync(path.join(root, 'notes.md'), 'Other notes.\n');
    git(root, 'commit', '--quiet', '-am', 'Not the page');
    expect(reviewStates(reviews, history).stale).toEqual(new Map());

    writeFileSync(path.join(root, 'src/Page.tsx'), 'export const page = 2;\n');
    // Changed and not yet committed already counts: the report is made from the working tree.
    expect(reviewStates(reviews, history).stale).toEqual(
      new Map([['developer-page', ['src/Page.tsx']]]),
    );
    git(root, 'commit', '--quiet', '-am', 'The page changed');
    expect(reviewStates(reviews, history).stale).toEqual(
      new Map([['developer-page', ['src/Page.tsx']]]),
    );
  });

  it('judged a folder: goes out of date when a file is added under it', () => {
    const { root, commit } = repositoryWithAPage();
    const reviews = { 'developer-src': reviewOf(commit, ['src']) };
    writeFileSync(path.join(root, 'src/Dialog.tsx'), 'export const dialog = 1;\n');
    git(root, 'add', '.');
    git(root, 'commit', '--quiet', '-m', 'A dialog');
    expect(reviewStates(reviews, gitHistory(root)).stale).toEqual(
      new Map([['developer-src', ['src/Dialog.tsx']]]),
    );
  });

  it('cannot be told in a shallow clone without its commit: the run stops, saying so', () => {
    const { root, commit } = repositoryWithAPage();
    writeFileSync(path.join(root, 'notes.md'), 'Later.\n');
    git(root, 'commit', '--quiet', '-am', 'Later');
    const shallow = path.join(folder, `shallow-${path.basename(root)}`);
    git(folder, 'clone', '--quiet', '--depth', '1', `file://${root}`, shallow);
    const { stale, problems } = reviewStates(
      { 'developer-page': reviewOf(commit, ['src/Page.tsx']) },
      gitHistory(shallow),
    );
    expect(stale).toEqual(new Map());
    expect(problems).toEqual([
      `Review developer-page judged commit ${commit}, which this shallow clone does not hold: whether it is out of date cannot be told. Fetch the history (\`git fetch --unshallow\`, or clone without --depth) and run again.`,
    ]);
  });

  it('names a commit or a file that is not there: a problem, never a current review', () => {
    const history: ReviewHistory = {
      hasCommit: (commit) => commit === 'a'.repeat(40),
      isShallow: () => false,
      holds: (_commit, file) => file === 'src/Page.tsx',
      changedSince: () => [],
    };
    const { problems } = reviewStates(
      {
        typo: reviewOf('a'.repeat(40), ['src/Pgae.tsx']),
        elsewhere: reviewOf('b'.repeat(40), ['src/Page.tsx']),
      },
      history,
    );
    expect(problems).toEqual([
      `Review typo names src/Pgae.tsx, which commit ${'a'.repeat(40)} does not hold: write the files it judged as they were named then.`,
      `Review elsewhere names commit ${'b'.repeat(40)}, which is not in this repository: write the commit it judged.`,
    ]);
  });
});

describe('a review read again is compared with its latest reading', () => {
  it('is out of date when a file changes after its latest reading, not when it changed before it', () => {
    const { root, commit } = repositoryWithAPage();
    commitFiles(root, { 'src/Page.tsx': 'export const page = 2;\n' }, 'The page changed');
    const readAgain = git(root, 'rev-parse', 'HEAD');
    const history = gitHistory(root);
    const reviews = {
      'developer-page': reviewOf(commit, ['src/Page.tsx'], [readingAt(readAgain)]),
    };
    // The change between the first judgement and the reading was read there: current.
    expect(reviewStates(reviews, history)).toEqual({ stale: new Map(), problems: [] });
    // Without that reading, the same change leaves the first judgement out of date.
    const unread = { 'developer-page': reviewOf(commit, ['src/Page.tsx']) };
    expect(reviewStates(unread, history).stale).toEqual(
      new Map([['developer-page', ['src/Page.tsx']]]),
    );
    commitFiles(root, { 'src/Page.tsx': 'export const page = 3;\n' }, 'Changed after the reading');
    expect(reviewStates(reviews, history).stale).toEqual(
      new Map([['developer-page', ['src/Page.tsx']]]),
    );
  });

  it("flags a row for a cited test changed after the review's latest reading only", () => {
    const { root } = repositoryWithAPage();
    const test = 'tests/page.test.ts';
    commitFiles(root, { [test]: "it('shows the page', () => {});\n" }, 'A test');
    const judged = git(root, 'rev-parse', 'HEAD');
    commitFiles(root, { [test]: "it('shows the page', () => true);\n" }, 'The test changed');
    const verdicts = {
      reviews: {
        'developer-page': reviewOf(
          judged,
          ['src/Page.tsx'],
          [readingAt(git(root, 'rev-parse', 'HEAD'))],
        ),
      },
      chapters: {
        success_criteria_level_a: { criteria: [row('1.1.1', [`test:${test} > shows the page`])] },
      },
    };
    const history = gitHistory(root);
    expect(citedEvidenceChanged(verdicts, history)).toEqual(new Map());
    writeFileSync(path.join(root, test), "it('shows the page', () => false);\n");
    expect(citedEvidenceChanged(verdicts, history)).toEqual(
      new Map([['success_criteria_level_a 1.1.1', flagged('developer-page', [test])]]),
    );
  });

  it('refuses a reading at a commit that is not there, a bad commit, an unknown reader, or an earlier date', () => {
    const [known, unknown] = ['a'.repeat(40), 'b'.repeat(40)];
    const history: ReviewHistory = {
      hasCommit: (commit) => commit === known,
      isShallow: () => false,
      holds: () => true,
      changedSince: () => [],
    };
    const misread = { 'developer-page': reviewOf(known, ['src/Page.tsx'], [readingAt(unknown)]) };
    expect(reviewStates(misread, history).problems).toEqual([
      `Review developer-page was read again (1, 2026-12-01) at commit ${unknown}, which is not in this repository: write the commit that was read.`,
    ]);

    const written = parse(readFileSync(verdictsFile, 'utf8')) as {
      reviews: Record<string, { readAgain?: unknown[] }>;
    };
    const [id, review] = Object.entries(written.reviews)[0]!;
    review.readAgain = [...(review.readAgain ?? []), { ...readingAt(known), commit: 'abc1234' }];
    expect(() => parseVerdicts(stringify(written), 'verdicts.yaml')).toThrow(
      `verdicts.yaml: reviews.${id}.readAgain.${review.readAgain.length - 1}.commit: a commit written in full: 40 hex digits`,
    );

    const byAuditor = {
      'developer-page': reviewOf(known, ['src/Page.tsx'], [{ ...readingAt(known), by: 'auditor' }]),
    };
    expect(() =>
      namedReviewers(byAuditor, { developers: 'The developers' }, 'verdicts.yaml'),
    ).toThrow(
      `verdicts.yaml: review developer-page's reading again 1 (2026-12-01) is by "auditor", which reviewers: in content/settings.yaml does not list (developers).`,
    );

    const verdicts = readVerdicts();
    const first = Object.values(verdicts.reviews)[0]!;
    const backwards = { ...first, readAgain: [readingAt(known, '2026-01-01')] };
    const problems = verdictProblems(
      { ...verdicts, reviews: { ...verdicts.reviews, 'developer-page': backwards } },
      readCatalog(),
    );
    expect(problems).toEqual([
      `Review developer-page's reading again 1 is dated 2026-01-01, before its first judgement (${first.date}): readings again are added oldest first, each on or after the one before.`,
    ]);
  });
});

/** A row of chapter A citing `evidence`, resting on the review `developer-page`. */
const row = (num: string, evidence: string[]): CriterionVerdict => ({
  num,
  level: 'supports',
  remarks: 'The page.',
  evidence,
  reviews: ['developer-page'],
});

/** Verdicts of those rows, their review judging only the page at `commit`. */
const verdictsOf = (commit: string, rows: CriterionVerdict[]) => ({
  reviews: { 'developer-page': reviewOf(commit, ['src/Page.tsx']) },
  chapters: { success_criteria_level_a: { criteria: rows } },
});

/** The flag of one row of chapter A: review id -> the files behind its evidence changed since. */
const flagged = (review: string, files: string[]) => new Map([[review, files]]);

describe('a row is flagged when what a check it cites rests on changes after its review', () => {
  it("is not, until the cited test's file changes; then names it, for that row and review", () => {
    const { root, commit } = repositoryWithAPage();
    commitFiles(root, { 'tests/page.test.ts': "it('shows the page', () => {});\n" }, 'A test');
    const reviewed = git(root, 'rev-parse', 'HEAD');
    const verdicts = verdictsOf(reviewed, [
      row('1.1.1', ['test:tests/page.test.ts > shows the page']),
      row('1.3.1', ['axe:region']),
    ]);
    const history = gitHistory(root);
    expect(citedEvidenceChanged(verdicts, history)).toEqual(new Map());

    writeFileSync(path.join(root, 'tests/page.test.ts'), "it('shows the page', () => true);\n");
    expect(citedEvidenceChanged(verdicts, history)).toEqual(
      new Map([
        ['success_criteria_level_a 1.1.1', flagged('developer-page', ['tests/page.test.ts'])],
      ]),
    );
    // The review's own files did not change: it is current, and only the citing row is flagged.
    expect(reviewStates(verdicts.reviews, history).stale).toEqual(new Map());
    expect(commit).not.toBe(reviewed);
  });

  it("citing an Orca check: not until a journey's file changes (its README is none); then names it", () => {
    const journey = 'a11y-tests/screen-reader/viewer_journeys.py';
    const readme = 'a11y-tests/screen-reader/README.md';
    expect(JOURNEY_FILES).toContain(journey);
    expect(JOURNEY_FILES).not.toContain(readme);
    const { root } = repositoryWithAPage();
    commitFiles(root, { [journey]: 'STEPS = 1\n', [readme]: 'The journeys.\n' }, 'Journeys');
    const verdicts = verdictsOf(git(root, 'rev-parse', 'HEAD'), [
      row('1.3.1', ['orca:lightbox/dialog-announced']),
      row('2.4.3', ['axe:region']),
    ]);
    const history = gitHistory(root);

    commitFiles(root, { [readme]: 'The journeys, in words.\n' }, 'Words about the journeys');
    expect(citedEvidenceChanged(verdicts, history)).toEqual(new Map());

    writeFileSync(path.join(root, journey), 'STEPS = 2\n');
    expect(citedEvidenceChanged(verdicts, history)).toEqual(
      new Map([['success_criteria_level_a 1.3.1', flagged('developer-page', [journey])]]),
    );
  });

  it("citing an Alfa rule: flagged when the audit's exclusions change; an axe rule is not, until the scan does", () => {
    const exclusions = 'a11y-tests/audit/exclusions.ts';
    const scan = 'a11y-tests/audit/scan.ts';
    expect(ENGINE_FILES.alfa).toContain(exclusions);
    expect(ENGINE_FILES['equal-access']).toContain(exclusions);
    expect(ENGINE_FILES.axe).toContain(scan);
    const { root } = repositoryWithAPage();
    commitFiles(
      root,
      { [exclusions]: 'export const exclusions = [];\n', [scan]: 'scan();\n' },
      'Audit',
    );
    const verdicts = verdictsOf(git(root, 'rev-parse', 'HEAD'), [
      row('1.3.1', ['alfa:SIA-R61', 'test:tests/page.test.ts > shows the page']),
      row('2.4.1', ['axe:bypass']),
      row('2.4.3', ['orca:home/focus']),
    ]);
    const history = gitHistory(root);
    expect(citedEvidenceChanged(verdicts, history)).toEqual(new Map());

    commitFiles(
      root,
      { [exclusions]: "export const exclusions = [{ rule: 'SIA-R61' }];\n" },
      'Excluded',
    );
    expect(citedEvidenceChanged(verdicts, history)).toEqual(
      new Map([['success_criteria_level_a 1.3.1', flagged('developer-page', [exclusions])]]),
    );

    writeFileSync(path.join(root, scan), 'scanLess();\n');
    expect(citedEvidenceChanged(verdicts, history)).toEqual(
      new Map([
        ['success_criteria_level_a 1.3.1', flagged('developer-page', [exclusions, scan])],
        ['success_criteria_level_a 2.4.1', flagged('developer-page', [scan])],
      ]),
    );
  });
});

describe('a review names its reviewer by a key of the content settings', () => {
  it("writes the reviewer's words from the settings, and refuses a key the settings do not list", () => {
    const reviews = { 'developer-page': reviewOf('a'.repeat(40), ['src/Page.tsx']) };
    const reviewers = { developers: 'The developers (a role)' };
    expect(namedReviewers(reviews, reviewers, 'verdicts.yaml')['developer-page']?.by).toBe(
      'The developers (a role)',
    );
    expect(() =>
      namedReviewers(
        { 'auditor-page': { ...reviewOf('a'.repeat(40), ['src/Page.tsx']), by: 'auditor' } },
        reviewers,
        'verdicts.yaml',
      ),
    ).toThrow(
      'verdicts.yaml: review auditor-page is by "auditor", which reviewers: in content/settings.yaml does not list (developers).',
    );
  });
});

describe("this project's reviews", () => {
  const verdicts = readVerdicts();

  it('each name who made it, a commit of this repository and files that commit holds', () => {
    const reviewers = Object.values(readSettings(projectRoot).reviewers);
    for (const review of Object.values(verdicts.reviews)) {
      expect(reviewers).toContain(review.by);
      expect(review.files.length).toBeGreaterThan(0);
    }
    // In a shallow clone this fails with the sentence saying so (above), as `npm run acr` does.
    expect(reviewStates(verdicts.reviews, gitHistory(projectRoot)).problems).toEqual([]);
  });

  it("flag the rows of a review out of date, in the criterion's notes and on the page, levels kept", () => {
    const catalog = readCatalog();
    const words = readReportWords();
    const evidence = passingEvidence(verdicts, projectRoot);
    // The player's review, with one file it judged changed since its commit.
    const id = 'developer-transcript-2026-11-30';
    const review = verdicts.reviews[id]!;
    const { commit, date } = review;
    // Read again since its first judgement: flagged from its latest reading's commit.
    expect(review.readAgain.length).toBeGreaterThan(0);
    const latest = latestReading(review).commit;
    const stale = new Map([[id, ['src/components/PlayerControls/x.tsx']]]);
    const decision = decide(verdicts, evidence, [], { reviews: stale });
    const reports = fixtureReports(verdicts, catalog, decision, evidence, words);
    const { page } = reports;
    const rows = page.standards.flatMap((standard) =>
      standard.chapters.flatMap((chapter) => chapter.rows),
    );
    const flagged = rows.filter((row) => row.stale !== null).map((row) => row.num);
    const citing = Object.values(verdicts.chapters).flatMap(({ criteria }) =>
      criteria.filter((verdict) => verdict.reviews.includes(id)).map((verdict) => verdict.num),
    );
    expect(citing).toEqual(expect.arrayContaining(['2.1.1', '2.1.3', '302.7', '4.2.7']));
    expect(flagged.sort()).toEqual(citing.sort());
    const keyboard = decision.outcomes.find((outcome) => outcome.num === '2.1.1')!;
    expect(keyboard.level).toBe('supports');
    const note = `Review out of date: ${id} was last read again at commit ${latest.slice(0, 12)}, and src/components/PlayerControls/x.tsx changed since.`;
    expect(criterionNotes(catalog, keyboard)).toContain(note);
    expect(rows.find((row) => row.num === '2.1.1')?.stale).toContain(note);
    const document = reports.document as { notes: string };
    const count = Object.keys(verdicts.reviews).length;
    expect(document.notes).toContain(
      `: 1 of ${count} out of date; 0 rows flagged for the code behind a cited check changed since.`,
    );
    expect(document.notes).toContain(
      `- Review ${id} by ${readSettings(projectRoot).reviewers.developers}, ${date}, of commit ${commit}, files judged: src/components/PlayerControls,`,
    );
    expect(document.notes).toMatch(
      /OUT OF DATE, changed since its latest reading: src\/components\/PlayerControls\/x\.tsx\./,
    );
  });

  it('list each reading again on a line of its own after the first judgement, oldest first', () => {
    // The history is entries, never sentences in the first judgement's words.
    for (const review of Object.values(verdicts.reviews))
      expect(review.what).not.toMatch(/read again/i);
    const [id, review] = Object.entries(verdicts.reviews).find(
      ([, each]) => each.readAgain.length > 1,
    )!;
    const evidence = passingEvidence(verdicts, projectRoot);
    const decision = decide(verdicts, evidence, [], { reviews: new Map() });
    const reports = fixtureReports(verdicts, readCatalog(), decision, evidence, readReportWords());
    const { notes } = reports.document as { notes: string };
    const lines = [
      `- Review ${id} by ${review.by}, ${review.date}, of commit ${review.commit}, files judged: `,
      // What it first did, after its files and state, before its readings.
      `. ${review.what.trim()}`,
      ...review.readAgain.map(
        (reading) =>
          `\n  - Read again on ${reading.date} by ${reading.by}, at commit ${reading.commit}: ${reading.what.trim()}`,
      ),
    ];
    const at = lines.map((line) => notes.indexOf(line));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const latest = review.readAgain.at(-1)!;
    const outcome = decision.outcomes.find((each) => each.reviews.some((one) => one.id === id))!;
    expect(criterionNotes(readCatalog(), outcome)).toContain(
      `read again ${review.readAgain.length} times since, last on ${latest.date} by ${latest.by}, at commit ${latest.commit.slice(0, 12)}`,
    );
    // The page shows the same record (its section "Reviews by people").
    const page = reports.page as { reviews: { list: { judged: string; readings: string[] }[] } };
    const shown = page.reviews.list.find((each) => each.judged.startsWith(`Review ${id} by`))!;
    expect(shown.judged).toContain(review.what.trim());
    expect(shown.readings).toHaveLength(review.readAgain.length);
    // What it judged and what each reading found are the notes' alone: a row never repeats the
    // first judgement's words, which a later reading may have corrected.
    expect(criterionNotes(readCatalog(), outcome)).not.toContain(review.what.trim());
  });

  it('flag a row whose cited journey changed since its review, and count it in the notes, levels kept', () => {
    const catalog = readCatalog();
    const words = readReportWords();
    const evidence = passingEvidence(verdicts, projectRoot);
    const [chapter, verdict] = Object.entries(verdicts.chapters)
      .flatMap(([id, { criteria }]) => criteria.map((each) => [id, each] as const))
      .find(([, each]) => each.evidence.some((reference) => reference.startsWith('orca:')))!;
    const id = verdict.reviews[0]!;
    const journey = 'a11y-tests/screen-reader/drive.py';
    const decision = decide(verdicts, evidence, [], {
      reviews: new Map(),
      citedEvidence: new Map([[rowKey(chapter, verdict.num), new Map([[id, [journey]]])]]),
    });
    const reports = fixtureReports(verdicts, catalog, decision, evidence, words);
    const rows = reports.page.standards.flatMap((standard) =>
      standard.chapters.flatMap((each) => each.rows.map((one) => ({ ...one, chapter: each.id }))),
    );
    expect(
      rows.filter((one) => one.stale !== null).map((one) => `${one.chapter} ${one.num}`),
    ).toEqual([rowKey(chapter, verdict.num)]);
    const outcome = decision.outcomes.find(
      (each) => each.chapter === chapter && each.num === verdict.num,
    )!;
    expect(outcome.level).toBe(verdict.level);
    const review = verdicts.reviews[id]!;
    const since =
      review.readAgain.length === 0
        ? `judged commit ${review.commit.slice(0, 12)}`
        : `was last read again at commit ${latestReading(review).commit.slice(0, 12)}`;
    expect(criterionNotes(catalog, outcome)).toContain(
      `Review out of date: ${id} ${since}, and ${journey} changed since.`,
    );
    const { notes } = reports.document as { notes: string };
    expect(notes).toContain(
      `: 0 of ${Object.keys(verdicts.reviews).length} out of date; 1 row flagged for the code behind a cited check changed since.`,
    );
  });
});
