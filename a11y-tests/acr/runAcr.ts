/**
 * `npm run acr`: the Accessibility Conformance Report, made from the project's own evidence.
 *
 * Reads the verdicts (a11y-tests/acr/verdicts.yaml), the audit's results
 * (reports/a11y/results.json, written by `npm run audit`) and Vitest's JSON report
 * (reports/test-results.json, written by `npm test`); resolves every evidence reference, lowers
 * the level of any criterion whose cited check failed and holds the rows on contact details while
 * they are placeholders (decide.ts), flags the rows of reviews out of date (reviews.ts), checks the result with GSA's
 * OpenACR validator against the vendored VPAT 2.5 INT catalog, and writes
 * reports/acr/openacr.yaml and the page's data, src/content/conformanceReport.json.
 *
 * With `--release`, it then freezes the report with its evidence (releaseCopy.ts).
 *
 * Run as `npm run acr`, it first runs what is missing: `npm test` when there is no test report,
 * then `npm run audit` when there are no audit results (many minutes each; in CI both have just
 * run, and the audit ends by making this report). A test report from a partial run without a
 * file the verdicts cite is not run again: the run fails, saying to run `npm test`. Exits 1 on any
 * reference that does not resolve, any broken rule of the verdicts file, a review that cannot be
 * compared with its commit (a shallow clone), or a report the validator refuses.
 *
 * Paths for a test's own fixtures: ACR_AUDIT_RESULTS, ACR_TEST_RESULTS, ACR_VERDICTS, ACR_OUT_DIR,
 * ACR_PAGE_DATA (`none`: no page data written).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import type { AuditResults } from '../audit/results';
import { projectRoot } from '../../src/testing/browser/site';
import { decide, type Decision } from './decide';
import { evidenceFrom, type VitestJsonReport } from './evidence';
import { openAcrDocument, pageReport, type ProductVersion } from './report';
import { citedEvidenceChanged, gitHistory, reviewStates, type ReviewHistory } from './reviews';
import { wcagShortfalls } from '../../src/content/conformanceClaim';
import { placeholdersOfTheSite } from '../../src/build/release';
import { validateFile, validateReport } from './validate';
import { releasesDir, writeReleaseCopy } from './releaseCopy';
import {
  readCatalog,
  readReportWords,
  readVerdicts,
  verdictProblems,
  verdictsFile,
} from './verdicts';

export interface AcrPaths {
  auditResults: string;
  testResults: string;
  verdicts: string;
  outDir: string;
  /** null: no page data written. */
  pageData: string | null;
}

export function acrPaths(env: NodeJS.ProcessEnv = process.env): AcrPaths {
  const pageData =
    env.ACR_PAGE_DATA ?? path.join(projectRoot, 'src/content/conformanceReport.json');
  return {
    auditResults: env.ACR_AUDIT_RESULTS ?? path.join(projectRoot, 'reports/a11y/results.json'),
    testResults: env.ACR_TEST_RESULTS ?? path.join(projectRoot, 'reports/test-results.json'),
    verdicts: env.ACR_VERDICTS ?? verdictsFile,
    outDir: env.ACR_OUT_DIR ?? path.join(projectRoot, 'reports/acr'),
    pageData: pageData === 'none' ? null : pageData,
  };
}

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).trim();
}

function productVersion(paths: AcrPaths): ProductVersion {
  const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  // The report's own files change with every run: they do not count as changes to the product.
  const own = new Set(
    [paths.pageData, path.join(paths.outDir, 'openacr.yaml')]
      .filter((file): file is string => file !== null)
      .map((file) => path.relative(projectRoot, file)),
  );
  const changed = git(['status', '--porcelain'])
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => !own.has(file));
  return {
    version,
    commit: git(['rev-parse', '--short=12', 'HEAD']),
    uncommittedChanges: changed.length > 0,
  };
}

