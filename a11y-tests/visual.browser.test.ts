/**
 * What people who change how the page looks depend on, in real Chromium against the built site:
 * reflow at 320 px and at 400 % zoom (WCAG 1.4.10), the text-spacing overrides of 1.4.12, forced
 * colours (Windows High Contrast), target size (2.5.8) and reduced motion (2.3.3).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../src/content/contactForm';
import { shell } from '../src/content/site';
import { contrast, pressAndDescribe } from '../src/testing/browser/focus';
import { projectRoot } from '../src/testing/browser/site';
import {
  auditRoutes,
  openStates,
  viewportFor,
  waitUntilStill,
  type OpenState,
} from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/**
 * Opens a route in the file's shared tab for these options (`sharedTab`: a new document each
 * time, nothing of the last visit kept). The checks that change the tab itself (an init script
 * recording motion) use `site.newPage`.
 */
async function load(routePath: string, options: BrowserContextOptions): Promise<Page> {
  const { page } = await site.sharedTab(routePath, options);
  return page;
}

/** Elements wider than the viewport or sticking out of it, outside scrollable boxes. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      // Content inside a box that scrolls on its own (a wide table), or cut off by a box that
      // itself fits, cannot make the page scroll sideways.
      let contained = false;
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const box = node.getBoundingClientRect();
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') contained = true;
        const clips =
          style.overflowX === 'hidden' || style.overflowX === 'clip' || style.clipPath !== 'none';
        if (clips && box.left >= -1 && box.right <= width + 1) contained = true;
      }
      if (contained) continue;
      if (rect.right > width + 1 || rect.left < -1) {
        offenders.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(rect.left)}..${Math.round(rect.right)}`,
        );
      }
    }
    window.scrollTo(10_000, window.scrollY);
    const scrolledSideways = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      scrolledSideways,
      offenders,
    };
  });
}

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
    const page = await load('/about', {
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

/** Text cut off by a box that hides overflow, and text boxes painted over one another. */
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
    const textElements = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) =>
        !element.closest('.visually-hidden, [aria-hidden="true"], script, style') &&
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
      for (
        let node: HTMLElement | null = element;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        const hidesX = style.overflowX === 'hidden' || style.overflowX === 'clip';
        const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (
          (hidesY && node.scrollHeight > node.clientHeight + 1) ||
          (hidesX && node.scrollWidth > node.clientWidth + 1)
        ) {
          clipped.push(`${describe(element)} cut off by ${describe(node)}`);
          break;
        }
      }
    }
    // Overlap: two text boxes (neither inside the other) sharing more than a sliver of area.
    // Each line box of an element is its own rectangle: an inline element that wraps onto a
    // second line ("IBM Equal Access" in a sentence) has a bounding box spanning both lines
    // whole, which would seem to cover the words beside it though nothing is painted there.
    const overlapping: string[] = [];
    const boxes = textElements.map((element) => ({
      element,
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
      const page = await load(routePath, { viewport: viewportFor(width) });
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

const forcedColorsDir = path.join(projectRoot, 'reports/forced-colors');

describe('forced colours (Windows High Contrast)', () => {
  beforeAll(async () => {
    await mkdir(forcedColorsDir, { recursive: true });
  });

  it.each(auditRoutes)(
    '$path: screenshot saved; every control has a visible edge or text; focus ring kept',
    async ({ slug, path: routePath }) => {
      const page = await load(routePath, {
        viewport: viewportFor(1280),
        forcedColors: 'active',
        // Smooth scrolling off, so each Tab stop can be measured at once.
        reducedMotion: 'reduce',
      });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      await page.screenshot({ path: path.join(forcedColorsDir, `${slug}.png`), fullPage: true });

      // In forced colours backgrounds are replaced, so a button told apart only by its fill
      // would lose its shape: text buttons and fields need a border; links keep their system
      // link colour.
      const invisible = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, input, textarea, select')]
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => !element.closest('[aria-hidden="true"]'))
          // A picture or video is not recoloured, so a button made of one stays visible.
          .filter((element) => !element.querySelector('img, video, picture'))
          .filter((element) => {
            const style = getComputedStyle(element);
            return !['Top', 'Right', 'Bottom', 'Left'].some(
              (side) =>
                style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
                parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
            );
          })
          .map((element) => element.outerHTML.slice(0, 100)),
      );
      expect(invisible).toEqual([]);

      const cdp = await page.context().newCDPSession(page);
      const noRing: string[] = [];
      for (let i = 0; i < 150; i++) {
        const stop = await pressAndDescribe(page, cdp, 'Tab');
        if (stop.tag === 'body') break;
        if (stop.ring.outlineStyle === 'none' || stop.ring.outlineWidth < 2) {
          noRing.push(`${stop.role} "${stop.name}": outline ${stop.ring.outlineStyle}`);
        }
      }
      await cdp.detach();
      expect(noRing).toEqual([]);
    },
  );
});

describe('forced colours: the focused skip link', () => {
  it('keeps its words readable against what is painted behind them', async () => {
    const page = await load('/', {
      viewport: viewportFor(1280),
      forcedColors: 'active',
      reducedMotion: 'reduce',
    });
    await page.keyboard.press('Tab');
    const colours = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const style = getComputedStyle(link);
      const probe = document.createElement('span');
      probe.style.color = 'Canvas';
      document.body.append(probe);
      const canvas = getComputedStyle(probe).color;
      probe.remove();
      return {
        text: link.textContent,
        color: style.color,
        background: style.backgroundColor,
        adjust: style.forcedColorAdjust,
        canvas,
      };
    });
    expect(colours.text).toBe(shell.skipLink);
    // In forced colours Chromium paints a backplate of the theme's Canvas colour behind text
    // (unless the element opts out with forced-color-adjust: none). The words were once given
    // that very colour: 1.00:1, invisible.
    const behindText = colours.adjust === 'none' ? colours.background : colours.canvas;
    expect(contrast(colours.color, behindText) ?? 0).toBeGreaterThanOrEqual(7);
  });
});

