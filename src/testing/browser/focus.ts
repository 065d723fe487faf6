import type { CDPSession, Page } from 'playwright-core';
import { accessibleNodeOf } from './accessibilityTree';

/** A rectangle in viewport pixels. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
  width: number;
  height: number;
}

/** What a keyboard user meets at one Tab stop. */
export interface FocusStop {
  /** `body` when focus has left the page's controls. */
  tag: string;
  /** Chromium's own computed role and accessible name (what a screen reader gets). */
  role: string;
  name: string;
  /** The landmark it sits in. */
  region: 'header' | 'main' | 'footer' | 'dialog' | 'other';
  box: Box;
  /**
   * Part of the element is painted over by the fixed header: one of nine points spread over it
   * hits the header first. (The skip link, drawn above the header, is not covered.)
   */
  coveredByHeader: boolean;
  /** The fixed header's box at that moment. */
  headerBox: Box | null;
  viewportHeight: number;
  ring: FocusRing;
  /** Clipping ancestors (overflow not visible) whose box cuts into the focus ring. */
  ringClippedBy: string[];
  /** Comes after the previous stop in document order (no positive tabindex, no reordering). */
  followsPrevious: boolean | null;
}

export interface FocusRing {
  outlineStyle: string;
  outlineWidth: number;
  outlineOffset: number;
  outlineColor: string;
  /** Colours of box-shadow rings with a spread (blur-only shadows are not rings). */
  shadowColors: string[];
  shadowSpread: number;
  /** The colour behind the ring, from the nearest painted ancestor; `image` when a picture. */
  background: string;
}

/**
 * Chromium's accessible name and role of the focused element, through the DevTools protocol's
 * accessibility tree: the same computation screen readers receive, not a re-implementation.
 */
export async function focusedAccessibility(
  cdp: CDPSession,
): Promise<{ role: string; name: string } | null> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'document.activeElement',
    objectGroup: 'focus',
  });
  if (!result.objectId) return null;
  try {
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    if (!node) return { role: '', name: '' };
    const { role, name } = accessibleNodeOf(node);
    return { role, name };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'focus' });
  }
}

/**
 * The same for a page, through a DevTools session of its own: `{ role: '', name: '' }` when
 * nothing is focused.
 */
export async function focusedRoleAndName(page: Page): Promise<{ role: string; name: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    return (await focusedAccessibility(cdp)) ?? { role: '', name: '' };
  } finally {
    await cdp.detach();
  }
}

/**
 * Waits until the page has stopped scrolling (the site scrolls smoothly when the visitor has not
 * asked for reduced motion): the same scroll position over three animation frames. When the
 * page does not scroll smoothly (`scroll-behavior` other than `smooth` on the root: reduced
 * motion), focus has scrolled it in the same task, so there is nothing to wait for. (Waiting
 * three frames at every stop anyway took a third of the keyboard journeys' time.)
 */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (getComputedStyle(document.documentElement).scrollBehavior !== 'smooth') {
          resolve();
          return;
        }
        let last = -1;
        let same = 0;
        const started = performance.now();
        const tick = () => {
          const now = window.scrollY * 100_000 + window.scrollX;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3 || performance.now() - started > 5_000) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/*
 * What describeFocusedElement measures, in the page. A function given to `evaluate` is sent to
 * the page as its source, so each of these reaches nothing of this module: the one that puts
 * them together gets the others as its argument, sent as source with it (evaluateWithHelpers).
 */

/** A rectangle as a plain Box (a DOMRect does not come back from the page as one). */
function boxOf(rect: DOMRect): Box {
  return {
    top: rect.top,
    right: rect.right,
    bottom: rect.bottom,
    left: rect.left,
    width: rect.width,
    height: rect.height,
  };
}

/** The landmark an element sits in. */
function regionOf(element: Element): FocusStop['region'] {
  return element.closest('[role="dialog"], [role="alertdialog"], dialog')
    ? 'dialog'
    : element.closest('header')
      ? 'header'
      : element.closest('main')
        ? 'main'
        : element.closest('footer')
          ? 'footer'
          : 'other';
}