function readJson<T>(file: string, missing: string): T {
  if (!existsSync(file))
    throw new AcrError([`${path.relative(process.cwd(), file)} is missing: ${missing}`]);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export class AcrError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** What `makeAcr` wrote, and of what. */
export interface MadeAcr {
  yamlFile: string;
  product: ProductVersion & { name: string };
  reportDate: string;
}

/**
 * What the run found, on the console: the rows lowered or held, the reviews out of date, and the
 * rows flagged because the files behind their cited checks changed since a review, each with
 * those files: the person who judges it again reads there what to read.
 */
function logSummary(
  decision: Decision,
  stale: ReadonlyMap<string, readonly string[]>,
  citedEvidence: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>,
  yamlFile: string,
  validity: string,
): void {
  const lowered = decision.outcomes.filter((outcome) => outcome.level !== outcome.verdictLevel);
  for (const outcome of lowered) {
    console.log(
      `  ${outcome.chapter} ${outcome.num}: ${outcome.verdictLevel} -> ${outcome.level} (${outcome.failedChecks[0] ?? 'held: the contact details are placeholders'})`,
    );
  }
  for (const [id, changed] of stale) {
    console.log(`  review ${id} is out of date: ${changed.length} of its files changed since.`);
  }
  for (const [row, byReview] of citedEvidence) {
    for (const [id, files] of byReview) {
      console.log(
        `  ${row} flagged: behind its cited evidence, ${files.join(', ')} changed since review ${id}.`,
      );
    }
  }
  console.log(
    `Conformance report: ${yamlFile} (${decision.outcomes.length} criteria, ${lowered.length} lowered by failed checks or held by placeholders, ${stale.size} reviews out of date, ${citedEvidence.size} rows flagged for the files behind their cited evidence; ${validity})`,
  );
}

/** Makes the report; throws an AcrError listing every problem when it cannot be made true. */
export async function makeAcr(
  paths: AcrPaths,
  reportDate = new Date().toISOString().slice(0, 10),
  history: ReviewHistory = gitHistory(projectRoot),
): Promise<MadeAcr> {
  const catalog = readCatalog();
  const verdicts = readVerdicts(paths.verdicts);
  const shapeProblems = verdictProblems(verdicts, catalog);
  if (shapeProblems.length > 0) throw new AcrError(shapeProblems);

  const audit = readJson<AuditResults & { commit?: string | null }>(
    paths.auditResults,
    'run `npm run audit` (it writes the results, then this report).',
  );
  if (!audit.scans.some((scan) => scan.axe?.rulesApplied)) {
    throw new AcrError([
      `${path.relative(process.cwd(), paths.auditResults)} is from an audit that did not record which rules applied: run \`npm run audit\` again.`,
    ]);
  }
  const tests = readJson<VitestJsonReport>(
    paths.testResults,
    'run `npm test` (its Vitest JSON report is what the report cites), then `npm run acr`.',
  );
  const evidence = evidenceFrom(audit, tests, projectRoot);
  // Each review against its latest reading's commit: out of date when a file it judged changed
  // since; in a shallow clone, or with a commit or file that is not there, the run stops
  // (reviews.ts).
  const reviews = reviewStates(verdicts.reviews, history);
  if (reviews.problems.length > 0) throw new AcrError(reviews.problems);
  // The content's placeholders, as the release build finds them: a report of a pre-release site
  // says so, and holds the rows that rest on the contact details (decide.ts, rule 3).
  // A row whose cited checks' own files (its test, the Orca journeys' code, the audit's scan)
  // changed since its review is flagged as one whose review is out of date (evidenceFiles.ts).
  const citedEvidence = citedEvidenceChanged(verdicts, history);
  const decision = decide(verdicts, evidence, placeholdersOfTheSite(projectRoot), {
    reviews: reviews.stale,
    citedEvidence,
  });
  if (decision.problems.length > 0) throw new AcrError(decision.problems);

  const product = productVersion(paths);
  const words = readReportWords();
  const document = openAcrDocument(
    verdicts,
    catalog,
    decision,
    evidence,
    product,
    reportDate,
    words,
  );
  const validity = validateReport(document);
  if (!validity.valid)
    throw new AcrError([`The OpenACR validator refuses the report: ${validity.message}`]);

  await mkdir(paths.outDir, { recursive: true });
  const yamlFile = path.join(paths.outDir, 'openacr.yaml');
  await writeFile(
    yamlFile,
    // YAML 1.1, as GSA's tools read it (js-yaml): a string that 1.1 would read as something
    // else (a date such as 2026-11-28, `yes`) is written quoted.
    `# Made by \`npm run acr\` from a11y-tests/acr/verdicts.yaml and the evidence; do not edit.\n${stringify(document, { lineWidth: 100, aliasDuplicateObjects: false, version: '1.1' })}`,
  );
  const written = validateFile(yamlFile);
  if (!written.valid)
    throw new AcrError([`GSA's validator refuses ${yamlFile} as written: ${written.message}`]);
  if (paths.pageData) {
    const page = pageReport(verdicts, catalog, decision, evidence, product, reportDate, words);
    await writeFile(paths.pageData, `${JSON.stringify(page, null, 2)}\n`);
    // Beside it, the statement's conformance claim, made from the same report.
    const status = { shortfalls: wcagShortfalls(page) };
    await writeFile(
      path.join(path.dirname(paths.pageData), 'conformanceStatus.json'),
      `${JSON.stringify(status, null, 2)}\n`,
    );
  }
  logSummary(
    decision,
    reviews.stale,
    citedEvidence,
    path.relative(process.cwd(), yamlFile),
    validity.message,
  );
  return { yamlFile, product: { ...product, name: verdicts.product.name }, reportDate };
}

/** Runs an npm script with its output shown; its exit code does not matter (see below). */
function runNpm(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: projectRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

/**
 * The evidence the report needs and does not have, made by the commands that make it. A failing
 * test or audit still writes its results, and the report then names what failed: so the report
 * is made whatever their exit codes. Only for the project's own files, never a fixture's paths.
 */
export async function runWhatIsMissing(
  paths: AcrPaths,
  {
    own = acrPaths({}),
    run = runNpm,
  }: { own?: AcrPaths; run?: (args: string[]) => Promise<void> } = {},
): Promise<void> {
  if (paths.testResults === own.testResults && !existsSync(paths.testResults)) {
    console.log(`No test report yet (${paths.testResults}): running \`npm test\` first.`);
    await run(['test']);
  }
  if (paths.auditResults === own.auditResults && !existsSync(paths.auditResults)) {
    console.log(`No audit results yet (${paths.auditResults}): running \`npm run audit\` first.`);
    await run(['run', 'audit']);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const paths = acrPaths();
  await runWhatIsMissing(paths);
  process.exitCode = await makeAcr(paths).then(
    async ({ yamlFile, product, reportDate }) => {
      // `--release`: the report frozen with its evidence (releaseCopy.ts).
      if (!process.argv.includes('--release')) return 0;
      const sources = { ...paths, openAcr: yamlFile };
      const folder = await writeReleaseCopy(sources, product, reportDate, releasesDir(paths));
      console.log(`Release copy: ${path.relative(process.cwd(), folder)}`);
      return 0;
    },
    (error: unknown) => {
      if (error instanceof AcrError) {
        console.error(`npm run acr FAILED (${error.problems.length}):`);
        for (const problem of error.problems) console.error(`  - ${problem}`);
      } else console.error(error);
      return 1;
    },
  );
}
