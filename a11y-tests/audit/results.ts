/**
 * What an audit found, as runAudit.ts gathers it and the report (report.ts) and results.json
 * give it: every scan with each engine's findings, Lighthouse's scores, the Orca journeys, and
 * every reason the audit fails.
 */
import type { JourneyResult } from '../screen-reader/orca';
import type { AxeFullResult } from './axe';
import type { EngineResult } from './findings';
import type { LighthouseRouteResult } from './lighthouse';

/** One scan: a route at a width, or an open state. */
export interface ScanResult {
  slug: string;
  kind: 'route' | 'state';
  /** "Home", or "Mobile menu". */
  name: string;
  path: string;
  width: number;
  /** "1280 px", "320 px", or "320 x 256 (400 %)". */
  viewport: string;
  /** HTTP status of the page load. */
  status: number | null;
  /** Set when the page or the state could not be reached: the scan fails. */
  error: string | null;
  axe: AxeFullResult | null;
  /** IBM Equal Access and Siteimprove Alfa on the same page and state. */
  engines: EngineResult[];
  /** What the browser console said: errors, warnings, CSP violations. Listed, for context. */
  console: string[];
  /** Relative to the report folder. */
  screenshot: string | null;
  /** Where the scan's time went (seconds), for the CI time report (src/tools/ciTime/). */
  seconds?: ScanSeconds;
}

/** One scan's parts: the page (a context, the visit, the state opened), each engine, the picture. */
export interface ScanSeconds {
  page: number;
  axe: number;
  alfa: number;
  equalAccess: number;
  screenshot: number;
}

/** Where the audit's time went (seconds, wall clock), for the CI time report. */
export interface AuditTiming {
  /** The build check (`buildIfNeeded`): nothing to do after `npm test`. */
  build: number;
  /** Every scan, from the first page opened to the last screenshot. */
  scans: number;
  /** Lighthouse on every route, after the scans. */
  lighthouse: number;
  /** The Orca journeys, from their start (beside the scans) to the end of the last one. */
  orca: number;
}

export interface AuditResults {
  date: string;
  /** The commit checked out (`git rev-parse --short=12 HEAD`), when git could tell. */
  commit?: string | null;
  baseUrl: string;
  versions: {
    axeCore: string;
    lighthouse: string;
    chromium: string;
    node: string;
    equalAccess: string;
    alfa: string;
    orca: string;
    /** Firefox ESR, which Orca reads in a few journeys after Chromium (absent in older results). */
    firefox?: string;
  };
  equalAccessPolicy: string;
  axeTags: string[];
  scans: ScanResult[];
  lighthouse: LighthouseRouteResult[];
  orca: JourneyResult[];
  orcaSkipped: boolean;
  /** How long the whole audit took. */
  seconds: number;
  timing?: AuditTiming;
  /** Every reason the audit fails, in words; empty means it passed. */
  failures: string[];
  passed: boolean;
}
