/**
 * The second engine, the keyboard journeys (issue 46; docs/testing.md, "Firefox"): the skip link,
 * the menu and the Impact page's viewer in both languages, in Debian's Firefox ESR
 * (puppeteer-core over WebDriver BiDi), then reduced motion and forced colours set in Firefox's
 * own preferences. Elements are found by role and name in Gecko's own accessibility tree
 * (`waitForNamed`, `whereFocusIs`), with the words of the page's language; the journeys are the
 * Chromium files' (shell, lightbox, motion, colours), with their names and recorders shared.
 *
 * Kept cheap: one Firefox at a time, a tab for each test, the pages one after another; the run's
 * shared site (globalSetup.ts).
 */
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeTable } from '../src/content/routeTable';
import { FOCUS_START_ATTRIBUTE } from '../src/lib/focus';
import { viewports } from '../src/testing/browser/browser';
import {
  firefoxPreferences,
  focusReaches,
  launchFirefox,
  openInFirefox,
  sizeFirefoxPage,
  waitForNamed,
  whereFocusIs,
} from '../src/testing/browser/firefox';
import { installRecorder, type FocusTrailEntry } from '../src/testing/browser/focusTrail';
import { headerStops } from '../src/testing/browser/headerStops';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { viewerNamesIn } from '../src/testing/browser/lightbox';
import { motionLeft, motionRecorded, recordMotion } from '../src/testing/browser/motion';

const languages = siteLanguages.map(({ folder }) => folder);
const url = (path: string) => `${inject('baseUrl')}${path}`;

/** Every element focus reached, and each rest on the document, since `startTrail` (focusTrail.ts). */
const startTrail = (page: Page) => page.evaluate(() => window.__startFocusTrail?.());
const trail = (page: Page): Promise<FocusTrailEntry[]> =>
  page.evaluate(() => [...(window.__focusTrail ?? [])]);
const restsOnTheDocument = async (page: Page) =>
  (await trail(page)).filter((entry) => entry.kind === 'document').length;

/** Whether focus is inside the open dialog (the menu or the viewer). */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

/**
 * Presses Tab until focus is on what the markup says is this role and name (at most `most`
 * times), then asks Gecko's tree that it is (one search, where one a press would take seconds).
 */
async function tabTo(page: Page, role: string, name: string, most = 20) {
  for (let pressed = 0; pressed < most; pressed += 1) {
    const focused = await focusedAsMarkedUp(page);
    if (focused.role === role && focused.name === name) break;
    await page.keyboard.press('Tab');
  }
  expect(await whereFocusIs(page, role, name)).toBe(`${role} "${name}"`);
}

/** The Impact page's two galleries, where Gecko's tree is searched for a thumbnail. */
const thumbnails = 'main ul:has(button img)';

/**
 * A Firefox for the describe block, and a tab of its own for each test, every document in it
 * recording focus and motion from its first script. Not one tab for all: once focus has gone past
 * a page's last stop into Firefox's own window, a headless tab never has it back
 * (`document.hasFocus()` stays false, so `:focus-visible` never matches again).
 */
function firefoxWithATabPerTest(prefs: Record<string, number> = {}) {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchFirefox({ prefs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async () => {
    await page?.close();
    page = await browser!.newPage();
    await page.evaluateOnNewDocument(installRecorder);
    await page.evaluateOnNewDocument(recordMotion);
    return page;
  };
}

/**
 * The focused element's role and name as its markup suggests them (`role`, or the tag's;
 * `aria-label`, or its words), for `whereFocusIs` to confirm in Gecko's own tree.
 */
function focusedAsMarkedUp(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const tag = element?.tagName.toLowerCase() ?? '';
    const roles: Record<string, string> = { a: 'link', button: 'button' };
    return {
      role: element?.getAttribute('role') ?? roles[tag] ?? tag,
      name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    };
  });
}

