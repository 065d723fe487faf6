/**
 * The bench's results as data (reports/bench/results.json) and as a table people read
 * (reports/bench/index.md, also printed). Figures are medians; see docs/performance.md.
 */
import {
  BUDGETS,
  median,
  type BudgetCheck,
  type RouteFigures,
  type Summary,
  type ViewerFigures,
} from './budgets';
import type { ContactLoadResult } from './contactLoad';
import type { AuditProblem, LighthouseEnvironment, RunMetrics } from './lighthouseRun';
import { repeatVisitSection, type RepeatVisitFigures } from './repeatVisit';
import { languageSwitchSection, type LanguageSwitchFigures } from './languageSwitchFigures';

export interface RouteResult extends RouteFigures {
  /** Every run, for anyone who doubts a median. */
  pageRuns: RunMetrics[];
  floorRuns: RunMetrics[];
  /** Audits below par on the page (not the floor), with how many runs flagged them. */
  problems: (AuditProblem & { runs: number })[];
}

export interface BenchResults {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    os: string;
    /** 1-minute load average when the bench started and ended: above the core count, other
     * work shared the CPU and TBT (most of all) is not to be trusted. */
    loadAverage: { start: number; end: number };
    /** Lighthouse's own CPU benchmark, median over the page runs (higher is faster). */
    benchmarkIndex: number | null;
  };
  tools: Record<string, string>;
  lighthouse: LighthouseEnvironment | undefined;
  runsPerUrl: number;
  routes: RouteResult[];
  /** The same pages and floors on the 2G-class profile (lighthouseRun.ts SLOW_LINK_PROFILE). */
  slowLink: { profile: string; routes: RouteResult[] } | { skipped: true };
  contact: ContactLoadResult | { available: false; reason: string; skipped: true };
  /** The Impact page's viewer on a 2G-class link (lightboxOpen.ts). */
  viewer: ViewerFigures;
  /** Each route opened again from the service worker on a 2G-class link (repeatVisit.ts). */
  repeatVisits: RepeatVisitFigures;
  /** Each language's home page after the other's, on a 2G-class phone (languageSwitch.ts). */
  languageSwitch: LanguageSwitchFigures;
  budgets: BudgetCheck[];
  pass: boolean;
}

