/**
 * The accessibility statement's conformance claim, made from the conformance report so that the
 * two cannot disagree (issue 47): `npm run acr` writes, beside the report's page data, the level
 * A and AA success criteria it does not find met (./conformanceStatus.json, a few bytes, so the
 * statement's page does not carry the whole report). The statement says "fully conforms" when
 * there are none, "partially conformant" with their numbers when there are, and makes no claim
 * before the first report.
 */
import { fillPlaceholders } from '../shared/fillPlaceholders';
import status from './conformanceStatus.json';
import type { ConformanceReport } from './conformanceReport';

/** The chapters of the report the claim is about: WCAG 2.2's level A and AA success criteria. */
export const CLAIM_CHAPTERS = ['success_criteria_level_a', 'success_criteria_level_aa'] as const;

/** The levels that meet a criterion (VPAT 2.5's terms, as the report writes them). */
const MET = new Set(['Supports', 'Not Applicable']);

/** The level A and AA success criteria a report does not find met ("2.1.1"), in its order. */
export function wcagShortfalls(report: ConformanceReport): string[] {
  return report.standards
    .flatMap((standard) => standard.chapters)
    .filter((chapter) => (CLAIM_CHAPTERS as readonly string[]).includes(chapter.id))
    .flatMap((chapter) => chapter.rows)
    .filter((row) => !MET.has(row.level))
    .map((row) => row.num);
}

/** What ./conformanceStatus.json holds: the shortfalls, or `pending` before the first report. */
export type ConformanceStatus =
  { readonly shortfalls: readonly string[] } | { readonly pending: true };

export const conformanceStatus: ConformanceStatus = status as ConformanceStatus;

export interface ClaimWords {
  readonly fully: string;
  /** With `{criteria}`: "2.1.1, 1.4.3". */
  readonly partially: string;
  readonly pending: string;
  /** One known limitation per shortfall, with `{num}`. */
  readonly shortfall: string;
}

/** The claim's paragraph and its known limitations, in the page's words. */
export function conformanceClaim(
  current: ConformanceStatus,
  words: ClaimWords,
): { readonly paragraph: string; readonly limitations: readonly string[] } {
  if ('pending' in current) return { paragraph: words.pending, limitations: [] };
  const { shortfalls } = current;
  if (shortfalls.length === 0) return { paragraph: words.fully, limitations: [] };
  return {
    // Numbers, the same in every language: no "and" to translate, and no `Intl` as the page starts.
    paragraph: fillPlaceholders(words.partially, { criteria: shortfalls.join(', ') }),
    limitations: shortfalls.map((num) => fillPlaceholders(words.shortfall, { num })),
  };
}