describe('in Firefox', () => {
  const newTab = firefoxWithATabPerTest();

  describe.each(languages)('in %s', (folder) => {
    const words = wordsOf[folder]!;
    const { shell } = words.site;

    it('the skip link is the first stop, and Enter moves focus to the start of main', async () => {
      const page = await newTab();
      await sizeFirefoxPage(page, viewports.desktop);
      await openInFirefox(page, url(pathIn(folder, '/about')));
      await page.keyboard.press('Tab');
      expect(await whereFocusIs(page, 'link', shell.skipLink)).toBe(`link "${shell.skipLink}"`);
      await page.keyboard.press('Enter');
      const atStartOfMain = () =>
        page.evaluate(
          (attribute) => document.activeElement === document.querySelector(`main > [${attribute}]`),
          FOCUS_START_ATTRIBUTE,
        );
      await expect.poll(atStartOfMain).toBe(true);
      // The next Tab goes on inside main.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)),
      ).toBe(true);
    });

    it('the menu at a phone width: the header by Tab, Enter opens it, Tab stays inside, Escape gives focus back to its button', async () => {
      const page = await newTab();
      await sizeFirefoxPage(page, viewports.mobile);
      await openInFirefox(page, url(pathIn(folder, '/about')));
      for (const stop of headerStops(words, folder, 'menu button')) {
        await page.keyboard.press('Tab');
        expect(await whereFocusIs(page, stop.role, stop.name)).toBe(`${stop.role} "${stop.name}"`);
      }
      await startTrail(page);
      await page.keyboard.press('Enter');
      await waitForNamed(page, 'dialog', shell.menuTitle, '[role="dialog"]');
      await expect.poll(() => focusInDialog(page)).toBe(true);
      // Round the menu and more: every page's link and Close, focus never leaving it.
      const pageLinks = routeTable
        .filter((route) => route.navigation === 'main')
        .map((route) => words.site.pages[route.id].navLabel);
      const seen = new Set<string>();
      for (let pressed = 0; pressed < pageLinks.length + 4; pressed += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page)).toBe(true);
        const { role, name } = await focusedAsMarkedUp(page);
        seen.add(await whereFocusIs(page, role, name));
      }
      expect([...seen].sort()).toEqual(
        [...pageLinks.map((name) => `link "${name}"`), `button "${shell.closeMenu}"`].sort(),
      );
      await page.keyboard.press('Escape');
      await focusReaches(page, 'button', shell.openMenu);
      await expect.poll(() => page.$('[data-site-modal]')).toBeNull();
      expect(await restsOnTheDocument(page)).toBe(0);
    });

    it('the viewer: a video and a photo opened with Enter, a named dialog, the arrows (and Next and Previous on the video), Escape back to the thumbnail', async () => {
      const page = await newTab();
      await sizeFirefoxPage(page, viewports.desktop);
      await openInFirefox(page, url(pathIn(folder, '/impact')));
      const names = viewerNamesIn(words);
      const { viewer } = words.site;
      /**
       * The second video reached from the first with the keyboard, once the first has its moving
       * preview: past the first's transcript, two Tabs. A preview Gecko can focus (a `<video>`
       * without controls, not inert) would be an empty stop on the way, in Firefox alone.
       */
      async function toTheSecondVideo() {
        const first = await waitForNamed(page, 'button', names.videoTitle(0), thumbnails);
        await first.focus();
        await expect
          .poll(() => first.evaluate((button) => button.querySelector('video')))
          .not.toBeNull();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        const second = names.videoTitle(1);
        expect(await whereFocusIs(page, 'button', second)).toBe(`button "${second}"`);
      }
      const toTheFirstPhoto = async () =>
        (await waitForNamed(page, 'button', names.photoAlt(0), thumbnails)).focus();
      const journeys = [
        {
          reach: toTheSecondVideo,
          thumbnail: names.videoTitle(1),
          dialog: names.videoDialogName,
          at: 1,
          buttons: true,
        },
        {
          reach: toTheFirstPhoto,
          thumbnail: names.photoAlt(0),
          dialog: names.imageDialogName,
          at: 0,
          // Next and Previous are the same buttons on a photo: the arrows only, kept short.
          buttons: false,
        },
      ];
      for (const { reach, thumbnail, dialog, at, buttons } of journeys) {
        await reach();
        await startTrail(page);
        await page.keyboard.press('Enter');
        await waitForNamed(page, 'dialog', dialog(at), '[role="dialog"]');
        await focusReaches(page, 'button', viewer.close);
        expect(await focusInDialog(page)).toBe(true);
        // The arrows, then the buttons: the dialog's name follows the slide.
        await page.keyboard.press('ArrowRight');
        await waitForNamed(page, 'dialog', dialog(at + 1), '[role="dialog"]');
        await page.keyboard.press('ArrowLeft');
        await waitForNamed(page, 'dialog', dialog(at), '[role="dialog"]');
        if (buttons) {
          await tabTo(page, 'button', viewer.next);
          await page.keyboard.press('Enter');
          await waitForNamed(page, 'dialog', dialog(at + 1), '[role="dialog"]');
          await tabTo(page, 'button', viewer.previous);
          await page.keyboard.press('Enter');
          await waitForNamed(page, 'dialog', dialog(at), '[role="dialog"]');
        }
        await page.keyboard.press('Escape');
        await focusReaches(page, 'button', thumbnail);
        await expect.poll(() => page.$('[data-lightbox]')).toBeNull();
        expect(await restsOnTheDocument(page)).toBe(0);
      }
      // It faded in and out: the recorder the reduced-motion check relies on sees motion here.
      expect((await page.evaluate(motionRecorded)).length).toBeGreaterThan(0);
    });
  });
});

