/**
 * What people who change the colours depend on, in real Chromium against the built site:
 * forced colours (Windows High Contrast), the focused skip link in them, text contrast of at
 * least 7:1 (WCAG 1.4.6, promised by the accessibility statement), the words and marks laid over
 * pictures (which the engines cannot measure) and the form's field edges (1.4.11).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '../src/content/contactForm';
import { shell } from '../src/content/site';
import { contrast, parseColor, pressAndDescribe } from '../src/testing/browser/focus';
import { openVideo } from '../src/testing/browser/lightboxViewer';
import { projectRoot } from '../src/testing/browser/site';
import { auditRoutes, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

const forcedColorsDir = path.join(projectRoot, 'reports/forced-colors');

describe('forced colours (Windows High Contrast)', () => {
  beforeAll(async () => {
    await mkdir(forcedColorsDir, { recursive: true });
  });

  it.each(auditRoutes)(
    '$path: screenshot saved; every control has a visible edge or text; focus ring kept',
    async ({ slug, path: routePath }) => {
      const { page } = await site.sharedTab(routePath, {
        viewport: viewportFor(1280),
        forcedColors: 'active',
        // Smooth scrolling off, so each Tab stop can be measured at once.
        reducedMotion: 'reduce',
      });
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      // No ceiling of Playwright's own (30 s): the conformance report's whole page, very tall,
      // took longer than that on a busy two-core machine. The test's ceiling, below, remains.
      await page.screenshot({
        path: path.join(forcedColorsDir, `${slug}.png`),
        fullPage: true,
        timeout: 0,
      });

      // In forced colours backgrounds are replaced, so a button told apart only by its fill
      // would lose its shape: text buttons and fields need a border; links keep their system
      // link colour.
      const invisible = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('button, input, textarea, select')]
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => !element.closest('[aria-hidden="true"]'))
          // A picture or video is not recoloured, so a button made of one stays visible.
          .filter((element) => !element.querySelector('img, video, picture'))
          // A native radio button or checkbox is drawn by the browser in the system's colours,
          // its ring or box included (seen in this test's screenshots), unless restyled.
          .filter(
            (element) =>
              !(
                element instanceof HTMLInputElement &&
                (element.type === 'radio' || element.type === 'checkbox') &&
                getComputedStyle(element).appearance !== 'none'
              ),
          )
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
    // A ceiling, not a pace: the tallest page's screenshot and its 150 Tab stops, on a busy
    // machine (vite.config.ts, "Ceilings, not paces").
    180_000,
  );
});

describe('forced colours: the focused skip link', () => {
  it('keeps its words readable against what is painted behind them', async () => {
    const { page } = await site.sharedTab('/', {
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
 * Every piece of text and its contrast: the statement promises 7:1 for text (WCAG 1.4.6, AAA),
 * 4.5:1 for large text (24 px, or 18.66 px bold). What is behind the words is their see-through
 * fills composited down to the first opaque one; over a picture (an image or video under the
 * words, or a background image), which axe leaves undecided ("needs review"), the fills are
 * composited over white and over black, the brightest and the darkest a picture can be, and the
 * weaker of the two is judged. The page says what it paints (`paintedText`); the compositing and
 * the ratio are this file's `seenOver` and focus.ts's `contrast`, as for the thumbnails below.
 */
async function lowContrastText(page: Page) {
  const texts = await page.evaluate(paintedText);
  return texts.flatMap(({ text, color, fills, under, onPicture, large }) => {
    const judged = under.map((base) => {
      const behind = fills.reduceRight<Rgb>(
        (below, fill) => parseColor(seenOver(fill, below))!,
        base,
      );
      const shown = `rgb(${behind.join(', ')})`;
      return { ratio: contrast(seenOver(color, behind), shown) ?? 0, shown };
    });
    const weakest = judged.reduce((low, each) => (each.ratio < low.ratio ? each : low));
    if (weakest.ratio >= (large ? 4.5 : 7)) return [];
    const where = onPicture ? ' (over a picture, at its worst)' : '';
    return [`"${text}" ${color} on ${weakest.shown}${where}: ${weakest.ratio.toFixed(2)}:1`];
  });
}

type Rgb = [number, number, number];

/**
 * In the page: each painted piece of text, its colour, the see-through fills behind it (nearest
 * first) and what lies under the last: the canvas (white), an opaque fill, or a picture (white
 * and black, its extremes).
 */
