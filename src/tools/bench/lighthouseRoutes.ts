/**
 * The bench's Lighthouse runs (runBench.ts): every route's page and its floor (the same page with
 * every script removed, floorServer.ts) on one profile, and what each route's runs come to.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningSite } from '../../testing/browser/site';
import { isStopping, stopOnExit } from '../../testing/browser/cleanup';
import { median, summarize, type RouteFigures } from './budgets';
import { firstViewScripts } from './firstView';
import { startFloorServer } from './floorServer';
import {
  runLighthouse,
  type LighthouseEnvironment,
  type LighthouseProfile,
  type RunMetrics,
} from './lighthouseRun';
import type { Options } from './options';
import { collectProblems, type RouteResult } from './report';

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such
 * a run measured nothing, so it is repeated rather than failing a ten-minute bench.
 */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let tried = 1; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= tries || isStopping()) throw error;
      console.log(`    (retrying: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

/**
 * Lighthouse on `profile`, `options.runs` times, on every route (or those asked for) and on each
 * route's no-script floor, interleaved; each route's medians, its first-view JavaScript, and the
 * first run's reports in `reportDir`/lighthouse/<profile>/.
 */
export async function benchLighthouse(
  { site, dist, reportDir }: { site: RunningSite; dist: string; reportDir: string },
  options: Options,
  profile: LighthouseProfile,
): Promise<{ routes: RouteResult[]; environment: LighthouseEnvironment | undefined }> {
  const allRoutes = (
    JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')) as { url: string }[]
  ).map((route) => route.url);
  const routes = options.routes ?? allRoutes;
  const unknown = routes.filter((route) => !allRoutes.includes(route));
  if (unknown.length) throw new Error(`Not routes of the built site: ${unknown.join(', ')}`);
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;

  const floorServer = await startFloorServer(site.baseUrl, allRoutes);
  const forgetFloor = stopOnExit(floorServer.stop);
  const lighthouseDir = path.join(reportDir, 'lighthouse', profile.id);
  await rm(lighthouseDir, { recursive: true, force: true });
  await mkdir(lighthouseDir, { recursive: true });

  const pageRuns = new Map<string, RunMetrics[]>(routes.map((route) => [route, []]));
  const floorRuns = new Map<string, RunMetrics[]>(routes.map((route) => [route, []]));
  let environment: LighthouseEnvironment | undefined;
  try {
    // Runs interleaved (every route's page, then its floor, then the next round) so a burst of
    // load from another process on the machine spreads over pages and floors alike.
    for (let run = 1; run <= options.runs; run += 1) {
      for (const route of routes) {
        for (const [kind, baseUrl, runs] of [
          ['page', site.baseUrl, pageRuns],
          ['floor', floorServer.baseUrl, floorRuns],
        ] as const) {
          const started = Date.now();
          const result = await withRetries(() => runLighthouse(`${baseUrl}${route}`, profile));
          environment ??= result.environment;
          runs.get(route)?.push(result.metrics);
          const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}-${kind}`;
          if (run === 1) await writeFile(path.join(lighthouseDir, `${name}.json`), result.json);
          const { metrics } = result;
          console.log(
            `  ${profile.id} run ${run}/${options.runs} ${route} ${kind}: perf ${metrics.scores.performance}, ` +
              `LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, ` +
              `CLS ${metrics.cls.toFixed(3)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        }
      }
    }
  } finally {
    forgetFloor();
    await floorServer.stop();
  }

  const results: RouteResult[] = [];
  for (const route of routes) {
    const pages = pageRuns.get(route) ?? [];
    const floors = floorRuns.get(route) ?? [];
    const html = await readFile(
      path.join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`),
      'utf8',
    );
    const scripts = firstViewScripts(html, manifest);
    // Transferred bytes of exactly those files, as Lighthouse saw them go over the wire.
    const firstViewJsBytes = median(
      pages.map((run) =>
        run.scripts
          .filter((script) => scripts.includes(new URL(script.url).pathname))
          .reduce((sum, script) => sum + script.transferSize, 0),
      ),
    );
    const figures: RouteFigures = {
      path: route,
      page: summarize(pages),
      floor: summarize(floors),
      lcpOverFloor: median(pages.map((run) => run.lcpMs)) / median(floors.map((run) => run.lcpMs)),
      firstViewJsBytes,
      firstViewScripts: scripts,
    };
    results.push({
      ...figures,
      pageRuns: pages,
      floorRuns: floors,
      problems: collectProblems(pages),
    });
  }
  return { routes: results, environment };
}
