/**
 * The verdicts file (a11y-tests/acr/verdicts.yaml): for each criterion of the VPAT 2.5 INT
 * catalog that the report fills, the level a person gives it, the remarks an auditor reads and
 * what it rests on (evidence references, a person's review). Read and checked here; the
 * references are resolved against the audit's and the tests' results in decide.ts.
 *
 * The rules the file must keep, each a sentence when broken (`verdictProblems`):
 * - every criterion is one the catalog lists, in the chapter it says, once;
 * - every WCAG 2.2 A and AA criterion is there, with a level other than `not-evaluated`;
 * - `supports` cites a person's review: automation alone never makes a criterion `supports`;
 * - every criterion has remarks, and evidence or a review (or is `not-applicable`);
 * - a test is cited by its title, never as a whole file (a file holds tests of other criteria);
 * - every review a criterion names is defined, with its date, who made it, the commit and the
 *   files it judged, and what was done, and each reading again after it dated no earlier than
 *   the one before (whether it is out of date, from its latest reading: reviews.ts);
 * - a chapter answered by a note alone whose note is in the content (`NOTED_CHAPTERS`) has no
 *   notes here: one home for each note.
 *
 * The report's words that the page shows in every language are in the content, not here
 * (`reportWords`): the form's name, the Terms, those chapters' notes, the EN 301 549 section's note
 * and the report's versions. The report takes their English.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { parse } from 'yaml';
import { checkedContent, readSettings, siteLanguages } from '../../src/content/load/readContent';
import type { LanguageContent } from '../../src/content/schema/language';
import { NOTED_CHAPTERS } from '../../src/content/schema/files/accessibility';
import { projectRoot } from '../../src/testing/browser/site';

export const acrFolder = path.join(projectRoot, 'a11y-tests/acr');
export const catalogFile = path.join(acrFolder, 'catalog/2.5-edition-wcag-2.2-508-eu-en.yaml');
export const verdictsFile = path.join(acrFolder, 'verdicts.yaml');

/** The conformance levels, best first: the VPAT 2.5 terms. */
export const levels = [
  'supports',
  'partially-supports',
  'does-not-support',
  'not-applicable',
  'not-evaluated',
] as const;
export type Level = (typeof levels)[number];

const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));
const isoDate = v.pipe(v.string(), v.isoDate());

const fullCommit = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{40}$/u, 'a commit written in full: 40 hex digits'),
);

/** A later reading of a review, at a later commit: added, never written over the first judgement. */
const readingSchema = v.strictObject({
  date: isoDate,
  /** The reader: a key of `reviewers:` in content/settings.yaml, as for the review's `by`. */
  by: nonEmpty,
  /** The commit read, in full; it must be in the repository's history (reviews.ts). */
  commit: fullCommit,
  /** What was read and found. */
  what: nonEmpty,
});

const reviewSchema = v.strictObject({
  /** The first judgement's date. */
  date: isoDate,
  /** The reviewer: a key of `reviewers:` in content/settings.yaml (readVerdicts writes their words). */
  by: nonEmpty,
  /** The commit first judged, all 40 hex digits: the files as they were there (reviews.ts). */
  commit: fullCommit,
  /** The files (or folders: every file under one) the review judges, from the repository's root. */
  files: v.pipe(v.array(nonEmpty), v.minLength(1)),
  /** What the first judgement did; a later reading says what it did in its own entry. */
  what: nonEmpty,
  /** Each time the review was read again, oldest first (reviews.ts compares with the latest). */
  readAgain: v.optional(v.array(readingSchema), []),
});

const criterionSchema = v.strictObject({
  num: nonEmpty,
  level: v.picklist(levels),
  remarks: nonEmpty,
  /** `axe:rule`, `alfa:SIA-Rnn`, `equal-access:rule`, `test:file > describe > title`, `orca:journey/check`. */
  evidence: v.optional(v.array(nonEmpty), []),
  /** Ids of `reviews`: a person's judgement, dated. */
  reviews: v.optional(v.array(nonEmpty), []),
  /** AAA only: whether the statement promises the criterion (`promised`) or not. */
  aaa: v.optional(v.picklist(['promised', 'not-promised'])),
});

const chapterSchema = v.strictObject({
  notes: v.optional(nonEmpty),
  /** The chapter does not apply to a website: written out with its notes, no rows. */
  disabled: v.optional(v.boolean()),
  criteria: v.optional(v.array(criterionSchema), []),
});

