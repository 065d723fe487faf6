/**
 * What people who enlarge or respace the text depend on, in real Chromium against the built
 * site: reflow at 320 px and at 400 % zoom (WCAG 1.4.10), the text-spacing overrides of 1.4.12,
 * line spacing (1.4.8) and target size (2.5.8); on every page, and in every state a visitor opens
 * (the menu, the viewer, a transcript, the form's dialogs and notices) at 400 % zoom and under
 * the text-spacing overrides. Colours: colours.browser.test.ts; motion:
 * motion.browser.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shell } from '../src/content/site';
import { sidewaysOverflowInPage } from '../src/testing/browser/reflow';
import {
  auditRoutes,
  openStateOn,
  openStates,
  pageOpenStates,
  viewportFor,
  zoom400,
  zoomedOpenStates,
  type OpenState,
} from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** Elements wider than the viewport or sticking out of it, outside scrollable boxes. */
const sidewaysOverflow = (page: Page) => page.evaluate(sidewaysOverflowInPage);

describe('reflow (WCAG 1.4.10): no sideways scrolling', () => {
  // 1280 x 1024 at 400 % zoom is a viewport of 320 x 256 CSS pixels at 4 device pixels each:
  // browser zoom changes exactly those two things (CSS viewport size and devicePixelRatio), and
  // media queries, layout and `rem` sizes see the same as they would at real 400 % zoom.
  const layouts = [
    { name: '320 px wide', options: { viewport: { width: 320, height: 640 } } },
    {
      name: '1280 px at 400 % zoom',
      options: { viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 },
    },
  ];
  describe.each(layouts)('at $name', ({ options }) => {
    it.each(auditRoutes)('$path', async ({ path: routePath }) => {
      const { page } = await site.sharedTab(routePath, options);
      const result = await sidewaysOverflow(page);
      expect(result.offenders).toEqual([]);
      expect(result.scrollWidth).toBeLessThanOrEqual(result.width);
      expect(result.scrolledSideways).toBe(0);
    });
  });

  it('keeps the open menu usable at 400 % zoom', async () => {
    const { page } = await site.sharedTab('/about', {
      viewport: { width: 320, height: 256 },
      deviceScaleFactor: 4,
    });
    await openStateOn(page, 'mobile-menu-320');
    const result = await sidewaysOverflow(page);
    expect(result.offenders).toEqual([]);
    // Every link of the menu can be reached by scrolling inside it.
    const dialog = page.getByRole('dialog', { name: shell.menuTitle });
    for (const link of await dialog.getByRole('link').all()) {
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible()).toBe(true);
    }
  });
});

