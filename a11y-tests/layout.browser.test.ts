/**
 * The layout, measured in real Chromium against the built site (issue 31, docs/spec/product.md
 * §2.2): at 1280 px no page runs its words down one half of the container beside an empty other
 * half, and no part laid out in columns leaves one column blank beside another's words (what is
 * seen, and the checks on it: ./layout/); every hero's panel is one width, on the grid; on a
 * phone the first helpline is on Home's first screen; "Help now" is in the header's one row at
 * every width; the language switch looks as big as the target it is; the urgent-help block's
 * numbers line up and its card is not the page's colour in the dark theme.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditRoutes, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';
import { columnHoles, halfEmptyRuns } from './layout/holes';
import { measureMain } from './layout/measure';

const site = withSite();

/**
 * How tall a stretch of a page may be whose content all sits in the container's left half: a
 * heading and the sentence under it, or the end of one column of two a little below the other's
 * (half a screen of 800 px), never a column of text running down a whole screen and more.
 */
const MAX_HALF_EMPTY_RUN = 400;

/** The pages with a hero (a picture under their h1): every route but the text pages. */
const heroRoutes = auditRoutes.filter(({ path: routePath }) =>
  /^(\/hi)?(\/|\/about|\/impact|\/contact)?$/.test(routePath),
);
const homeRoutes = auditRoutes.filter(({ path: routePath }) => /^(\/hi|\/)$/.test(routePath));

async function load(routePath: string, viewport: { width: number; height: number }) {
  const { page } = await site.sharedTab(routePath, { viewport });
  return page;
}

/**
 * How tall a blank stretch of one column may be beside what the column next to it shows, in a
 * part of a page laid out in columns at 1280 px: 240 px, three tenths of a laptop's 800 px
 * screen, eight lines of words. Gaps that belong to a layout are far shorter: the space
 * between two sections (48 px), a picture centred beside the words it goes with. A column that
 * ends 240 px before the other leaves a hole a visitor sees, as the design review did beside the
 * privacy notice's paired sections (335 px) and under the contact form (450 px).
 */
const MAX_COLUMN_HOLE = 240;

/** The contact pages with each answer to "Who is writing?" chosen: each shows another form. */
const contactAnswers = ['/contact', '/hi/contact'].flatMap((routePath) =>
  ['adult', 'parent', 'underEighteen'].map((answer) => ({ path: routePath, answer })),
);

describe('at 1280 px, no half-empty pages and no holes between columns', () => {
  it.each([
    ...auditRoutes.map(({ path: routePath }) => ({ path: routePath, answer: '' })),
    ...contactAnswers,
  ])(
    `$path $answer: nothing runs more than ${MAX_HALF_EMPTY_RUN} px down one half beside an empty other half, no column is blank for more than ${MAX_COLUMN_HOLE} px beside another`,
    async ({ path: routePath, answer }) => {
      const page = await load(routePath, viewportFor(1280));
      // Chosen by its value, the same in every language.
      if (answer) await page.locator(`input[name="writer"][value="${answer}"]`).check();
      const layout = await page.evaluate(measureMain);
      const halfEmpty = halfEmptyRuns(layout)
        .filter(({ height }) => height > MAX_HALF_EMPTY_RUN)
        .map(
          ({ top, height, what }) =>
            `${Math.round(height)} px from y = ${Math.round(top)} (starting at "${what}")`,
        );
      const holes = columnHoles(layout)
        .filter(({ height }) => height > MAX_COLUMN_HOLE)
        .map(
          ({ region, column, top, height, what }) =>
            `${region}, column ${column}: ${Math.round(height)} px blank from y = ${Math.round(top)} (${what})`,
        );
      expect({ halfEmpty, holes }).toEqual({ halfEmpty: [], holes: [] });
    },
  );
});

