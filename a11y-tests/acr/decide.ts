/**
 * The one rule of the report: evidence decides downward, never upward.
 *
 * 1. Every evidence reference of the verdicts must resolve: an engine rule that applied in the
 *    audit, a test the test report holds (a file, a describe block or one test: every test under
 *    that title), an Orca check the journeys made, a review the file defines. One that does not
 *    is a problem, and the run fails naming it.
 * 2. When any automated check a criterion cites failed (an engine's violation not excluded as a
 *    documented false positive, a test not passed, an Orca check failed or a journey that could
 *    not run), the level written is at most `partially-supports`, with the failing checks named.
 * 3. The rows that promise support through the organisation's e-mail address and phone (Section
 *    508 603.3, EN 301 549 12.2.3: `ROWS_ON_CONTACT_DETAILS`) are held at most
 *    `partially-supports` while those contact details are still placeholders
 *    (src/build/release.ts, `placeholdersOfTheSite`): nobody answers a stand-in address, so the
 *    support the verdict describes is not there yet. Their remarks say so, naming each one.
 * 4. Otherwise the level is the verdicts file's, which a person wrote: no evidence ever raises it.
 *
 * A review out of date (reviews.ts: a file it judged changed since its latest reading's commit)
 * changes no level: its rows carry the files changed since, and the report flags them (report.ts,
 * `staleNote`); so does a row whose cited checks' own files (evidenceFiles.ts) changed since.
 */
import type { StandIn } from '../../src/content/schema/standIns';
import { engineNames, type Evidence, type EvidenceEngine } from './evidence';
import type { CriterionVerdict, Level, Review, Verdicts } from './verdicts';

export type EvidenceKind = 'engine' | 'test' | 'orca';

export interface ResolvedEvidence {
  /** As the verdicts file writes it. */
  reference: string;
  kind: EvidenceKind;
  /** In words: "axe-core rule color-contrast", "12 tests in a11y-tests/theme.browser.test.ts > …". */
  label: string;
  /** Where it failed; empty when it passed. */
  failures: string[];
}

export interface CriterionOutcome {
  chapter: string;
  num: string;
  /** The verdicts file's level. */
  verdictLevel: Level;
  /** The level written: the verdict's, or lowered by a failed check or held by placeholders. */
  level: Level;
  /** The verdict's remarks, then the sentence of `held` when there is one. */
  remarks: string;
  /** Why the level is held below the verdict's while contact details are placeholders; else null. */
  held: string | null;
  evidence: ResolvedEvidence[];
  /** Each review with its id, and the files it judged that changed since (none: current). */
  reviews: (Review & { id: string; changedSince: string[] })[];
  /** The failed checks, in words, when the level was lowered (or would have been). */
  failedChecks: string[];
  aaa?: 'promised' | 'not-promised';
}

export interface Decision {
  outcomes: CriterionOutcome[];
  /** References that do not resolve: the run fails on any. */
  problems: string[];
  /** Every placeholder the content still holds: the report says it is of a pre-release site. */
  placeholders: readonly StandIn[];
  /** The reviews out of date, each with its files changed since its latest reading's commit. */
  staleReviews: ReadonlyMap<string, readonly string[]>;
}

/**
 * The rows outside time-based media whose judgement rests on the clips too: sound that plays by
 * itself (1.4.2), flashes (2.3.1, 2.3.2), and use without hearing or with little (Section 508
 * 302.4, 302.5; EN 301 549 4.2.4, 4.2.5) or without flashes (4.2.9).
 */
const ROWS_ON_THE_CLIPS = {
  wcag: ['1.4.2', '2.3.1', '2.3.2'],
  section508: ['302.4', '302.5'],
  en301549: ['4.2.4', '4.2.5', '4.2.9'],
};

/**
 * A row about the videos: WCAG's time-based media (1.2.x), EN 301 549's Chapter 7 (ICT with
 * video), and the rows elsewhere that rest on the clips (`ROWS_ON_THE_CLIPS`). While the videos
 * are demonstration clips, each ends with the verdicts' `videoRowsNote`.
 */
export function isVideoRow(chapter: string, num: string): boolean {
  return (
    (chapter.startsWith('success_criteria_level_') &&
      (num.startsWith('1.2.') || ROWS_ON_THE_CLIPS.wcag.includes(num))) ||
    chapter === 'en_301_549_ict_with_video' ||
    (chapter === 'functional_performance_criteria' && ROWS_ON_THE_CLIPS.section508.includes(num)) ||
    (chapter === 'en_301_549_functional_performance' && ROWS_ON_THE_CLIPS.en301549.includes(num))
  );
}

/** A row's key in `ChangedSinceReviews.citedEvidence` (below): `${chapter} ${num}`. */
export const rowKey = (chapter: string, num: string) => `${chapter} ${num}`;

