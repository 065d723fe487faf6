/**
 * A repeat visit on a 2G-class phone, served by the service worker (docs/offline.md,
 * docs/performance.md "Repeat visits"): for each route, a fresh Chromium context opens the page
 * once on an unslowed link and waits until the worker keeps it (the first visit is
 * Lighthouse's part); then, at SLOW_PROFILE (400 ms round trip, 250 kbit/s, CPU 6x) from the
 * first request, opens it again and reads the largest contentful paint the page itself reports.
 * The budget: `repeatVisitLcpMs` of budgets.ts on every route, the page answered by the worker.
 */
import { BUDGET_LIMITS, BUDGETS, median, type BudgetCheck } from './budgets';
import { onAPhone, slowDown, SLOW_PROFILE, waitInPage } from './slowPhone';

export interface RepeatVisitRun {
  route: string;
  /** Largest contentful paint of the repeat visit, ms from its navigation. */
  lcpMs: number;
  /** Whether the service worker answered the page's own request. */
  fromWorker: boolean;
}

export type RepeatVisitFigures =
  | { available: true; runs: RepeatVisitRun[] }
  | { available: false; reason: string; skipped?: true };

const KEPT = (pathname: string) =>
  `caches.open('pages').then((cache) => cache.keys()).then((keys) => keys.some((key) => new URL(key.url).pathname === ${JSON.stringify(pathname)}))`;

const LCP_RECORDER = `(() => {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

async function runOnce(baseUrl: string, route: string): Promise<RepeatVisitRun> {
  return onAPhone(async (context) => {
    const page = await context.newPage();
    // The first visit: the page registers the worker once loaded, and has it keep the page.
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
    await waitInPage(page, KEPT(new URL(`${baseUrl}${route}`).pathname));
    // And in control of the page: the worker is active, not still taking over.
    await waitInPage(page, 'navigator.serviceWorker.controller !== null');
    await page.waitForLoadState('networkidle');
    // The repeat visit, on the 2G-class phone.
    await slowDown(page);
    await page.addInitScript({ content: LCP_RECORDER });
    const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'load', timeout: 120_000 });
    // The largest paint is settled once the page has loaded and a second has passed quietly.
    await page.waitForTimeout(1000);
    const lcpMs = (await page.evaluate('window.__lcp')) as number | null;
    if (lcpMs === null) throw new Error(`No largest contentful paint was reported on ${route}.`);
    return { route, lcpMs, fromWorker: response?.fromServiceWorker() ?? false };
  });
}

export async function measureRepeatVisits(
  baseUrl: string,
  routes: readonly string[],
  runs: number,
): Promise<RepeatVisitRun[]> {
  const results: RepeatVisitRun[] = [];
  for (const route of routes) {
    for (let run = 1; run <= runs; run += 1) {
      const result = await runOnce(baseUrl, route);
      console.log(
        `  repeat visit ${run}/${runs} ${route}: LCP ${Math.round(result.lcpMs)} ms` +
          (result.fromWorker ? ', from the service worker' : ', NOT from the service worker'),
      );
      results.push(result);
    }
  }
  return results;
}

function byRoute(runs: readonly RepeatVisitRun[]): Map<string, RepeatVisitRun[]> {
  const routes = new Map<string, RepeatVisitRun[]>();
  for (const run of runs) routes.set(run.route, [...(routes.get(run.route) ?? []), run]);
  return routes;
}

export function checkRepeatVisitBudgets(figures: RepeatVisitFigures): BudgetCheck[] {
  if (!figures.available) {
    return figures.skipped
      ? []
      : [
          {
            budget: 'Repeat visit (2G, service worker)',
            route: 'every route',
            value: `not measured: ${figures.reason}`,
            limit: 'measured',
            pass: false,
          },
        ];
  }
  return [...byRoute(figures.runs)].map(([route, runs]) => {
    const lcp = median(runs.map((run) => run.lcpMs));
    const everyFromWorker = runs.every((run) => run.fromWorker);
    return {
      budget: 'Repeat visit: LCP, answered by the service worker',
      route: `${route} (2G)`,
      value: `${Math.round(lcp)} ms${everyFromWorker ? '' : ', not from the worker'}`,
      limit: BUDGET_LIMITS.repeatVisitLcpMs,
      pass: everyFromWorker && lcp <= BUDGETS.repeatVisitLcpMs,
    };
  });
}

export function repeatVisitSection(figures: RepeatVisitFigures): string {
  if (!figures.available) return `The repeat visit was not measured: ${figures.reason}.`;
  const rows = [...byRoute(figures.runs)].map(
    ([route, runs]) =>
      `| ${route} | ${Math.round(median(runs.map((run) => run.lcpMs)))} ms | ${runs
        .map((run) => Math.round(run.lcpMs))
        .join(', ')} | ${runs.every((run) => run.fromWorker) ? 'yes' : 'no'} |`,
  );
  return [
    'A repeat visit, answered by the service worker: the page opened once and kept, then opened ' +
      `again at ${SLOW_PROFILE.latencyMs} ms RTT, ${SLOW_PROFILE.kbitPerSecond} kbit/s and CPU ` +
      `${SLOW_PROFILE.cpuSlowdown}x (DevTools protocol throttling) on a 390 x 844 touch screen.`,
    '',
    '| Route | LCP (median) | Every run | From the worker |',
    '|---|--:|---|---|',
    ...rows,
  ].join('\n');
}