/**
 * Every piece of text whose colours are known (a plain fill behind it, no picture) and its
 * contrast, in the page: the statement promises 7:1 for text (WCAG 1.4.6, AAA), 4.5:1 for large
 * text (24 px, or 18.66 px bold).
 */
function lowContrastText(page: Page) {
  return page.evaluate(() => {
    const channels = (color: string) =>
      (/rgba?\(([^)]*)\)/.exec(color)?.[1] ?? '0,0,0,0')
        .split(/[,\s/]+/)
        .filter(Boolean)
        .map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color);
      const linear = (value: number) => {
        const s = value / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!ownText || element.getClientRects().length === 0) continue;
      if (element.closest('.visually-hidden, [aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const box = element.getBoundingClientRect();
      const overlaps = (other: Element) => {
        const rect = other.getBoundingClientRect();
        return (
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top
        );
      };
      // The canvas is white unless some ancestor paints; null when it cannot be told here.
      let background: string | null = 'rgb(255, 255, 255)';
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        if (nodeStyle.backgroundImage !== 'none') {
          background = null; // a picture: left to people and engines
          break;
        }
        // Words laid over a photo (a hero): also left to people and engines.
        const picture = [...node.querySelectorAll('img, picture, video')].some(
          (media) => !media.contains(element) && overlaps(media),
        );
        if (picture) {
          background = null;
          break;
        }
        const alpha = channels(nodeStyle.backgroundColor)[3];
        if (alpha === undefined || alpha >= 0.99) {
          background = nodeStyle.backgroundColor;
          break;
        }
        if (alpha > 0) {
          background = null; // see-through over something else: not decidable here
          break;
        }
      }
      if (!background) continue;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const a = luminance(style.color);
      const b = luminance(background);
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < (large ? 4.5 : 7)) {
        found.push(
          `"${ownText.slice(0, 40)}" ${style.color} on ${background}: ${ratio.toFixed(2)}:1`,
        );
      }
    }
    return found;
  });
}