/** The rings drawn with box-shadow: the colours of those with a spread, and the widest spread. */
function shadowRingsOf(style: CSSStyleDeclaration) {
  // box-shadow: "rgb(11, 12, 12) 0px 0px 0px 6px, ..." — a ring is a shadow with a spread.
  const shadowColors: string[] = [];
  let shadowSpread = 0;
  if (style.boxShadow && style.boxShadow !== 'none') {
    for (const part of style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /rgba?\([^)]*\)/.exec(part)?.[0];
      const lengths = part
        .replace(/rgba?\([^)]*\)/, '')
        .trim()
        .split(/\s+/)
        .filter((token) => token.endsWith('px'))
        .map(parseFloat);
      const spread = lengths[3] ?? 0;
      if (color && spread > 0 && !part.includes('inset')) {
        shadowColors.push(color);
        shadowSpread = Math.max(shadowSpread, spread);
      }
    }
  }
  return { shadowColors, shadowSpread };
}

/** The colour behind the ring: the first ancestor that paints a background (`image`: a picture). */
function backgroundBehind(drawn: Element): string {
  for (let node = drawn.parentElement; node; node = node.parentElement) {
    const nodeStyle = getComputedStyle(node);
    if (nodeStyle.backgroundImage !== 'none' && nodeStyle.backgroundImage !== '') return 'image';
    const color = nodeStyle.backgroundColor;
    const alpha = /rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.[1];
    if (color !== 'transparent' && (alpha === undefined || Number(alpha) >= 0.99)) return color;
  }
  return 'rgb(255, 255, 255)';
}

/** Whether one of nine points spread over `rect` (on screen) hits the fixed header first. */
function coveredByHeaderAt(header: Element | null, element: Element, rect: DOMRect): boolean {
  let coveredByHeader = false;
  if (header && !header.contains(element)) {
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const x = rect.left + rect.width * fx;
        const y = rect.top + rect.height * fy;
        if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && header.contains(hit)) coveredByHeader = true;
      }
    }
  }
  return coveredByHeader;
}

/** The ancestors that clip (overflow not visible) without leaving room for the ring's start. */
function ringClippersOf(drawn: Element, rect: DOMRect, reach: number): string[] {
  const ringClippedBy: string[] = [];
  for (let node = drawn.parentElement; node && node !== document.body; node = node.parentElement) {
    const nodeStyle = getComputedStyle(node);
    if (nodeStyle.overflowX === 'visible' && nodeStyle.overflowY === 'visible') continue;
    const clip = node.getBoundingClientRect();
    const ringEdge = Math.min(reach, 2); // at least the first 2 px of the ring must show
    if (
      rect.left - ringEdge < clip.left - 0.5 ||
      rect.right + ringEdge > clip.right + 0.5 ||
      rect.top - ringEdge < clip.top - 0.5 ||
      rect.bottom + ringEdge > clip.bottom + 0.5
    ) {
      ringClippedBy.push(`${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`);
    }
  }
  return ringClippedBy;
}

const focusHelpers = {
  boxOf,
  regionOf,
  shadowRingsOf,
  backgroundBehind,
  coveredByHeaderAt,
  ringClippersOf,
};

/** The focused element's place, box, ring and surroundings, measured in the page at one moment. */
function focusedElementInPage(helpers: typeof focusHelpers) {
  const element = document.activeElement;
  const header = document.querySelector('body header');
  const headerBox = header ? helpers.boxOf(header.getBoundingClientRect()) : null;
  if (!element || element === document.body || element === document.documentElement) {
    return { tag: 'body', element: false as const, headerBox };
  }
  const region = helpers.regionOf(element);
  // A visually hidden input (react-aria's radio) is drawn by the label around it, which
  // react-aria marks `data-focus-visible`: the ring a visitor sees is that label's.
  const drawn = element.closest('[data-focus-visible]') ?? element;
  const style = getComputedStyle(drawn);
  const { shadowColors, shadowSpread } = helpers.shadowRingsOf(style);
  const background = helpers.backgroundBehind(drawn);
  const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  const outlineOffset = parseFloat(style.outlineOffset) || 0;
  const reach = Math.max(outlineWidth + outlineOffset, shadowSpread);
  const rect = drawn.getBoundingClientRect();
  const coveredByHeader = helpers.coveredByHeaderAt(header, element, rect);
  // An ancestor that clips (overflow not visible) must leave room for the ring.
  const ringClippedBy = helpers.ringClippersOf(drawn, rect, reach);
  // Whether this element comes after the one focused before it, in document order.
  const previous = (window as unknown as { __lastFocused?: Element }).__lastFocused;
  const followsPrevious = previous
    ? Boolean(previous.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
    : null;
  (window as unknown as { __lastFocused?: Element }).__lastFocused = element;
  return {
    tag: element.tagName.toLowerCase(),
    element: true as const,
    region,
    box: helpers.boxOf(rect),
    coveredByHeader,
    headerBox,
    viewportHeight: window.innerHeight,
    ring: {
      outlineStyle: style.outlineStyle,
      outlineWidth,
      outlineOffset,
      outlineColor: style.outlineColor,
      shadowColors,
      shadowSpread,
      background,
    },
    ringClippedBy,
    followsPrevious,
  };
}

/**
 * Runs `main` in the page, in one evaluation, with `helpers` (functions each of which reaches
 * nothing outside itself) as its argument: Playwright sends a function as its source and cannot
 * send functions as arguments, so all of them go as the source of one call.
 */
function evaluateWithHelpers<Helpers extends Record<string, (...args: never[]) => unknown>, R>(
  page: Page,
  main: (helpers: Helpers) => R,
  helpers: Helpers,
): Promise<R> {
  const sources = Object.entries(helpers).map(([name, helper]) => `${name}: ${String(helper)}`);
  return page.evaluate<R>(`(${String(main)})({ ${sources.join(', ')} })`);
}

/** The focused element's place, box, ring and surroundings, measured in the page. */
async function describeFocusedElement(page: Page) {
  return evaluateWithHelpers(page, focusedElementInPage, focusHelpers);
}

/** Forgets the last focused element, so a new journey starts without a "previous" stop. */
export async function resetJourney(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete (window as unknown as { __lastFocused?: Element }).__lastFocused;
  });
}

