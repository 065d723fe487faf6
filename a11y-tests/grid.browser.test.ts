/**
 * The grid, in real Chromium against the built site (docs/spec/product.md §2.2, "One grid"):
 * every page at 1280, 390 and 320 px has one left edge (the header's content, the h1, main's
 * blocks and the footer's content start on the same line), paragraphs of at most 75 characters
 * a line, and on /impact no section stretched into an empty box and a video grid that fills its
 * width.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRoutes, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();
const widths = [1280, 390, 320] as const;

/** The longest line of reading text we allow (the usual 45–75 characters, at its top). */
const MAX_LINE_CHARACTERS = 75;

/** Every check here only reads the page: one tab per width, sent to each page in turn. */
async function load(routePath: string, width: number): Promise<Page> {
  const { page } = await site.sharedTab(routePath, { viewport: viewportFor(width) });
  return page;
}

/**
 * In the page: the left edges of the header's content, the h1, the footer's content, and every
 * block of main (heading, paragraph, list, figure, picture, form) that begins a row: nothing
 * else of main lies to its left at the same height, and it is not in a later column of a box
 * that flows its words down columns (CSS `columns`). A block inside a card (a box with its own
 * border or background, narrower than the window) counts as the card, whose padding is its own;
 * a picture or band as wide as the window is not on the grid and is left out.
 */
function leftEdges() {
  const viewportWidth = document.documentElement.clientWidth;
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      !element.closest('.visually-hidden') &&
      getComputedStyle(element).visibility !== 'hidden'
    );
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const leftmost = (root: Element) =>
    Math.min(
      ...[...root.querySelectorAll('a, img, h1, h2, h3, p, dt, li, span')]
        .filter(visible)
        .map((element) => element.getBoundingClientRect().left),
    );

  const header = document.querySelector('body header');
  const footer = document.querySelector('body footer');
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!header || !footer || !main || !h1) throw new Error('no header, footer, main or h1');

  const isCard = (element: Element) => {
    const style = getComputedStyle(element);
    const painted =
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      parseFloat(style.borderLeftWidth) > 0 ||
      parseFloat(style.borderTopWidth) > 0;
    return painted && element.getBoundingClientRect().width < viewportWidth - 2;
  };
  const outermostCard = (element: Element) => {
    let card: Element = element;
    for (let node = element.parentElement; node && node !== main; node = node.parentElement) {
      if (isCard(node)) card = node;
    }
    return card;
  };
  const blocks = [
    ...new Set(
      [
        ...main.querySelectorAll(
          'h2, h3, p, ul, ol, dl, blockquote, figure, img, video, form, table',
        ),
      ]
        .filter(visible)
        .map(outermostCard),
    ),
  ];
  const rects = new Map(blocks.map((block) => [block, block.getBoundingClientRect()]));
  // Anything of main to a block's left at the same height (a column's wrapper, stretched to
  // the row, included) makes it a later column's block, which starts where its column does.
  const others = [...main.querySelectorAll('*')]
    .filter(visible)
    .map((element) => ({ element, rect: element.getBoundingClientRect() }));
  // The box that flows a block down columns of its own (CSS `columns`), if any.
  const flowedBy = (block: Element) => {
    for (let node = block.parentElement; node && node !== main; node = node.parentElement) {
      if (Number(getComputedStyle(node).columnCount) > 1) return node;
    }
    return null;
  };
  const leading = blocks.filter((block) => {
    const rect = rects.get(block)!;
    // A full-bleed picture or band spans the window: it is not on the grid, it holds it.
    if (rect.width >= viewportWidth - 2) return false;
    // Flowed into a later column of its box, a block starts where that column does; what is to
    // its left may be a paragraph run on from the first, whose box spans both columns.
    const flow = flowedBy(block);
    if (flow && rect.left > flow.getBoundingClientRect().left + 1) return false;
    return !others.some(({ element, rect: o }) => {
      if (element === block || element.contains(block) || block.contains(element)) return false;
      const overlap = Math.min(rect.bottom, o.bottom) - Math.max(rect.top, o.top);
      return o.right <= rect.left + 1 && overlap > 1;
    });
  });
  return {
    header: leftmost(header),
    // The hero's heading sits in its panel, whose edge is on the grid (like any card's words).
    h1: outermostCard(h1).getBoundingClientRect().left,
    footer: leftmost(footer),
    blocks: leading.map((block) => ({
      what: describe(block),
      left: rects.get(block)!.left,
    })),
  };
}

/**
 * In the page: every visible paragraph of main and the footer with its longest rendered line in
 * characters, counted line by line from the boxes of its characters (Range rects). A character
 * is what a reader sees as one (a grapheme cluster, `Intl.Segmenter`): in Hindi a letter with its
 * vowel sign or a conjunct (स्व, ख़ु) is one, though it is two to four code points, so the measure
 * is the same for both scripts.
 */
