/**
 * Made-up evidence for the report's own tests: an audit's results.json and a Vitest JSON report
 * in which every check the verdicts cite exists and passed, so a test can break one on purpose
 * (a forced contrast failure) and see what the report does with it.
 */
import path from 'node:path';
import type { AuditResults } from '../audit/results';
import type { EngineName } from '../audit/findings';
import type { JourneyResult } from '../screen-reader/orca';
import type { Decision } from './decide';
import { evidenceFrom, type Evidence, type VitestJsonReport } from './evidence';
import { openAcrDocument, pageReport } from './report';
import type { Catalog, ReportWords, Verdicts } from './verdicts';

function references(verdicts: Verdicts): string[] {
  return Object.values(verdicts.chapters).flatMap((chapter) =>
    chapter.criteria.flatMap((criterion) => criterion.evidence),
  );
}

function rulesOf(verdicts: Verdicts, prefix: string): string[] {
  return [
    ...new Set(
      references(verdicts)
        .filter((reference) => reference.startsWith(`${prefix}:`))
        .map((reference) => reference.slice(prefix.length + 1)),
    ),
  ];
}

/** An audit that passed, on one scan where every cited rule applied, with every cited Orca check. */
export function passingAudit(verdicts: Verdicts): AuditResults {
  const engine = (name: EngineName) => ({
    engine: name,
    version: '0',
    findings: [],
    passedRules: 0,
    rulesApplied: rulesOf(verdicts, name),
    error: null,
  });
  const journeys = new Map<string, string[]>();
  for (const check of rulesOf(verdicts, 'orca')) {
    const [journey = '', kind = ''] = check.split('/');
    journeys.set(journey, [...(journeys.get(journey) ?? []), kind]);
  }
  const orca = [...journeys].map(
    ([journey, kinds]) =>
      ({
        journey,
        language: 'en',
        name: journey,
        transcript: null,
        checks: kinds.map((kind) => ({
          kind,
          passed: true,
          step: 0,
          key: 'Tab',
          expected: 'what the journey expects',
          heard: 'the same',
        })),
        error: null,
        seconds: 1,
      }) as unknown as JourneyResult,
  );
  return {
    date: '2026-11-26T12:00:00.000Z',
    baseUrl: 'http://127.0.0.1:0',
    versions: {
      axeCore: '4.14.1',
      lighthouse: '12.8.2',
      chromium: '156.0.0.0',
      node: 'v20.0.0',
      equalAccess: '4.0.34',
      alfa: '0.114.0',
      orca: '43.1',
    },
    equalAccessPolicy: 'IBM_Accessibility',
    axeTags: ['wcag2a', 'wcag2aa'],
    scans: [
      {
        slug: 'contact-320',
        kind: 'route',
        name: 'Contact',
        path: '/contact',
        width: 320,
        viewport: '320 px',
        status: 200,
        error: null,
        axe: {
          axeVersion: '4.14.1',
          tags: ['wcag2a', 'wcag2aa'],
          violations: [],
          incomplete: [],
          passes: 0,
          inapplicable: 0,
          rulesApplied: rulesOf(verdicts, 'axe'),
        },
        engines: [engine('alfa'), engine('equal-access')],
        console: [],
        screenshot: null,
      },
    ],
    lighthouse: [],
    orca,
    orcaSkipped: false,
    seconds: 1,
    failures: [],
    passed: true,
  };
}

/** The same audit with axe's color-contrast failing on two elements of the Contact page at 320 px. */
export function auditWithContrastFailure(verdicts: Verdicts): AuditResults {
  const audit = passingAudit(verdicts);
  const [scan] = audit.scans;
  scan?.axe?.violations.push({
    id: 'color-contrast',
    impact: 'serious',
    help: 'Elements must meet minimum color contrast ratio thresholds',
    helpUrl: 'https://dequeuniversity.com/rules/axe/4.14/color-contrast',
    tags: ['wcag2aa', 'wcag143'],
    nodes: [
      { target: 'p.muted', html: '<p class="muted">', failureSummary: 'contrast 3.2:1' },
      { target: 'a.faint', html: '<a class="faint">', failureSummary: 'contrast 2.9:1' },
    ],
  });
  audit.failures.push('Contact (/contact) at 320 px: axe color-contrast on 2 element(s)');
  audit.passed = false;
  return audit;
}

/** A test report in which every cited test (or one test under every cited title) passed. */
export function passingTestReport(verdicts: Verdicts, projectRoot: string): VitestJsonReport {
  const byFile = new Map<string, { ancestorTitles: string[]; title: string; status: string }[]>();
  for (const spec of rulesOf(verdicts, 'test')) {
    const [file = '', ...titles] = spec.split(' > ').map((part) => part.trim());
    const path_ = [...titles, 'a test under it'];
    const list = byFile.get(file) ?? [];
    list.push({ ancestorTitles: path_.slice(0, -1), title: path_.at(-1) ?? '', status: 'passed' });
    byFile.set(file, list);
  }
  return {
    startTime: Date.parse('2026-11-26T11:00:00.000Z'),
    testResults: [...byFile].map(([file, assertionResults]) => ({
      name: path.join(projectRoot, file),
      assertionResults,
    })),
  };
}

/** The evidence of a run in which every cited check exists and passed, resolved. */
export function passingEvidence(verdicts: Verdicts, projectRoot: string): Evidence {
  return evidenceFrom(
    passingAudit(verdicts),
    passingTestReport(verdicts, projectRoot),
    projectRoot,
  );
}

/** The made-up product the report's tests describe, and the date they give the report. */
const FIXTURE_PRODUCT = { version: '0.1.0', commit: '0123456789ab', uncommittedChanges: false };
const FIXTURE_DATE = '2026-11-30';

/** Both forms of the report of a decision (OpenACR's document, the page's data), for the tests. */
export function fixtureReports(
  verdicts: Verdicts,
  catalog: Catalog,
  decision: Decision,
  evidence: Evidence,
  words: ReportWords,
) {
  return {
    document: openAcrDocument(
      verdicts,
      catalog,
      decision,
      evidence,
      FIXTURE_PRODUCT,
      FIXTURE_DATE,
      words,
    ),
    page: pageReport(verdicts, catalog, decision, evidence, FIXTURE_PRODUCT, FIXTURE_DATE, words),
  };
}