/** Presses a key and describes where focus landed, once scrolling has stopped. */
export async function pressAndDescribe(
  page: Page,
  cdp: CDPSession,
  key: 'Tab' | 'Shift+Tab',
): Promise<FocusStop> {
  await page.keyboard.press(key);
  await waitForScrollToSettle(page);
  const described = await describeFocusedElement(page);
  const emptyBox = { top: 0, right: 0, bottom: 0, left: 0, width: 0, height: 0 };
  if (!described.element) {
    return {
      tag: 'body',
      role: '',
      name: '',
      region: 'other',
      box: emptyBox,
      coveredByHeader: false,
      headerBox: described.headerBox,
      viewportHeight: 0,
      ring: {
        outlineStyle: 'none',
        outlineWidth: 0,
        outlineOffset: 0,
        outlineColor: '',
        shadowColors: [],
        shadowSpread: 0,
        background: '',
      },
      ringClippedBy: [],
      followsPrevious: null,
    };
  }
  const accessibility = await focusedAccessibility(cdp);
  return {
    tag: described.tag,
    role: accessibility?.role ?? '',
    name: accessibility?.name ?? '',
    region: described.region,
    box: described.box,
    coveredByHeader: described.coveredByHeader,
    headerBox: described.headerBox,
    viewportHeight: described.viewportHeight,
    ring: described.ring,
    ringClippedBy: described.ringClippedBy,
    followsPrevious: described.followsPrevious,
  };
}

/** sRGB channels 0-255 of a computed colour (`rgb()`/`rgba()`), or null if not one. */
export function parseColor(color: string): [number, number, number] | null {
  const match = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(color);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** WCAG 2 relative luminance. */
export function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two luminances. */
export function contrastOfLuminances(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function contrast(a: string, b: string): number | null {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return null;
  return contrastOfLuminances(luminance(first), luminance(second));
}

/**
 * The best contrast the focus indicator reaches against what is behind it. Against a picture
 * (any colour at all), the worst case over every possible background luminance is taken: a
 * two-tone ring (yellow and near-black) stays at 3:1 or more against anything.
 */
export function ringContrast(ring: FocusRing): number {
  const colors = [
    ...(ring.outlineStyle !== 'none' && ring.outlineWidth > 0 ? [ring.outlineColor] : []),
    ...ring.shadowColors,
  ]
    .map(parseColor)
    .filter((color): color is [number, number, number] => color !== null)
    .map(luminance);
  if (colors.length === 0) return 0;
  const best = (background: number) =>
    Math.max(...colors.map((color) => contrastOfLuminances(color, background)));
  if (ring.background === 'image') {
    let worst = Infinity;
    for (let step = 0; step <= 100; step++) worst = Math.min(worst, best(step / 100));
    return worst;
  }
  const background = parseColor(ring.background);
  return background ? best(luminance(background)) : 0;
}
