/**
 * The conformance report's page (/accessibility/conformance): its own words, from the
 * `conformance:` group of `content/<language>/accessibility.yaml`, and the report it shows
 * (conformanceReport.ts, written by `npm run acr`), which is in English. Around the report's
 * remarks every word is the page's: the standards' and the chapters' names, each criterion's
 * level, the facts' names. The English content holds the report's own names for them, so the
 * English page reads as the report does (a11y-tests/conformanceReport.jsdom.test.tsx).
 */
import { words } from './words/accessibility';
import { words as siteWords } from './words/site';
import { pathOf } from './routeTable';
import type { ConformanceChapter, ConformanceRow } from './conformanceReport';
import { fillPlaceholders } from '../shared/fillPlaceholders';
import { numberedRevisions } from './reportVersions';

export { conformanceReport } from './conformanceReport';

const page = words.conformance;

/**
 * `lang` for the report's own words: none on an English page, `en` on a page in another
 * language, so that a screen reader reads them with its English voice.
 */
const reportLang = siteWords.locale.lang.startsWith('en') ? undefined : 'en';

export const conformancePage = {
  ...page,
  statementLink: { to: pathOf('accessibility'), label: page.backLink },
  reportLang,
};

/** A text of the page, and its `lang` when it is the report's English rather than the page's words. */
export interface PageText {
  readonly text: string;
  readonly lang: string | undefined;
}

type Levels = typeof page.levels;
type Standards = typeof page.standards;

/** The VPAT 2.5 levels as the report writes them (its catalog's terms), and their key in `levels:`. */
const LEVELS: Readonly<Record<string, keyof Levels>> = {
  Supports: 'supports',
  'Partially Supports': 'partiallySupports',
  'Does Not Support': 'doesNotSupport',
  'Not Applicable': 'notApplicable',
  'Not Evaluated': 'notEvaluated',
};

/** The report's standards, by the heading it gives each, and their key in `standards:`. */
const STANDARDS: Readonly<Record<string, keyof Standards>> = {
  'WCAG 2.2 Report': 'wcag',
  'Revised Section 508 Report': 'section508',
  'EN 301 549 Report': 'en301549',
};

/**
 * The page's words for something the report names, or the report's own English (marked) should
 * a new report name what the content does not: never nothing. The jsdom test fails then.
 */
function pageWords(own: string | undefined, report: string): PageText {
  return own === undefined ? { text: report, lang: reportLang } : { text: own, lang: undefined };
}

/** A criterion's level ("Partially Supports") in the page's words. */
export function levelName(level: string): PageText {
  const key = LEVELS[level];
  return pageWords(key && page.levels[key], level);
}

/** A standard's heading, full name and note (the content's alone: none for most) in the page's words. */
export function standardNames(standard: { heading: string; label: string }): {
  heading: PageText;
  label: PageText;
  note: string | undefined;
} {
  const key = STANDARDS[standard.heading];
  const own = key ? page.standards[key] : undefined;
  return {
    heading: pageWords(own?.heading, standard.heading),
    label: pageWords(own?.label, standard.label),
    note: own?.note,
  };
}

/**
 * A chapter's notes: in the page's words for a chapter answered by a note alone (`chapterNotes:`,
 * the home of those notes: the report's are the English ones), else the report's own (English).
 */
export function chapterNotes(
  chapter: ConformanceChapter,
): (PageText & { readonly fromContent: boolean }) | null {
  const own: Readonly<Record<string, string>> = page.chapterNotes;
  const note = own[chapter.id];
  if (note !== undefined) return { text: note, lang: undefined, fromContent: true };
  return chapter.notes === null
    ? null
    : { text: chapter.notes, lang: reportLang, fromContent: false };
}

/** The level keys of `levels:` and `terms.meanings:`, in the VPAT's order (best first). */
export const levelKeys = Object.values(LEVELS);

/** The report's versions, newest first, each with its number and name (the newest is the report's). */
export const reportVersions = numberedRevisions(page.revisions, page.revisionLabel);

/** A chapter's name ("Table 1: Success Criteria, Level A") in the page's words. */
export function chapterName(chapter: ConformanceChapter): PageText {
  const names: Readonly<Record<string, string>> = page.chapters;
  return pageWords(names[chapter.id], chapter.label);
}

/**
 * What a WCAG row also answers, in the page's words, from the versions of WCAG that define its
 * criterion: EN 301 549 V3.2.1's Chapter 9 is WCAG 2.1 (clause 9.x.y.z is criterion x.y.z),
 * Section 508's 501 (Web) is WCAG 2.0, both at levels A and AA alone. Null for a row of another
 * standard.
 */
export function alsoAnswers(row: ConformanceRow, chapterId: string): string | null {
  if (!row.wcagVersions) return null;
  if (chapterId === 'success_criteria_level_aaa') return page.alsoAnswers.levelAaa;
  const clause = `9.${row.num}`;
  if (row.wcagVersions.includes('2.0')) return fillPlaceholders(page.alsoAnswers.both, { clause });
  if (row.wcagVersions.includes('2.1')) {
    return fillPlaceholders(page.alsoAnswers.en301549Only, { clause });
  }
  return page.alsoAnswers.neither;
}
