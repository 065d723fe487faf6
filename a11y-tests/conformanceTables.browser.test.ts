/**
 * The conformance report's tables in real Chromium against the built site, in every language the
 * report is shown in. From 48rem (1280 and 768 px here) each chapter is a table of three columns
 * that fits the page's column; below it (390 and 320 px) each criterion is a block: its number
 * and name, its level, then its remarks across the block. Nothing scrolls sideways, with or
 * without JavaScript (the stylesheet alone makes the blocks), so no table's box is a Tab stop.
 * And the blocks are still a table for screen readers: Chromium's accessibility tree has every
 * table, its rows, its column headers and a row header per criterion, as at 1280 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { conformanceReport } from '../src/content/conformanceReport';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** Each table's box: its name, whether it scrolls sideways, whether Tab stops on it. */
async function tableBoxes(page: Page) {
  return page.locator('main [role="region"]:has(> table)').evaluateAll((boxes) =>
    boxes.map((box) => ({
      name: box.getAttribute('aria-labelledby') ?? '',
      scrolls: box.scrollWidth > box.clientWidth + 1,
      tabStop: (box as HTMLElement).tabIndex >= 0,
    })),
  );
}

type Layout = 'columns' | 'blocks';

/**
 * What is wrong with the tables' layout in the page, for the layout expected: as columns, each
 * row's criterion, level and remarks side by side on one line; as blocks, one under another, the
 * remarks across the row's whole width and the column headers out of sight. And in both: the
 * page itself never wider than the window.
 */
function layoutProblems(layout: Layout) {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`);
  }
  for (const table of document.querySelectorAll('main table')) {
    const name = table.getAttribute('aria-labelledby') ?? '';
    const display = getComputedStyle(table).display;
    const expectedDisplay = layout === 'columns' ? 'table' : 'block';
    if (display !== expectedDisplay) problems.push(`${name}: display ${display}`);
    const head = table.querySelector('thead')!.getBoundingClientRect();
    if (layout === 'blocks' && (head.width > 1 || head.height > 1)) {
      problems.push(`${name}: the column headers are seen (${head.width} × ${head.height} px)`);
    }
    for (const row of table.querySelectorAll('tbody tr')) {
      const [header, level, remarks] = [...row.children].map((cell) =>
        cell.getBoundingClientRect(),
      );
      const criterion = `${name}, ${row.firstElementChild?.textContent ?? ''}`;
      if (!header || !level || !remarks) {
        problems.push(`${criterion}: not three cells`);
        continue;
      }
      if (layout === 'columns') {
        const sideBySide =
          header.right <= level.left + 1 &&
          level.right <= remarks.left + 1 &&
          Math.abs(header.top - level.top) <= 1 &&
          Math.abs(level.top - remarks.top) <= 1;
        if (!sideBySide) problems.push(`${criterion}: the cells are not side by side`);
      } else {
        const style = getComputedStyle(row);
        const inner =
          row.getBoundingClientRect().width -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          parseFloat(style.borderLeftWidth) -
          parseFloat(style.borderRightWidth);
        if (header.bottom > level.top + 1 || level.bottom > remarks.top + 1) {
          problems.push(`${criterion}: the criterion, level and remarks are not one under another`);
        }
        if (Math.abs(remarks.left - header.left) > 1 || remarks.width < inner - 1) {
          problems.push(`${criterion}: the remarks are ${remarks.width} px of the row's ${inner}`);
        }
      }
    }
  }
  return problems;
}

/** The chapters that have rows: one table each, in the page's order. */
const chaptersWithRows = (conformanceReport?.standards ?? []).flatMap((standard) =>
  standard.chapters.filter((chapter) => chapter.rows.length > 0),
);

/** Each table in Chromium's accessibility tree: its name and what its rows hold. */
interface AccessibleTable {
  name: string;
  rows: number;
  columnHeaders: string[];
  rowHeaders: string[];
  cells: number;
}

/**
 * Every table of the page as Chromium gives it to screen readers (`Accessibility.getFullAXTree`):
 * for each node with the role table, the rows, column headers, row headers and cells under it.
 */
