/**
 * Every budget of the site, the one home of its figures: docs/spec/contracts.md §8.1 lists them
 * (its table checked against this by src/build/contractTables.node.test.ts), `npm run bench`
 * judges its medians against them here (and in repeatVisit.ts and languageSwitchFigures.ts), and
 * `npm test` the first view's files (src/build/bundleBudget.node-built.test.ts). Lighthouse on two
 * cores varies from run to run (TBT most of all), so every figure the bench judges is a median of
 * several runs.
 */
import type { LightboxRun } from './lightboxOpen';
import type { RunMetrics, Scores } from './lighthouseRun';

export const BUDGETS = {
  performance: 98,
  /** Accessibility, Best Practices and SEO must all be perfect. */
  perfectScore: 100,
  /** LCP at most 10 % above the same page with every script removed. */
  lcpOverFloor: 1.1,
  cls: 0.01,
  /** Strictly below. */
  tbtMs: 50,
  /** Home's first-view JavaScript, compressed (as transferred; gzip of the files in `npm test`). */
  homeFirstViewJsBytes: 100 * 1024,
  /** The site's one stylesheet, gzip (`npm test` only). */
  stylesheetBytes: 12 * 1024,
  /**
   * The Impact page's viewer on a 2G-class link (lightboxOpen.ts): script fetched between the
   * tap and the dialog, at most what the peer, yet-another-react-lightbox 3 with its Video
   * plugin, fetches on demand at its first open (13.6 KB gzip), and the dialog on screen within
   * 100 ms of the tap (issue 13, point 5), judged with the link slowed and the CPU not.
   */
  viewerScriptAtOpenBytes: 13.6 * 1024,
  viewerTapToDialogMs: 100,
  /**
   * On the 2G-class profile (lighthouseRun.ts SLOW_LINK_PROFILE), every route: the first view
   * weighs at most 200 KB, its largest paint comes within 4.5 s, and the main thread is blocked
   * at most 100 ms (at six times slower CPU; the default profile's 50 ms applies at 4x).
   */
  slowLinkFirstViewBytes: 200 * 1024,
  slowLinkLcpMs: 4500,
  slowLinkTbtMs: 100,
  /** The largest paint of a repeat visit on a 2G-class phone, answered by the service worker (repeatVisit.ts; issue 32). */
  repeatVisitLcpMs: 1500,
  /**
   * After a page in one language, the same page in another may fetch its words and nothing else,
   * this much at most, as transferred (languageSwitchFigures.ts; issue 43).
   */
  languageSwitchScriptBytes: 10 * 1024,
} as const;

export type BudgetName = keyof typeof BUDGETS;

const kb = (bytes: number) => `${Number((bytes / 1024).toFixed(1))} KB`;
const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * Each budget's limit as the bench's verdicts and the table of docs/spec/contracts.md §8.1 write
 * it: made from the figure, so the two cannot say different things.
 */
export const BUDGET_LIMITS: Readonly<Record<BudgetName, string>> = {
  performance: `>= ${BUDGETS.performance}`,
  perfectScore: `= ${BUDGETS.perfectScore}`,
  lcpOverFloor: `<= ${BUDGETS.lcpOverFloor.toFixed(2)}`,
  cls: `<= ${BUDGETS.cls}`,
  tbtMs: `< ${BUDGETS.tbtMs} ms`,
  homeFirstViewJsBytes: `<= ${kb(BUDGETS.homeFirstViewJsBytes)}`,
  stylesheetBytes: `<= ${kb(BUDGETS.stylesheetBytes)}`,
  viewerScriptAtOpenBytes: `<= ${kb(BUDGETS.viewerScriptAtOpenBytes)}`,
  viewerTapToDialogMs: `<= ${BUDGETS.viewerTapToDialogMs} ms`,
  slowLinkFirstViewBytes: `<= ${kb(BUDGETS.slowLinkFirstViewBytes)}`,
  slowLinkLcpMs: `<= ${seconds(BUDGETS.slowLinkLcpMs)}`,
  slowLinkTbtMs: `<= ${BUDGETS.slowLinkTbtMs} ms`,
  repeatVisitLcpMs: `<= ${seconds(BUDGETS.repeatVisitLcpMs)}`,
  languageSwitchScriptBytes: `<= ${kb(BUDGETS.languageSwitchScriptBytes)}`,
};

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

