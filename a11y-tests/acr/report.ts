/**
 * The report in its two forms, made from the decision (decide.ts): the OpenACR document
 * (reports/acr/openacr.yaml, in the shape GSA's schema and the VPAT 2.5 INT catalog give), and
 * the same as plain data for the site's page /accessibility/conformance
 * (src/content/conformanceReport.json, committed; src/content/conformanceReport.ts types it).
 */
import type { ConformanceReport } from '../../src/content/conformanceReport';
import { numberedRevisions } from '../../src/content/reportVersions';
import type { CriterionOutcome, Decision } from './decide';
import type { Evidence } from './evidence';
import type { Catalog, ReportWords, Verdicts } from './verdicts';

export const catalogName = '2.5-edition-wcag-2.2-508-eu-en';

export interface ProductVersion {
  /** package.json's version. */
  version: string;
  /** The commit checked out when the report was made. */
  commit: string;
  /** Files other than the report's own that differed from that commit. */
  uncommittedChanges: boolean;
}

/** A few failures in words, then how many more: a criterion's notes stay readable. */
function someOf(items: readonly string[], most = 4): string {
  const shown = items.slice(0, most).join('; ');
  return items.length > most ? `${shown}; and ${items.length - most} more` : shown;
}

function evaluationLines(outcome: CriterionOutcome): string[] {
  return [
    ...outcome.evidence.map((item) => item.label),
    ...outcome.reviews.map((review) => `Review by ${review.by}, ${review.date}: ${review.what}`),
  ];
}

function levelLabel(catalog: Catalog, level: string): string {
  return catalog.terms.find((term) => term.id === level)?.label ?? level;
}

function loweredNote(catalog: Catalog, outcome: CriterionOutcome): string | null {
  if (outcome.failedChecks.length === 0) return null;
  const from =
    outcome.level === outcome.verdictLevel
      ? ''
      : ` Lowered from ${levelLabel(catalog, outcome.verdictLevel)} (the verdicts file) by the evidence.`;
  return `Failed automated checks: ${someOf(outcome.failedChecks)}.${from}`;
}

/** The notes OpenACR carries per criterion: remarks, then how it was evaluated, then failures. */
export function criterionNotes(catalog: Catalog, outcome: CriterionOutcome): string {
  const lowered = loweredNote(catalog, outcome);
  return [
    outcome.remarks,
    `Evaluated by: ${evaluationLines(outcome).join('; ') || 'no automated check applies'}.`,
    ...(outcome.aaa
      ? [
          `AAA: ${outcome.aaa === 'promised' ? 'promised by the accessibility statement' : 'not promised by the accessibility statement'}.`,
        ]
      : []),
    ...(lowered ? [lowered] : []),
  ].join('\n\n');
}

export function evaluationMethods(evidence: Evidence): string {
  const { versions, axeTags, scans, date, orcaRan, orcaJourneys } = evidence.audit;
  const testCount = evidence.tests.outcomes.length;
  return [
    `Automated engines in Chromium ${versions.chromium} (Debian), run by \`npm run audit\` on ${date} over ${scans} scans (every route in English and Hindi at 1280 px, 320 px and 320 x 256 px for 400 % zoom, the offline pages, and every open state: menu, video and photo viewer, transcripts, the contact form's dialogs, an enquiry kept on the phone and deleted from it): axe-core ${versions.axeCore} (tags ${axeTags.join(', ')}), IBM Equal Access ${versions.equalAccess} (policy IBM_Accessibility), Siteimprove Alfa ${versions.alfa}; Lighthouse ${versions.lighthouse} accessibility category on every route.`,
    orcaRan
      ? `Screen reader: Orca ${versions.orca} with Chromium under Xvfb, keys pressed through scripted journeys (${orcaJourneys.join(', ')}) in both languages; what Orca said after each key is kept and checked.`
      : 'Screen reader: the Orca journeys did not run in this audit.',
    `Tests: ${testCount} Vitest tests from the run of ${evidence.tests.date ?? 'an unknown date'} (jsdom with jest-axe and a virtual screen reader, Node, and real Chromium ${versions.chromium} driven by Playwright against the built site: keyboard journeys, focus, reflow, text spacing, contrast in both colour schemes, forced colours, target sizes, reduced motion, JavaScript off).`,
    'Reviews by people where a criterion needs judgement, each with its date and what was done. No other screen reader (NVDA, JAWS, VoiceOver, TalkBack) and no real phone or tablet was used.',
  ].join('\n\n');
}

/** The report's title, naming its form as ITI does ("VPAT® 2.5Rev INT"), from the content. */
export function reportTitle(verdicts: Verdicts, words: ReportWords): string {
  return `${verdicts.product.name} Accessibility Conformance Report, based on ${words.catalogName}`;
}

/** A chapter's notes: the content's, for a chapter answered by a note alone; else the verdicts'. */
function chapterNotes(chapterId: string, verdicts: Verdicts, words: ReportWords): string | null {
  const own: Readonly<Record<string, string>> = words.chapterNotes;
  return own[chapterId] ?? verdicts.chapters[chapterId]?.notes?.trim() ?? null;
}