async function accessibleTables(page: Page): Promise<AccessibleTable[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const roleOf = (node: (typeof nodes)[number]) => String(node.role?.value ?? '');
    const nameOf = (node: (typeof nodes)[number]) => String(node.name?.value ?? '').trim();
    return nodes
      .filter((node) => !node.ignored && roleOf(node) === 'table')
      .map((table) => {
        const found: AccessibleTable = {
          name: nameOf(table),
          rows: 0,
          columnHeaders: [],
          rowHeaders: [],
          cells: 0,
        };
        // Down through ignored nodes too (a row group Chromium leaves out), not into cells.
        const queue = [...(table.childIds ?? [])];
        while (queue.length > 0) {
          const node = byId.get(queue.shift()!);
          if (!node) continue;
          const role = node.ignored ? '' : roleOf(node);
          if (role === 'row') found.rows += 1;
          else if (role === 'columnheader') found.columnHeaders.push(nameOf(node));
          else if (role === 'rowheader') found.rowHeaders.push(nameOf(node));
          else if (role === 'cell') found.cells += 1;
          if (!['columnheader', 'rowheader', 'cell'].includes(role)) {
            queue.push(...(node.childIds ?? []));
          }
        }
        return found;
      });
  } finally {
    await cdp.detach();
  }
}

describe.each(siteLanguages.map(({ folder }) => ({ folder })))(
  'the conformance report tables, $folder',
  ({ folder }) => {
    const reportPath = pathIn(folder, '/accessibility/conformance');
    const words = wordsOf[folder]!.accessibility.conformance;
    // Each table is named by its chapter's heading, in the page's words.
    const chapterNames: Readonly<Record<string, string>> = words.chapters;

    it.each([1280, 768])(
      'at %i px each chapter is a table of three columns that fits; no table box is a Tab stop',
      async (width) => {
        const { page } = await site.sharedTab(reportPath, { viewport: viewportFor(width) });
        const boxes = await tableBoxes(page);
        // The committed report, not the placeholder of a report not made yet.
        expect(chaptersWithRows.length).toBeGreaterThan(0);
        expect(boxes).toHaveLength(chaptersWithRows.length);
        expect(boxes.filter((box) => box.scrolls)).toEqual([]);
        expect(await page.evaluate(layoutProblems, 'columns' as Layout)).toEqual([]);
        // The measure reports after the first layout: wait for it, not for a time.
        await expect
          .poll(async () => (await tableBoxes(page)).filter((box) => box.tabStop))
          .toEqual([]);
      },
    );

    it.each([390, 320])(
      'at %i px each criterion is a block: criterion, level, then remarks across it; nothing scrolls sideways, no box is a Tab stop',
      async (width) => {
        const { page } = await site.sharedTab(reportPath, { viewport: viewportFor(width) });
        const boxes = await tableBoxes(page);
        expect(boxes).toHaveLength(chaptersWithRows.length);
        expect(boxes.filter((box) => box.scrolls)).toEqual([]);
        expect(await page.evaluate(layoutProblems, 'blocks' as Layout)).toEqual([]);
        await expect
          .poll(async () => (await tableBoxes(page)).filter((box) => box.tabStop))
          .toEqual([]);
      },
    );

    it.each([
      [1280, 'columns'],
      [320, 'blocks'],
    ] as const)(
      'without JavaScript, at %i px the tables are laid out as %s by the stylesheet alone, and no box is a Tab stop',
      async (width, layout) => {
        const { page } = await site.sharedTab(reportPath, {
          viewport: viewportFor(width),
          javaScriptEnabled: false,
        });
        const boxes = await tableBoxes(page);
        expect(boxes).toHaveLength(chaptersWithRows.length);
        expect(boxes.filter((box) => box.scrolls || box.tabStop)).toEqual([]);
        expect(await page.evaluate(layoutProblems, layout)).toEqual([]);
      },
    );

    it.each([320, 1280])(
      "at %i px Chromium's accessibility tree has every table with its rows, column headers and a row header per criterion",
      async (width) => {
        const { page } = await site.sharedTab(reportPath, { viewport: viewportFor(width) });
        const tables = await accessibleTables(page);
        expect(tables).toHaveLength(chaptersWithRows.length);
        tables.forEach((table, index) => {
          const chapter = chaptersWithRows[index]!;
          expect(table).toMatchObject({
            name: chapterNames[chapter.id],
            rows: chapter.rows.length + 1,
            rowHeaders: chapter.rows.map((row) => `${row.num} ${row.handle}`),
            cells: chapter.rows.length * 2,
          });
          expect(table.columnHeaders).toEqual([
            words.criterionColumn,
            words.levelColumn,
            words.remarksColumn,
          ]);
        });
      },
    );
  },
);
