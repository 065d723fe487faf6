/**
 * The audit's scans (runAudit.ts): what is scanned (every page at every size, every open state:
 * src/testing/browser/states.ts), and one scan, with axe-core, Siteimprove Alfa and IBM Equal
 * Access on the same page and a screenshot; SCANS_AT_ONCE at a time (scanAll).
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { openPage } from '../../src/testing/browser/browser';
import {
  auditRoutes,
  offlinePages,
  auditWidths,
  openStates,
  pageOpenStates,
  viewportFor,
  zoom400,
  zoomedOpenStates,
  type AuditRoute,
  type OpenState,
} from '../../src/testing/browser/states';
import { visit } from '../../src/testing/browser/visit';
import { runAxeFull } from './axe';
import { runAlfa, runEqualAccess } from './engines';
import { exclusions } from './exclusions';
import type { ScanResult } from './results';

/**
 * tsx compiles the audit (runAudit.ts) with esbuild's keepNames, which wraps named functions in `__name(…)`;
 * functions handed to `page.evaluate` then fail in the page, where no `__name` exists. This
 * defines it there (an init script comes through the DevTools protocol, so the CSP allows it).
 * Vitest compiles without keepNames, so the tests need no such thing.
 */
export const NAME_SHIM = 'globalThis.__name = (fn) => fn;';
/** A stopwatch: each call gives the seconds since the last one (or since it was made). */
export function laps(): () => number {
  let last = Date.now();
  return () => {
    const now = Date.now();
    const seconds = (now - last) / 1000;
    last = now;
    return Math.round(seconds * 10) / 10;
  };
}

/** An error's first line, for a result or the console. */
export function errorText(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
}

export interface ScanTarget {
  slug: string;
  kind: 'route' | 'state';
  name: string;
  path: string;
  width: number;
  /** A 1280 x 1024 window at 400 % zoom (zoom400) rather than a plain window `width` wide. */
  zoomed: boolean;
  expectedStatus: number;
  state?: OpenState;
  /** A page that carries no script (the offline pages): loaded, never waited on to hydrate. */
  withoutScript?: boolean;
}

/**
 * One target: the page loaded (and its state opened) in a page of its own, axe-core, Alfa and IBM
 * Equal Access on it, and a screenshot into `screenshotDir`; a line on the console says what
 * they found. A problem is written into the result, never thrown.
 */
export async function scan(
  browser: Browser,
  { baseUrl, tags, screenshotDir }: { baseUrl: string; tags: string[]; screenshotDir: string },
  target: ScanTarget,
): Promise<ScanResult> {
  const lap = laps();
  const seconds = { page: 0, axe: 0, alfa: 0, equalAccess: 0, screenshot: 0 };
  const scanStarted = Date.now();
  const { page, problems } = await openPage(
    browser,
    target.zoomed
      ? {
          viewport: { width: zoom400.width, height: zoom400.height },
          deviceScaleFactor: zoom400.deviceScaleFactor,
        }
      : { viewport: viewportFor(target.width) },
  );
  await page.addInitScript({ content: NAME_SHIM });
  const result: ScanResult = {
    slug: target.slug,
    kind: target.kind,
    name: target.name,
    path: target.path,
    width: target.width,
    viewport: target.zoomed ? '320 x 256 (400 %)' : `${target.width} px`,
    status: null,
    error: null,
    axe: null,
    engines: [],
    console: problems,
    screenshot: null,
  };
  try {
    const response = target.withoutScript
      ? await page.goto(`${baseUrl}${target.path}`)
      : await visit(page, `${baseUrl}${target.path}`);
    result.status = response?.status() ?? null;
    if (result.status !== target.expectedStatus) {
      result.error = `Expected HTTP status ${target.expectedStatus}, got ${result.status}.`;
    }
    if (target.state) await target.state.open(page);
    seconds.page = lap();
    result.axe = await runAxeFull(page, tags);
    seconds.axe = lap();
    // The same page, in the same state: Alfa reads it (serialised), IBM's engine last, since it
    // leaves its script in the page.
    result.engines.push(await runAlfa(page, target.slug, exclusions));
    seconds.alfa = lap();
    result.engines.push(await runEqualAccess(page, target.slug, exclusions));
    seconds.equalAccess = lap();
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
      // At 400 % zoom, one image pixel per CSS pixel: four per CSS pixel would make a full page
      // of 1280 px wide and tens of thousands tall, slow to take and to open.
      scale: target.zoomed ? 'css' : 'device',
    });
    result.screenshot = `screenshots/${file}`;
  } catch (error) {
    result.console.push(`screenshot failed: ${errorText(error)}`);
  }
  await page.context().close();
  seconds.screenshot = lap();
  result.seconds = seconds;
  const engineCounts = result.engines
    .map((engine) => {
      const open = engine.findings.filter((item) => !item.excludedBecause);
      const violations = open.filter((item) => item.kind === 'violation').length;
      return `${engine.engine} ${engine.error ? 'ERROR' : `${violations}/${open.length - violations}`}`;
    })
    .join(', ');
  const verdict = result.error
    ? `ERROR ${result.error}`
    : `axe ${result.axe?.violations.length ?? '?'}/${result.axe?.incomplete.length ?? '?'}, ${engineCounts} (violations/to review)`;
  console.log(
    `  ${target.name} ${target.path} @${result.viewport}: ${verdict} (${((Date.now() - scanStarted) / 1000).toFixed(1)} s)`,
  );
  return result;
}