/**
 * The report's notes as OpenACR carries them: the verdicts' notes and the limits, each
 * standard's note (EN 301 549: India's IS 17802 and GIGW 3.0), and the report's versions, newest
 * first (`version:` is the newest's number, how many there are).
 */
export function reportNotes(verdicts: Verdicts, words: ReportWords): string {
  const versions = numberedRevisions(words.revisions, words.revisionLabel).map(
    (revision) => `- ${revision.label}: ${revision.changes}`,
  );
  const standardNotes = Object.values(words.standards).flatMap((standard) =>
    standard.note ? [`${standard.heading}: ${standard.note}`] : [],
  );
  return [
    verdicts.notes.trim(),
    verdicts.limits.map((limit) => `- ${limit}`).join('\n'),
    ...standardNotes,
    `${words.revisionsHeading} (newest first):`,
    versions.join('\n'),
  ].join('\n\n');
}

/** The OpenACR document (valid against openacr-0.1.0.json and the VPAT 2.5 INT catalog). */
export function openAcrDocument(
  verdicts: Verdicts,
  catalog: Catalog,
  decision: Decision,
  evidence: Evidence,
  product: ProductVersion,
  reportDate: string,
  words: ReportWords,
): Record<string, unknown> {
  const chapters: Record<string, unknown> = {};
  for (const [chapterId, chapter] of Object.entries(verdicts.chapters)) {
    const criteria = decision.outcomes
      .filter((outcome) => outcome.chapter === chapterId)
      .map((outcome) => {
        const components =
          catalog.chapters
            .find((candidate) => candidate.id === chapterId)
            ?.criteria?.find((criterion) => criterion.id === outcome.num)?.components ?? [];
        // A website is the catalog's "web" component; chapters without components say "none".
        const component = components.includes('web') ? 'web' : 'none';
        return {
          num: outcome.num,
          components: [
            {
              name: component,
              adherence: { level: outcome.level, notes: criterionNotes(catalog, outcome) },
            },
          ],
        };
      });
    const notes = chapterNotes(chapterId, verdicts, words);
    chapters[chapterId] = {
      ...(notes ? { notes } : {}),
      ...(chapter.disabled ? { disabled: true } : {}),
      ...(criteria.length > 0 ? { criteria } : {}),
    };
  }
  return {
    title: reportTitle(verdicts, words),
    product: {
      name: verdicts.product.name,
      version: `${product.version} (commit ${product.commit}${product.uncommittedChanges ? ', with changes not yet committed' : ''})`,
      description: verdicts.product.description.trim(),
    },
    author: verdicts.author,
    vendor: verdicts.author,
    report_date: reportDate,
    last_modified_date: reportDate,
    version: words.revisions.length,
    notes: reportNotes(verdicts, words),
    evaluation_methods_used: evaluationMethods(evidence),
    legal_disclaimer: verdicts.legalDisclaimer.trim(),
    license: 'CC-BY-4.0',
    catalog: catalogName,
    chapters,
  };
}

/** The same report as the site's page shows it. */
export function pageReport(
  verdicts: Verdicts,
  catalog: Catalog,
  decision: Decision,
  evidence: Evidence,
  product: ProductVersion,
  reportDate: string,
  words: ReportWords,
): ConformanceReport {
  return {
    title: reportTitle(verdicts, words),
    product: verdicts.product.name,
    // Who to write to about a barrier or an error (the disclaimer says "the address above").
    author: { name: verdicts.author.name, email: verdicts.author.email },
    version: product.version,
    commit: product.commit,
    uncommittedChanges: product.uncommittedChanges,
    reportDate,
    catalog: words.catalogName,
    auditDate: evidence.audit.date,
    testsDate: evidence.tests.date,
    evaluationMethods: evaluationMethods(evidence).split('\n\n'),
    notes: verdicts.notes.trim(),
    limits: verdicts.limits,
    legalDisclaimer: verdicts.legalDisclaimer.trim(),
    standards: catalog.standards.map((standard) => ({
      heading: standard.report_heading,
      label: standard.label,
      chapters: standard.chapters
        .filter((chapterId) => chapterId in verdicts.chapters)
        .map((chapterId) => {
          const catalogChapter = catalog.chapters.find((candidate) => candidate.id === chapterId);
          return {
            id: chapterId,
            label: catalogChapter?.label ?? chapterId,
            notes: chapterNotes(chapterId, verdicts, words),
            rows: decision.outcomes
              .filter((outcome) => outcome.chapter === chapterId)
              .map((outcome) => ({
                num: outcome.num,
                handle:
                  catalogChapter?.criteria?.find((criterion) => criterion.id === outcome.num)
                    ?.handle ?? '',
                level: levelLabel(catalog, outcome.level),
                remarks: outcome.remarks,
                evaluation: evaluationLines(outcome),
                failed: loweredNote(catalog, outcome),
              })),
          };
        }),
    })),
  };
}
