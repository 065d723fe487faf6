/**
 * The conformance report's page with the committed report, in each language (the `components-hi`
 * project runs it again with the Hindi words). The report's remarks are a legal document in one
 * language, English, marked `lang="en"`; every word around them (headings, the tables' names and
 * headers, each criterion's level, the facts' names, "Evaluated by") is the page's own, from the
 * content. On the English page those words are the report's own names, so both read the same.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { conformancePage, conformanceReport } from '../src/content/conformancePage';
import type { ConformanceReport } from '../src/content/conformanceReport';
import { locale, pageMeta } from '../src/content/site';
import { renderApp } from '../src/testing/jsdom/renderApp';

const words = conformancePage;
const english = locale.lang.startsWith('en');
const chapters = conformanceReport?.standards.flatMap((standard) => standard.chapters) ?? [];
const chapterNames: Readonly<Record<string, string>> = words.chapters;

/** The names a Hindi heading or label may keep in English (marked `lang="en"` by `Words`). */
const NAMES = new Set(['WCAG', 'Section', 'EN', 'ICT', 'VPAT®', 'A', 'AA', 'AAA']);

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
  ];
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
        for (const part of row
          .closest('tr')!
          .querySelectorAll('td:nth-child(3) > *:not(.visually-hidden)')) {
          const label = part.textContent === words.evaluatedBy;
          expect(part.closest('[lang="en"]') !== null, part.outerHTML).toBe(!label);
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
    expect(facts).toHaveTextContent(report().catalog);
    expect(facts).toHaveTextContent(report().author.name);
  });

  it('says the level the report lowers to, and the label of what evaluated a criterion, as the page shows them', () => {
    expect(words.intro).toContain(words.levels.partiallySupports);
    expect(words.reproduce.join(' ')).toContain(`"${words.evaluatedBy.replace(/:$/, '')}"`);
  });
});
