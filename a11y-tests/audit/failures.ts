/**
 * Every reason the audit fails, as one line each (runAudit.ts prints them and results.json keeps
 * them): a scan that could not be made or found a violation no exclusion explains, a Lighthouse
 * accessibility score under 100, and an Orca journey that could not run or failed a check.
 */
import type { JourneyResult } from '../screen-reader/orca';
import { auditRoutes } from '../../src/testing/browser/states';
import type { LighthouseRouteResult } from './lighthouse';
import type { ScanResult } from './results';

/** A scan's error, axe's violations, and each engine's violations not excluded, by rule. */
export function scanFailures(scans: readonly ScanResult[]): string[] {
  const failures: string[] = [];
  for (const result of scans) {
    const where = `${result.name} (${result.path}) at ${result.viewport}`;
    if (result.error) failures.push(`${where}: ${result.error}`);
    for (const violation of result.axe?.violations ?? []) {
      failures.push(`${where}: axe ${violation.id} on ${violation.nodes.length} element(s)`);
    }
    for (const engine of result.engines) {
      if (engine.error) failures.push(`${where}: ${engine.engine} could not run: ${engine.error}`);
      const counts = new Map<string, number>();
      for (const finding of engine.findings) {
        if (finding.kind !== 'violation' || finding.excludedBecause) continue;
        counts.set(finding.rule, (counts.get(finding.rule) ?? 0) + 1);
      }
      for (const [rule, count] of counts) {
        failures.push(`${where}: ${engine.engine} ${rule} on ${count} element(s)`);
      }
    }
  }
  return failures;
}

/** Each route whose accessibility score is not 100 (the not-found page is not scored). */
export function lighthouseFailures(lighthouse: readonly LighthouseRouteResult[]): string[] {
  const failures: string[] = [];
  for (const result of lighthouse) {
    // Lighthouse will not score a page served with an error status, by design; the not-found
    // page is meant to be served with 404, and axe checks it at both widths above.
    const expected404 = auditRoutes.some(
      (route) => route.path === result.path && route.expectedStatus === 404,
    );
    if (expected404 && result.error?.startsWith('ERRORED_DOCUMENT_REQUEST')) continue;
    if (result.score !== 100) {
      failures.push(
        `Lighthouse accessibility on ${result.path}: ${result.score ?? 'no score'}${
          result.error ? ` (${result.error})` : ''
        }`,
      );
    }
  }
  return failures;
}

/** The journeys left out, a journey that could not run, and every check that failed. */
export function orcaFailures(orca: readonly JourneyResult[], skipped: boolean): string[] {
  const failures: string[] = [];
  if (skipped) {
    failures.push('The Orca screen-reader journeys were left out (AUDIT_SKIP_ORCA=1).');
  }
  for (const journey of orca) {
    if (journey.error)
      failures.push(`Orca journey ${journey.name} could not run: ${journey.error.split('\n')[0]}`);
    for (const check of journey.checks.filter((item) => !item.passed)) {
      failures.push(
        `Orca ${journey.name}, key "${check.key}": ${check.kind}: expected ${check.expected}; got: ${check.heard}`,
      );
    }
  }
  return failures;
}
