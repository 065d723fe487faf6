/**
 * `npm run audit`: the auditor's report. Builds the site if it is out of date, serves it with
 * the real service, and in Chromium runs three engines (axe-core, IBM Equal Access, Siteimprove
 * Alfa) on every route and in every open state (src/testing/browser/states.ts) at 1280 px, 320 px
 * and 320 x 256 (a 1280 x 1024 window at 400 % zoom); then Lighthouse's accessibility category
 * on every route; and meanwhile, from the start, the Orca screen-reader journeys
 * (a11y-tests/screen-reader/). Writes reports/a11y/index.html (with a page per route and state,
 * screenshots, and the Orca transcripts) and reports/a11y/results.json. Exits 1 on any
 * violation-level finding that is not a documented false positive, any state that could not be
 * opened, a Lighthouse accessibility score under 100, or a failed Orca check.
 * `AUDIT_SKIP_ORCA=1` leaves the Orca journeys out (the report then says so, and the audit
 * fails); `AUDIT_REPORT_DIR` writes the report to another folder; `AUDIT_DISPLAY=81` runs the
 * journeys on X displays :81 and :82 (78 and 79 otherwise: one per language), so that two
 * people's audits on one machine do not share one. Ends with the conformance report
 * (a11y-tests/acr/, `npm run acr`).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  missingScreenReaderPackages,
  firefoxJourneys,
  runOrcaJourneys,
  SCREEN_READER_PACKAGES,
  type JourneyResult,
} from '../screen-reader/orca';
import { auditTags } from './axe';
import { launchBrowser, openPage } from '../../src/testing/browser/browser';
import { isStopping, stopAllOnSignals } from '../../src/testing/browser/cleanup';
import { buildIfNeeded, projectRoot, startSite } from '../../src/testing/browser/site';
import { siteLanguages } from '../../src/testing/browser/languageRoutes';
import { auditRoutes } from '../../src/testing/browser/states';
import { equalAccessVersion, EQUAL_ACCESS_POLICY } from './engines';
import { lighthouseFailures, orcaFailures, scanFailures } from './failures';
import { lowPriority } from './background';
import { runLighthouse, startLighthouseChrome, type LighthouseRouteResult } from './lighthouse';
import { writeReport } from './report';
import { AcrError, acrPaths, makeAcr } from '../acr/runAcr';
import { testEvidenceFrom, type VitestJsonReport } from '../acr/evidence';
import { writePrivacyEvidence } from './privacyEvidence';
import type { AuditResults, AuditTiming, ScanResult } from './results';
import { errorText, laps, NAME_SHIM, scanAll } from './scan';

const require = createRequire(import.meta.url);

/** reports/a11y/, or the folder AUDIT_REPORT_DIR names (a test's, so as not to touch yours). */
const reportDir = process.env.AUDIT_REPORT_DIR ?? path.join(projectRoot, 'reports/a11y');
const screenshotDir = path.join(reportDir, 'screenshots');

interface Scanned {
  scans: ScanResult[];
  /** The axe-core tags every scan ran with. */
  tags: string[];
  chromiumVersion: string;
}

/**
 * The three engines on every page at every size and in every open state (scan.ts), in order, in
 * the Chromium `executablePath` starts.
 */
