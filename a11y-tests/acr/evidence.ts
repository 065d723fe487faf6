/**
 * What the project's own runs say, as the conformance report reads it: which engine rules
 * applied and which failed (the audit's results.json), which tests exist and how they ended
 * (Vitest's JSON report from `npm test`), which Orca journey checks ran and passed (the audit's
 * results.json again). Built from the files those runs write; nothing here runs them.
 */
import path from 'node:path';
import type { AuditResults } from '../audit/results';

export const engineNames = ['axe', 'alfa', 'equal-access'] as const;
export type EvidenceEngine = (typeof engineNames)[number];

/** One test, by its file (relative to the project) and its titles, outermost first. */
export interface TestOutcome {
  file: string;
  titles: string[];
  /** Vitest's: passed, failed, skipped, pending, todo. */
  status: string;
}

export interface OrcaCheckOutcome {
  /** The journey (`lightbox`), whatever the language. */
  journey: string;
  /** `lightbox` or `hi-lightbox`: where the report names it. */
  run: string;
  kind: string;
  passed: boolean;
  /** In words, for a failure: the key and what was expected and heard. */
  detail: string;
}

export interface Evidence {
  audit: {
    date: string;
    commit: string | null;
    versions: AuditResults['versions'];
    axeTags: string[];
    scans: number;
    orcaRan: boolean;
    /** The Orca journeys the audit ran (each in every language), in its order. */
    orcaJourneys: string[];
    /** Those it ran in Firefox as well. */
    orcaJourneysInFirefox: string[];
    /** What the audit scanned (WCAG-EM's sample): each page's address, each state and its page. */
    sample: { pages: string[]; states: string[] };
    /**
     * What axe-core could not decide and left to a person ("needs review"), by rule: how many
     * elements in how many scans, most first.
     */
    axeNeedsReview: { rule: string; elements: number; scans: number }[];
    /** Lighthouse: how many routes it scored, and those it did not, with its reason. */
    lighthouse: { scored: number; unscored: { path: string; error: string }[] };
    passed: boolean;
  };
  /** Per engine, every rule that applied somewhere in the audit. */
  rulesApplied: Record<EvidenceEngine, Set<string>>;
  /** `axe:color-contrast` -> where it failed ("Contact (/contact) at 320 px, 2 elements"). */
  ruleFailures: Map<string, string[]>;
  tests: {
    date: string | null;
    files: Set<string>;
    outcomes: TestOutcome[];
  };
  orca: OrcaCheckOutcome[];
  /** Orca runs that could not complete: every check of that journey counts as failed. */
  orcaErrors: Map<string, string>;
}