/**
 * What changed since the reviews were made (reviews.ts): each review out of date with the files
 * it judged that changed, and for each row the files behind its cited evidence (a test's file,
 * the Orca journeys' code, the audit's scan: evidenceFiles.ts) that changed since the commit of a
 * review it rests on (`citedEvidenceChanged`, keyed by `rowKey`).
 */
export interface ChangedSinceReviews {
  reviews: ReadonlyMap<string, readonly string[]>;
  citedEvidence?: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
}

/** The rows whose support is given through the organisation's contact details (rule 3). */
export const ROWS_ON_CONTACT_DETAILS: readonly { chapter: string; num: string }[] = [
  { chapter: 'support_documentation_and_services', num: '603.3' },
  { chapter: 'en_301_549_documentation_and_support_services', num: '12.2.3' },
];

/** The placeholders among the organisation's contact details: `contact:` of each site.yaml. */
export function contactPlaceholders(placeholders: readonly StandIn[]): StandIn[] {
  return placeholders.filter(
    (each) => /^content\/[^/]+\/site\.yaml$/u.test(each.file) && each.field.startsWith('contact.'),
  );
}

/**
 * The sentence a held row's remarks end with, naming each placeholder's field and where it is.
 * Not its value: a stand-in ("+91 00000 00000") is never shown or heard as if it were a detail
 * (a11y-tests/pageLanguage.browser.test.ts, `standInsHeard`).
 */
function heldRemark(contact: readonly StandIn[]): string {
  const where = new Map<string, string[]>();
  for (const { file, field } of contact) {
    where.set(field, [...(where.get(field) ?? []), file]);
  }
  const details = [...where].map(([detail, files]) => `${detail} (${files.join(', ')})`);
  return `Held at Partially Supports while the contact details this support rests on are placeholders: ${details.join('; ')}. The verdict stands once they are the organisation's own.`;
}

const engineLabels: Record<EvidenceEngine, string> = {
  axe: 'axe-core rule',
  alfa: 'Siteimprove Alfa rule',
  'equal-access': 'IBM Equal Access rule',
};

function resolveEngine(
  engine: EvidenceEngine,
  rule: string,
  reference: string,
  evidence: Evidence,
): ResolvedEvidence | string {
  if (!evidence.rulesApplied[engine].has(rule)) {
    return `${reference}: the ${engineLabels[engine]} "${rule}" applied to nothing in the audit of ${evidence.audit.date} (a misspelt id, or a rule the audit does not run).`;
  }
  const failures = (evidence.ruleFailures.get(`${engine}:${rule}`) ?? []).map(
    (where) => `${engineLabels[engine]} ${rule} failed on ${where}`,
  );
  return { reference, kind: 'engine', label: `${engineLabels[engine]} ${rule}`, failures };
}

/**
 * A title in a `test:` reference that stands for any one title at its place: a test written once
 * for every page (`describe.each`) is cited by its own title under every page's describe,
 * `test:file > * > * > its title`, rather than by the whole file.
 */
export const ANY_TITLE = '*';

/**
 * A `test:` reference (its `spec`, after the prefix) against a test report: every test it names
 * and how each ended, or why it names none. Also the privacy notice's evidence
 * (a11y-tests/audit/privacyEvidence.ts).
 */
export function resolveTest(
  spec: string,
  reference: string,
  tests: Evidence['tests'],
): ResolvedEvidence | string {
  const [file = '', ...titles] = spec.split(' > ').map((part) => part.trim());
  if (!tests.files.has(file)) {
    return `${reference}: the test report holds no results for ${file} (a file that does not exist, or a partial run: run \`npm test\`, or \`npx vitest run ${file}\`, then \`npm run acr\`).`;
  }
  const matching = tests.outcomes.filter(
    (outcome) =>
      outcome.file === file &&
      titles.every(
        (title, index) =>
          outcome.titles[index] !== undefined &&
          (title === ANY_TITLE || outcome.titles[index] === title),
      ),
  );
  if (matching.length === 0) {
    return `${reference}: no test in ${file} is titled "${titles.join(' > ')}" in the test report.`;
  }
  const failures = matching
    .filter((outcome) => outcome.status !== 'passed')
    .map((outcome) => `test "${[file, ...outcome.titles].join(' > ')}" ${outcome.status}`);
  const label =
    matching.length === 1
      ? `test ${[file, ...titles].join(' > ')}`
      : `${matching.length} tests in ${[file, ...titles].join(' > ')}`;
  return { reference, kind: 'test', label, failures };
}