function medianScore(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  return present.length === values.length ? median(present) : null;
}

/** Per-figure medians of several runs of one URL. */
export interface Summary {
  runs: number;
  scores: Scores;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  interactiveMs: number;
  scriptBytes: number;
  totalBytes: number;
  /** The LCP element most runs agreed on, and the LCP phases of the run with the median LCP. */
  lcpElement: string | undefined;
  lcpPhases: Record<string, number>;
  benchmarkIndex: number | null;
}

export function summarize(runs: readonly RunMetrics[]): Summary {
  const of = (pick: (run: RunMetrics) => number) => median(runs.map(pick));
  const elements = new Map<string, number>();
  for (const run of runs) {
    if (run.lcpElement) elements.set(run.lcpElement, (elements.get(run.lcpElement) ?? 0) + 1);
  }
  const lcpMs = of((run) => run.lcpMs);
  const medianRun = [...runs].sort(
    (a, b) => Math.abs(a.lcpMs - lcpMs) - Math.abs(b.lcpMs - lcpMs),
  )[0];
  const indexes = runs
    .map((run) => run.benchmarkIndex)
    .filter((value): value is number => value !== null);
  return {
    runs: runs.length,
    scores: {
      performance: medianScore(runs.map((run) => run.scores.performance)),
      accessibility: medianScore(runs.map((run) => run.scores.accessibility)),
      bestPractices: medianScore(runs.map((run) => run.scores.bestPractices)),
      seo: medianScore(runs.map((run) => run.scores.seo)),
    },
    fcpMs: of((run) => run.fcpMs),
    lcpMs,
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    speedIndexMs: of((run) => run.speedIndexMs),
    interactiveMs: of((run) => run.interactiveMs),
    scriptBytes: of((run) => run.scriptBytes),
    totalBytes: of((run) => run.totalBytes),
    lcpElement: [...elements.entries()].sort((a, b) => b[1] - a[1])[0]?.[0],
    lcpPhases: medianRun?.lcpPhases ?? {},
    benchmarkIndex: indexes.length ? median(indexes) : null,
  };
}

export interface RouteFigures {
  path: string;
  page: Summary;
  floor: Summary;
  /** Median LCP of the page over median LCP of its floor. */
  lcpOverFloor: number;
  /** What the first view needs (entry, page chunk, their imports), transferred, median. */
  firstViewJsBytes: number;
  firstViewScripts: string[];
}

export interface BudgetCheck {
  budget: string;
  route: string;
  value: string;
  limit: string;
  pass: boolean;
}

const scoreLabels: Record<keyof Scores, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  bestPractices: 'Best Practices',
  seo: 'SEO',
};

export function checkBudgets(routes: readonly RouteFigures[]): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const route of routes) {
    const { page } = route;
    const add = (budget: string, value: string, limit: string, pass: boolean) =>
      checks.push({ budget, route: route.path, value, limit, pass });
    for (const key of Object.keys(scoreLabels) as (keyof Scores)[]) {
      const value = page.scores[key];
      const budget = key === 'performance' ? 'performance' : 'perfectScore';
      add(
        scoreLabels[key],
        value === null ? 'not scored' : String(value),
        BUDGET_LIMITS[budget],
        value !== null && value >= BUDGETS[budget],
      );
    }
    add(
      'LCP / floor LCP',
      `${route.lcpOverFloor.toFixed(3)} (${Math.round(page.lcpMs)} / ${Math.round(route.floor.lcpMs)} ms)`,
      BUDGET_LIMITS.lcpOverFloor,
      route.lcpOverFloor <= BUDGETS.lcpOverFloor,
    );
    add('CLS', page.cls.toFixed(3), BUDGET_LIMITS.cls, page.cls <= BUDGETS.cls);
    add('TBT', `${Math.round(page.tbtMs)} ms`, BUDGET_LIMITS.tbtMs, page.tbtMs < BUDGETS.tbtMs);
    if (route.path === '/') {
      add(
        'First-view JavaScript',
        `${(route.firstViewJsBytes / 1024).toFixed(1)} KB`,
        BUDGET_LIMITS.homeFirstViewJsBytes,
        route.firstViewJsBytes <= BUDGETS.homeFirstViewJsBytes,
      );
    }
  }
  return checks;
}