function paintedText() {
  const channels = (color: string) => {
    const [r = 0, g = 0, b = 0, a = 1] = (/rgba?\(([^)]*)\)/.exec(color)?.[1] ?? '0,0,0,0')
      .split(/[,\s/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a] as const;
  };
  const texts: {
    text: string;
    color: string;
    fills: string[];
    under: [number, number, number][];
    onPicture: boolean;
    large: boolean;
  }[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (!ownText || element.getClientRects().length === 0) continue;
    if (element.closest('.visually-hidden, [aria-hidden="true"], [inert]')) continue;
    // Not painted: hidden, see-through, or inside a closed disclosure (hidden="until-found",
    // whose words keep their boxes under content-visibility: hidden).
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
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
    const fills: string[] = [];
    let under: [number, number, number][] = [[255, 255, 255]];
    let onPicture = false;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      const nodeStyle = getComputedStyle(node);
      // A picture inside this box, under the words, is painted over the box's own fills.
      const picture =
        node !== element &&
        [...node.querySelectorAll('img, picture, video')].some(
          (media) => !media.contains(element) && overlaps(media),
        );
      if (picture || nodeStyle.backgroundImage !== 'none') {
        under = [
          [255, 255, 255],
          [0, 0, 0],
        ];
        onPicture = true;
        break;
      }
      const [r, g, b, alpha] = channels(nodeStyle.backgroundColor);
      if (alpha >= 0.99) {
        under = [[r, g, b]];
        break;
      }
      if (alpha > 0) fills.push(nodeStyle.backgroundColor);
    }
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    texts.push({ text: ownText.slice(0, 40), color: style.color, fills, under, onPicture, large });
  }
  return texts;
}

