/**
 * The conformance report's page with the committed report, in each language (the `components-hi`
 * project runs it again with the Hindi words). The report's remarks are a legal document in one
 * language, English, marked `lang="en"`; every word around them (headings, the tables' names and
 * headers, each criterion's level, the facts' names, "Evaluated by") is the page's own, from the
 * content. On the English page those words are the report's own names, so both read the same.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  alsoAnswers,
  conformancePage,
  conformanceReport,
  levelKeys,
  reportVersions,
} from '../src/content/conformancePage';
import { NOTED_CHAPTERS } from '../src/content/schema/files/accessibility';
import type { ConformanceReport } from '../src/content/conformanceReport';
import { locale, pageMeta } from '../src/content/site';
import { renderApp } from '../src/testing/jsdom/renderApp';

const words = conformancePage;
const english = locale.lang.startsWith('en');
const chapters = conformanceReport?.standards.flatMap((standard) => standard.chapters) ?? [];
const chapterNames: Readonly<Record<string, string>> = words.chapters;

/** The names a Hindi heading or label may keep in English (marked `lang="en"` by `Words`). */
const NAMES = new Set(['WCAG', 'Section', 'EN', 'ICT', 'VPAT®', 'A', 'AA', 'AAA']);

/** The report's row whose header this is ("1.4.3 Contrast (Minimum)"), with its chapter's id. */
function rowOf(header: HTMLElement) {
  const found = chapters
    .flatMap((chapter) => chapter.rows.map((row) => [row, chapter.id] as const))
    .find(([row]) => `${row.num} ${row.handle}` === header.textContent);
  if (!found) throw new Error(`No row of the report is headed "${header.textContent}"`);
  return found;
}

/** The committed report; these tests need one (the mocked page test covers a pending one). */
function report(): ConformanceReport {
  if (!conformanceReport) throw new Error('src/content/conformanceReport.json is still pending');
  return conformanceReport;
}

/** The page's words around the report: every heading, the tables' headers and levels, the facts' names. */
function frame(main: HTMLElement): HTMLElement[] {
  const levels = [...main.querySelectorAll<HTMLElement>('tbody td:nth-child(2)')];
  return [
    ...within(main).getAllByRole('heading'),
    ...within(main).getAllByRole('columnheader'),
    ...levels,
    ...main.querySelectorAll<HTMLElement>('dt'),
    ...within(main).getAllByText(words.evaluatedBy),
    ...alsoAnswersLines(main),
  ];
}

/** Each WCAG row's line of what it also answers (the page's words), found by its text. */
function alsoAnswersLines(main: HTMLElement): HTMLElement[] {
  const lines = new Set(
    chapters.flatMap((chapter) => chapter.rows.map((row) => alsoAnswers(row, chapter.id))),
  );
  return [...main.querySelectorAll<HTMLElement>('tbody td p')].filter((p) =>
    lines.has(p.textContent),
  );
}

/** The English words of an element: those inside `lang="en"`, or all of them if it is English. */
function englishWords(element: HTMLElement): string[] {
  if (element.closest('[lang="en"]')) return [element.textContent ?? ''];
  return [...element.querySelectorAll('[lang="en"]')].flatMap((part) =>
    (part.textContent ?? '').split(/[^\p{Script=Latin}®]+/u).filter(Boolean),
  );
}

beforeEach(async () => {
  renderApp(pageMeta.conformance.path);
  await screen.findByRole('heading', { level: 1 });
});

