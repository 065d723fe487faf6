import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConformanceReport, ConformanceRow } from '../../content/conformanceReport';
import { renderApp } from '../../testing/jsdom/renderApp';

/**
 * The page with a report of its own (the committed one may still be `{ "pending": true }` until
 * `npm run acr` has run on a complete run): a module of its own graph, hence `.jsdom-mocks`.
 */
const shown = vi.hoisted(() => ({ report: null as ConformanceReport | null }));
vi.mock('../../content/conformanceReport', () => ({
  get conformanceReport() {
    return shown.report;
  },
}));

const row = (
  num: string,
  handle: string,
  level = 'Supports',
  wcagVersions: ConformanceRow['wcagVersions'] = ['2.0', '2.1', '2.2'],
) => ({
  num,
  handle,
  level,
  remarks: `Remarks on ${handle}.`,
  evaluation: ['axe-core rule color-contrast', 'Review by the developers, 2026-11-26: read it.'],
  failed: null,
  stale: null,
  wcagVersions,
});

const conformanceReport: ConformanceReport = {
  title: 'Saathi website Accessibility Conformance Report',
  product: 'Saathi website',
  author: { name: 'Saathi website development team', email: 'hello@example.org' },
  version: '0.1.0',
  commit: '0123456789ab',
  uncommittedChanges: false,
  placeholders: 0,
  reportDate: '2026-11-26',
  catalog: 'VPAT® 2.5 International Edition',
  auditDate: '2026-11-26T12:00:00.000Z',
  testsDate: '2026-11-26T11:00:00.000Z',
  evaluationMethods: [
    'Automated engines: axe-core 4.14.1, IBM Equal Access 4.0.34, Siteimprove Alfa 0.114.0.',
    'Screen reader: Orca 43.1 with Chromium.',
  ],
  notes: 'Made from the tests.',
  limits: ['No NVDA, JAWS, VoiceOver or TalkBack.'],
  reviews: {
    intro: 'Reviews by people: 0 of 1 out of date.',
    list: [
      {
        judged: 'Review visual by the developers, 2026-11-26: measured the colours.',
        readings: ['Read again on 2026-11-27 by the developers: the dark theme too.'],
      },
    ],
  },
  legalDisclaimer: 'In good faith.',
  standards: [
    {
      heading: 'WCAG 2.2 Report',
      label: 'Web Content Accessibility Guidelines 2.2',
      chapters: [
        {
          id: 'success_criteria_level_a',
          label: 'Table 1: Success Criteria, Level A',
          notes: 'Every page.',
          rows: [row('1.1.1', 'Non-text Content'), row('2.1.1', 'Keyboard')],
        },
        {
          id: 'success_criteria_level_aa',
          label: 'Table 2: Success Criteria, Level AA',
          notes: null,
          rows: [
            {
              ...row('1.4.3', 'Contrast (Minimum)', 'Partially Supports'),
              failed:
                'Failed automated checks: axe-core rule color-contrast failed on Contact (/contact) at 320 px, 2 element(s). Lowered from Supports (the verdicts file) by the evidence.',
            },
            row('1.4.10', 'Reflow', 'Supports', ['2.1', '2.2']),
            row('2.4.11', 'Focus Not Obscured (Minimum)', 'Supports', ['2.2']),
          ],
        },
        {
          id: 'success_criteria_level_aaa',
          label: 'Table 3: Success Criteria, Level AAA',
          notes: null,
          rows: [row('1.4.6', 'Contrast (Enhanced)')],
        },
      ],
    },
    {
      heading: 'Revised Section 508 Report',
      label: 'Revised Section 508 standards',
      chapters: [
        {
          id: 'functional_performance_criteria',
          label: 'Chapter 3: Functional Performance Criteria (FPC)',
          notes: null,
          rows: [row('302.1', 'Without Vision', 'Supports', null)],
        },
        { id: 'hardware', label: 'Chapter 4: Hardware', notes: null, rows: [] },
        {
          id: 'software',
          label: 'Chapter 5: Software',
          notes: 'Not applicable: web content.',
          rows: [],
        },
      ],
    },
  ],
};

afterEach(() => {
  shown.report = null;
});