const verdictsSchema = v.strictObject({
  /** The product's name; its description is the content's (`conformance.productDescription`). */
  product: v.strictObject({ name: nonEmpty }),
  /** Who made the report; where to write to it is the organisation's, from the content. */
  author: v.strictObject({ name: nonEmpty }),
  notes: nonEmpty,
  legalDisclaimer: nonEmpty,
  /** Said at the end of every row about the videos (`isVideoRow`, decide.ts) while they stand in. */
  videoRowsNote: v.optional(nonEmpty),
  /** What cannot be tested here: said in the report's notes and on the page. */
  limits: v.array(nonEmpty),
  reviews: v.record(v.string(), reviewSchema),
  chapters: v.record(v.string(), chapterSchema),
});

export type Review = v.InferOutput<typeof reviewSchema>;
export type Reading = v.InferOutput<typeof readingSchema>;

/**
 * The review's latest reading: its last `readAgain` entry, else its first judgement. Whether it
 * is out of date is told from this commit (reviews.ts): an earlier one was read again since.
 */
export function latestReading(review: Pick<Review, 'date' | 'by' | 'commit' | 'readAgain'>): {
  date: string;
  by: string;
  commit: string;
} {
  const { date, by, commit } = review.readAgain.at(-1) ?? review;
  return { date, by, commit };
}

export type CriterionVerdict = v.InferOutput<typeof criterionSchema>;
export type ChapterVerdicts = v.InferOutput<typeof chapterSchema>;
/**
 * The verdicts, with the report's author given where to write: the organisation's e-mail
 * (`contact.email` of content/en/site.yaml) and the site's address (content/settings.yaml), one
 * home each, so that a stand-in there is one the release build counts and refuses.
 */
export type Verdicts = Omit<v.InferOutput<typeof verdictsSchema>, 'author'> & {
  author: { name: string; email: string; website: string };
};

/** The parts of the catalog the report needs (the YAML holds more). */
export interface Catalog {
  title: string;
  standards: { id: string; label: string; report_heading: string; chapters: string[] }[];
  chapters: {
    id: string;
    label: string;
    criteria?: { id: string; handle: string; components: string[] }[];
  }[];
  components: { id: string; label: string }[];
  terms: { id: string; label: string; description: string }[];
}

export const wcagRequiredChapters = ['success_criteria_level_a', 'success_criteria_level_aa'];

export function readCatalog(file = catalogFile): Catalog {
  return parse(readFileSync(file, 'utf8')) as Catalog;
}

/** The verdicts file as written, checked for shape; throws one sentence per mistake. */
export function parseVerdicts(
  text: string,
  source = 'a11y-tests/acr/verdicts.yaml',
): v.InferOutput<typeof verdictsSchema> {
  const result = v.safeParse(verdictsSchema, parse(text));
  if (result.success) return result.output;
  const lines = result.issues.map(
    (issue) => `${source}: ${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`,
  );
  throw new Error(lines.join('\n'));
}

/** The report's words kept in the content (`conformance:` of content/en/accessibility.yaml). */
export type ReportWords = LanguageContent['accessibility']['conformance'];

/** The report's language is English: those words from content/en/, checked. */
export function readReportWords(): ReportWords {
  return checkedContent(projectRoot, 'en').accessibility.conformance;
}

/**
 * The verdicts, with what lives in the content (`Verdicts`): where to write to their author, and
 * each review's reviewer by name and role (`reviewers:` of content/settings.yaml), so that the
 * person who signs is written in one place and every review of theirs says it.
 */
export function readVerdicts(file = verdictsFile): Verdicts {
  const source = path.relative(projectRoot, file);
  const written = parseVerdicts(readFileSync(file, 'utf8'), source);
  const { email } = checkedContent(projectRoot, 'en').site.contact;
  const website = siteLanguages(projectRoot).address;
  return {
    ...written,
    author: { ...written.author, email, website },
    reviews: namedReviewers(written.reviews, readSettings(projectRoot).reviewers, source),
  };
}

/**
 * Each review, and each of its readings again, with its reviewer's words for its key; throws
 * naming every key that is not listed, and where.
 */
export function namedReviewers(
  reviews: Readonly<Record<string, Review>>,
  reviewers: Readonly<Record<string, string>>,
  source: string,
): Record<string, Review> {
  const listed = Object.keys(reviewers).join(', ');
  const unknown = Object.entries(reviews).flatMap(([id, review]) => [
    ...(Object.hasOwn(reviewers, review.by) ? [] : [`review ${id} is by "${review.by}"`]),
    ...review.readAgain.flatMap((reading, index) =>
      Object.hasOwn(reviewers, reading.by)
        ? []
        : [`review ${id}'s reading again ${index + 1} (${reading.date}) is by "${reading.by}"`],
    ),
  ]);
  if (unknown.length > 0) {
    throw new Error(
      unknown
        .map(
          (who) =>
            `${source}: ${who}, which reviewers: in content/settings.yaml does not list (${listed}).`,
        )
        .join('\n'),
    );
  }
  const named = (key: string) => reviewers[key] ?? key;
  return Object.fromEntries(
    Object.entries(reviews).map(([id, review]) => [
      id,
      {
        ...review,
        by: named(review.by),
        readAgain: review.readAgain.map((reading) => ({ ...reading, by: named(reading.by) })),
      },
    ]),
  );
}