/** In the page: the box of the h1's panel (the outermost painted box round it, in main). */
function heroPanel() {
  const h1 = document.querySelector('main h1');
  const container = document.querySelector('header .container');
  if (!h1 || !container) throw new Error('no h1 or header container');
  let panel: Element = h1;
  for (let node = h1.parentElement; node && node.tagName !== 'MAIN'; node = node.parentElement) {
    const css = getComputedStyle(node);
    const painted = css.backgroundColor !== 'rgba(0, 0, 0, 0)';
    if (painted && node.getBoundingClientRect().width < document.documentElement.clientWidth - 2) {
      panel = node;
    }
  }
  const rect = panel.getBoundingClientRect();
  const style = getComputedStyle(container);
  return {
    left: rect.left,
    width: rect.width,
    gridLeft: container.getBoundingClientRect().left + parseFloat(style.paddingLeft),
  };
}

describe('one hero panel', () => {
  it('is one width on every page with a hero, its edge on the grid, at 1280 px', async () => {
    const panels: { path: string; left: number; width: number; gridLeft: number }[] = [];
    for (const { path: routePath } of heroRoutes) {
      const page = await load(routePath, viewportFor(1280));
      panels.push({ path: routePath, ...(await page.evaluate(heroPanel)) });
    }
    expect(panels.length).toBeGreaterThanOrEqual(8);
    const width = panels[0]!.width;
    const off = panels
      .filter(
        (panel) => Math.abs(panel.width - width) > 1 || Math.abs(panel.left - panel.gridLeft) > 1,
      )
      .map(
        (panel) =>
          `${panel.path}: ${Math.round(panel.width)} px wide at ${Math.round(panel.left)} px (grid ${Math.round(panel.gridLeft)} px)`,
      );
    expect(off).toEqual([]);
    // A panel, not a strip: narrower than the container, wider than a column of words.
    expect(width).toBeGreaterThan(500);
    expect(width).toBeLessThan(800);
  });
});

describe("the first helpline on Home's first screen", () => {
  const screens = [
    { width: 390, height: 844 },
    { width: 320, height: 568 },
  ];
  describe.each(screens)('at $width x $height', (viewport) => {
    it.each(homeRoutes)('$path', async ({ path: routePath }) => {
      const page = await load(routePath, viewport);
      const call = page.locator('main a[href^="tel:"]').first();
      const box = await call.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    });
  });
});