describe('ConformanceReportPage', () => {
  it('says the report is not made yet while there is none, and leads back to the statement', async () => {
    renderApp('/accessibility/conformance');
    expect(
      await screen.findByText(/The report has not been generated yet for this version/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Back to the accessibility statement' }),
    ).toHaveAttribute('href', '/accessibility');
  });

  it('shows each chapter as a table named by its heading, with column headers and one row per criterion', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility conformance report' }),
    ).toBeInTheDocument();
    const chapters = conformanceReport.standards.flatMap((standard) => standard.chapters);
    const withRows = chapters.filter((chapter) => chapter.rows.length > 0);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(withRows.length);
    for (const chapter of withRows) {
      const table = screen.getByRole('table', { name: chapter.label });
      if (chapter.notes) expect(table).toHaveAccessibleDescription(chapter.notes);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Criterion', 'Conformance level', 'Remarks and explanations']);
      const rowHeaders = within(table).getAllByRole('rowheader');
      expect(rowHeaders.map((header) => header.textContent)).toEqual(
        chapter.rows.map((row) => `${row.num} ${row.handle}`),
      );
      for (const header of rowHeaders) expect(header).toHaveAttribute('scope', 'row');
      // No role written out on the table's parts: the HTML standard forbids one on a row or a
      // cell (the roles come from the elements; Chromium keeps them when the rows are blocks).
      expect(table.querySelector('[role]')).toBeNull();
      expect(table).not.toHaveAttribute('role');
    }
    const contrast = screen.getByRole('rowheader', { name: /^1\.4\.3 Contrast \(Minimum\)$/ });
    expect(contrast.closest('tr')).toHaveTextContent('Partially Supports');
    expect(contrast.closest('tr')).toHaveTextContent(/color-contrast failed on Contact/);
    // A chapter that does not apply: its heading and the reason, no table. Section 508's
    // Chapters 4 and 5 are answered by the content's notes (the report's English is theirs).
    expect(screen.getByRole('heading', { level: 3, name: 'Chapter 5: Software' })).toBeVisible();
    const hardware = screen.getByRole('heading', { level: 3, name: 'Chapter 4: Hardware' });
    expect(hardware.nextElementSibling).toHaveTextContent(
      /^Not applicable: the product is a website/,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Chapter 5: Software' }).nextElementSibling,
    ).toHaveTextContent(/^Answered through 501\.1:/);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says what each WCAG row also answers: the clause of EN 301 549 (WCAG 2.1), Section 508 (WCAG 2.0), or neither', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    const rowOf = async (name: RegExp) =>
      (await screen.findByRole('rowheader', { name })).closest('tr');
    expect(await rowOf(/^1\.4\.3 /)).toHaveTextContent(
      'Also answers EN 301 549 clause 9.1.4.3 (Web) and Revised Section 508 501 (Web).',
    );
    expect(await rowOf(/^1\.4\.10 /)).toHaveTextContent(
      'Also answers EN 301 549 clause 9.1.4.10 (Web). Not in WCAG 2.0, so not part of Section 508.',
    );
    expect(await rowOf(/^2\.4\.11 /)).toHaveTextContent(
      'New in WCAG 2.2: neither EN 301 549 V3.2.1 (WCAG 2.1) nor Section 508 (WCAG 2.0) asks for it.',
    );
    // Both standards stop at level AA: a level AAA criterion answers neither, whatever its age.
    expect(await rowOf(/^1\.4\.6 /)).toHaveTextContent(
      'Level AAA: neither EN 301 549 nor Section 508 asks for it; both stop at level AA.',
    );
    // One such line per WCAG row, none for a row of another standard.
    const wcagRows = conformanceReport.standards[0]!.chapters.flatMap((chapter) => chapter.rows);
    expect(screen.queryAllByText(/^Also answers|^New in WCAG 2\.2|^Level AAA/)).toHaveLength(
      wcagRows.length,
    );
  });

  it("names the commit the site is built from, beside the report's, from git (src/build/siteCode.ts)", async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    const facts = await screen.findByRole('region', { name: 'About this report' });
    const site = __SITE_CODE__;
    const term = within(facts).queryByText('This site built from');
    if (site === null) {
      // A copy without git's history: nothing said of it, rather than a guess.
      expect(term).toBeNull();
      return;
    }
    const value = term?.closest('div')?.querySelector('dd');
    // Shortened as the report writes its own commit.
    expect(value).toHaveTextContent(site.commit.slice(0, 12));
    expect(value).toHaveTextContent(
      site.changedSinceReport === 0
        ? "the same files as the report's commit, but for the report"
        : `files changed since the report's commit, which the report does not judge: ${site.changedSinceReport}`,
    );
  });

  it('names the product, its commit, the report date and the evaluation methods', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    const facts = await screen.findByRole('region', { name: 'About this report' });
    expect(facts).toHaveTextContent(conformanceReport.commit);
    expect(facts).toHaveTextContent(conformanceReport.reportDate);
    // The address the disclaimer at the end asks a reader to write to.
    expect(within(facts).getByRole('link', { name: 'hello@example.org' })).toHaveAttribute(
      'href',
      'mailto:hello@example.org',
    );
    const methods = screen.getByRole('region', { name: 'Evaluation methods' });
    expect(methods).toHaveTextContent(/axe-core .* IBM Equal Access .* Siteimprove Alfa/);
    // Each table's box is a region named by its chapter (whether it is a Tab stop depends on
    // its width: a11y-tests/conformanceTables.browser.test.ts).
    expect(
      screen.getByRole('region', { name: 'Table 1: Success Criteria, Level A' }),
    ).toContainElement(screen.getByRole('table', { name: /^Table 1: Success Criteria, Level A/ }));
    expect(methods).toHaveTextContent(/Orca/);
    expect(
      screen.getByRole('heading', { level: 3, name: 'What could not be tested' }),
    ).toBeInTheDocument();
    // ITI's elements: the form's name, the report's version, the Terms and the versions.
    expect(facts).toHaveTextContent(/Form\s*VPAT® 2\.5Rev INT/);
    expect(facts).toHaveTextContent(/Report version\s*Version \d+, /);
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(
      within(terms)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Supports',
      'Partially Supports',
      'Does Not Support',
      'Not Applicable',
      'Not Evaluated',
    ]);
    expect(within(terms).getAllByRole('definition')).toHaveLength(5);
    const versions = screen.getByRole('region', { name: 'Versions of this report' });
    expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent(/^Version \d+, /);
  });

  it('shows every review with each reading again, which the rows only name', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    const reviews = await screen.findByRole('region', {
      name: 'Reviews by people, and each reading since',
    });
    const [review] = conformanceReport.reviews.list;
    // The review a paragraph, its readings the list right after it.
    const judged = within(reviews).getByText(review!.judged).closest('p')!;
    const readings = judged.nextElementSibling as HTMLElement;
    expect(within(readings).getByRole('listitem')).toHaveTextContent(review!.readings[0]!);
    expect(reviews).toHaveTextContent(conformanceReport.reviews.intro);
  });

  it('has one h1, then headings that never skip a level: standards h2, chapters h3', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    await screen.findByRole('heading', { level: 1 });
    const main = screen.getByRole('main');
    const levels = within(main)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1)).toEqual(
      [],
    );
    for (const standard of conformanceReport.standards) {
      expect(within(main).getByRole('heading', { level: 2, name: standard.heading })).toBeVisible();
    }
  });

  it('opens with the pre-release line, counting the placeholders, while the report says there are some', async () => {
    shown.report = { ...conformanceReport, placeholders: 44 };
    renderApp('/accessibility/conformance');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.nextElementSibling).toHaveTextContent(
      /^Pre-release: this report is on the website before its launch\. 44 details /,
    );
  });

  it('flags a row whose review is out of date, in the row, its level kept', async () => {
    const flag =
      'Review out of date: developer-2026-11-26 judged commit 25eef825ae9d, and src/pages/HomePage/HomePage.tsx changed since.';
    const [wcag, ...others] = conformanceReport.standards;
    const [levelA, ...chapters] = wcag!.chapters;
    shown.report = {
      ...conformanceReport,
      standards: [
        {
          ...wcag!,
          chapters: [{ ...levelA!, rows: [{ ...levelA!.rows[0]!, stale: flag }] }, ...chapters],
        },
        ...others,
      ],
    };
    renderApp('/accessibility/conformance');
    const header = await screen.findByRole('rowheader', { name: /^1\.1\.1 Non-text Content$/ });
    const row = header.closest('tr')!;
    expect(row).toHaveTextContent(flag);
    expect(row).toHaveTextContent('Supports');
    expect(screen.getAllByText(/^Review out of date:/)).toHaveLength(1);
  });

  it('has no pre-release line when the report counted no placeholder', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Pre-release/)).toBeNull();
  });

  it('leads back to the accessibility statement', async () => {
    shown.report = conformanceReport;
    renderApp('/accessibility/conformance');
    expect(
      await screen.findByRole('link', { name: 'Back to the accessibility statement' }),
    ).toHaveAttribute('href', '/accessibility');
  });
});