/** Every page at every size, then every open state: what the audit scans, in order. */
export function scanTargets(): ScanTarget[] {
  const sizes = [
    ...auditWidths.map((width) => ({ width, zoomed: false })),
    { width: 320, zoomed: true },
  ];
  // Each page at each size: the routes, then the page the service worker answers with offline,
  // as the build wrote it (no page kept yet; a11y-tests/offline.browser.test.ts checks it with
  // pages kept, as the worker serves it), which carries no script.
  const pages: readonly (Pick<AuditRoute, 'slug' | 'label' | 'path' | 'expectedStatus'> & {
    withoutScript?: boolean;
  })[] = [
    ...auditRoutes,
    ...offlinePages.map((offline) => ({ ...offline, expectedStatus: 200, withoutScript: true })),
  ];
  const pageTargets = pages.flatMap((page) =>
    sizes.map(({ width, zoomed }) => ({
      slug: `${page.slug}-${zoomed ? '320x256' : width}`,
      kind: 'route' as const,
      name: page.label,
      path: page.path,
      width,
      zoomed,
      expectedStatus: page.expectedStatus,
      withoutScript: page.withoutScript === true,
    })),
  );
  const stateTargets = [
    ...openStates.map((state) => ({ state, zoomed: false })),
    ...pageOpenStates.map((state) => ({ state, zoomed: false })),
    ...zoomedOpenStates.map((state) => ({ state, zoomed: true })),
  ].map(({ state, zoomed }) => ({
    slug: state.slug,
    kind: 'state' as const,
    name: state.name,
    path: state.route,
    width: state.width,
    zoomed,
    expectedStatus: 200,
    state,
  }));
  return [...pageTargets, ...stateTargets];
}

/**
 * How many scans run at once. One scan keeps about one core busy at a time: the page's renderer
 * while axe-core and IBM's engine read it, Node while Alfa's rules read its serialised copy.
 * Two at once took about a quarter less time, but the Orca journeys run beside the scans, and
 * with both cores kept busy Orca dropped or repeated speech in each of two CI runs on an idle
 * two-core machine (a focus return said nothing; a link said twice): one at a time, as the
 * audit had run before, leaves Orca the headroom it needs (docs/testing.md, "The audit").
 */
const SCANS_AT_ONCE = 1;

/** Every target (`scanTargets`), SCANS_AT_ONCE at a time; the results in the targets' order. */
export async function scanAll(
  browser: Browser,
  where: { baseUrl: string; tags: string[]; screenshotDir: string },
): Promise<ScanResult[]> {
  const queue = scanTargets().entries();
  const results: ScanResult[] = [];
  // Each lane takes the next target from the one iterator, so no target is scanned twice.
  const lane = async () => {
    for (const [index, target] of queue) {
      results[index] = await scan(browser, where, target);
    }
  };
  await Promise.all(Array.from({ length: SCANS_AT_ONCE }, lane));
  return results;
}