/** The 2G-class profile's budgets, on every route: weight, largest paint, blocking time. */
export function checkSlowLinkBudgets(routes: readonly RouteFigures[]): BudgetCheck[] {
  return routes.flatMap(({ path: route, page }) => {
    const where = `${route} (2G)`;
    return [
      {
        budget: 'First view, bytes',
        route: where,
        value: `${(page.totalBytes / 1024).toFixed(0)} KB`,
        limit: BUDGET_LIMITS.slowLinkFirstViewBytes,
        pass: page.totalBytes <= BUDGETS.slowLinkFirstViewBytes,
      },
      {
        budget: 'LCP',
        route: where,
        value: `${(page.lcpMs / 1000).toFixed(1)} s`,
        limit: BUDGET_LIMITS.slowLinkLcpMs,
        pass: page.lcpMs <= BUDGETS.slowLinkLcpMs,
      },
      {
        budget: 'TBT (CPU 6x)',
        route: where,
        value: `${Math.round(page.tbtMs)} ms`,
        limit: BUDGET_LIMITS.slowLinkTbtMs,
        pass: page.tbtMs <= BUDGETS.slowLinkTbtMs,
      },
    ];
  });
}

/** The viewer's figures: one run each, or why there are none. */
export type ViewerFigures =
  | {
      available: true;
      profile: { latencyMs: number; kbitPerSecond: number; cpuSlowdown: number };
      runs: LightboxRun[];
    }
  | { available: false; reason: string; skipped?: true };

export function checkViewerBudgets(viewer: ViewerFigures): BudgetCheck[] {
  // Skipped on purpose: nothing to judge. Failed: a measure that no longer works is a failure,
  // not a pass with nothing checked (it failed silently once, when the viewer's focus moved).
  if (!viewer.available) return viewer.skipped ? [] : [unmeasured('Viewer: first open', viewer)];
  const script = Math.max(...viewer.runs.map((run) => run.scriptBytesAtOpen));
  const checks: BudgetCheck[] = [
    {
      budget: 'Viewer: script fetched at first open (every run)',
      route: '/impact (2G)',
      value: `${(script / 1024).toFixed(1)} KB`,
      limit: `${BUDGET_LIMITS.viewerScriptAtOpenBytes} (the peer's)`,
      pass: script <= BUDGETS.viewerScriptAtOpenBytes,
    },
  ];
  // The time is judged where only the link is slowed: it shows the link no longer matters. At
  // CPU 6x it is reported (docs/performance.md says where that time goes), not judged.
  const unthrottled = viewer.runs.filter((run) => run.cpuSlowdown === 1);
  if (unthrottled.length) {
    const tap = median(unthrottled.map((run) => run.tapToDialogMs));
    checks.push({
      budget: 'Viewer: tap to dialog',
      route: '/impact (2G, CPU 1x)',
      value: `${Math.round(tap)} ms`,
      limit: BUDGET_LIMITS.viewerTapToDialogMs,
      pass: tap <= BUDGETS.viewerTapToDialogMs,
    });
  }
  return checks;
}

/** A failing check for a part of the bench that could not be measured, saying why. */
export function unmeasured(budget: string, figures: { reason: string }): BudgetCheck {
  return {
    budget: `${budget}: measured`,
    route: '–',
    value: `not measured: ${figures.reason}`,
    limit: 'measured',
    pass: false,
  };
}
