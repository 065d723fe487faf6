/**
 * `npm run audit`: the auditor's report. Builds the site if it is out of date, serves it with
 * the real service, and in Chromium runs axe-core on every route at 1280 and 320 px and in every
 * open state (a11y-tests/support/states.ts), then Lighthouse's accessibility category on every
 * route. Writes reports/a11y/index.html (with a page per route and state, and screenshots) and
 * reports/a11y/results.json. Exits 1 on any violation, any state that could not be opened, or a
 * Lighthouse accessibility score under 100.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { auditTags, runAxeFull } from '../support/axe';
import { launchBrowser, openPage } from '../support/browser';
import { projectRoot, startSite, type RunningSite } from '../support/server';
import {
  auditRoutes,
  auditWidths,
  openStates,
  viewportFor,
  type OpenState,
} from '../support/states';
import { visit } from '../support/visit';
import { runLighthouse, startLighthouseChrome, type LighthouseRouteResult } from './lighthouse';
import { writeReport, type AuditResults, type ScanResult } from './report';

const require = createRequire(import.meta.url);

/**
 * tsx compiles this script with esbuild's keepNames, which wraps named functions in `__name(…)`;
 * functions handed to `page.evaluate` then fail in the page, where no `__name` exists. This
 * defines it there (an init script comes through the DevTools protocol, so the CSP allows it).
 * Vitest compiles without keepNames, so the tests need no such thing.
 */
const NAME_SHIM = 'globalThis.__name = (fn) => fn;';
const reportDir = path.join(projectRoot, 'reports/a11y');
const screenshotDir = path.join(reportDir, 'screenshots');

/** `npm run audit` on a fresh clone must work: the same build check as `npm start`. */
async function ensureBuilt(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/build/ensureBuilt.ts'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (exit code ${code}).`)),
    );
  });
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
}

interface ScanTarget {
  slug: string;
  kind: 'route' | 'state';
  name: string;
  path: string;
  width: number;
  expectedStatus: number;
  state?: OpenState;
}

async function scan(
  browser: Browser,
  baseUrl: string,
  tags: string[],
  target: ScanTarget,
): Promise<ScanResult> {
  const { page, problems } = await openPage(browser, { viewport: viewportFor(target.width) });
  await page.addInitScript({ content: NAME_SHIM });
  const result: ScanResult = {
    slug: target.slug,
    kind: target.kind,
    name: target.name,
    path: target.path,
    width: target.width,
    status: null,
    error: null,
    axe: null,
    console: problems,
    screenshot: null,
  };
  try {
    const response = await visit(page, `${baseUrl}${target.path}`);
    result.status = response?.status() ?? null;
    if (result.status !== target.expectedStatus) {
      result.error = `Expected HTTP status ${target.expectedStatus}, got ${result.status}.`;
    }
    if (target.state) await target.state.open(page);
    result.axe = await runAxeFull(page, tags);
  } catch (error) {
    result.error = errorText(error);
  }
  try {
    const file = `${target.slug}.png`;
    // A full-page screenshot does not scroll, so lazy images below the fold would show as empty
    // boxes; load them first (after the axe scan, which saw the page as a visitor gets it).
    if (target.kind === 'route') {
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((image) => {
            image.loading = 'eager';
            return image.decode().catch(() => undefined);
          }),
        ),
      );
    }
    // Pages in full; an open state as the visitor sees it (the dialog covers the viewport).
    await page.screenshot({
      path: path.join(screenshotDir, file),
      fullPage: target.kind === 'route',
    });
    result.screenshot = `screenshots/${file}`;
  } catch (error) {
    result.console.push(`screenshot failed: ${errorText(error)}`);
  }
  await page.context().close();
  const verdict = result.error
    ? `ERROR ${result.error}`
    : `${result.axe?.violations.length ?? '?'} violations, ${result.axe?.incomplete.length ?? '?'} to review`;
  console.log(`  ${target.name} ${target.path} @${target.width}px: ${verdict}`);
  return result;
}