describe('text contrast of at least 7:1 (WCAG 1.4.6, promised by the statement)', () => {
  it.each(auditRoutes)('$path', async ({ path: routePath }) => {
    const { page } = await site.sharedTab(routePath, { viewport: viewportFor(1280) });
    expect(await lowContrastText(page)).toEqual([]);
  });

  it('the viewer on a video, its words over the video and the stage, at their worst', async () => {
    const { page } = await site.sharedTab('/impact', {
      viewport: viewportFor(1280),
      reducedMotion: 'reduce',
    });
    await openVideo(page, 1);
    expect(await lowContrastText(page)).toEqual([]);
  });

  it("the contact form's error messages", async () => {
    const { page } = await site.sharedTab('/contact', {
      viewport: viewportFor(1280),
      reducedMotion: 'reduce',
    });
    // A message alone: the service refuses it, and the fields say why.
    await page.getByRole('radio', { name: contactForm.writer.adult }).check();
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

/**
 * A colour with its alpha ("rgba(0, 0, 0, 0.72)"), laid over an opaque backdrop: what is seen.
 * Over a picture the backdrop is any colour at all; white and black bound what is seen.
 */
function seenOver(color: string, backdrop: Rgb): string {
  const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
  if (!match) throw new Error(`Not a colour Chromium computes: ${color}`);
  const alpha = match[4] === undefined ? 1 : Number(match[4]);
  const mixed = [1, 2, 3].map((index) =>
    Math.round(Number(match[index]) * alpha + backdrop[index - 1]! * (1 - alpha)),
  );
  return `rgb(${mixed.join(', ')})`;
}

describe('words and marks over pictures (WCAG 1.4.3, 1.4.11): measured over the brightest and the darkest picture', () => {
  it.each(['light', 'dark'] as const)(
    "each thumbnail's length at least 7:1 and its play mark at least 3:1, in the %s colour scheme",
    async (colorScheme) => {
      const { page } = await site.newPage({ viewport: viewportFor(1280), colorScheme });
      await site.visit(page, '/impact');
      const marks = await page.evaluate(() =>
        [...document.querySelectorAll('main button')]
          .filter((button) => button.querySelector('svg circle'))
          .map((button) => {
            const length = [...button.querySelectorAll('[aria-hidden="true"]')].find((span) =>
              /^\d+:\d\d$/.test(span.textContent ?? ''),
            );
            const style = length ? getComputedStyle(length) : null;
            return {
              name: button.textContent ?? '',
              lengthText: style?.color ?? '',
              lengthBox: style?.backgroundColor ?? '',
              disc: getComputedStyle(button.querySelector('svg circle')!).fill,
              triangle: getComputedStyle(button.querySelector('svg path')!).fill,
            };
          }),
      );
      expect(marks).toHaveLength(6);
      const weak: string[] = [];
      for (const backdrop of [
        [255, 255, 255],
        [0, 0, 0],
      ] as [number, number, number][]) {
        for (const mark of marks) {
          const box = seenOver(mark.lengthBox, backdrop);
          const text = contrast(seenOver(mark.lengthText, parseColor(box)!), box) ?? 0;
          if (text < 7) weak.push(`${mark.name}: length ${text.toFixed(2)}:1 over ${backdrop}`);
          const disc = seenOver(mark.disc, backdrop);
          const play = contrast(seenOver(mark.triangle, parseColor(disc)!), disc) ?? 0;
          if (play < 3) weak.push(`${mark.name}: play mark ${play.toFixed(2)}:1 over ${backdrop}`);
        }
      }
      expect(weak).toEqual([]);
    },
  );
});

describe("the contact form's fields (WCAG 1.4.11): their edges at least 3:1 against what is around them", () => {
  it.each(['light', 'dark'] as const)('in the %s colour scheme', async (colorScheme) => {
    const { page } = await site.newPage({ viewport: viewportFor(1280), colorScheme });
    await site.visit(page, '/contact');
    await page.getByRole('radio', { name: contactForm.writer.adult }).check();
    await page.getByRole('textbox').first().waitFor();
    const edges = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main input:not([type="hidden"]), main textarea')]
        .filter(
          (field) => field.getClientRects().length > 0 && !field.closest('[aria-hidden="true"]'),
        )
        .filter((field) => !['radio', 'checkbox'].includes((field as HTMLInputElement).type))
        .map((field) => {
          // What is around the field: the first box behind it with a colour of its own.
          let around = 'rgb(255, 255, 255)';
          for (let node = field.parentElement; node; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor;
            if (!/rgba\(0, 0, 0, 0\)|transparent/.test(color)) {
              around = color;
              break;
            }
          }
          return {
            name: field.getAttribute('name') ?? field.id,
            border: getComputedStyle(field).borderTopColor,
            borderWidth: parseFloat(getComputedStyle(field).borderTopWidth),
            around,
          };
        }),
    );
    expect(edges.length).toBeGreaterThanOrEqual(3);
    const weak = edges
      .filter((edge) => edge.borderWidth < 1 || (contrast(edge.border, edge.around) ?? 0) < 3)
      .map((edge) => `${edge.name}: ${edge.border} (${edge.borderWidth} px) on ${edge.around}`);
    expect(weak).toEqual([]);
  });
});

describe("the player's sliders (WCAG 1.4.11): track, fill and knob at least 3:1 against what is around them", () => {
  it.each(['light', 'dark'] as const)('in the %s colour scheme', async (colorScheme) => {
    const { page } = await site.newPage({ viewport: viewportFor(1280), colorScheme });
    await site.visit(page, '/impact');
    await openVideo(page, 1);
    const sliders = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLInputElement>(
          '[data-player-controls] input[type="range"]',
        ),
      ].map((input) => {
        // The track is the knob's parent; its line is its ::before, its knob the knob's ::after.
        const knob = input.parentElement!;
        const track = knob.parentElement!;
        let around = '';
        for (let node = track.parentElement; node && !around; node = node.parentElement) {
          const color = getComputedStyle(node).backgroundColor;
          if (!/rgba\(0, 0, 0, 0\)|transparent/.test(color)) around = color;
        }
        const line = getComputedStyle(track, '::before');
        return {
          // Named by its label, through aria-labelledby (React Aria).
          name: (input.getAttribute('aria-labelledby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
            .trim(),
          around,
          line: line.backgroundColor,
          lineOpacity: Number(line.opacity),
          // The fill is the track's first child (PlayerSlider), drawn under the knob.
          fill: getComputedStyle(track.firstElementChild!).backgroundColor,
          knob: getComputedStyle(knob, '::after').backgroundColor,
        };
      }),
    );
    expect(sliders).toHaveLength(2);
    const weak: string[] = [];
    for (const slider of sliders) {
      const around = parseColor(slider.around)!;
      // The line is drawn at its opacity over what is around it: what the eye sees is the mix.
      const lineColour = parseColor(slider.line)!;
      const line = seenOver(
        `rgba(${lineColour.join(', ')}, ${slider.lineOpacity})`,
        around as [number, number, number],
      );
      for (const [part, colour] of [
        ['line', line],
        ['fill', slider.fill],
        ['knob', slider.knob],
      ] as const) {
        const ratio = contrast(colour, slider.around) ?? 0;
        if (ratio < 3)
          weak.push(
            `${slider.name} ${part}: ${ratio.toFixed(2)}:1 (${colour} on ${slider.around})`,
          );
      }
    }
    expect(weak).toEqual([]);
  });
});
