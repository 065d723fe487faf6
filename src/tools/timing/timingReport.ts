/**
 * Where CI's time went, from what its steps leave in reports/ (the pure part; writeTimingReport.ts
 * reads the files and writes reports/ci-time.md): the steps' own times (.ci/run and
 * src/tools/checks/sideBySide.ts write them to reports/ci-times.tsv), Vitest's JSON report (each
 * test file's start and end) and the audit's results (each scan's parts, each Lighthouse run,
 * each Orca journey). Every figure is wall-clock seconds on the machine that ran it, as busy as it
 * was: the report says so and gives the load.
 */

/** Vitest's JSON report, the part read here. */
export interface TestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** reports/a11y/results.json, the part read here (a11y-tests/audit/results.ts). */
export interface AuditReport {
  seconds: number;
  timing?: { build: number; scans: number; lighthouse: number; orca: number };
  scans: { slug: string; seconds?: Record<string, number> }[];
  lighthouse: { path: string; seconds?: number }[];
  /** `browser` absent in results from before Firefox: Chromium. */
  orca: { name: string; language: string; browser?: string; seconds: number }[];
}

export interface TimingInputs {
  /** `label<TAB>seconds<TAB>load average` lines, in the order the steps ended. */
  steps: string;
  tests?: TestReport;
  audit?: AuditReport;
  root: string;
  /** The machine: its cores, when the report was made. */
  machine: string;
}

const KINDS = ['jsdom', 'jsdom-mocks', 'node', 'node-built', 'browser'] as const;
const round = (seconds: number) => Math.round(seconds * 10) / 10;
const sum = (values: readonly number[]) => round(values.reduce((total, value) => total + value, 0));
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** "a11y-tests/reflow.browser.test.ts" is a `browser` file. */
export function kindOf(file: string): string {
  return /\.([a-z-]+)\.test\.tsx?$/.exec(file)?.[1] ?? 'other';
}

function stepsPart(steps: string): string {
  const rows = steps
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([label = '', seconds = '', load = '']) => [label, seconds, load]);
  const head = ['step', 'seconds', 'load at its end'];
  return rows.length
    ? table(head, rows)
    : 'No step times (reports/ci-times.tsv is written by .ci/run).';
}

function testsPart({ testResults }: TestReport, root: string): string {
  const files = testResults.map((result) => ({
    file: result.name.startsWith(root) ? result.name.slice(root.length + 1) : result.name,
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
  const first = Math.min(...testResults.map((result) => result.startTime));
  const last = Math.max(...testResults.map((result) => result.endTime));
  const byKind = KINDS.map((kind) => {
    const ofKind = files.filter((file) => kindOf(file.file) === kind);
    return [`\`.${kind}.test\``, ofKind.length, sum(ofKind.map((file) => file.seconds))];
  });
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 15);
  return [
    `From the first test file's start to the last one’s end: ${round((last - first) / 1000)} s, ` +
      `${files.length} files (two at a time).`,
    table(['files', 'count', 'seconds, summed over files'], byKind),
    'The 15 slowest files:',
    table(
      ['file', 'tests', 'seconds'],
      slowest.map((file) => [`\`${file.file}\``, file.tests, round(file.seconds)]),
    ),
  ].join('\n\n');
}

function auditPart(audit: AuditReport): string {
  const parts = audit.timing
    ? [
        ['the build check', audit.timing.build],
        ['the scans (axe-core, Alfa, IBM Equal Access, a screenshot)', audit.timing.scans],
        ['Lighthouse, every route', audit.timing.lighthouse],
        ['the Orca journeys (beside the scans and Lighthouse)', audit.timing.orca],
      ]
    : [];
  const scanParts = ['page', 'axe', 'alfa', 'equalAccess', 'screenshot'].map((part) => [
    part,
    sum(audit.scans.map((scan) => scan.seconds?.[part] ?? 0)),
  ]);
  // By language and browser (a11y-tests/audit/runAudit.ts runs each language's on one display).
  const laneOf = (journey: AuditReport['orca'][number]) =>
    `${journey.language}, ${journey.browser ?? 'chromium'}`;
  const lanes = [...new Set(audit.orca.map(laneOf))];
  const orca = lanes.map((lane) => {
    const journeys = audit.orca.filter((journey) => laneOf(journey) === lane);
    return [lane, journeys.length, sum(journeys.map((journey) => journey.seconds))];
  });
  const slowScans = audit.scans
    .map((scan) => ({ slug: scan.slug, seconds: sum(Object.values(scan.seconds ?? {})) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 5);
  return [
    `The audit, start to results: ${audit.seconds} s.`,
    parts.length ? table(['part', 'seconds'], parts) : 'No part times in these results.',
    `The ${audit.scans.length} scans by part, summed over the scans (two run at a time):`,
    table(['part', 'seconds'], scanParts),
    'The slowest scans:',
    table(
      ['scan', 'seconds'],
      slowScans.map((scan) => [scan.slug, scan.seconds]),
    ),
    `Lighthouse: ${audit.lighthouse.length} runs, ` +
      `${sum(audit.lighthouse.map((run) => run.seconds ?? 0))} s.`,
    orca.length
      ? 'The Orca journeys: by language and browser; each language on a display of its own, its Chromium journeys then its Firefox ones, the languages side by side.\n\n' +
        table(['language, browser', 'journeys', 'seconds, one after another'], orca)
      : 'No Orca journeys in these results.',
  ].join('\n\n');
}

export function timingReport({ steps, tests, audit, root, machine }: TimingInputs): string {
  return [
    '# Where CI’s time went',
    `Written by src/tools/timing/writeTimingReport.ts from the last run's reports (${machine}). ` +
      'Wall-clock seconds, as busy as the machine was: the load average (one minute) at the end ' +
      'of each step says how busy; above the number of cores, others were sharing it.',
    '## Steps',
    stepsPart(steps),
    '## Vitest (`npm test`, after the type check, lint and build)',
    tests ? testsPart(tests, root) : 'No test report (reports/test-results.json).',
    '## The audit (`npm run audit`)',
    audit ? auditPart(audit) : 'No audit results (reports/a11y/results.json).',
    '',
  ].join('\n\n');
}