/** The relative luminance contrast of two `rgb(…)` colours (WCAG 2). */
function contrastOf(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** In the page: a header control's box, its edge, and the header's colour behind it. */
function headerControlBox(page: Page, selector: string) {
  return page.evaluate((controlSelector) => {
    const control = document.querySelector(controlSelector);
    const header = document.querySelector('[data-site-header]');
    if (!control || !header) throw new Error(`no header or no ${controlSelector}`);
    const style = getComputedStyle(control);
    const rect = control.getBoundingClientRect();
    return {
      width: rect.width,
      height: rect.height,
      border: parseFloat(style.borderTopWidth),
      borderStyle: style.borderTopStyle,
      borderColour: style.borderTopColor,
      behind: getComputedStyle(header).backgroundColor,
    };
  }, selector);
}

describe('the language switch', () => {
  it.each([1280, 390, 320])(
    'at %i px looks like the control it is: a bordered box at least 44 x 44 px',
    async (width) => {
      for (const routePath of ['/', '/hi']) {
        const page = await load(routePath, viewportFor(width));
        const seen = await headerControlBox(page, '[data-language-switch] a');
        expect(seen.width).toBeGreaterThanOrEqual(44);
        expect(seen.height).toBeGreaterThanOrEqual(44);
        expect(seen.borderStyle).toBe('solid');
        expect(seen.border).toBeGreaterThanOrEqual(1);
        // Its edge shows against the header (WCAG 1.4.11 asks 3:1 of a control's edge).
        expect(contrastOf(seen.borderColour, seen.behind)).toBeGreaterThanOrEqual(3);
      }
    },
  );
});

describe('"Help now" in the header', () => {
  it.each([1280, 768, 480, 390, 360, 320])(
    "at %i px is on the header's one row, 44 x 44 px at least, its edge 3:1 on the header",
    async (width) => {
      for (const routePath of ['/about', '/hi/about']) {
        const page = await load(routePath, viewportFor(width));
        const seen = await headerControlBox(page, '[data-help-now]');
        const row = await page.evaluate(() => {
          const header = document.querySelector('[data-site-header]');
          if (!header) throw new Error('no header');
          // Every control of the header that is shown: one row, nothing past the window's edge.
          const shown = [...header.querySelectorAll('a, button')]
            .map((control) => control.getBoundingClientRect())
            .filter((rect) => rect.width > 0 && rect.height > 0);
          return {
            tops: [...new Set(shown.map((control) => Math.round(control.top / 8)))],
            // Every control of the row a target of 44 x 44 px at least (WCAG 2.5.5).
            small: shown
              .filter((control) => control.width < 44 || control.height < 44)
              .map((control) => `${Math.round(control.width)} x ${Math.round(control.height)}`),
            furthestRight: Math.max(...shown.map((control) => control.right)),
            windowWidth: document.documentElement.clientWidth,
            headerHeight: header.getBoundingClientRect().height,
          };
        });
        expect(seen.width).toBeGreaterThanOrEqual(44);
        expect(seen.height).toBeGreaterThanOrEqual(44);
        expect(row.tops).toHaveLength(1);
        expect(row.small).toEqual([]);
        expect(row.furthestRight).toBeLessThanOrEqual(row.windowWidth);
        expect(row.headerHeight).toBeLessThan(80);
        expect(contrastOf(seen.borderColour, seen.behind)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it.each(['/about', '/hi/contact'])(
    "on %s, at 390 px, brings the page's helplines into view below the header",
    async (routePath) => {
      const page = await load(routePath, viewportFor(390));
      await page.locator('[data-help-now]').click();
      const target = routePath.endsWith('/contact') ? '#urgent-help' : '#footer-help';
      await expect
        .poll(() =>
          page.locator(target).evaluate((element) => {
            const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
            const rect = element.getBoundingClientRect();
            return rect.top >= header.bottom - 1 && rect.top < window.innerHeight / 2;
          }),
        )
        .toBe(true);
    },
  );
});

/** In the page: the top of each helpline's first number in the full urgent-help block. */
function numberTops(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#urgent-help li')].map((line) => {
      const call = line.querySelector('a[href^="tel:"]');
      return call ? call.getBoundingClientRect().top : NaN;
    }),
  );
}

describe('the urgent-help block', () => {
  it("at 1280 px puts every helpline's numbers on one line", async () => {
    const page = await load('/', viewportFor(1280));
    const tops = await numberTops(page);
    expect(tops).toHaveLength(3);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });

  it("at 390 px sets the footer's four numbers on two rows, two a row, inside the card", async () => {
    const page = await load('/about', viewportFor(390));
    const { boxes, card } = await page.evaluate(() => {
      const section = document.querySelector('section[aria-labelledby="footer-help"]')!;
      const box = (element: Element) => {
        const { left, right, top } = element.getBoundingClientRect();
        return { left, right, top };
      };
      return {
        boxes: [...section.querySelectorAll('a[href^="tel:"]')].map(box),
        card: box(section),
      };
    });
    expect(boxes).toHaveLength(4);
    // Tele-MANAS's two numbers, then Emergency's beside Childline's.
    const rows = [...new Set(boxes.map(({ top }) => Math.round(top)))];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(boxes.filter(({ top }) => Math.round(top) === row)).toHaveLength(2);
    }
    for (const { left, right } of boxes) {
      expect(left).toBeGreaterThanOrEqual(card.left);
      expect(right).toBeLessThanOrEqual(card.right);
    }
  });

  it('in the dark theme is a card of its own colour, edged in the red of its band', async () => {
    const { page } = await site.sharedTab('/', {
      viewport: viewportFor(1280),
      colorScheme: 'dark',
    });
    const colours = await page.evaluate(() => {
      const block = document.querySelector('#urgent-help');
      const band = block?.querySelector('h2');
      if (!block || !band) throw new Error('no urgent-help block');
      return {
        card: getComputedStyle(block).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
        edge: getComputedStyle(block).borderTopColor,
        band: getComputedStyle(band).backgroundColor,
      };
    });
    expect(colours.card).not.toBe(colours.page);
    expect(colours.edge).toBe(colours.band);
  });
});