/** Problems flagged in any run, once each, with the number of runs that flagged them. */
export function collectProblems(runs: readonly RunMetrics[]): RouteResult['problems'] {
  const byId = new Map<string, AuditProblem & { runs: number }>();
  for (const run of runs) {
    for (const problem of run.problems) {
      const seen = byId.get(problem.id);
      if (seen) seen.runs += 1;
      else byId.set(problem.id, { ...problem, runs: 1 });
    }
  }
  return [...byId.values()].sort((a, b) => b.runs - a.runs || a.score - b.score);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => String(Math.round(value));
const scoreText = (value: number | null) => (value === null ? '–' : String(value));
/** Table cells must not break the Markdown table. */
const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');

function lighthouseRow(path: string, kind: string, summary: Summary, ratio: string): string {
  const { scores } = summary;
  return `| ${path} | ${kind} | ${scoreText(scores.performance)} | ${scoreText(scores.accessibility)} | ${scoreText(scores.bestPractices)} | ${scoreText(scores.seo)} | ${ms(summary.fcpMs)} | ${ms(summary.lcpMs)} | ${ms(summary.tbtMs)} | ${summary.cls.toFixed(3)} | ${kb(summary.scriptBytes)} | ${kb(summary.totalBytes)} | ${ratio} |`;
}

/** The Lighthouse table alone: printed at the end of every run. */
export function lighthouseTable(results: BenchResults): string {
  const lines = [
    '| Route | | Perf | A11y | BP | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | Total KB | LCP / floor |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const route of results.routes) {
    lines.push(lighthouseRow(route.path, 'page', route.page, route.lcpOverFloor.toFixed(3)));
    lines.push(lighthouseRow(route.path, 'floor', route.floor, '1'));
  }
  return lines.join('\n');
}

export function contactSection(contact: BenchResults['contact']): string {
  if (!contact.available) return `Contact service not available: ${contact.reason}.`;
  const failures = Object.entries(contact.failures)
    .map(([status, count]) => `${count} × ${status === '0' ? 'network error' : status}`)
    .join(', ');
  return [
    `${contact.requests} valid \`POST /u1/contact\` on loopback, ${contact.concurrency} at a time (after a warm-up), rate limit lifted:`,
    '',
    '| Throughput | p50 | p90 | p99 | max | Acknowledged (2xx) | Database after the run |',
    '|--:|--:|--:|--:|--:|--:|--:|',
    `| ${contact.requestsPerSecond.toFixed(0)} req/s | ${contact.latencyMs.p50.toFixed(1)} ms | ${contact.latencyMs.p90.toFixed(1)} ms | ${contact.latencyMs.p99.toFixed(1)} ms | ${contact.latencyMs.max.toFixed(1)} ms | ${contact.acknowledged} / ${contact.requests}${failures ? ` (${failures})` : ''} | ${kb(contact.dataBytes)} KB |`,
    '',
    `Files in DATA_DIR: ${Object.entries(contact.dataFiles)
      .map(([file, size]) => `\`${file}\` ${kb(size)} KB`)
      .join(', ')}.`,
  ].join('\n');
}

/** The viewer's first open on a slow link, beside the peer's on-demand script. */
export function viewerSection(viewer: ViewerFigures): string {
  if (!viewer.available) return `The viewer's first open was not measured: ${viewer.reason}.`;
  const { profile, runs } = viewer;
  const cpus = [...new Set(runs.map((run) => run.cpuSlowdown))];
  type Run = (typeof runs)[number];
  const row = (
    label: string,
    pick: (run: Run) => number | null,
    format: (value: number) => string,
  ) =>
    `| ${label} | ${cpus
      .map((cpu) => {
        const values = runs.filter((run) => run.cpuSlowdown === cpu).map(pick);
        const known = values.filter((value): value is number => value !== null);
        const middle = known.length ? format(median(known)) : '–';
        return `${middle} (${values.map((value) => (value === null ? '–' : format(value))).join(', ')})`;
      })
      .join(' | ')} |`;
  const kbOf = (value: number) => `${kb(value)} KB`;
  const msOf = (value: number) => `${ms(value)} ms`;
  const sOf = (value: number) => `${(value / 1000).toFixed(1)} s`;
  return [
    `The viewer's first open on /impact: fresh runs on a 390 x 844 touch screen, ` +
      `${profile.latencyMs} ms RTT and ${profile.kbitPerSecond} kbit/s down and up from the first request ` +
      '(DevTools protocol throttling); the videos scrolled into view, the page left idle, then a tap on "Classroom Clip". ' +
      'Medians, then every run.',
    '',
    `| | ${cpus.map((cpu) => `CPU ${cpu}x`).join(' | ')} |`,
    `|---|${cpus.map(() => '--:').join('|')}|`,
    row('Script fetched between the tap and the dialog', (run) => run.scriptBytesAtOpen, kbOf),
    row('Everything fetched between the tap and the dialog', (run) => run.bytesAtOpen, kbOf),
    row('Tap to the first paint with the dialog focused', (run) => run.tapToDialogMs, msOf),
    row(
      "… of which the browser's input events before the click handler",
      (run) => run.tapToClickHandlerMs,
      msOf,
    ),
    row("The click's Event Timing duration (what INP counts)", (run) => run.clickEventMs, msOf),
    row(
      "The viewer's code, prefetched before the tap (as transferred)",
      (run) => run.viewerCodeBytes,
      kbOf,
    ),
    row('Prefetch, from the videos in view to every file cached', (run) => run.prefetchMs, sOf),
    '',
    `The peer (yet-another-react-lightbox 3 with its Video plugin) fetches ${kb(BUDGETS.viewerScriptAtOpenBytes)} KB (gzip) of script at its first open.`,
  ].join('\n');
}

export function budgetTable(checks: readonly BudgetCheck[]): string {
  return [
    '| Result | Budget | Route | Median | Limit |',
    '|---|---|---|---|---|',
    ...checks.map(
      (check) =>
        `| ${check.pass ? 'PASS' : '**FAIL**'} | ${check.budget} | ${check.route} | ${cell(check.value)} | ${cell(check.limit)} |`,
    ),
  ].join('\n');
}

/** The 2G-class profile: each page beside its floor, with what a slow phone waits for. */
export function slowLinkTable(routes: readonly RouteResult[]): string {
  const row = (path: string, kind: string, summary: Summary) =>
    `| ${path} | ${kind} | ${ms(summary.fcpMs)} | ${ms(summary.lcpMs)} | ${ms(summary.interactiveMs)} | ${ms(summary.tbtMs)} | ${summary.cls.toFixed(3)} | ${kb(summary.scriptBytes)} | ${kb(summary.totalBytes)} |`;
  return [
    '| Route | | FCP ms | LCP ms | Interactive ms | TBT ms | CLS | JS KB | Total KB |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
    ...routes.flatMap((route) => [
      row(route.path, 'page', route.page),
      row(route.path, 'floor', route.floor),
    ]),
  ].join('\n');
}

/** Other work on the machine during the run: more runnable processes than cores. */
export function busy(results: BenchResults): boolean {
  const { loadAverage, cpus } = results.machine;
  return Math.max(loadAverage.start, loadAverage.end) > cpus;
}