/** Vitest's JSON report, the parts read here. */
export interface VitestJsonReport {
  startTime?: number;
  testResults: {
    name: string;
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

function scanPlace(scan: AuditResults['scans'][number]): string {
  return `${scan.name} (${scan.path}) at ${scan.viewport}`;
}

function addFailure(failures: Map<string, string[]>, key: string, where: string): void {
  const list = failures.get(key) ?? [];
  list.push(where);
  failures.set(key, list);
}

/** What a Vitest JSON report says: which test files ran, and how each test ended. */
export function testEvidenceFrom(tests: VitestJsonReport, projectRoot: string): Evidence['tests'] {
  const outcomes: TestOutcome[] = [];
  const files = new Set<string>();
  for (const file of tests.testResults) {
    const relative = path.relative(projectRoot, file.name).split(path.sep).join('/');
    files.add(relative);
    for (const result of file.assertionResults) {
      outcomes.push({
        file: relative,
        titles: [...result.ancestorTitles, result.title],
        status: result.status,
      });
    }
  }
  return {
    date: tests.startTime ? new Date(tests.startTime).toISOString() : null,
    files,
    outcomes,
  };
}

/** The evidence of an audit's results.json and a Vitest JSON report. */
export function evidenceFrom(
  audit: AuditResults & { commit?: string | null },
  tests: VitestJsonReport,
  projectRoot: string,
): Evidence {
  const rulesApplied: Record<EvidenceEngine, Set<string>> = {
    axe: new Set(),
    alfa: new Set(),
    'equal-access': new Set(),
  };
  const ruleFailures = new Map<string, string[]>();
  for (const scan of audit.scans) {
    for (const rule of scan.axe?.rulesApplied ?? []) rulesApplied.axe.add(rule);
    for (const violation of scan.axe?.violations ?? []) {
      addFailure(
        ruleFailures,
        `axe:${violation.id}`,
        `${scanPlace(scan)}, ${violation.nodes.length} element(s)`,
      );
    }
    for (const engine of scan.engines) {
      for (const rule of engine.rulesApplied ?? []) rulesApplied[engine.engine].add(rule);
      const counts = new Map<string, number>();
      for (const finding of engine.findings) {
        if (finding.kind !== 'violation' || finding.excludedBecause) continue;
        counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
      }
      for (const [rule, count] of counts) {
        addFailure(
          ruleFailures,
          `${engine.engine}:${rule}`,
          `${scanPlace(scan)}, ${count} element(s)`,
        );
      }
    }
  }
  const orca: OrcaCheckOutcome[] = [];
  const orcaErrors = new Map<string, string>();
  for (const journey of audit.orca) {
    if (journey.error) orcaErrors.set(journey.journey, `${journey.name}: ${journey.error}`);
    for (const check of journey.checks) {
      orca.push({
        journey: journey.journey,
        run: journey.name,
        kind: check.kind,
        passed: check.passed,
        detail: `${journey.name}, key "${check.key}": expected ${check.expected}; heard ${check.heard}`,
      });
    }
  }
  return {
    audit: {
      date: audit.date,
      commit: audit.commit ?? null,
      versions: audit.versions,
      axeTags: audit.axeTags,
      scans: audit.scans.length,
      orcaRan: !audit.orcaSkipped && audit.orca.length > 0,
      orcaJourneys: [...new Set(audit.orca.map((journey) => journey.journey))],
      orcaJourneysInFirefox: [
        ...new Set(
          audit.orca
            .filter((journey) => journey.browser === 'firefox')
            .map((journey) => journey.journey),
        ),
      ],
      sample: {
        pages: [
          ...new Set(audit.scans.filter((scan) => scan.kind === 'route').map((scan) => scan.path)),
        ],
        states: [
          ...new Set(
            audit.scans
              .filter((scan) => scan.kind === 'state')
              .map((scan) => `${scan.name} (${scan.path})`),
          ),
        ],
      },
      axeNeedsReview: axeNeedsReview(audit.scans),
      lighthouse: {
        scored: audit.lighthouse.filter((route) => route.score !== null).length,
        unscored: audit.lighthouse
          .filter((route) => route.score === null)
          .map((route) => ({ path: route.path, error: route.error ?? 'no score' })),
      },
      passed: audit.passed,
    },
    rulesApplied,
    ruleFailures,
    tests: testEvidenceFrom(tests, projectRoot),
    orca,
    orcaErrors,
  };
}

/** axe's "needs review" results of every scan, by rule, most elements first. */
function axeNeedsReview(scans: AuditResults['scans']): Evidence['audit']['axeNeedsReview'] {
  const byRule = new Map<string, { elements: number; scans: number }>();
  for (const scan of scans) {
    for (const rule of scan.axe?.incomplete ?? []) {
      const counted = byRule.get(rule.id) ?? { elements: 0, scans: 0 };
      byRule.set(rule.id, {
        elements: counted.elements + rule.nodes.length,
        scans: counted.scans + 1,
      });
    }
  }
  return [...byRule]
    .map(([rule, counted]) => ({ rule, ...counted }))
    .sort((a, b) => b.elements - a.elements || a.rule.localeCompare(b.rule));
}