/** The overrides WCAG 1.4.12 names, as the usual text-spacing bookmarklet applies them. */
const TEXT_SPACING_CSS = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }
`;

/**
 * Adds the overrides as a DevTools inspector stylesheet. The site's CSP forbids inline styles, and
 * a stylesheet made through the protocol is not subject to it, so the real policy stays on.
 */
async function applyTextSpacing(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const { styleSheetId } = await cdp.send('CSS.createStyleSheet', { frameId: frameTree.frame.id });
  await cdp.send('CSS.setStyleSheetText', { styleSheetId, text: TEXT_SPACING_CSS });
  await cdp.detach();
}

/**
 * Text cut off by a box that hides overflow, and text boxes painted over one another. With a
 * modal dialog open (the menu, the viewer, the form's answers), only the dialog's text counts:
 * the page under it is covered on purpose. Text in a fixed or sticky box (the header) is
 * compared only with text in the same box: the page scrolls under the header by design.
 */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    // Hidden from sight on purpose (for screen readers only): the `visually-hidden` class, or the
    // same rules set by a media query (the menu button's word below 400 px): a 1 px box, clipped.
    const hiddenFromSight = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(node).overflow === 'hidden')
          return true;
      }
      return false;
    };
    const modal = [
      ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
    ].at(-1);
    const scope: HTMLElement = modal ?? document.body;
    const textElements = [...scope.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        !element.closest('.visually-hidden, [aria-hidden="true"], [inert], script, style') &&
        !hiddenFromSight(element) &&
        [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        ) &&
        element.getClientRects().length > 0 &&
        // Not drawn at all: the inside of a closed <details> (a video's transcript).
        element.checkVisibility(),
    );
    const clipped: string[] = [];
    for (const element of textElements) {
      // Where the element can be seen: its own box, or the box of a scrolling ancestor, inside
      // which it is brought into view by scrolling (the viewer's caption scrolls at 320 px).
      let seen = element.getBoundingClientRect();
      for (
        let node: HTMLElement | null = element;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        const box = node.getBoundingClientRect();
        // The element's own words past its own box; or what can be seen of it past the box of
        // an ancestor that hides what overflows it.
        const cut =
          node === element
            ? (hidesY && node.scrollHeight > node.clientHeight + 1) ||
              (hidesX && node.scrollWidth > node.clientWidth + 1)
            : (hidesY && (seen.top < box.top - 1 || seen.bottom > box.bottom + 1)) ||
              (hidesX && (seen.left < box.left - 1 || seen.right > box.right + 1));
        if (cut) {
          clipped.push(`${describe(element)} cut off by ${describe(node)}`);
          break;
        }
        const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
        if (node !== element && (scrolls(style.overflowX) || scrolls(style.overflowY))) seen = box;
      }
    }
    // Overlap: two text boxes (neither inside the other) sharing more than a sliver of area.
    // Each line box of an element is its own rectangle: an inline element that wraps onto a
    // second line ("IBM Equal Access" in a sentence) has a bounding box spanning both lines
    // whole, which would seem to cover the words beside it though nothing is painted there.
    const layerOf = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const { position } = getComputedStyle(node);
        if (position === 'fixed' || position === 'sticky') return node;
      }
      return null;
    };
    const overlapping: string[] = [];
    const boxes = textElements.map((element) => ({
      element,
      layer: layerOf(element),
      rects: [...element.getClientRects()],
    }));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        if (a.layer !== b.layer) continue;
        if (a.rects.some((rectA) => b.rects.some((rectB) => overlaps(rectA, rectB)))) {
          overlapping.push(`${describe(a.element)} over ${describe(b.element)}`);
        }
      }
    }
    return { clipped, overlapping };
  });
}

describe('text spacing (WCAG 1.4.12): nothing is cut off or overlaps', () => {
  describe.each([1280, 320])('at %i px', (width) => {
    it.each(auditRoutes)('$path', async ({ path: routePath }) => {
      const { page } = await site.sharedTab(routePath, { viewport: viewportFor(width) });
      const before = await page.evaluate(() => getComputedStyle(document.body).letterSpacing);
      await applyTextSpacing(page);
      // The overrides took effect (0.12em of the 18 px body text is about 2.16 px).
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).letterSpacing))
        .not.toBe(before);
      const { clipped, overlapping } = await clippedText(page);
      expect(clipped).toEqual([]);
      expect(overlapping).toEqual([]);
    });
  });
});

/**
 * The states a visitor opens (the menu, the viewer on a video, a photo and a transcript, the
 * form's dialogs, a transcript under a thumbnail, the form's answers for a child and a parent,
 * a kept enquiry and its deletion) at their narrowest: 320 px, where longer words and wider
 * spacing run out of room first. Each in a page of its own, as some route the form's requests.
 */
const narrowStates: readonly OpenState[] = [...openStates, ...pageOpenStates].filter(
  (state) => state.width === 320,
);

async function openedState(state: OpenState, options: Parameters<typeof site.newPage>[0]) {
  const { page } = await site.newPage(options);
  await site.visit(page, state.route);
  return page;
}

describe('every open state at 400 % zoom (WCAG 1.4.10): no sideways scrolling', () => {
  it.each(
    narrowStates.map((state) => ({ ...state, slug: state.slug.replace(/-320$/, '-320x256') })),
  )('$slug', async (state) => {
    const page = await openedState(state, {
      viewport: { width: zoom400.width, height: zoom400.height },
      deviceScaleFactor: zoom400.deviceScaleFactor,
    });
    await state.open(page);
    const result = await sidewaysOverflow(page);
    expect(result.offenders).toEqual([]);
    expect(result.scrolledSideways).toBe(0);
  });

  it('covers the same states as the audit and the keyboard test at 400 % zoom', () => {
    const zoomed = new Set(zoomedOpenStates.map((state) => state.slug));
    const here = narrowStates.map((state) => state.slug.replace(/-320$/, '-320x256'));
    expect([...zoomed].filter((slug) => !here.includes(slug))).toEqual([]);
  });
});

describe('every open state under text spacing (WCAG 1.4.12): nothing is cut off or overlaps', () => {
  it.each(narrowStates)('$slug', async (state) => {
    const page = await openedState(state, { viewport: viewportFor(state.width) });
    // The visitor's spacing is theirs before anything opens, as a user style sheet would be.
    await applyTextSpacing(page);
    await state.open(page);
    const { clipped, overlapping } = await clippedText(page);
    expect(clipped).toEqual([]);
    expect(overlapping).toEqual([]);
  });
});

describe('line spacing (WCAG 1.4.8, AAA): paragraphs at least 1.5 lines apart', () => {
  it.each(auditRoutes)('$path', async ({ path: routePath }) => {
    const { page } = await site.sharedTab(routePath, { viewport: viewportFor(1280) });
    const tight = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('p, li, blockquote, dd, figcaption')]
        .filter((element) => element.getClientRects().length > 0)
        .filter((element) => {
          const style = getComputedStyle(element);
          const lineHeight =
            style.lineHeight === 'normal'
              ? 1.2
              : parseFloat(style.lineHeight) / parseFloat(style.fontSize);
          return lineHeight < 1.5 - 0.01;
        })
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        ),
    );
    expect(tight).toEqual([]);
  });
});

describe('target size (WCAG 2.5.8): every target at least 24 x 24 px', () => {
  describe.each([1280, 320])('at %i px', (width) => {
    it.each(auditRoutes)('$path', async ({ path: routePath }) => {
      const { page } = await site.sharedTab(routePath, { viewport: viewportFor(width) });
      const small = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]',
          ),
        ]
          .filter((element) => element.getClientRects().length > 0)
          // Hidden from people altogether (the form's honeypot field for bots).
          .filter((element) => !element.closest('.visually-hidden, [aria-hidden="true"]'))
          .filter((element) => {
            // The inline exception: a link inside a sentence is sized by the text around it.
            if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
              const block = element.closest('p, li, dd, td');
              const text = (block?.textContent ?? '').trim();
              if (block && text.length > (element.textContent ?? '').trim().length) return false;
            }
            const rect = element.getBoundingClientRect();
            return rect.width < 24 || rect.height < 24;
          })
          .map((element) => {
            const rect = element.getBoundingClientRect();
            return `${element.outerHTML.slice(0, 80)} (${Math.round(rect.width)} x ${Math.round(rect.height)})`;
          }),
      );
      expect(small).toEqual([]);
    });
  });
});