describe("with Firefox's own preferences: reduced motion and forced colours", () => {
  const newTab = firefoxWithATabPerTest({
    ...firefoxPreferences.reducedMotion,
    ...firefoxPreferences.forcedColours,
  });

  describe.each(languages)('in %s', (folder) => {
    const words = wordsOf[folder]!;
    const { shell } = words.site;

    it('the viewer and the menu open without motion, and end at rest', async () => {
      const page = await newTab();
      await sizeFirefoxPage(page, viewports.mobile);
      await openInFirefox(page, url(pathIn(folder, '/impact')));
      expect(
        await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches),
      ).toBe(true);
      const names = viewerNamesIn(words);
      const opener = await waitForNamed(page, 'button', names.photoAlt(0), thumbnails);
      await opener.focus();
      await page.keyboard.press('Enter');
      await waitForNamed(page, 'dialog', names.imageDialogName(0), '[role="dialog"]');
      await page.keyboard.press('ArrowRight');
      await waitForNamed(page, 'dialog', names.imageDialogName(1), '[role="dialog"]');
      await page.keyboard.press('Escape');
      await focusReaches(page, 'button', names.photoAlt(0));
      await (await waitForNamed(page, 'button', shell.openMenu, 'header')).focus();
      await page.keyboard.press('Enter');
      await waitForNamed(page, 'dialog', shell.menuTitle, '[role="dialog"]');
      expect(await page.evaluate(motionRecorded)).toEqual([]);
      const left = await page.evaluate(motionLeft);
      expect(left.running).toEqual([]);
      expect(left.unsettled).toEqual([]);
      expect(left.scrollBehavior).toBe('auto');
      await page.keyboard.press('Escape');
      await focusReaches(page, 'button', shell.openMenu);
    });

    it('in forced colours, every stop of the contact page keeps its ring, and the skip link its frame', async () => {
      const page = await newTab();
      await sizeFirefoxPage(page, viewports.desktop);
      await openInFirefox(page, url(pathIn(folder, '/contact')));
      expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
      const stops: { what: string; outline: string; border: string }[] = [];
      for (let pressed = 0; pressed < 150; pressed += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return null;
          const style = getComputedStyle(element);
          const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
          return {
            what: `${element.tagName.toLowerCase()} "${words.slice(0, 40)}"`,
            outline: `${style.outlineStyle} ${style.outlineWidth}`,
            border: `${style.borderTopStyle} ${style.borderTopWidth}`,
          };
        });
        if (!stop) break;
        stops.push(stop);
      }
      expect(stops.length).toBeGreaterThan(10);
      // A ring forced colours keep: an outline (src/styles/base.css), never a box-shadow alone,
      // which they drop.
      const noRing = stops.filter((stop) => stop.outline !== 'solid 3px');
      expect(noRing.map((stop) => `${stop.what}: ${stop.outline}`)).toEqual([]);
      // The skip link framed in CanvasText (src/layout/SkipLink), not told apart by colour alone.
      expect(stops[0]).toMatchObject({ what: `a "${shell.skipLink}"`, border: 'solid 2px' });
    });
  });
});
