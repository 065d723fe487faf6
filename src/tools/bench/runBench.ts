/**
 * `npm run bench`: Lighthouse (mobile, simulated slow 4G, then a simulated 2G-class link on
 * a cheap phone) on every route and on each route's no-script floor, the first-view JavaScript, and a load run on the contact service; writes
 * reports/bench/results.json and reports/bench/index.md, prints the tables and exits non-zero
 * when any budget of docs/spec/contracts.md §8 fails. How to read it: docs/performance.md.
 *
 * Options (for working on one page; a full run is the default):
 *   --runs=N            Lighthouse runs per URL (default 3; medians are reported)
 *   --routes=/,/about   only these routes (default: every route in dist/routes.json)
 *   --requests=N        contact POSTs (default 2000)   --concurrency=N (default 20)
 *   --viewer-runs=N     runs of the viewer's first open on a 2G-class profile (default 3)
 *   --skip-lighthouse   --skip-contact   --skip-viewer
 *   --skip-slow-link    only Lighthouse's default profile, not also the 2G-class one
 *   --repeat-runs=N     runs of each route's repeat visit from the service worker (default 3)
 *   --skip-repeat       no repeat visits
 *   --language-runs=N   runs of each language's home page after the other's (default 3)
 *   --skip-language     no language switches
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, release, tmpdir, totalmem, type as osType } from 'node:os';
import path from 'node:path';
import { buildIfNeeded, startSite, type RunningSite } from '../../testing/browser/site';
import { distDir, projectRoot } from '../../build/paths';
import {
  checkBudgets,
  checkSlowLinkBudgets,
  checkViewerBudgets,
  median,
  unmeasured,
} from './budgets';
import { chromePath } from '../../testing/browser/browser';
import { stopAll, stopAllOnSignals, stopOnExit } from '../../testing/browser/cleanup';
import { runContactLoad } from './contactLoad';
import { benchLighthouse } from './lighthouseRoutes';
import { measureLightboxOpen, SLOW_PROFILE } from './lightboxOpen';
import { measureLanguageSwitches } from './languageSwitch';
import {
  checkLanguageSwitchBudgets,
  languageSwitches,
  languageSwitchSection,
  wordsChunksOf,
  type BuiltRoute,
  type LanguageSwitchFigures,
} from './languageSwitchFigures';
import {
  checkRepeatVisitBudgets,
  measureRepeatVisits,
  repeatVisitSection,
  type RepeatVisitFigures,
} from './repeatVisit';
import { DEFAULT_PROFILE, SLOW_LINK_PROFILE, type LighthouseEnvironment } from './lighthouseRun';
import {
  budgetTable,
  busy,
  contactSection,
  lighthouseTable,
  markdownReport,
  slowLinkTable,
  viewerSection,
  type BenchResults,
  type RouteResult,
} from './report';

import { parseOptions, type Options } from './options';

const reportDir = path.join(projectRoot, 'reports/bench');

/** `npm start`'s build check, as its own process, stopped if the bench is. */
async function ensureBuilt(): Promise<void> {
  let forget = () => {};
  try {
    await buildIfNeeded((child) => {
      forget = stopOnExit(async () => {
        child.kill('SIGTERM');
      });
    });
  } finally {
    forget();
  }
}

/**
 * A private copy of dist/: other people's `npm test` rebuilds dist/ (deleting it first), which
 * would pull the site out from under a ten-minute bench. The service serves the copy (DIST_DIR).
 */
async function snapshotDist(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'bench-dist-'));
  await cp(distDir, copy, { recursive: true });
  try {
    await readFile(path.join(copy, '.build-complete'));
  } catch {
    throw new Error('dist/ changed while it was being copied (a build in progress?); run again.');
  }
  return copy;
}

async function started(site: Promise<RunningSite>): Promise<RunningSite> {
  const running = await site;
  const forget = stopOnExit(running.stop);
  return {
    ...running,
    stop: async () => {
      forget();
      await running.stop();
    },
  };
}

/** The browser's own version: the user agent Lighthouse records is reduced to `156.0.0.0`. */
function chromiumVersion(environment: LighthouseEnvironment | undefined): string {
  try {
    const output = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: 'pipe' });
    const version = /(\d+\.\d+\.\d+\.\d+)/.exec(output)?.[1];
    if (version) return version;
  } catch {
    // Fall back to the user agent below.
  }
  return /Chrome\/([\d.]+)/.exec(environment?.userAgent ?? '')?.[1] ?? 'unknown';
}