describe('text contrast of at least 7:1 (WCAG 1.4.6, promised by the statement)', () => {
  it.each(auditRoutes)('$path', async ({ path: routePath }) => {
    const { page } = await site.sharedTab(routePath, { viewport: viewportFor(1280) });
    expect(await lowContrastText(page)).toEqual([]);
  });

  it("the contact form's error messages", async () => {
    const page = await load('/contact', { viewport: viewportFor(1280), reducedMotion: 'reduce' });
    // A message alone: the service refuses it, and the fields say why.
    await page
      .getByRole('textbox', { name: new RegExp(`^${contactForm.fields.message.label}`) })
      .fill('A message with no way to reply to it.');
    await page.getByRole('button', { name: contactForm.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: contactForm.failure.title });
    await dialog.waitFor();
    expect(await lowContrastText(page)).toEqual([]);
    await dialog.getByRole('button').first().click();
    await dialog.waitFor({ state: 'detached' });
    const errors = page.getByText(contactForm.errorPrefix);
    await errors.first().waitFor();
    expect(await errors.count()).toBeGreaterThan(0);
    expect(await lowContrastText(page)).toEqual([]);
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

async function openStateOn(page: Page, slug: string): Promise<OpenState> {
  const state = openStates.find((candidate) => candidate.slug === slug);
  if (!state) throw new Error(`No open state "${slug}" in src/testing/browser/states.ts`);
  await state.open(page);
  return state;
}

/**
 * Running animations with a real duration, and elements that framer-motion (or CSS) left short
 * of their resting state: not fully opaque, or still moved or scaled.
 */
function motionLeft(page: Page) {
  return page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        return animation.playState === 'running' && duration > 0;
      })
      .map((animation) => `${animation.constructor.name} ${animation.id}`);
    const unsettled = [...document.querySelectorAll<HTMLElement>('[style]')]
      .filter((element) => /opacity|transform/.test(element.getAttribute('style') ?? ''))
      .filter((element) => {
        const style = getComputedStyle(element);
        const still = style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)';
        return style.opacity !== '1' || !still;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} opacity ${getComputedStyle(element).opacity} transform ${getComputedStyle(element).transform}`,
      );
    return {
      running,
      unsettled,
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

/**
 * Records, from the first script of the page on, every sign of motion: Web Animations started
 * with a duration (framer-motion uses them), CSS transitions and animations that run, and inline
 * styles that framer-motion writes frame by frame, caught half way (opacity between 0 and 1, a
 * slide between its start and end). A state that opens at rest leaves the record empty.
 */
function recordMotion() {
  const record: string[] = [];
  (window as unknown as { __motion: string[] }).__motion = record;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0);
    if (duration > 0) record.push(`animate() ${duration} ms on ${this.tagName.toLowerCase()}`);
    return animate.call(this, keyframes, options);
  };
  document.addEventListener('transitionrun', (event) => {
    record.push(`transition of ${event.propertyName} on ${(event.target as Element).tagName}`);
  });
  document.addEventListener('animationstart', (event) => {
    const target = event.target as Element;
    if (getComputedStyle(target).animationDuration !== '0s') {
      record.push(`CSS animation ${event.animationName} on ${target.tagName}`);
    }
  });
  // A jump from the start to the end (opacity 0 then 1) is no motion; a third value between
  // them, or an opacity part-way, is a frame of an animation.
  const transforms = new Map<Element, Set<string>>();
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target as HTMLElement;
      const style = target.getAttribute('style') ?? '';
      const opacity = /opacity:\s*([\d.]+)/.exec(style)?.[1];
      if (opacity !== undefined && Number(opacity) > 0.01 && Number(opacity) < 0.99) {
        record.push(`opacity ${opacity} on ${target.tagName}`);
      }
      const transform = /transform:\s*([^;]+)/.exec(style)?.[1]?.trim();
      if (transform !== undefined) {
        const seen = transforms.get(target) ?? new Set<string>();
        seen.add(transform);
        transforms.set(target, seen);
        if (seen.size === 3)
          record.push(`moved through ${[...seen].join(' -> ')} on ${target.tagName}`);
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
}

describe('reduced motion (WCAG 2.3.3): nothing moves', () => {
  /** The states that open with motion by default. */
  const cases = [
    'mobile-menu-320',
    'lightbox-video-1280',
    'lightbox-image-320',
    'contact-success-1280',
    'contact-error-320',
  ];

  it.each(cases)('%s opens without any motion, and ends at rest', async (slug) => {
    const state = openStates.find((candidate) => candidate.slug === slug);
    if (!state) throw new Error(`No open state "${slug}" in src/testing/browser/states.ts`);
    const { page } = await site.newPage({
      viewport: viewportFor(state.width),
      reducedMotion: 'reduce',
    });
    await page.addInitScript(recordMotion);
    await site.visit(page, state.route);
    await state.open(page);
    const record = await page.evaluate(
      () => (window as unknown as { __motion: string[] }).__motion,
    );
    expect(record).toEqual([]);
    const left = await motionLeft(page);
    expect(left.running).toEqual([]);
    expect(left.unsettled).toEqual([]);
    // No smooth scrolling either.
    expect(left.scrollBehavior).toBe('auto');
    await page.context().close();
  });

  it('without the preference, the same record does catch the menu sliding in', async () => {
    // Proves the recorder works: the check above would pass for nothing otherwise.
    const { page } = await site.newPage({ viewport: viewportFor(320) });
    await page.addInitScript(recordMotion);
    await site.visit(page, '/about');
    await openStateOn(page, 'mobile-menu-320');
    const record = await page.evaluate(
      () => (window as unknown as { __motion: string[] }).__motion,
    );
    expect(record.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('the open menu sits at its final place at once, flush with the right edge', async () => {
    const page = await load('/about', { viewport: viewportFor(320), reducedMotion: 'reduce' });
    const button = page.getByRole('button', { name: shell.openMenu });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: shell.menuTitle });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(320);
    await waitUntilStill(dialog);
    expect(await dialog.boundingBox()).toEqual(box);
  });
});
