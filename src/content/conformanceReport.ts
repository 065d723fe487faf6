/**
 * The Accessibility Conformance Report the page /accessibility/conformance shows: written by
 * `npm run acr` (a11y-tests/acr/) into conformanceReport.json from the verdicts file and the last
 * audit and test run, and committed, so that the build shows the report of a known commit and
 * evidence, the same on every machine. The page's own words (headings, column headers, the
 * introduction, and its names for the report's standards, chapters and levels: ./conformancePage.ts)
 * are in the content files (`conformance:` in `accessibility.yaml`); the report itself is in
 * English.
 *
 * Until `npm run acr` has written it from a complete run (`npm test`, then `npm run audit`), the
 * file holds `{ "pending": true }` and the page says the report has not been made yet: it never
 * shows levels that no evidence stands behind.
 */
import data from './conformanceReport.json';

export interface ConformanceRow {
  /** "1.4.3", "302.1", "7.1.1". */
  num: string;
  /** "Contrast (Minimum)". */
  handle: string;
  /** "Supports", "Partially Supports", … (the VPAT 2.5 terms). */
  level: string;
  remarks: string;
  /** What the level rests on: engine rules, tests, Orca checks, reviews. */
  evaluation: string[];
  /** The failed automated checks, when there are any. */
  failed: string | null;
  /** The flag of a review out of date (a file changed since its latest reading), when one is. */
  stale: string | null;
  /**
   * A WCAG criterion's versions (oldest first: "2.0", "2.1", "2.2"), from which the page says
   * what it also answers: EN 301 549 V3.2.1 is WCAG 2.1, Section 508 is WCAG 2.0. Null for a
   * row of another standard.
   */
  wcagVersions: WcagVersion[] | null;
}

export type WcagVersion = '2.0' | '2.1' | '2.2';

export interface ConformanceChapter {
  id: string;
  /** "Table 1: Success Criteria, Level A". */
  label: string;
  notes: string | null;
  rows: ConformanceRow[];
}

export interface ConformanceReport {
  title: string;
  product: string;
  /** Who made the report, and where to write about a barrier or an error in it. */
  author: { name: string; email: string };
  version: string;
  commit: string;
  uncommittedChanges: boolean;
  /**
   * How many placeholders the content held when the report was made (`placeholdersOfTheSite()`):
   * above 0, the page opens with the pre-release line (`preRelease` of the content).
   */
  placeholders: number;
  /** YYYY-MM-DD. */
  reportDate: string;
  /** The form, as ITI names it: "VPAT® 2.5Rev INT (…)" (the content's `catalogName`). */
  catalog: string;
  /** ISO date and time of the audit and of the test run the report read. */
  auditDate: string;
  testsDate: string | null;
  evaluationMethods: string[];
  notes: string;
  limits: string[];
  /** Every review by a person, with each reading again: the rows name them, these say what they found. */
  reviews: ReviewRecord;
  legalDisclaimer: string;
  standards: { heading: string; label: string; chapters: ConformanceChapter[] }[];
}

/** One review: its first judgement and what it did, then each reading again, oldest first. */
export interface ReviewHistory {
  judged: string;
  readings: string[];
}

/** How many reviews are out of date and rows flagged, then every review. */
export interface ReviewRecord {
  intro: string;
  list: ReviewHistory[];
}

/** The report, or null while the file is still `{ "pending": true }`. */
export const conformanceReport: ConformanceReport | null =
  'pending' in data ? null : (data as unknown as ConformanceReport);