describe('the conformance report page, in its language', () => {
  it('names every standard and chapter, and gives every level, in the content’s words', () => {
    const main = screen.getByRole('main');
    const standards = report().standards;
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(
      expect.arrayContaining(Object.values(words.standards).map((standard) => standard.heading)),
    );
    expect(standards).toHaveLength(Object.keys(words.standards).length);
    expect(
      within(main)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(chapters.map((chapter) => chapterNames[chapter.id])));
    for (const chapter of chapters.filter((each) => each.rows.length > 0)) {
      const table = screen.getByRole('table', { name: chapterNames[chapter.id] });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual([words.criterionColumn, words.levelColumn, words.remarksColumn]);
    }
    const levels = Object.values(words.levels);
    for (const cell of main.querySelectorAll('tbody td:nth-child(2)')) {
      expect(levels).toContain(cell.textContent);
    }
  });

  // Each language's own checks are made only in its project (components or components-hi), so
  // none is counted as skipped in the other.
  const onPageInAnotherLanguage = english ? () => undefined : it;
  const onEnglishPage = english ? it : () => undefined;

  onPageInAnotherLanguage(
    'says no English word around the report but a name, and nothing of it in an English element',
    () => {
      const main = screen.getByRole('main');
      const wcagRows = chapters.flatMap((chapter) =>
        chapter.id.startsWith('success_') ? chapter.rows : [],
      );
      expect(alsoAnswersLines(main)).toHaveLength(wcagRows.length);
      for (const element of frame(main)) {
        const leftInEnglish = englishWords(element).filter((word) => !NAMES.has(word));
        expect(leftInEnglish, element.outerHTML).toEqual([]);
      }
    },
  );

  onPageInAnotherLanguage(
    'keeps the report’s own words in English, marked for the English voice',
    () => {
      const main = screen.getByRole('main');
      const rows = within(main).getAllByRole('rowheader');
      expect(rows).toHaveLength(chapters.reduce((sum, chapter) => sum + chapter.rows.length, 0));
      for (const row of rows) {
        expect(row).toHaveAttribute('lang', 'en');
        // The remarks, any failed check and the list of what evaluated it.
        // Around them, the page's own: "Evaluated by" and what a WCAG row also answers.
        const own = new Set([words.evaluatedBy, alsoAnswers(...rowOf(row))]);
        for (const part of row
          .closest('tr')!
          .querySelectorAll('td:nth-child(3) > *:not(.visually-hidden)')) {
          expect(part.closest('[lang="en"]') !== null, part.outerHTML).toBe(
            !own.has(part.textContent),
          );
        }
      }
    },
  );

  onEnglishPage('shows the report’s own names on the English page, from the content', () => {
    const main = screen.getByRole('main');
    for (const standard of report().standards) {
      expect(within(main).getByRole('heading', { level: 2, name: standard.heading })).toBeVisible();
      expect(within(main).getByText(standard.label)).toBeVisible();
    }
    for (const chapter of chapters) expect(chapterNames[chapter.id]).toBe(chapter.label);
    const shown = [...main.querySelectorAll('tbody td:nth-child(2)')].map((td) => td.textContent);
    expect(shown).toEqual(chapters.flatMap((chapter) => chapter.rows.map((row) => row.level)));
    const facts = screen.getByRole('region', { name: words.factsHeading });
    expect(facts).toHaveTextContent(report().product);
    expect(facts).toHaveTextContent(report().author.name);
  });

  describe("ITI's elements", () => {
    /** The names ITI's elements keep in Latin letters on a page in another language. */
    const ELEMENT_NAMES = new Set([...NAMES, 'VPAT', 'Rev', 'INT', 'ITI', 'IS', 'GIGW', 'GSA']);
    const inPageLanguage = (element: HTMLElement) => {
      if (!english) {
        expect(englishWords(element).filter((word) => !ELEMENT_NAMES.has(word))).toEqual([]);
      }
    };
    /** The value of a fact, by its name. */
    const fact = (name: string) => {
      const facts = screen.getByRole('region', { name: words.factsHeading });
      const term = within(facts)
        .getAllByRole('term')
        .find((each) => each.textContent === name);
      expect(term, name).toBeDefined();
      return term!.nextElementSibling as HTMLElement;
    };

    it('the Terms: each level named and defined, in the page’s words', () => {
      const terms = screen.getByRole('region', { name: words.terms.heading });
      const names = within(terms).getAllByRole('term');
      const meanings = within(terms).getAllByRole('definition');
      expect(names.map((term) => term.textContent)).toEqual(
        levelKeys.map((key) => words.levels[key]),
      );
      expect(meanings.map((meaning) => meaning.textContent)).toEqual(
        levelKeys.map((key) => words.terms.meanings[key]),
      );
      expect(levelKeys).toHaveLength(5);
      for (const element of [within(terms).getByRole('heading'), ...names, ...meanings]) {
        inPageLanguage(element);
      }
    });

    it('the form, named as ITI names it (VPAT® 2.5Rev INT), and the report’s version', () => {
      const form = fact(words.catalog);
      expect(form).toHaveTextContent(words.catalogName);
      expect(form.textContent).toMatch(/^VPAT® 2\.5Rev INT\b/);
      const version = fact(words.reportVersion);
      const newest = reportVersions[0]!;
      expect(version.textContent).toBe(
        words.revisionLabel
          .replace('{version}', String(reportVersions.length))
          .replace('{date}', newest.date),
      );
      for (const element of [form, version]) inPageLanguage(element);
    });

    it('the versions of the report, newest first, each with what changed', () => {
      const versions = screen.getByRole('region', { name: words.revisionsHeading });
      const items = within(versions).getAllByRole('listitem');
      expect(items).toHaveLength(words.revisions.length);
      items.forEach((item, index) => {
        const label = words.revisionLabel
          .replace('{version}', String(words.revisions.length - index))
          .replace('{date}', words.revisions[index]!.date);
        expect(item.textContent).toBe(`${label}: ${words.revisions[index]!.changes}`);
        inPageLanguage(item);
      });
    });

    it('the chapters answered by a note alone (Section 508’s hardware and software): heading and note in the page’s words', () => {
      const noted = chapters.filter((chapter) =>
        (NOTED_CHAPTERS as readonly string[]).includes(chapter.id),
      );
      // Chapter 5 (software) is in every report; Chapter 4 (hardware) from the report `npm run
      // acr` writes with it (a11y-tests/acr/acr.node.test.ts shows it written).
      expect(noted.map((chapter) => chapter.id)).toContain('software');
      const notes: Readonly<Record<string, string>> = words.chapterNotes;
      for (const chapter of noted) {
        const heading = screen.getByRole('heading', { level: 3, name: chapterNames[chapter.id] });
        const note = heading.nextElementSibling as HTMLElement;
        expect(note.textContent).toBe(notes[chapter.id]);
        expect(note).not.toHaveAttribute('lang');
        for (const element of [heading, note]) inPageLanguage(element);
      }
      expect(words.chapterNotes.software).toContain('501.1');
    });

    it('the EN 301 549 section’s note on India’s IS 17802 and GIGW 3.0', () => {
      const section = screen.getByRole('region', { name: words.standards.en301549.heading });
      const note = [...section.querySelectorAll('p')].find(
        (paragraph) => paragraph.textContent === words.standards.en301549.note,
      );
      expect(note?.textContent).toMatch(/IS 17802.*GIGW 3\.0/);
      inPageLanguage(note!);
    });
  });

  it('says the level the report lowers to, and the label of what evaluated a criterion, as the page shows them', () => {
    expect(words.intro).toContain(words.levels.partiallySupports);
    expect(words.reproduce.join(' ')).toContain(`"${words.evaluatedBy.replace(/:$/, '')}"`);
  });
});
