/**
 * The report in its two forms, made from the decision (decide.ts): the OpenACR document
 * (reports/acr/openacr.yaml, in the shape GSA's schema and the VPAT 2.5 INT catalog give), and
 * the same as plain data for the site's page /accessibility/conformance
 * (src/content/conformanceReport.json, committed; src/content/conformanceReport.ts types it).
 */
import type {
  ConformanceReport,
  ReviewHistory,
  ReviewRecord,
} from '../../src/content/conformanceReport';
import { numberedRevisions } from '../../src/content/reportVersions';
import { fillPlaceholders } from '../../src/shared/fillPlaceholders';
import type { CriterionOutcome, Decision } from './decide';
import type { Evidence } from './evidence';
import { exclusions } from '../audit/exclusions';
import type { EngineName } from '../audit/findings';
import {
  latestReading,
  type Catalog,
  type ReportWords,
  type Review,
  type Verdicts,
} from './verdicts';
import { wcagVersionsOf } from './wcagVersions';

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

/**
 * The review's name as the rows (commit shortened) and the notes (in full) give it: its first
 * judgement, whose date and commit stay as they were when it is read again.
 */
function reviewName(id: string, review: Review, commitLength = 12): string {
  return `Review ${id} by ${review.by}, ${review.date}, of commit ${review.commit.slice(0, commitLength)}`;
}

/**
 * A row's word on a review: its name, and when read again, how many times and the latest reading,
 * the one whether it is out of date is told from (reviews.ts). What it judged and what each
 * reading found are in the notes alone (`reviewNotes`): a row that repeated the first judgement's
 * words would keep saying what a later reading corrected.
 */
function reviewLine(review: Review & { id: string }): string {
  const count = review.readAgain.length;
  if (count === 0)
    return `${reviewName(review.id, review)} (the report's "Reviews by people" says what it judged)`;
  const { date, by, commit } = latestReading(review);
  const times = count === 1 ? 'once' : `${count} times`;
  return `${reviewName(review.id, review)}, read again ${times} since, last on ${date} by ${by}, at commit ${commit.slice(0, 12)} (the report's "Reviews by people" says what it judged and what each reading found)`;
}

/** Where a review's flag counts from: its first judgement, or its latest reading again. */
function readAt(review: Review): string {
  const { commit } = latestReading(review);
  return review.readAgain.length === 0
    ? `judged commit ${commit.slice(0, 12)}`
    : `was last read again at commit ${commit.slice(0, 12)}`;
}

/** A few files, then how many more: "a, b, c, d and 6 more". */
function someFiles(files: readonly string[], most = 4): string {
  const shown = files.slice(0, most).join(', ');
  return files.length > most ? `${shown} and ${files.length - most} more` : shown;
}

function evaluationLines(outcome: CriterionOutcome): string[] {
  return [...outcome.evidence.map((item) => item.label), ...outcome.reviews.map(reviewLine)];
}

/**
 * The flag on a row whose review is out of date (reviews.ts): which review, and which of the
 * files it judged changed since its latest reading's commit. The level stays the review's (VPAT
 * 2.5 allows Not Evaluated only at level AAA), so the flag says whose judgement of older files
 * it is.
 */
