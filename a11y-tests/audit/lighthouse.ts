import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromePath } from '../../src/testing/browser/browser';
import { stopOnExit } from '../../src/testing/browser/cleanup';

export interface LighthouseAuditItem {
  id: string;
  title: string;
  /** Element selectors or snippets the audit pointed at, when it gives any. */
  items: string[];
}

export interface LighthouseRouteResult {
  path: string;
  url: string;
  lighthouseVersion: string;
  /** 0-100, or null when Lighthouse could not score the page (see `error`). */
  score: number | null;
  failed: LighthouseAuditItem[];
  /** Audits Lighthouse leaves to a person ("additional items to manually check"). */
  manual: string[];
  passed: number;
  notApplicable: number;
  /** Lighthouse's own runtime error (for example, a page served with an error status). */
  error: string | null;
  /** How long the run took, tries again included. */
  seconds?: number;
}

/**
 * The same Chromium as the axe run, driven by Lighthouse over the DevTools protocol; `browser`,
 * the path that starts it (the audit's runs it at a low priority, background.ts).
 */
export async function startLighthouseChrome(browser: string = chromePath): Promise<LaunchedChrome> {
  const chrome = await launch({
    chromePath: browser,
    // --headless=new: the old headless mode is gone from Chromium 132 on.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
    // chrome-launcher's own Ctrl-C handler exits at once; the audit's (cleanup.ts) stops this
    // Chrome with the service and the rest.
    handleSIGINT: false,
  });
  const forget = stopOnExit(async () => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    await exited;
  });
  chrome.process.once('exit', forget);
  return chrome;
}

function describeItems(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('items' in details)) return [];
  const items = (details as { items: unknown[] }).items;
  return items.slice(0, 20).map((item) => {
    const node = (item as { node?: { selector?: string; snippet?: string } }).node;
    return node?.selector ?? node?.snippet ?? JSON.stringify(item).slice(0, 200);
  });
}

/** How often a run that failed for a passing reason is tried again. */
const RETRIES = 2;

/**
 * One Lighthouse run, tried again when it failed for a reason of the machine's, not the page's
 * (on a busy machine Lighthouse now and then records no trace: NO_NAVSTART, NO_FCP...). A page
 * served with an error status (ERRORED_DOCUMENT_REQUEST, the not-found page) is not retried.
 */
async function auditOnce(chrome: LaunchedChrome, url: string) {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['accessibility'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const code = result.lhr.runtimeError?.code;
    if (!code || code === 'ERRORED_DOCUMENT_REQUEST' || attempt === RETRIES) return result.lhr;
  }
}

/**
 * Lighthouse's accessibility category for one address. Lighthouse's default (mobile) settings are
 * kept: that is what an auditor's "Lighthouse accessibility score" means, and the category does
 * not depend on throttling.
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  path: string,
  url: string,
): Promise<LighthouseRouteResult> {
  const lhr = await auditOnce(chrome, url);

  const category = lhr.categories.accessibility;
  const refs = category?.auditRefs ?? [];
  const audits = refs.map((ref) => lhr.audits[ref.id]).filter((audit) => audit !== undefined);
  return {
    path,
    url,
    lighthouseVersion: lhr.lighthouseVersion,
    score: category?.score === null || category?.score === undefined ? null : category.score * 100,
    failed: audits
      .filter(
        (audit) =>
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.score !== null &&
          audit.score < 1,
      )
      .map((audit) => ({ id: audit.id, title: audit.title, items: describeItems(audit.details) })),
    manual: audits
      .filter((audit) => audit.scoreDisplayMode === 'manual')
      .map((audit) => audit.title),
    passed: audits.filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 1)
      .length,
    notApplicable: audits.filter((audit) => audit.scoreDisplayMode === 'notApplicable').length,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}