async function toolVersions(environment: LighthouseEnvironment | undefined) {
  const version = async (name: string) => {
    const manifest = JSON.parse(
      await readFile(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version: string };
    return manifest.version;
  };
  return {
    node: process.version.slice(1),
    lighthouse: await version('lighthouse'),
    'chrome-launcher': await version('chrome-launcher'),
    chromium: chromiumVersion(environment),
    vite: await version('vite'),
    react: await version('react'),
    fastify: await version('fastify'),
  };
}

async function benchContact(dist: string, options: Options): Promise<BenchResults['contact']> {
  if (!options.contact)
    return { available: false, reason: 'skipped (--skip-contact)', skipped: true };
  // A service of its own with the rate limit lifted and an empty database, so the figures and
  // the database size are of this run alone. DATA_DIR is ours (not startSite's) so it can be
  // measured before it is removed.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-contact-'));
  let site: RunningSite | undefined;
  try {
    site = await started(
      startSite({ CONTACT_RATE_MAX: '1000000', DATA_DIR: dataDir, DIST_DIR: dist }),
    );
    return await runContactLoad({
      baseUrl: site.baseUrl,
      dataDir,
      requests: options.requests,
      concurrency: options.concurrency,
      warmup: 50,
    });
  } catch (error) {
    // The Lighthouse figures are still worth writing when the service is mid-change.
    const message = error instanceof Error ? error.message : String(error);
    return { available: false, reason: `the service failed: ${message.slice(0, 300)}` };
  } finally {
    await site?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A measure on a service of its own (started on the private dist/, stopped after): a measure that
 * fails is written as unavailable with its reason, so the other figures are still reported.
 */
async function onSiteOfItsOwn<Figures>(
  dist: string,
  measure: (site: RunningSite) => Promise<Figures>,
): Promise<Figures | { available: false; reason: string }> {
  let site: RunningSite | undefined;
  try {
    site = await started(startSite({ DIST_DIR: dist }));
    return await measure(site);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { available: false, reason: `the measure failed: ${message.slice(0, 300)}` };
  } finally {
    await site?.stop();
  }
}

async function benchViewer(dist: string, options: Options): Promise<BenchResults['viewer']> {
  if (!options.viewer)
    return { available: false, reason: 'skipped (--skip-viewer)', skipped: true };
  return onSiteOfItsOwn(dist, async (site) => ({
    available: true as const,
    profile: SLOW_PROFILE,
    runs: await measureLightboxOpen(site.baseUrl, options.viewerRuns),
  }));
}

async function benchRepeatVisits(dist: string, options: Options): Promise<RepeatVisitFigures> {
  if (!options.repeat)
    return { available: false, reason: 'skipped (--skip-repeat)', skipped: true };
  const allRoutes = (
    JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')) as { url: string }[]
  ).map((route) => route.url);
  return onSiteOfItsOwn(dist, async (site) => {
    console.log(`Repeat visits from the service worker, ${options.repeatRuns} run(s) per route:`);
    const runs = await measureRepeatVisits(
      site.baseUrl,
      options.routes ?? allRoutes,
      options.repeatRuns,
    );
    return { available: true as const, runs };
  });
}

async function benchLanguageSwitches(
  dist: string,
  options: Options,
): Promise<LanguageSwitchFigures> {
  if (!options.language)
    return { available: false, reason: 'skipped (--skip-language)', skipped: true };
  const routes = JSON.parse(await readFile(path.join(dist, 'routes.json'), 'utf8')) as BuiltRoute[];
  const manifest = JSON.parse(
    await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return onSiteOfItsOwn(dist, async (site) => {
    console.log(
      `Each language's home page after the other's, ${options.languageRuns} run(s) each, ` +
        `${SLOW_PROFILE.latencyMs} ms RTT, ${SLOW_PROFILE.kbitPerSecond} kbit/s, CPU ${SLOW_PROFILE.cpuSlowdown}x:`,
    );
    const runs = await measureLanguageSwitches(
      site.baseUrl,
      languageSwitches(routes),
      wordsChunksOf(manifest),
      options.languageRuns,
    );
    return { available: true as const, runs };
  });
}

function benchmarkIndexOf(routes: readonly RouteResult[]): number | null {
  const indexes = routes
    .flatMap((route) => route.pageRuns.map((run) => run.benchmarkIndex))
    .filter((value): value is number => value !== null);
  return indexes.length ? median(indexes) : null;
}

/** The default profile, then (unless skipped) the 2G-class one, on a service of their own. */
async function benchLighthouseProfiles(
  dist: string,
  options: Options,
): Promise<{
  lighthouse: Awaited<ReturnType<typeof benchLighthouse>>;
  slowLink: BenchResults['slowLink'];
}> {
  if (!options.lighthouse) {
    return { lighthouse: { routes: [], environment: undefined }, slowLink: { skipped: true } };
  }
  const site = await started(startSite({ DIST_DIR: dist }));
  try {
    console.log(
      `Lighthouse, ${DEFAULT_PROFILE.label}, ${options.runs} run(s) per URL, pages and their no-script floors:`,
    );
    const where = { site, dist, reportDir };
    const lighthouse = await benchLighthouse(where, options, DEFAULT_PROFILE);
    if (!options.slowLink) return { lighthouse, slowLink: { skipped: true } };
    console.log(`Lighthouse, ${SLOW_LINK_PROFILE.label}, ${options.runs} run(s) per URL:`);
    const slow = await benchLighthouse(where, options, SLOW_LINK_PROFILE);
    return { lighthouse, slowLink: { profile: SLOW_LINK_PROFILE.label, routes: slow.routes } };
  } finally {
    await site.stop();
  }
}

/** Every budget of docs/spec/contracts.md §8 the run measured, and the contact service's. */
function budgetsOf({
  routes,
  slowLink,
  viewer,
  repeatVisits,
  languageSwitch,
  contact,
}: Pick<
  BenchResults,
  'routes' | 'slowLink' | 'viewer' | 'repeatVisits' | 'languageSwitch' | 'contact'
>) {
  const budgets = [
    ...checkBudgets(routes),
    ...('skipped' in slowLink ? [] : checkSlowLinkBudgets(slowLink.routes)),
    ...checkViewerBudgets(viewer),
    ...checkRepeatVisitBudgets(repeatVisits),
    ...checkLanguageSwitchBudgets(languageSwitch),
  ];
  // No figure in docs/spec/contracts.md for throughput or latency, but a valid enquiry refused under load
  // is a fault worth failing on.
  if (!contact.available && !('skipped' in contact)) {
    budgets.push(unmeasured('Contact service under load', contact));
  } else if (contact.available) {
    budgets.push({
      budget: 'Valid enquiries acknowledged (2xx)',
      route: 'POST /u1/contact',
      value: `${contact.acknowledged} / ${contact.requests}`,
      limit: 'all',
      pass: contact.acknowledged === contact.requests,
    });
  }
  return budgets;
}

/** The machine the run was made on, and how busy it was at the start and the end. */
function machineOf(loadAtStart: number, routes: readonly RouteResult[]): BenchResults['machine'] {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${osType()} ${release()}`,
    loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
    benchmarkIndex: benchmarkIndexOf(routes),
  };
}

/** The tables and sections on the console, and the verdict: how many budget checks failed. */
function printResults(results: BenchResults): number {
  const { slowLink, contact, viewer, repeatVisits, languageSwitch, budgets } = results;
  if (results.routes.length) console.log(`\n${lighthouseTable(results)}`);
  if (!('skipped' in slowLink)) {
    console.log(`\n${SLOW_LINK_PROFILE.label}:\n${slowLinkTable(slowLink.routes)}`);
  }
  if (busy(results)) {
    console.log(
      `\nWarning: the machine was busy (load average ${results.machine.loadAverage.start.toFixed(1)} → ` +
        `${results.machine.loadAverage.end.toFixed(1)} on ${results.machine.cpus} cores); TBT is inflated. Run again when it is quiet.`,
    );
  }
  console.log(`\n${contactSection(contact)}`);
  console.log(`\n${viewerSection(viewer)}`);
  console.log(`\n${repeatVisitSection(repeatVisits)}`);
  console.log(`\n${languageSwitchSection(languageSwitch)}`);
  if (budgets.length) console.log(`\n${budgetTable(budgets)}`);
  const failed = budgets.filter((check) => !check.pass);
  console.log(
    `\n${failed.length ? `FAIL: ${failed.length} of ${budgets.length} budget checks` : `PASS: all ${budgets.length} budget checks`}. ` +
      `Written: ${path.relative(projectRoot, reportDir)}/index.md and results.json.`,
  );
  return failed.length;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const loadAtStart = loadavg()[0] ?? 0;
  stopAllOnSignals('the bench');
  await ensureBuilt();
  const dist = await snapshotDist();
  stopOnExit(() => rm(dist, { recursive: true, force: true }));
  try {
    const { lighthouse, slowLink } = await benchLighthouseProfiles(dist, options);
    console.log(`Contact service: ${options.requests} POSTs, ${options.concurrency} at a time…`);
    const contact = await benchContact(dist, options);
    if (options.viewer) {
      console.log(
        `The viewer's first open on /impact, ${options.viewerRuns} run(s), ` +
          `${SLOW_PROFILE.latencyMs} ms RTT, ${SLOW_PROFILE.kbitPerSecond} kbit/s, CPU ${SLOW_PROFILE.cpuSlowdown}x:`,
      );
    }
    const viewer = await benchViewer(dist, options);
    const repeatVisits = await benchRepeatVisits(dist, options);
    const languageSwitch = await benchLanguageSwitches(dist, options);

    const measured = {
      routes: lighthouse.routes,
      slowLink,
      contact,
      viewer,
      repeatVisits,
      languageSwitch,
    };
    const budgets = budgetsOf(measured);
    const results: BenchResults = {
      date: new Date().toISOString(),
      machine: machineOf(loadAtStart, lighthouse.routes),
      tools: await toolVersions(lighthouse.environment),
      lighthouse: lighthouse.environment,
      runsPerUrl: options.runs,
      ...measured,
      budgets,
      pass: budgets.every((check) => check.pass),
    };
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    await writeFile(path.join(reportDir, 'index.md'), markdownReport(results));
    return printResults(results) ? 1 : 0;
  } finally {
    await stopAll();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exitCode = 2;
}