/** The machine, the tools and how Lighthouse ran: what the figures below were measured with. */
function runConditions(results: BenchResults): string[] {
  const { machine, tools, lighthouse } = results;
  const throttling = lighthouse?.throttling ?? {};
  return [
    `Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, ${machine.os}; ` +
      `load average ${machine.loadAverage.start.toFixed(1)} at the start, ${machine.loadAverage.end.toFixed(1)} at the end; ` +
      `Lighthouse CPU benchmark index ${machine.benchmarkIndex === null ? '?' : Math.round(machine.benchmarkIndex)}. ` +
      `Tools: ${Object.entries(tools)
        .map(([name, version]) => `${name} ${version}`)
        .join(', ')}.`,
    '',
    `Lighthouse ${lighthouse?.lighthouseVersion ?? ''}, ${lighthouse?.formFactor ?? 'mobile'}, ` +
      `${lighthouse?.throttlingMethod ?? 'simulate'}d throttling (RTT ${String(throttling.rttMs)} ms, ` +
      `${String(throttling.throughputKbps)} kbit/s, CPU ×${String(throttling.cpuSlowdownMultiplier)}); ` +
      `median of ${results.runsPerUrl} runs per URL, each in a fresh Chromium. ` +
      '"floor" is the same page served with every script removed. JS and Total are bytes transferred.',
    '',
  ];
}

/** Each route's first-view JavaScript and all its scripts, transferred. */
function javascriptPerRoute(routes: readonly RouteResult[]): string[] {
  return [
    '## JavaScript per route (transferred, compressed)',
    '',
    '| Route | First view KB | All scripts in the run KB | First-view files |',
    '|---|--:|--:|---|',
    ...routes.map(
      (route) =>
        `| ${route.path} | ${kb(route.firstViewJsBytes)} | ${kb(route.page.scriptBytes)} | ${route.firstViewScripts.map((file) => `\`${file}\``).join(' ')} |`,
    ),
    '',
    '"All scripts" adds what loads after the first view within the run (the menu panel is fetched when the browser is idle on narrow screens).',
    '',
  ];
}

/** Each route's largest contentful paint, on the page and on its floor. */
function largestPaints(routes: readonly RouteResult[]): string[] {
  return [
    '## Largest contentful paint',
    '',
    '| Route | Page LCP element | Phases (median run) | Floor LCP element |',
    '|---|---|---|---|',
    ...routes.map(
      (route) =>
        `| ${route.path} | \`${cell(route.page.lcpElement ?? '?')}\` | ${Object.entries(
          route.page.lcpPhases,
        )
          .map(([phase, time]) => `${phase} ${time} ms`)
          .join(', ')} | \`${cell(route.floor.lcpElement ?? '?')}\` |`,
    ),
    '',
  ];
}

/** The audits each route's page fell short on, with how many runs flagged them. */
function auditsBelowPar(routes: readonly RouteResult[]): string[] {
  return [
    '## Audits below par (pages, not floors)',
    '',
    'Performance audits scoring under 0.9 and any failed Accessibility, Best Practices or SEO audit, with how many runs flagged them.',
    '',
    ...routes.flatMap((route) => [
      `### ${route.path}`,
      '',
      ...(route.problems.length === 0
        ? ['None.']
        : route.problems.map(
            (problem) =>
              `- \`${problem.id}\` (${problem.category}, ${problem.runs}/${route.pageRuns.length} runs): ${problem.title}` +
              `${problem.displayValue ? `, ${problem.displayValue}` : ''}` +
              `${problem.items.length ? `: ${problem.items.map((item) => `\`${cell(item)}\``).join(', ')}` : ''}`,
          )),
      '',
    ]),
  ];
}

/** The bench's report, reports/bench/index.md: every section, in this order. */
export function markdownReport(results: BenchResults): string {
  const { machine } = results;
  const failed = results.budgets.filter((check) => !check.pass);
  const sections = [
    `# Performance bench, ${results.date}`,
    '',
    `**${failed.length === 0 ? 'Every budget passes.' : `${failed.length} budget check(s) fail.`}**`,
    '',
    ...(busy(results)
      ? [
          `> The machine was busy (load average above ${machine.cpus}): CPU figures, TBT most of all, ` +
            'are inflated for pages and floors alike. Compare each page with its floor, and run again when it is quiet.',
          '',
        ]
      : []),
    ...runConditions(results),
    '## Lighthouse',
    '',
    lighthouseTable(results),
    '',
    '## On a 2G-class link',
    '',
    ...('skipped' in results.slowLink
      ? ['Skipped (--skip-slow-link).']
      : [
          `${results.slowLink.profile}, simulated; median of ${results.runsPerUrl} runs per URL. ` +
            '"Interactive" is when the main thread is quiet enough to answer a tap.',
          '',
          slowLinkTable(results.slowLink.routes),
        ]),
    '',
    ...javascriptPerRoute(results.routes),
    ...largestPaints(results.routes),
    '## Contact service',
    '',
    contactSection(results.contact),
    '',
    '## The viewer on a slow link',
    '',
    viewerSection(results.viewer),
    '',
    '## Repeat visits from the service worker',
    '',
    repeatVisitSection(results.repeatVisits),
    '',
    '## The other language after one',
    '',
    languageSwitchSection(results.languageSwitch),
    '',
    '## Budgets',
    '',
    budgetTable(results.budgets),
    '',
    ...auditsBelowPar(results.routes),
  ];
  return `${sections.join('\n').trimEnd()}\n`;
}
