/**
 * Findings of IBM Equal Access and Siteimprove Alfa that are wrong about this site (false
 * positives), each excluded by engine, rule and element, with the reason. An excluded finding
 * is still listed in the report, marked with its reason; it only stops failing the audit. A rule
 * is never dropped as a whole. docs/accessibility.md repeats each reason.
 */
import type { EngineFinding, EngineName } from './engines';

export interface Exclusion {
  engine: EngineName;
  rule: string;
  /** Matched against the finding's element path (XPath for IBM, Alfa's path) or its HTML. */
  where: RegExp;
  reason: string;
}

export const exclusions: readonly Exclusion[] = [];

/** The reason a finding is excluded, or null. */
export function isExcluded(
  engine: EngineName,
  finding: Pick<EngineFinding, 'rule' | 'target' | 'snippet'>,
  list: readonly Exclusion[] = exclusions,
): string | null {
  const match = list.find(
    (item) =>
      item.engine === engine &&
      item.rule === finding.rule &&
      (item.where.test(finding.target) || item.where.test(finding.snippet)),
  );
  return match?.reason ?? null;
}