function targets(): ScanTarget[] {
  const routeTargets = auditRoutes.flatMap((route) =>
    auditWidths.map((width) => ({
      slug: `${route.slug}-${width}`,
      kind: 'route' as const,
      name: route.label,
      path: route.path,
      width,
      expectedStatus: route.expectedStatus,
    })),
  );
  const stateTargets = openStates.map((state) => ({
    slug: state.slug,
    kind: 'state' as const,
    name: state.name,
    path: state.route,
    width: state.width,
    expectedStatus: 200,
    state,
  }));
  return [...routeTargets, ...stateTargets];
}

async function main(): Promise<number> {
  await ensureBuilt();
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(screenshotDir, { recursive: true });

  // The contact states post real enquiries; the audit must not meet the rate limit.
  const site: RunningSite = await startSite({ CONTACT_RATE_MAX: '1000' });
  let browser: Browser | undefined;
  const scans: ScanResult[] = [];
  const lighthouse: LighthouseRouteResult[] = [];
  let chromiumVersion = 'unknown';
  let tags: string[] = [];
  try {
    browser = await launchBrowser();
    chromiumVersion = browser.version();
    {
      const { page } = await openPage(browser);
      await page.addInitScript({ content: NAME_SHIM });
      await page.goto(`${site.baseUrl}/`);
      tags = await auditTags(page);
      await page.context().close();
    }
    console.log(`axe-core with tags ${tags.join(', ')}`);
    for (const target of targets()) scans.push(await scan(browser, site.baseUrl, tags, target));
    await browser.close();
    browser = undefined;

    // Lighthouse after Playwright's Chromium has closed: one browser at a time on two cores.
    const chrome = await startLighthouseChrome();
    try {
      for (const route of auditRoutes) {
        const url = `${site.baseUrl}${route.path}`;
        try {
          const result = await runLighthouse(chrome, route.path, url);
          lighthouse.push(result);
          console.log(`  Lighthouse ${route.path}: ${result.score ?? result.error}`);
        } catch (error) {
          lighthouse.push({
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
  } finally {
    await browser?.close();
    await site.stop();
  }

  const failures: string[] = [];
  for (const result of scans) {
    const where = `${result.name} (${result.path}) at ${result.width} px`;
    if (result.error) failures.push(`${where}: ${result.error}`);
    for (const violation of result.axe?.violations ?? []) {
      failures.push(`${where}: ${violation.id} on ${violation.nodes.length} element(s)`);
    }
  }
  for (const result of lighthouse) {
    // Lighthouse will not score a page served with an error status, by design; the not-found
    // page is meant to be served with 404, and axe checks it at both widths above.
    const expected404 = auditRoutes.some(
      (route) => route.path === result.path && route.expectedStatus === 404,
    );
    if (expected404 && result.error?.startsWith('ERRORED_DOCUMENT_REQUEST')) continue;
    if (result.score !== 100) {
      failures.push(
        `Lighthouse accessibility on ${result.path}: ${result.score ?? 'no score'}${
          result.error ? ` (${result.error})` : ''
        }`,
      );
    }
  }

  const results: AuditResults = {
    date: new Date().toISOString(),
    baseUrl: site.baseUrl,
    versions: {
      axeCore: scans.find((result) => result.axe)?.axe?.axeVersion ?? readVersion('axe-core'),
      lighthouse:
        lighthouse.find((result) => result.lighthouseVersion !== 'unknown')?.lighthouseVersion ??
        readVersion('lighthouse'),
      chromium: chromiumVersion,
      node: process.version,
    },
    axeTags: tags,
    scans,
    lighthouse,
    failures,
    passed: failures.length === 0,
  };
  await writeReport(reportDir, results);

  console.log(`\nReport: ${path.relative(process.cwd(), path.join(reportDir, 'index.html'))}`);
  if (failures.length === 0) {
    console.log(`Audit passed: ${scans.length} scans, ${lighthouse.length} Lighthouse runs.`);
    return 0;
  }
  console.log(`Audit FAILED (${failures.length}):`);
  for (const failure of failures) console.log(`  - ${failure}`);
  return 1;
}

function readVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
