/** What the report says of a scan and an engine's findings, worked out once for every page. */
import type { EngineFinding, EngineResult } from '../findings';
import type { ScanResult } from '../results';

export const engineTitles = {
  'equal-access': 'IBM Equal Access',
  alfa: 'Siteimprove Alfa',
} as const;

/** Violations that no exclusion explains: each fails the audit. */
export const openViolations = (engine: EngineResult) =>
  engine.findings.filter((item) => item.kind === 'violation' && !item.excludedBecause);

export const reviewCount = (engine: EngineResult) =>
  engine.findings.filter((item) => item.kind === 'review').length;

export function scanPassed(scan: ScanResult): boolean {
  return (
    scan.error === null &&
    scan.axe !== null &&
    scan.axe.violations.length === 0 &&
    scan.engines.every((engine) => engine.error === null && openViolations(engine).length === 0)
  );
}

export function scanTitle(scan: ScanResult): string {
  return `${scan.name} (${scan.path}) at ${scan.viewport}`;
}

/** A rule and how many elements it named; `excluded` when an exclusion explains them. */
export interface RuleCount {
  rule: string;
  count: number;
  excluded?: boolean;
}

/** Findings counted by rule, the excluded apart from the others. */
export function groupFindings(findings: EngineFinding[]): RuleCount[] {
  const groups = new Map<string, { rule: string; count: number; excluded: boolean }>();
  for (const finding of findings) {
    const key = `${finding.rule}|${finding.excludedBecause ? 1 : 0}`;
    const group = groups.get(key) ?? {
      rule: finding.rule,
      count: 0,
      excluded: Boolean(finding.excludedBecause),
    };
    group.count++;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Findings by kind, level and rule: violations first. */
export function findingsByRule(findings: EngineFinding[]): EngineFinding[][] {
  const byRule = new Map<string, EngineFinding[]>();
  for (const finding of findings) {
    const key = `${finding.kind}|${finding.level}|${finding.rule}`;
    byRule.set(key, [...(byRule.get(key) ?? []), finding]);
  }
  return [...byRule.values()].sort(
    (a, b) => (a[0]?.kind ?? '').localeCompare(b[0]?.kind ?? '') * -1,
  );
}
