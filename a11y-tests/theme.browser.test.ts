/**
 * The colour themes, in real Chromium against the built site: the light and the dark theme
 * (`prefers-color-scheme`) both keep AAA contrast on every route and in every open state, and in
 * forced colours (Windows High Contrast) the current page's link is told apart by its shape, not
 * by a colour the system replaces.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pages, shell } from '../src/content/site';
import { runAxeRules } from './audit/axe';
import { luminance, parseColor } from '../src/testing/browser/focus';
import { auditRoutes, openStates, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/**
 * Opens a route in the file's shared tab for these options (`sharedTab`: a new document each
 * time, nothing of the last visit kept), with smooth scrolling off.
 */
const load = async (routePath: string, options: BrowserContextOptions): Promise<Page> =>
  (await site.sharedTab(routePath, { reducedMotion: 'reduce', ...options })).page;

/** WCAG 2 contrast (AA) and enhanced contrast (AAA: 7:1, 4.5:1 for large text). */
const CONTRAST_RULES = ['color-contrast', 'color-contrast-enhanced'];

async function contrastViolations(page: Page): Promise<string[]> {
  const violations = await runAxeRules(page, CONTRAST_RULES);
  return violations.flatMap((rule) =>
    rule.nodes.map((node) => `${rule.id}: ${node.target} ${node.failureSummary}`),
  );
}

/** The page's own surface and words, as the theme paints them. */
async function bodyColours(page: Page) {
  const { background, color, scheme } = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return {
      background: style.backgroundColor,
      color: style.color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    };
  });
  const lum = (value: string) => {
    const rgb = parseColor(value);
    if (!rgb) throw new Error(`not a colour: ${value}`);
    return luminance(rgb);
  };
  return { background, scheme, backgroundLuminance: lum(background), textLuminance: lum(color) };
}

const schemes = ['light', 'dark'] as const;

/** The menu and the form's dialogs: the open states whose colours the themes change. */
const themedStates = openStates.filter((state) =>
  /^([a-z]+-)?(mobile-menu-320|contact-.*-1280)$/.test(state.slug),
);

describe.each(schemes)('contrast in the %s theme (axe: AA and AAA)', (colorScheme) => {
  it.each(auditRoutes)('$path', async ({ path: routePath }) => {
    const page = await load(routePath, { viewport: viewportFor(1280), colorScheme });
    expect(
      await page.evaluate(
        (scheme) => matchMedia(`(prefers-color-scheme: ${scheme})`).matches,
        colorScheme,
      ),
    ).toBe(true);
    const body = await bodyColours(page);
    if (colorScheme === 'dark') {
      // The dark block in tokens.css is what makes this true: without it the page stays white.
      expect(body.backgroundLuminance, `body background ${body.background}`).toBeLessThan(0.02);
      expect(body.textLuminance).toBeGreaterThan(0.6);
      expect(body.scheme).toBe('dark');
    } else {
      expect(body.backgroundLuminance, `body background ${body.background}`).toBeGreaterThan(0.9);
      expect(body.scheme).toBe('light');
    }
    expect(await contrastViolations(page)).toEqual([]);
  });

  it.each(themedStates)('$name at $width px', async (state) => {
    const page = await load(state.route, { viewport: viewportFor(state.width), colorScheme });
    await state.open(page);
    if (colorScheme === 'dark') {
      expect((await bodyColours(page)).backgroundLuminance).toBeLessThan(0.02);
    }
    expect(await contrastViolations(page)).toEqual([]);
  });
});

/**
 * How a link looks apart from its colours: the widths of the borders it paints, its
 * underline's line and style, its weight. Colours are left out on purpose: forced colours
 * replace them all.
 */
async function shapes(nav: Locator) {
  return nav.locator('a').evaluateAll((links) =>
    links.map((link) => {
      const style = getComputedStyle(link);
      const side = (name: string) =>
        style.getPropertyValue(`border-${name}-style`) === 'none'
          ? 0
          : parseFloat(style.getPropertyValue(`border-${name}-width`));
      return {
        current: link.getAttribute('aria-current') === 'page',
        name: (link.textContent ?? '').trim(),
        shape: JSON.stringify({
          borders: ['top', 'right', 'bottom', 'left'].map(side),
          decoration: `${style.textDecorationLine} ${style.textDecorationStyle}`,
          weight: style.fontWeight,
        }),
      };
    }),
  );
}

function expectCurrentStandsOut(
  found: { current: boolean; name: string; shape: string }[],
  expectedName: string,
) {
  const current = found.filter((link) => link.current);
  expect(current.map((link) => link.name)).toEqual([expectedName]);
  const others = found.filter((link) => !link.current);
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) {
    expect(other.shape, `"${other.name}" looks like the current "${expectedName}"`).not.toBe(
      current[0]?.shape,
    );
  }
}

describe('forced colours: the current page is marked by more than colour', () => {
  it.each(pages)('$path: header and footer navigation at 1280 px', async (page_) => {
    const page = await load(page_.path, {
      viewport: viewportFor(1280),
      forcedColors: 'active',
    });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const header = page.locator('header').getByRole('navigation', { name: shell.mainNavLabel });
    await header.waitFor();
    expectCurrentStandsOut(await shapes(header), page_.navLabel);
    const footer = page.locator('footer').getByRole('navigation');
    expectCurrentStandsOut(await shapes(footer), page_.navLabel);
  });

  it('the logo shows its mark alone: its name is drawn in white, and the bar may be white', async () => {
    const widths = async (forcedColors: 'active' | 'none') => {
      const page = await load('/', { viewport: viewportFor(1280), forcedColors });
      const logo = page.getByRole('link', { name: shell.logoAlt });
      return logo.locator('img').evaluate((image) => image.getBoundingClientRect().width);
    };
    // The whole picture (mark and name) without forced colours, its first 40 px with them.
    expect(await widths('none')).toBe(160);
    expect(await widths('active')).toBe(40);
  });

  it('in the open menu at 390 px', async () => {
    const story = pages[1];
    if (!story) throw new Error('the route table has no second page');
    const page = await load(story.path, { viewport: viewportFor(390), forcedColors: 'active' });
    await page.getByRole('button', { name: shell.openMenu }).click();
    const dialog = page.getByRole('dialog', { name: shell.menuTitle });
    await dialog.waitFor();
    const nav = dialog.getByRole('navigation', { name: shell.mainNavLabel });
    expectCurrentStandsOut(await shapes(nav), story.navLabel);
  });
});
