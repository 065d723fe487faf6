/**
 * One Lighthouse run in a fresh Chromium, on one of two profiles (mobile, simulated throttling:
 * Lighthouse's default slow 4G on a mid-range phone, or a 2G-class link on a cheap phone),
 * reduced to the figures the bench reports and the audits that explain them.
 */
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { launchChromium } from './chromium';

/** How a run is throttled: a name for the report and the flags Lighthouse is given. */
export interface LighthouseProfile {
  id: 'default' | 'slow-link';
  label: string;
  flags: Pick<Flags, 'throttling' | 'screenEmulation' | 'formFactor'>;
}

/** Lighthouse's own mobile default: slow 4G (150 ms RTT, 1.6 Mbit/s), CPU 4x, 412 x 823. */
export const DEFAULT_PROFILE: LighthouseProfile = {
  id: 'default',
  label: "Lighthouse's mobile default (slow 4G, CPU 4x)",
  flags: {},
};

/**
 * A young person's phone on a weak rural link: 400 ms round trips, 250 kbit/s, a CPU six times
 * slower than this machine's, a 360 x 640 screen (the figures the weak-link work is judged by,
 * docs/performance.md). Simulated, like the default, so a run takes no longer in real time.
 */
export const SLOW_LINK_PROFILE: LighthouseProfile = {
  id: 'slow-link',
  label: '2G-class link (400 ms RTT, 250 kbit/s, CPU 6x, 360 x 640)',
  flags: {
    formFactor: 'mobile',
    throttling: {
      rttMs: 400,
      throughputKbps: 250,
      cpuSlowdownMultiplier: 6,
      requestLatencyMs: 400,
      downloadThroughputKbps: 250,
      uploadThroughputKbps: 250,
    },
    screenEmulation: {
      mobile: true,
      width: 360,
      height: 640,
      deviceScaleFactor: 2,
      disabled: false,
    },
  },
};

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

/** A failing or weak audit, kept so a failed budget comes with its cause. */
export interface AuditProblem {
  id: string;
  category: string;
  title: string;
  score: number;
  displayValue?: string;
  /** The first few URLs, elements or phases the audit names. */
  items: string[];
}

export interface RunMetrics {
  /** Category scores, 0–100. */
  scores: Scores;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Time to Interactive: when the main thread is quiet enough for a tap to be answered. */
  interactiveMs: number;
  /** Every script transferred during the run (headers included), and each one by URL. */
  scriptBytes: number;
  scripts: { url: string; transferSize: number }[];
  /** Lighthouse's total byte weight: everything transferred. */
  totalBytes: number;
  requestCount: number;
  /** The element Lighthouse chose as the largest contentful paint, as an HTML snippet. */
  lcpElement: string | undefined;
  /** LCP split into TTFB, load delay, load time and render delay (ms). */
  lcpPhases: Record<string, number>;
  problems: AuditProblem[];
  warnings: string[];
  /** Lighthouse's CPU benchmark of this machine: how loaded it was during the run. */
  benchmarkIndex: number | null;
}

/** Below this, a performance audit is worth reading; other categories are pass/fail. */
const WEAK_PERFORMANCE_AUDIT = 0.9;

function score(lhr: Result, category: string): number | null {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no value for ${id}.`);
  return value;
}

type Row = Record<string, unknown>;

/** Table rows of an audit's details, also inside Lighthouse's `list` wrapper. */
function rowsOf(details: unknown): Row[] {
  if (!details || typeof details !== 'object') return [];
  const { type, items } = details as { type?: string; items?: unknown };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap((item) => rowsOf(item));
  return items.filter((item): item is Row => Boolean(item) && typeof item === 'object');
}

/** A short, readable name for one row: its URL, its element, or its phase. */
function describeRow(row: Row): string | undefined {
  const node = row.node as { snippet?: string; selector?: string } | undefined;
  if (typeof row.url === 'string') {
    const size = typeof row.wastedBytes === 'number' ? ` (${Math.round(row.wastedBytes)} B)` : '';
    const time = typeof row.wastedMs === 'number' ? ` (${Math.round(row.wastedMs)} ms)` : '';
    return `${row.url}${size || time}`;
  }
  if (node?.snippet) return node.snippet;
  if (typeof row.phase === 'string' && typeof row.timing === 'number') {
    return `${row.phase}: ${Math.round(row.timing)} ms`;
  }
  return undefined;
}

function problemsOf(lhr: Result): AuditProblem[] {
  const problems: AuditProblem[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      const threshold = categoryId === 'performance' ? WEAK_PERFORMANCE_AUDIT : 1;
      if (audit.score >= threshold) continue;
      problems.push({
        id: audit.id,
        category: categoryId,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: rowsOf(audit.details)
          .map(describeRow)
          .filter((text): text is string => Boolean(text))
          .slice(0, 5),
      });
    }
  }
  return problems;
}

function lcpDetails(lhr: Result): { element: string | undefined; phases: Record<string, number> } {
  const rows = rowsOf(lhr.audits['largest-contentful-paint-element']?.details);
  const node = rows.find((row) => row.node)?.node as { snippet?: string } | undefined;
  const phases: Record<string, number> = {};
  for (const row of rows) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number') {
      phases[row.phase] = Math.round(row.timing);
    }
  }
  return { element: node?.snippet, phases };
}

export function metricsOf(lhr: Result): RunMetrics {
  const requests = rowsOf(lhr.audits['network-requests']?.details);
  const scripts = requests
    .filter((row) => row.resourceType === 'Script' && typeof row.url === 'string')
    .map((row) => ({
      url: row.url as string,
      transferSize: typeof row.transferSize === 'number' ? row.transferSize : 0,
    }));
  const lcp = lcpDetails(lhr);
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    interactiveMs: numeric(lhr, 'interactive'),
    scriptBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    scripts,
    totalBytes: numeric(lhr, 'total-byte-weight'),
    requestCount: requests.length,
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    problems: problemsOf(lhr),
    warnings: lhr.runWarnings.map(String),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

/** What Lighthouse ran with: recorded once, so the report says how the figures were made. */
export interface LighthouseEnvironment {
  lighthouseVersion: string;
  userAgent: string;
  formFactor: string;
  throttlingMethod: string;
  throttling: Record<string, unknown>;
}

function environmentOf(lhr: Result): LighthouseEnvironment {
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    throttling: { ...lhr.configSettings.throttling },
  };
}

/**
 * Runs Lighthouse once on `url` in its own Chromium (a fresh profile each time, so no run warms
 * the next) and returns the figures and the full JSON report.
 */
export async function runLighthouse(
  url: string,
  profile: LighthouseProfile = DEFAULT_PROFILE,
): Promise<{ metrics: RunMetrics; environment: LighthouseEnvironment; json: string }> {
  const chromium = await launchChromium();
  try {
    // No config: Lighthouse's default categories; the profile's flags change only the throttling.
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      ...profile.flags,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const json = Array.isArray(result.report) ? (result.report[0] ?? '') : result.report;
    return { metrics: metricsOf(lhr), environment: environmentOf(lhr), json };
  } finally {
    await chromium.stop();
  }
}