function lineLengths() {
  const graphemes = new Intl.Segmenter(document.documentElement.lang || undefined, {
    granularity: 'grapheme',
  });
  const lengthOf = (line: string) => [...graphemes.segment(line)].length;
  const results: { text: string; longest: number; line: string }[] = [];
  const paragraphs = [...document.querySelectorAll('main p, footer p')].filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !element.closest('.visually-hidden');
  });
  const range = document.createRange();
  for (const paragraph of paragraphs) {
    const lines: string[] = [];
    let current = '';
    // A line is the run of characters that overlap it from top to bottom. A character wholly
    // below it, or wholly above it (the paragraph has run on into the next column), starts the
    // next line.
    let lineTop = Infinity;
    let lineBottom = -Infinity;
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.parentElement?.closest('.visually-hidden') ?? null) !== null) continue;
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (rect.top >= lineBottom - 1 || rect.bottom <= lineTop + 1) {
          if (current.trim()) lines.push(current.trim());
          current = '';
          lineTop = rect.top;
          lineBottom = rect.bottom;
        } else {
          lineTop = Math.min(lineTop, rect.top);
          lineBottom = Math.max(lineBottom, rect.bottom);
        }
        current += text[index];
      }
    }
    if (current.trim()) lines.push(current.trim());
    const line = lines.reduce((long, each) => (lengthOf(each) > lengthOf(long) ? each : long), '');
    results.push({
      text: (paragraph.textContent ?? '').trim().slice(0, 40),
      longest: lengthOf(line),
      line,
    });
  }
  return results;
}

describe.each(widths)('at %i px', (width) => {
  describe.each(auditRoutes)('$path', ({ path: routePath }) => {
    let page: Page;

    beforeAll(async () => {
      page = await load(routePath, width);
    });

    it('has one left edge: header, h1, every block of main that begins a row, and footer', async () => {
      const edges = await page.evaluate(leftEdges);
      const edge = edges.header;
      const off = [
        { what: 'h1', left: edges.h1 },
        { what: 'footer content', left: edges.footer },
        ...edges.blocks,
      ]
        .filter(({ left }) => Math.abs(left - edge) > 1)
        .map(({ what, left }) => `${what} starts at ${Math.round(left)} px, not ${edge} px`);
      expect(off).toEqual([]);
    });

    it(`keeps every paragraph to ${MAX_LINE_CHARACTERS} characters a line`, async () => {
      const long = (await page.evaluate(lineLengths))
        .filter(({ longest }) => longest > MAX_LINE_CHARACTERS)
        .map(({ text, longest, line }) => `"${text}…": ${longest} characters in "${line}"`);
      expect(long).toEqual([]);
    });
  });
});

describe.each(widths)('/impact at %i px', (width) => {
  let page: Page;

  beforeAll(async () => {
    page = await load('/impact', width);
  });

  it('has no section more than a third empty (a box stretched past its words)', async () => {
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll('main section')].map((section) => {
        const style = getComputedStyle(section);
        const box = section.getBoundingClientRect();
        const inner =
          box.height -
          parseFloat(style.paddingTop) -
          parseFloat(style.paddingBottom) -
          parseFloat(style.borderTopWidth) -
          parseFloat(style.borderBottomWidth);
        const children = [...section.children].map((child) => child.getBoundingClientRect());
        const top = Math.min(...children.map((rect) => rect.top));
        const bottom = Math.max(...children.map((rect) => rect.bottom));
        return {
          heading: section.querySelector('h2')?.textContent ?? '',
          empty: (inner - (bottom - top)) / box.height,
        };
      }),
    );
    expect(sections.length).toBeGreaterThanOrEqual(7);
    const stretched = sections
      .filter(({ empty }) => empty > 1 / 3)
      .map(({ heading, empty }) => `${heading}: ${Math.round(empty * 100)} % empty`);
    expect(stretched).toEqual([]);
  });

  it('fills the width with the video grid: no gap wider than the grid gap, none on the right of a full row', async () => {
    const grid = await page.evaluate(() => {
      const list = document.querySelector('section[aria-labelledby="impact-in-motion"] ul');
      if (!list) throw new Error('no video grid');
      const box = list.getBoundingClientRect();
      const items = [...list.children].map((item) => item.getBoundingClientRect());
      const rows = new Map<number, DOMRect[]>();
      for (const rect of items) {
        const row = [...rows.keys()].find((top) => Math.abs(top - rect.top) < 2) ?? rect.top;
        rows.set(row, [...(rows.get(row) ?? []), rect]);
      }
      return {
        left: box.left,
        right: box.right,
        width: box.width,
        gap: parseFloat(getComputedStyle(list).columnGap) || 0,
        rows: [...rows.values()].map((row) =>
          row
            .sort((a, b) => a.left - b.left)
            .map((rect) => ({ left: rect.left, right: rect.right, width: rect.width })),
        ),
      };
    });
    expect(grid.rows.length).toBeGreaterThan(0);
    const perRow = Math.max(...grid.rows.map((row) => row.length));
    const problems: string[] = [];
    grid.rows.forEach((row, index) => {
      const first = row[0]!;
      const last = row[row.length - 1]!;
      if (Math.abs(first.left - grid.left) > 1) {
        problems.push(`row ${index + 1} starts ${Math.round(first.left - grid.left)} px in`);
      }
      row.slice(1).forEach((rect, at) => {
        const space = rect.left - row[at]!.right;
        if (space > Math.max(grid.gap, 32) + 1) {
          problems.push(`row ${index + 1}: ${Math.round(space)} px between thumbnails`);
        }
      });
      const rightGap = grid.right - last.right;
      // A full row reaches the right edge; a short last row leaves at most one thumbnail's room.
      const allowed = row.length === perRow ? 1 : first.width + grid.gap + 1;
      if (rightGap > allowed) {
        problems.push(`row ${index + 1} leaves ${Math.round(rightGap)} px empty on the right`);
      }
      for (const rect of row) {
        if (rect.width < Math.min(300, grid.width) - 1) {
          problems.push(`a thumbnail ${Math.round(rect.width)} px wide, under 300 px`);
        }
      }
    });
    expect(problems).toEqual([]);
  });
});
