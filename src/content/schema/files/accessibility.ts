import { group, list, optional, text, yes } from '../check.ts';
import { datedSentence } from '../fields.ts';
import { paragraphs } from './common.ts';

/** The chapters of the conformance report (its ids, as `npm run acr` writes them), each named in the content. */
export const REPORT_CHAPTERS = [
  'success_criteria_level_a',
  'success_criteria_level_aa',
  'success_criteria_level_aaa',
  'functional_performance_criteria',
  'hardware',
  'software',
  'support_documentation_and_services',
  'en_301_549_functional_performance',
  'en_301_549_generic_requirements',
  'en_301_549_ict_with_two-way_voice',
  'en_301_549_ict_with_video',
  'en_301_549_hardware',
  'en_301_549_web',
  'en_301_549_non-web-documents',
  'en_301_549_software',
  'en_301_549_documentation_and_support_services',
  'en_301_549_ict_providing_relay_or_emergency_service_access',
] as const;
export type ReportChapter = (typeof REPORT_CHAPTERS)[number];

/** A standard of the conformance report: its section's heading, its full name and any note. */
const standard = group({ heading: text(), label: text(), note: optional(text()) });

/**
 * The chapters the report answers by a note alone, no rows (Section 508's hardware; its software,
 * answered through 501.1): their notes are here, in each language, and `npm run acr` writes the
 * English ones into the report (a11y-tests/acr/report.ts). Any other chapter's notes are in the
 * verdicts file, in English.
 */
export const NOTED_CHAPTERS = ['hardware', 'software'] as const;

/** The five conformance levels, as `levels:` and `terms.meanings:` key them. */
const levelWords = () =>
  group({
    supports: text(),
    partiallySupports: text(),
    doesNotSupport: text(),
    notApplicable: text(),
    notEvaluated: text(),
  });

/** accessibility.yaml (the accessibility statement). */
export const accessibility = {
  heading: text(),
  intro: text(),
  // The conformance claim, made from the conformance report (src/content/conformanceClaim.ts).
  claim: group({
    heading: text(),
    fully: text(),
    partially: text({ placeholders: ['criteria'] }),
    pending: text(),
    shortfall: text({ placeholders: ['num'] }),
  }),
  sections: list(
    group({
      heading: text(),
      paragraphs: optional(paragraphs),
      list: optional(list(text())),
      // The known limitations, where the claim's shortfalls are listed first.
      limitations: optional(yes()),
    }),
  ),
  // The list of the videos and what their sound gives (src/content/accessibilityStatement.ts).
  videos: group({
    heading: text(),
    intro: text(),
    noSound: text({ placeholders: ['title'] }),
    describesItself: text({ placeholders: ['title'] }),
    describedVersion: text({ placeholders: ['title'] }),
  }),
  lastReviewed: datedSentence(),
  // The conformance report's page (/accessibility/conformance) and the statement's link to it.
  // The report itself (its remarks, notes and methods) is data in English: npm run acr writes it;
  // the words around it are here, in the page's language.
  conformance: group({
    statementHeading: text(),
    statementText: text(),
    statementLink: text(),
    intro: text(),
    // The report's opening line while the content holds placeholders, {count} of them
    // (`placeholdersOfTheSite()`): the page's first paragraph, and the first line of the
    // report's product description and notes, in English (a11y-tests/acr/report.ts).
    preRelease: text({ placeholders: ['count'] }),
    readingNote: text(),
    productName: text(),
    // What the report is of, and what it leaves out: the first paragraph of "About this report",
    // and in English the report's product description (a11y-tests/acr/report.ts).
    productDescription: text(),
    authorName: text(),
    catalogName: text(),
    levels: levelWords(),
    // The Terms: what each level means (VPAT 2.5Rev INT's definitions, in plain words).
    terms: group({ heading: text(), intro: text(), meanings: levelWords() }),
    standards: group({ wcag: standard, section508: standard, en301549: standard }),
    chapters: group(
      Object.fromEntries(REPORT_CHAPTERS.map((id) => [id, text()])) as Record<
        ReportChapter,
        ReturnType<typeof text>
      >,
    ),
    chapterNotes: group(
      Object.fromEntries(NOTED_CHAPTERS.map((id) => [id, text()])) as Record<
        (typeof NOTED_CHAPTERS)[number],
        ReturnType<typeof text>
      >,
    ),
    factsHeading: text(),
    product: text(),
    version: text(),
    commit: text(),
    uncommitted: text(),
    siteCommit: text(),
    siteSameCode: text(),
    siteChanged: text({ placeholders: ['count'] }),
    contact: text(),
    reportDate: text(),
    auditDate: text(),
    testsDate: text(),
    catalog: text(),
    reportVersion: text(),
    // The report's versions, newest first, with what changed: the newest is the report's version
    // (its number is how many there are). `npm run acr` writes the English into the report.
    revisionsHeading: text(),
    revisionLabel: text({ placeholders: ['version', 'date'] }),
    revisions: list(group({ date: text(), changes: text() })),
    methodsHeading: text(),
    notesHeading: text(),
    limitsHeading: text(),
    // Above every review and its readings again (English, from the report), which the rows name.
    reviewsHeading: text(),
    disclaimerHeading: text(),
    criterionColumn: text(),
    levelColumn: text(),
    remarksColumn: text(),
    evaluatedBy: text(),
    /**
     * What a WCAG row also answers, from the WCAG versions that define its criterion: EN 301 549
     * V3.2.1's clause 9.x.y.z is WCAG 2.1's x.y.z, Section 508's 501 (Web) is WCAG 2.0; both take
     * in levels A and AA only.
     */
    alsoAnswers: group({
      both: text({ placeholders: ['clause'] }),
      en301549Only: text({ placeholders: ['clause'] }),
      neither: text(),
      levelAaa: text(),
    }),
    reproduceHeading: text(),
    reproduce: paragraphs,
    pending: text(),
    backLink: text(),
  }),
};