async function scanEveryTarget(baseUrl: string, executablePath: string): Promise<Scanned> {
  const browser = await launchBrowser({ executablePath });
  try {
    const chromiumVersion = browser.version();
    const { page } = await openPage(browser);
    await page.addInitScript({ content: NAME_SHIM });
    await page.goto(`${baseUrl}/`);
    const tags = await auditTags(page);
    await page.context().close();
    console.log(`axe-core with tags ${tags.join(', ')}`);
    const scans = await scanAll(browser, { baseUrl, tags, screenshotDir });
    return { scans, tags, chromiumVersion };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's accessibility category on every route, in the Chrome `browser` starts; a run that
 * fails is a result too.
 */
async function lighthouseOnEveryRoute(
  baseUrl: string,
  browser: string,
): Promise<LighthouseRouteResult[]> {
  const results: LighthouseRouteResult[] = [];
  const chrome = await startLighthouseChrome(browser);
  try {
    for (const route of auditRoutes) {
      const url = `${baseUrl}${route.path}`;
      const routeLap = laps();
      try {
        const result = await runLighthouse(chrome, route.path, url);
        results.push({ ...result, seconds: routeLap() });
        console.log(`  Lighthouse ${route.path}: ${result.score ?? result.error}`);
      } catch (error) {
        results.push({
          path: route.path,
          url,
          lighthouseVersion: 'unknown',
          score: null,
          failed: [],
          manual: [],
          passed: 0,
          notApplicable: 0,
          error: errorText(error),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * Every journey in every language: the Hindi pages walked with the Hindi words; then a few in
 * Firefox. The languages side by side, each on a display of its own (AUDIT_DISPLAY or 78, and
 * the next); an empty AUDIT_DISPLAY counts as unset, not as display 0.
 */
async function runEveryOrcaJourney(baseUrl: string): Promise<JourneyResult[]> {
  console.log(
    'Orca screen-reader journeys (a real Orca, Chromium then Firefox, under Xvfb) begin.',
  );
  const firstDisplay = Number(process.env.AUDIT_DISPLAY || 78);
  const byLanguage = await Promise.all(
    siteLanguages.map(async (language, index) => {
      const options = {
        baseUrl,
        language: language.folder,
        outDir: path.join(reportDir, 'screen-reader'),
        display: firstDisplay + index,
      };
      const chromium = await runOrcaJourneys(options);
      if (isStopping()) return chromium;
      const firefox = await runOrcaJourneys({
        ...options,
        browser: 'firefox',
        journeys: firefoxJourneys,
      });
      return [...chromium, ...firefox];
    }),
  );
  return byLanguage.flat();
}

/**
 * Serves the built site and measures it: the scans, then Lighthouse (one browser at a time on two
 * cores: Lighthouse after Playwright's Chromium has closed), and meanwhile the Orca journeys, to
 * which both browsers yield the CPU (background.ts). The service stops once all three are done
 * with it.
 */
async function measure(
  skipOrca: boolean,
  timing: AuditTiming,
): Promise<
  Scanned & { baseUrl: string; lighthouse: LighthouseRouteResult[]; orca: JourneyResult[] }
> {
  // The contact states post real enquiries; the audit must not meet the rate limit.
  const site = await startSite({ CONTACT_RATE_MAX: '1000' });
  // The Orca journeys beside the scans and Lighthouse: their own Chromium, not headless, under
  // Xvfb, on displays of their own. A journey mostly waits for speech, so the engines' work
  // fills the time it would have left the machine idle (docs/testing.md, "The audit").
  const orcaLap = laps();
  const orcaRun = (skipOrca ? Promise.resolve([]) : runEveryOrcaJourney(site.baseUrl)).finally(
    () => (timing.orca = orcaLap()),
  );
  // Awaited in `finally`; until then a failure to start must not count as unhandled.
  orcaRun.catch(() => undefined);
  const orca: JourneyResult[] = [];
  let orcaError: unknown;
  let measured: Scanned & { lighthouse: LighthouseRouteResult[] };
  const background = await lowPriority();
  try {
    const lap = laps();
    const scanned = await scanEveryTarget(site.baseUrl, background.path);
    timing.scans = lap();
    measured = {
      ...scanned,
      lighthouse: await lighthouseOnEveryRoute(site.baseUrl, background.path),
    };
    timing.lighthouse = lap();
  } finally {
    await background.remove();
    // The journeys' results, once they are done with the site. An error that stopped them is
    // said here and thrown below, so that it cannot hide an error of the scans thrown above.
    orcaError = await orcaRun.then(
      (results) => void orca.push(...results),
      (error: unknown) => {
        console.error(`The Orca journeys stopped: ${errorText(error)}`);
        return error;
      },
    );
    await site.stop();
  }
  if (orcaError !== undefined) throw orcaError;
  return { ...measured, baseUrl: site.baseUrl, orca };
}

/**
 * The conformance report (a11y-tests/acr/, `npm run acr`): from these results and the last test
 * run. A report folder of a test's own (AUDIT_REPORT_DIR) gets it beside its results, and the
 * site's page data is left alone. Gives why it could not be made, if it could not.
 */
async function conformanceReport(): Promise<string[]> {
  try {
    await makeAcr({
      ...acrPaths(),
      auditResults: path.join(reportDir, 'results.json'),
      ...(process.env.AUDIT_REPORT_DIR
        ? { outDir: path.join(reportDir, 'acr'), pageData: null }
        : {}),
    });
    return [];
  } catch (error) {
    const problems = error instanceof AcrError ? error.problems : [errorText(error)];
    return problems.map((problem) => `Conformance report (npm run acr): ${problem}`);
  }
}

/**
 * The privacy notice's evidence (privacyEvidence.ts): each statement's tests as the last test run
 * left them, into reports/privacy/claims.md (beside the results, for a test's own report
 * folder). Gives the cited tests that did not pass.
 */
async function privacyNoticeEvidence(): Promise<string[]> {
  try {
    const report = JSON.parse(await readFile(acrPaths().testResults, 'utf8')) as VitestJsonReport;
    return await writePrivacyEvidence(
      testEvidenceFrom(report, projectRoot),
      process.env.AUDIT_REPORT_DIR ? reportDir : path.join(projectRoot, 'reports'),
    );
  } catch (error) {
    return [`Privacy notice's evidence: ${errorText(error)} (run \`npm test\` first).`];
  }
}

async function main(): Promise<number> {
  const skipOrca = process.env.AUDIT_SKIP_ORCA === '1';
  const missing = skipOrca ? [] : missingScreenReaderPackages(['chromium', 'firefox']);
  if (missing.length > 0) {
    console.error(
      `npm run audit also runs the Orca screen reader, which needs the Debian packages ${missing.join(', ')}. ` +
        `Install them (as root) with: apt-get install -y --no-install-recommends ${SCREEN_READER_PACKAGES} firefox-esr`,
    );
    return 1;
  }
  const started = Date.now();
  // Where the time goes, for the CI time report (src/tools/timing/).
  const timing: AuditTiming = { build: 0, scans: 0, lighthouse: 0, orca: 0 };
  const lap = laps();
  // Ctrl-C, CI's time limit (SIGTERM), a closed terminal: the build, the service, Chromium,
  // Lighthouse's Chrome and the Orca session end with the audit (src/testing/browser/cleanup.ts).
  stopAllOnSignals('the audit');
  // `npm run audit` on a fresh clone must work: the same build check as `npm start`.
  await buildIfNeeded();
  timing.build = lap();
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(screenshotDir, { recursive: true });

  const { scans, tags, chromiumVersion, baseUrl, lighthouse, orca } = await measure(
    skipOrca,
    timing,
  );
  const failures = [
    ...scanFailures(scans),
    ...lighthouseFailures(lighthouse),
    ...orcaFailures(orca, skipOrca),
  ];
  const results: AuditResults = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    baseUrl,
    versions: {
      axeCore: scans.find((result) => result.axe)?.axe?.axeVersion ?? readVersion('axe-core'),
      lighthouse:
        lighthouse.find((result) => result.lighthouseVersion !== 'unknown')?.lighthouseVersion ??
        readVersion('lighthouse'),
      chromium: chromiumVersion,
      node: process.version,
      equalAccess: equalAccessVersion(),
      alfa:
        scans.flatMap((scan) => scan.engines).find((engine) => engine.engine === 'alfa')?.version ??
        readVersion('@siteimprove/alfa-rules'),
      orca: orcaVersion(),
      firefox: firefoxVersion(),
    },
    equalAccessPolicy: EQUAL_ACCESS_POLICY,
    axeTags: tags,
    scans,
    lighthouse,
    orca,
    orcaSkipped: skipOrca,
    seconds: Math.round((Date.now() - started) / 1000),
    timing,
    failures,
    passed: failures.length === 0,
  };
  await writeReport(reportDir, results);
  failures.push(...(await conformanceReport()));
  failures.push(...(await privacyNoticeEvidence()));

  console.log(`\nReport: ${path.relative(process.cwd(), path.join(reportDir, 'index.html'))}`);
  if (failures.length === 0) {
    console.log(
      `Audit passed: ${scans.length} scans, ${lighthouse.length} Lighthouse runs, ${orca.length} Orca journeys, in ${results.seconds} s.`,
    );
    return 0;
  }
  console.log(`Audit FAILED (${failures.length}) after ${results.seconds} s:`);
  for (const failure of failures) console.log(`  - ${failure}`);
  return 1;
}

/** The commit checked out, for the results and the conformance report; null outside git. */
function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** "153.8.0esr", from `firefox-esr --version`, for the Orca journeys in Firefox. */
function firefoxVersion(): string {
  const result = spawnSync('/usr/bin/firefox-esr', ['--version'], { encoding: 'utf8' });
  return result.status === 0
    ? result.stdout.replace(/^Mozilla Firefox\s*/, '').trim()
    : 'not installed';
}

/** "43.1", from `orca --version`, or "not installed". */
function orcaVersion(): string {
  const result = spawnSync('orca', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'not installed';
}

function readVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