function resolveOrca(
  spec: string,
  reference: string,
  evidence: Evidence,
): ResolvedEvidence | string {
  const [journey = '', kind = ''] = spec.split('/');
  if (!evidence.audit.orcaRan) {
    return `${reference}: the audit of ${evidence.audit.date} ran no Orca journey (AUDIT_SKIP_ORCA=1, or Orca missing): run \`npm run audit\` with Orca installed.`;
  }
  const checks = evidence.orca.filter((check) => check.journey === journey && check.kind === kind);
  const journeyError = evidence.orcaErrors.get(journey);
  if (checks.length === 0 && !journeyError) {
    return `${reference}: no Orca journey "${journey}" made a "${kind}" check in the audit of ${evidence.audit.date}.`;
  }
  const failures = [
    ...(journeyError ? [`Orca journey ${journeyError}`] : []),
    ...checks
      .filter((check) => !check.passed)
      .map((check) => `Orca ${kind} failed: ${check.detail}`),
  ];
  const runs = [...new Set(checks.map((check) => check.run))].join(', ');
  return {
    reference,
    kind: 'orca',
    label: `Orca journey check ${journey}/${kind} (${checks.length} checks in ${runs || journey})`,
    failures,
  };
}

/** One reference, resolved against the evidence, or the sentence saying why it does not resolve. */
export function resolveReference(reference: string, evidence: Evidence): ResolvedEvidence | string {
  const colon = reference.indexOf(':');
  const prefix = colon < 0 ? '' : reference.slice(0, colon);
  const spec = reference.slice(colon + 1).trim();
  const engine = engineNames.find((name) => name === prefix);
  if (engine) return resolveEngine(engine, spec, reference, evidence);
  if (prefix === 'test') return resolveTest(spec, reference, evidence.tests);
  if (prefix === 'orca') return resolveOrca(spec, reference, evidence);
  return `${reference}: a reference starts with axe:, alfa:, equal-access:, test: or orca:.`;
}

/** The level written for a verdict whose cited checks failed: at most partially-supports. */
export function loweredLevel(level: Level): Level {
  return level === 'does-not-support' || level === 'partially-supports'
    ? level
    : 'partially-supports';
}

function decideCriterion(
  chapter: string,
  verdict: CriterionVerdict,
  verdicts: Verdicts,
  evidence: Evidence,
  problems: string[],
  contact: readonly StandIn[],
  changed: ChangedSinceReviews,
): CriterionOutcome {
  const resolved: ResolvedEvidence[] = [];
  for (const reference of verdict.evidence) {
    const result = resolveReference(reference, evidence);
    if (typeof result === 'string') problems.push(`${chapter} ${verdict.num}: ${result}`);
    else resolved.push(result);
  }
  const reviews = verdict.reviews.flatMap((id) => {
    const review = verdicts.reviews[id];
    if (!review) return [];
    const behind = changed.citedEvidence?.get(rowKey(chapter, verdict.num))?.get(id) ?? [];
    const changedSince = [...new Set([...(changed.reviews.get(id) ?? []), ...behind])];
    return [{ id, ...review, changedSince }];
  });
  const failedChecks = resolved.flatMap((item) => item.failures);
  const onContactDetails = ROWS_ON_CONTACT_DETAILS.some(
    (row) => row.chapter === chapter && row.num === verdict.num,
  );
  const held =
    onContactDetails && contact.length > 0 && verdict.level === 'supports'
      ? heldRemark(contact)
      : null;
  return {
    chapter,
    num: verdict.num,
    verdictLevel: verdict.level,
    level: failedChecks.length > 0 || held ? loweredLevel(verdict.level) : verdict.level,
    remarks: [
      verdict.remarks.trim(),
      ...(held ? [held] : []),
      ...(verdicts.videoRowsNote && isVideoRow(chapter, verdict.num)
        ? [verdicts.videoRowsNote.trim()]
        : []),
    ].join(' '),
    held,
    evidence: resolved,
    reviews,
    failedChecks,
    ...(verdict.aaa ? { aaa: verdict.aaa } : {}),
  };
}

/**
 * Every criterion of the verdicts, its references resolved and its level decided. `placeholders`
 * are the content's (`placeholdersOfTheSite()`), asked for every time: a report made without
 * them would call a demo site's stand-in address support. `changed`: the reviews out of date,
 * with the files changed since each (`reviewStates`), and the files behind each row's cited
 * evidence changed since its reviews (`citedEvidenceChanged`), both from reviews.ts.
 */
export function decide(
  verdicts: Verdicts,
  evidence: Evidence,
  placeholders: readonly StandIn[],
  changed: ChangedSinceReviews,
): Decision {
  const problems: string[] = [];
  const contact = contactPlaceholders(placeholders);
  const outcomes = Object.entries(verdicts.chapters).flatMap(([chapter, { criteria }]) =>
    criteria.map((verdict) =>
      decideCriterion(chapter, verdict, verdicts, evidence, problems, contact, changed),
    ),
  );
  return { outcomes, problems, placeholders, staleReviews: changed.reviews };
}
