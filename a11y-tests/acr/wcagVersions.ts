/**
 * The WCAG versions that define a success criterion (2.0, 2.1, 2.2), from Siteimprove's
 * `@siteimprove/alfa-wcag`, the W3C data Alfa's own rules are mapped with: the report's rows say
 * from it which clause of EN 301 549 V3.2.1 (WCAG 2.1) and whether Section 508 (WCAG 2.0) each
 * criterion also answers (src/content/conformancePage.ts, `alsoAppliesTo`).
 */
import { Criterion } from '@siteimprove/alfa-wcag';
import type { WcagVersion } from '../../src/content/conformanceReport';

/** The chapters of the report whose rows are WCAG success criteria. */
const WCAG_CHAPTERS = new Set([
  'success_criteria_level_a',
  'success_criteria_level_aa',
  'success_criteria_level_aaa',
]);

/**
 * The versions of WCAG that define criterion `num` ("1.4.10": 2.1 and 2.2), oldest first, for a
 * row of a WCAG chapter; null for a row of any other chapter. A WCAG number Alfa does not know
 * is an error: the row would otherwise claim nothing about the other standards, silently.
 */
export function wcagVersionsOf(chapterId: string, num: string): WcagVersion[] | null {
  if (!WCAG_CHAPTERS.has(chapterId)) return null;
  if (!Criterion.isChapter(num)) {
    throw new Error(`${chapterId} ${num} is not a WCAG success criterion that Alfa knows.`);
  }
  return [...Criterion.of(num).versions].sort();
}
