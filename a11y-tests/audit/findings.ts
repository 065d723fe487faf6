/**
 * The one shape of the findings of IBM Equal Access and Siteimprove Alfa (engines.ts), which the
 * exclusions (exclusions.ts) match and the report (report.ts) shows side by side. "violation" is
 * a definite failure; "review" is what the engine leaves to a person.
 */
export type EngineName = 'equal-access' | 'alfa';

export interface EngineFinding {
  /** The engine's rule id: "text_contrast_sufficient", "SIA-R66". */
  rule: string;
  /** IBM: violation, potentialviolation, recommendation, potentialrecommendation, manual. Alfa: failed, cantTell. */
  level: string;
  kind: 'violation' | 'review';
  message: string;
  /** Where: an XPath (IBM) or Alfa's path, and a bit of the element's HTML. */
  target: string;
  snippet: string;
  /** Set when an exclusion (exclusions.ts) matched: the reason, and it no longer fails the audit. */
  excludedBecause: string | null;
}

export interface EngineResult {
  engine: EngineName;
  version: string;
  findings: EngineFinding[];
  /** Rules that ran and found nothing wrong. */
  passedRules: number;
  /**
   * Every rule that applied to something on the page (passed, failed or left for review): what
   * the conformance report (a11y-tests/acr/) may cite as a check that ran.
   */
  rulesApplied?: string[];
  error: string | null;
}