/**
 * A review's readings whose date comes before the one above them (the first judgement's, or the
 * reading before): history only goes forward, so such a date is a mistake. ISO dates compare as
 * strings.
 */
export function readingDateProblems(reviews: Readonly<Record<string, Review>>): string[] {
  return Object.entries(reviews).flatMap(([id, review]) =>
    review.readAgain.flatMap((reading, index) => {
      const before = index === 0 ? review : review.readAgain[index - 1];
      if (!before || reading.date >= before.date) return [];
      const what = index === 0 ? 'its first judgement' : `reading again ${index}`;
      return [
        `Review ${id}'s reading again ${index + 1} is dated ${reading.date}, before ${what} (${before.date}): readings again are added oldest first, each on or after the one before.`,
      ];
    }),
  );
}

/** Every way the verdicts break the file's rules (header), as sentences; empty when none. */
export function verdictProblems(verdicts: Verdicts, catalog: Catalog): string[] {
  const problems: string[] = readingDateProblems(verdicts.reviews);
  for (const [chapterId, chapter] of Object.entries(verdicts.chapters)) {
    const catalogChapter = catalog.chapters.find((candidate) => candidate.id === chapterId);
    if (!catalogChapter) {
      problems.push(`Chapter ${chapterId} is not in the catalog.`);
      continue;
    }
    if (chapter.disabled && chapter.criteria.length > 0) {
      problems.push(`Chapter ${chapterId} is disabled but lists criteria.`);
    }
    const notedInContent = (NOTED_CHAPTERS as readonly string[]).includes(chapterId);
    if (notedInContent && chapter.notes) {
      problems.push(
        `Chapter ${chapterId} has notes here, but its notes are in the content (conformance.chapterNotes of content/<language>/accessibility.yaml): write them there only.`,
      );
    }
    if (chapter.disabled && !chapter.notes && !notedInContent) {
      problems.push(`Chapter ${chapterId} is disabled without notes saying why.`);
    }
    const seen = new Set<string>();
    for (const criterion of chapter.criteria) {
      const where = `${chapterId} ${criterion.num}`;
      if (seen.has(criterion.num)) problems.push(`${where} is listed twice.`);
      seen.add(criterion.num);
      if (!catalogChapter.criteria?.some((known) => known.id === criterion.num)) {
        problems.push(`${where} is not a criterion of ${catalogChapter.label} in the catalog.`);
      }
      if (criterion.level === 'supports' && criterion.reviews.length === 0) {
        problems.push(
          `${where} says "supports" with no person's review: automation alone never makes a criterion "supports".`,
        );
      }
      if (
        criterion.level !== 'not-applicable' &&
        criterion.level !== 'not-evaluated' &&
        criterion.evidence.length === 0 &&
        criterion.reviews.length === 0
      ) {
        problems.push(`${where} has a level but neither evidence nor a review.`);
      }
      for (const reference of criterion.evidence) {
        if (reference.startsWith('test:') && !reference.includes(' > ')) {
          problems.push(
            `${where} cites the whole file ${reference}: cite the tests that show it, by title (\`*\` for any one title).`,
          );
        }
      }
      for (const review of criterion.reviews) {
        if (!(review in verdicts.reviews)) {
          problems.push(`${where} names the review "${review}", which reviews: does not define.`);
        }
      }
      if (criterion.aaa && chapterId !== 'success_criteria_level_aaa') {
        problems.push(`${where} has aaa: but is not a level AAA criterion.`);
      }
    }
  }
  for (const chapterId of wcagRequiredChapters) {
    const catalogChapter = catalog.chapters.find((candidate) => candidate.id === chapterId);
    const given = verdicts.chapters[chapterId]?.criteria ?? [];
    for (const criterion of catalogChapter?.criteria ?? []) {
      const verdict = given.find((candidate) => candidate.num === criterion.id);
      if (!verdict) problems.push(`${chapterId} ${criterion.id} (${criterion.handle}) is missing.`);
      else if (verdict.level === 'not-evaluated') {
        problems.push(
          `${chapterId} ${criterion.id} (${criterion.handle}) is "not-evaluated": every A and AA criterion needs a level.`,
        );
      }
    }
  }
  return problems;
}
