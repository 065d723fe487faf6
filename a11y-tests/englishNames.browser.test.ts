/**
 * English names inside the text of a page in another script (Hindi) are marked `lang="en"`, so
 * that a screen reader says "NVDA", "Tele-MANAS" or an e-mail address with its English voice
 * (src/components/Words). In real Chromium on every built page whose language is not written in
 * Latin letters, hydrated: no text node with a Latin letter sits in the page's language without
 * a `lang="en"` element around it, and the page hydrates without a mismatch (no console error).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageRoutes } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** The pages in a language written in another script than Latin (Hindi: Devanagari). */
const otherScriptRoutes = languageRoutes.filter(
  (route) => new Intl.Locale(route.lang).maximize().script !== 'Latn',
);

/**
 * Every text with a Latin letter, under `root`, whose nearest `lang` is not English: the text
 * and the element it is in. The language switch is left out (the other language's name carries
 * that language's `lang`), and so is what nobody perceives: scripts, styles, `<noscript>`, and
 * what is not rendered (`hidden`, `display: none`, `visibility: hidden`). Text hidden from sight
 * only (`.visually-hidden`) is read out, so it is checked.
 */
function unmarkedLatin(page: Page, root = 'body') {
  return page.evaluate((selector) => {
    const found: { text: string; in: string; lang: string | null }[] = [];
    const top = document.querySelector(selector);
    if (!top) throw new Error(`Nothing matches ${selector}`);
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/\p{Script=Latin}/u.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [data-language-switch]'))
        continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? null;
      if (lang !== null && /^en\b/i.test(lang)) continue;
      found.push({ text: text.trim(), in: parent.outerHTML.slice(0, 160), lang });
    }
    return found;
  }, root);
}

describe('English names in the text of a page in another script', () => {
  it('there is such a page to check (content/settings.yaml lists Hindi)', () => {
    expect(otherScriptRoutes.length).toBeGreaterThan(0);
  });

  it.each(otherScriptRoutes)(
    '$path at 1280 px: every Latin-script text is inside lang="en"',
    async (route) => {
      const { page, problems } = await site.newPage();
      await site.visit(page, route.path);
      expect(await page.locator('html').getAttribute('lang')).toBe(route.lang);
      expect(await unmarkedLatin(page)).toEqual([]);
      // The names the content holds are there, marked (not dropped on the way).
      if (route.id === 'accessibility') {
        expect(await page.locator('main [lang="en"]').allTextContents()).toEqual(
          expect.arrayContaining(['NVDA', 'WCAG', 'axe-core', 'IBM Equal Access']),
        );
      }
      // The not-found page is answered with a 404, which Chromium reports in the console.
      const notFound = /status of 404/;
      expect(
        problems.filter((problem) => route.expectedStatus !== 404 || !notFound.test(problem)),
      ).toEqual([]);
    },
  );

  it('/hi/contact at 320 px, the menu open: its links and words are marked too', async () => {
    const route = otherScriptRoutes.find((candidate) => candidate.id === 'contact');
    if (!route) throw new Error('No contact page in another script');
    const { page, problems } = await site.newPage({ viewport: { width: 320, height: 640 } });
    await site.visit(page, route.path);
    await page.locator('header button[aria-expanded]').click();
    await page.getByRole('dialog').waitFor();
    expect(await unmarkedLatin(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('/hi/impact, the viewer open on a video and on a photo: its words are marked too', async () => {
    const route = otherScriptRoutes.find((candidate) => candidate.id === 'impact');
    if (!route) throw new Error('No Impact page in another script');
    const { page, problems } = await site.newPage();
    await site.visit(page, route.path);
    for (const gallery of [
      '#impact-in-motion ~ ul button',
      '#book-being-distributed ~ ul button',
    ]) {
      await page.locator(gallery).first().click();
      const dialog = page.locator('[role="dialog"][aria-modal="true"]');
      await dialog.waitFor();
      expect(await unmarkedLatin(page, '[role="dialog"][aria-modal="true"]')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(problems).toEqual([]);
  });
});
