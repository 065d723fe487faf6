/**
 * The layout checks of a11y-tests/layout.browser.test.ts, on what ./measure.ts saw in a page's
 * main: plain functions of the measurements, stepping down the page 8 px at a time.
 */
import type { MainLayout, Seen } from './measure';

/** A stretch of the page, in px from its top, and what starts it. */
export interface Stretch {
  top: number;
  height: number;
  what: string;
}

const STEP = 8;

/** What is seen in the band from `y` to `y + STEP`. */
function seenAt(items: readonly Seen[], y: number): Seen[] {
  return items.filter((item) => item.bottom > y && item.top < y + STEP);
}

/**
 * The stretches of main where something is seen but nothing reaches the right half of the
 * container. Blank space between them (where nothing is seen) continues a stretch.
 */
export function halfEmptyRuns(layout: MainLayout): Stretch[] {
  const middle = (layout.left + layout.right) / 2;
  const runs: Stretch[] = [];
  let run: { top: number; bottom: number; what: string } | undefined;
  for (let y = layout.top; y < layout.bottom; y += STEP) {
    const here = seenAt(layout.seen, y);
    const [first] = here;
    if (!first) continue;
    const reach = Math.max(...here.map((item) => item.right));
    if (reach <= middle + 1) {
      if (!run) run = { top: y, bottom: y + STEP, what: first.what };
      else run.bottom = y + STEP;
    } else if (run) {
      runs.push({ top: run.top, height: run.bottom - run.top, what: run.what });
      run = undefined;
    }
  }
  if (run) runs.push({ top: run.top, height: run.bottom - run.top, what: run.what });
  return runs;
}

/** A hole: a stretch of one column of a region left blank beside what another column shows. */
export interface Hole extends Stretch {
  region: string;
  /** The blank column, counted from 1 at the left. */
  column: number;
}

/**
 * In every region of main laid out in columns, the stretches of a column with nothing seen in it
 * while another column beside it shows something: the holes a visitor sees between two columns
 * of different lengths. What is seen is counted in every column it reaches into (a heading over
 * both columns fills both). Where no column shows anything (the space between two paragraphs,
 * the region's padding), a stretch goes on.
 */
export function columnHoles(layout: MainLayout): Hole[] {
  const holes: Hole[] = [];
  for (const region of layout.regions) {
    const items = layout.seen.filter((_, index) => region.inside.includes(index));
    const byColumn = region.columns.map((column) =>
      items.filter((item) => item.left < column.right - 1 && item.right > column.left + 1),
    );
    const runs: ({ top: number; bottom: number; what: string } | undefined)[] = region.columns.map(
      () => undefined,
    );
    const close = (column: number) => {
      const run = runs[column];
      if (!run) return;
      holes.push({
        region: region.name,
        column: column + 1,
        top: run.top,
        height: run.bottom - run.top,
        what: run.what,
      });
      runs[column] = undefined;
    };
    for (let y = region.top; y < region.bottom; y += STEP) {
      const here = byColumn.map((columnItems) => seenAt(columnItems, y));
      const beside = here.find((columnItems) => columnItems.length > 0)?.[0];
      if (!beside) continue;
      here.forEach((columnItems, column) => {
        if (columnItems.length > 0) {
          close(column);
          return;
        }
        const run = runs[column];
        if (run) run.bottom = y + STEP;
        else runs[column] = { top: y, bottom: y + STEP, what: `beside "${beside.what}"` };
      });
    }
    region.columns.forEach((_, column) => close(column));
  }
  return holes;
}