export function staleNote(outcome: CriterionOutcome): string | null {
  const stale = outcome.reviews.filter((review) => review.changedSince.length > 0);
  if (stale.length === 0) return null;
  const each = stale.map(
    (review) =>
      `${review.id} ${readAt(review)}, and ${someFiles(review.changedSince)} changed since`,
  );
  return `Review out of date: ${each.join('; ')}. The level is that review's judgement of the files as they were, not yet of these.`;
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
  const stale = staleNote(outcome);
  return [
    outcome.remarks,
    ...(stale ? [stale] : []),
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
  const { versions, axeTags, scans, date, orcaRan, orcaJourneys, sample } = evidence.audit;
  const testCount = evidence.tests.outcomes.length;
  // The second engine, as the runs show it: the tests of the Firefox files, Orca's journeys in it.
  const firefoxFiles = [...evidence.tests.files].filter((file) =>
    /^a11y-tests\/firefox\w*\.browser\.test\.ts$/.test(file),
  );
  const firefoxTests = evidence.tests.outcomes.filter((outcome) =>
    firefoxFiles.includes(outcome.file),
  ).length;
  const inFirefox = evidence.audit.orcaJourneysInFirefox;
  return [
    `Method: W3C's Website Accessibility Conformance Evaluation Methodology (WCAG-EM) 1.0. Scope: the public website in English and Hindi; the owner's own signed-in page for reading enquiries, never linked from the public site, is outside it. Sample: the whole website, every page and every state a visitor can open, as the audit scanned them. Pages: ${sample.pages.join(', ')}. States: ${sample.states.join('; ')}. Technologies relied upon: HTML, CSS, WAI-ARIA, JavaScript, MP4 video with WebVTT captions. Without JavaScript the same pages are served and tested for the keyboard and the contact form, but each video then opens in the browser's own player without captions: the claim rests on the pages with JavaScript.`,
    `Automated engines in Chromium ${versions.chromium} (Debian), run by \`npm run audit\` on ${date}${evidence.audit.commit ? ` at commit ${evidence.audit.commit}` : ''} over ${scans} scans (every route in English and Hindi at 1280 px, 320 px and 320 x 256 px for 400 % zoom, the offline pages, and every open state: menu, video and photo viewer, transcripts, the contact form's dialogs, an enquiry kept on the phone and deleted from it): axe-core ${versions.axeCore} (tags ${axeTags.join(', ')}), IBM Equal Access ${versions.equalAccess} (policy IBM_Accessibility), Siteimprove Alfa ${versions.alfa}; ${lighthouseLine(evidence)}`,
    undecidedAndExcluded(evidence),
    orcaRan
      ? `Screen reader: Orca ${versions.orca} with Chromium under Xvfb, keys pressed through scripted journeys (${orcaJourneys.join(', ')}) in both languages${inFirefox.length > 0 ? `, and with Firefox ESR ${versions.firefox ?? ''} through ${inFirefox.join(', ')}` : ''}; what Orca said after each key is kept and checked.`
      : 'Screen reader: the Orca journeys did not run in this audit.',
    firefoxTests > 0
      ? `Second engine: ${firefoxTests} tests in Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi (${firefoxFiles.join(', ')}): every page's Tab order and axe-core at two widths, the skip link, the menu, the viewer, the contact form's paths, offline pages, reduced motion and forced colours, in both languages. Everything else rests on Chromium; Safari is not tested.`
      : 'Second engine: none in this run; everything rests on Chromium.',
    `Tests: ${testCount} Vitest tests from the run of ${evidence.tests.date ?? 'an unknown date'} (jsdom with jest-axe and a virtual screen reader, Node, and real Chromium ${versions.chromium} driven by Playwright against the built site: keyboard journeys, focus, reflow, text spacing, contrast in both colour schemes, forced colours, target sizes, reduced motion, JavaScript off).`,
    'Reviews by people where a criterion needs judgement, each with its date, who made it, the commit and the files it judged, and what was done, and each time it was read again since (listed under "Reviews by people", each reading, and which are out of date). No other screen reader (NVDA, JAWS, VoiceOver, TalkBack) and no real phone or tablet was used.',
  ].join('\n\n');
}

/** Lighthouse's routes, and each it did not score, with its reason (the not-found pages: 404). */
function lighthouseLine(evidence: Evidence): string {
  const { scored, unscored } = evidence.audit.lighthouse;
  const version = evidence.audit.versions.lighthouse;
  const notScored = unscored.map((route) => `${route.path} (${route.error.split(' ')[0]})`);
  return `Lighthouse ${version} accessibility category on ${scored} ${scored === 1 ? 'route' : 'routes'}${
    notScored.length === 0
      ? '.'
      : `; it does not score a page served with an error status, so not ${notScored.join(', ')}: the not-found pages are served with 404 by design, and the three engines above scan them.`
  }`;
}

/**
 * What the engines did not decide: axe's "needs review" results, and the findings the audit
 * excludes as wrong about this site (a11y-tests/audit/exclusions.ts), each with its reason.
 */
function undecidedAndExcluded(evidence: Evidence): string {
  const undecided = evidence.audit.axeNeedsReview;
  const needsReview =
    undecided.length === 0
      ? 'axe-core left nothing undecided ("needs review").'
      : `axe-core left results undecided ("needs review"), which no level rests on: ${undecided
          .map((rule) => `${rule.rule}, ${rule.elements} elements in ${rule.scans} scans`)
          .join(
            '; ',
          )}. Where they are words over a picture or a see-through fill, the contrast tests measure them instead, at their worst (the fills composited over white and over black): on every page, in the viewer on a video and in the form's refusal (a11y-tests/colours.browser.test.ts).`;
  const excluded = exclusions.map(
    (exclusion) => `${engineTitles[exclusion.engine]} ${exclusion.rule}: ${exclusion.reason}`,
  );
  return `${needsReview} Findings the audit excludes as wrong about this site (each still listed in the audit's report with its reason; a rule is never excluded as a whole): ${excluded.join(' ')}`;
}

const engineTitles: Record<EngineName, string> = {
  'equal-access': 'IBM Equal Access',
  alfa: 'Siteimprove Alfa',
};

/**
 * The line that opens the product's description and the notes while the content still holds
 * placeholders (`decision.placeholders`, from `placeholdersOfTheSite()`): the report is of a
 * pre-release site. The content's English words (`conformance.preRelease`), which the page shows
 * in its own language from the same count; null once every placeholder is given.
 */
export function preReleaseLine(decision: Decision, words: ReportWords): string | null {
  const count = decision.placeholders.length;
  return count === 0 ? null : fillPlaceholders(words.preRelease, { count });
}

/**
 * Which details are still placeholders, by file and field, so that a reader can check the count
 * the pre-release line gives: each field once for the languages that hold it (`content/<language>/`
 * has the same files in every language); null once there are none.
 */
export function placeholdersLine(decision: Decision): string | null {
  if (decision.placeholders.length === 0) return null;
  // File of the language's folder -> field -> the languages that hold it there.
  const byFile = new Map<string, Map<string, Set<string>>>();
  const languages = new Set<string>();
  for (const { file, field } of decision.placeholders) {
    const [, language = '', inFolder = file] = /^content\/([^/]+)\/(.+)$/.exec(file) ?? [];
    // `sections[0].links` as `sections.0.links`: words in brackets read as a placeholder themselves.
    const dotted = field.replace(/\[(\d+)\]/g, '.$1');
    let fields = byFile.get(inFolder);
    if (!fields) byFile.set(inFolder, (fields = new Map()));
    fields.set(dotted, (fields.get(dotted) ?? new Set()).add(language));
    languages.add(language);
  }
  const files = [...byFile].map(([file, fields]) => {
    const each = [...fields].map(([field, holders]) =>
      holders.size < languages.size ? `${field} (${[...holders].join(', ')} only)` : field,
    );
    return `${file}: ${each.join(', ')}`;
  });
  return `The placeholders, by file of content/<language>/ (${[...languages].join(', ')}) and field: ${files.join('; ')}.`;
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
 * One review as an auditor checks it: its first judgement (who, when, the commit and the files it
 * judged, what was done) and whether it is out of date since its latest reading, then each reading
 * again, oldest first, so that an auditor sees when each commit was read, by whom, and what was
 * found. The rows name the review; its words are here alone.
 */
function reviewHistory(id: string, review: Review, changed: readonly string[]): ReviewHistory {
  const since = review.readAgain.length === 0 ? '' : ' its latest reading';
  const state =
    changed.length > 0
      ? `OUT OF DATE, changed since${since}: ${someFiles(changed)}`
      : `current: none of them changed since${since}`;
  return {
    judged: `${reviewName(id, review, review.commit.length)}, files judged: ${review.files.join(', ')}; ${state}. ${review.what.trim()}`,
    readings: review.readAgain.map(
      (reading) =>
        `Read again on ${reading.date} by ${reading.by}, at commit ${reading.commit}: ${reading.what.trim()}`,
    ),
  };
}

/**
 * Every review, for a reader to check it (`reviewHistory`); first, how many are out of date, and
 * how many rows are flagged for the code behind a check they cite. The page shows the same.
 */
export function reviewRecord(verdicts: Verdicts, decision: Decision): ReviewRecord {
  const reviews = Object.entries(verdicts.reviews);
  const stale = reviews.filter(([id]) => decision.staleReviews.has(id)).length;
  // Rows flagged because the files behind a check they cite changed since their review, though
  // the review's own files did not (a row whose review is out of date is counted with the review).
  const byEvidence = decision.outcomes.filter((outcome) =>
    outcome.reviews.some(
      (review) => review.changedSince.length > 0 && !decision.staleReviews.has(review.id),
    ),
  ).length;
  return {
    intro: `Reviews by people (each names the commit it first judged and its files, and each time it was read again since, with that reading's date and commit; a review is out of date when any of its files changed since its latest reading's commit, and the rows resting on it say so; a row is flagged too when the code behind a check it cites changed since then: a cited test's file; for an Orca journey check, the journeys' code; for an engine rule, the audit's scan code, and for Alfa's and IBM's rules their exclusions): ${stale} of ${reviews.length} out of date; ${byEvidence} ${byEvidence === 1 ? 'row' : 'rows'} flagged for the code behind a cited check changed since.`,
    list: reviews.map(([id, review]) =>
      reviewHistory(id, review, decision.staleReviews.get(id) ?? []),
    ),
  };
}

/** The review record as the OpenACR notes carry it: a list, each reading indented under its review. */
function reviewNotes(verdicts: Verdicts, decision: Decision): string[] {
  const { intro, list } = reviewRecord(verdicts, decision);
  const lines = list.map(({ judged, readings }) =>
    [`- ${judged}`, ...readings.map((reading) => `  - ${reading}`)].join('\n'),
  );
  return [intro, lines.join('\n')];
}

/**
 * The report's notes as OpenACR carries them: the verdicts' notes and the limits, each
 * standard's note (EN 301 549: India's IS 17802 and GIGW 3.0), and the report's versions, newest
 * first (`version:` is the newest's number, how many there are).
 */
export function reportNotes(verdicts: Verdicts, words: ReportWords, decision: Decision): string {
  const preRelease = preReleaseLine(decision, words);
  const versions = numberedRevisions(words.revisions, words.revisionLabel).map(
    (revision) => `- ${revision.label}: ${revision.changes}`,
  );
  const standardNotes = Object.values(words.standards).flatMap((standard) =>
    standard.note ? [`${standard.heading}: ${standard.note}`] : [],
  );
  const placeholders = placeholdersLine(decision);
  return [
    ...(preRelease ? [preRelease] : []),
    ...(placeholders ? [placeholders] : []),
    verdicts.notes.trim(),
    verdicts.limits.map((limit) => `- ${limit}`).join('\n'),
    ...reviewNotes(verdicts, decision),
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
  const preRelease = preReleaseLine(decision, words);
  return {
    title: reportTitle(verdicts, words),
    product: {
      name: verdicts.product.name,
      version: `${product.version} (commit ${product.commit}${product.uncommittedChanges ? ', with changes not yet committed' : ''})`,
      // Its first line, while the site is a pre-release: what a reviewer reads first.
      description: [preRelease, words.productDescription.trim()]
        .filter((part) => part !== null)
        .join('\n\n'),
    },
    author: verdicts.author,
    vendor: verdicts.author,
    report_date: reportDate,
    last_modified_date: reportDate,
    version: words.revisions.length,
    notes: reportNotes(verdicts, words, decision),
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
    placeholders: decision.placeholders.length,
    reportDate,
    catalog: words.catalogName,
    auditDate: evidence.audit.date,
    testsDate: evidence.tests.date,
    evaluationMethods: evaluationMethods(evidence).split('\n\n'),
    // Which details the pre-release line counts, before the notes (which end on the limits' list).
    notes: [placeholdersLine(decision), verdicts.notes.trim()].filter(Boolean).join(' '),
    limits: verdicts.limits,
    reviews: reviewRecord(verdicts, decision),
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
                stale: staleNote(outcome),
                wcagVersions: wcagVersionsOf(chapterId, outcome.num),
              })),
          };
        }),
    })),
  };
}
