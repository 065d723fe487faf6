/**
 * Numbers a person dials are heard digit by digit, and figures with a plus as the language says
 * them (src/content/spokenNumbers.ts), on what Chromium gives assistive technology: its
 * accessibility tree. On every page of every language, with the contact form's dialogs open, and
 * on the "Success!" and "Oops!" pages the service answers a form sent without JavaScript: no name,
 * description or text of the tree holds a run of three or more digits of a number a person
 * dials, and the helpline links are named with its digits one by one.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LanguageContent } from '../src/content/schema/language';
import {
  languageRoutes,
  pathIn,
  siteLanguages,
  wordsOf,
} from '../src/testing/browser/languageRoutes';
import { openStates, viewportFor } from '../src/testing/browser/states';
import { typedEnquiryIn } from '../src/testing/browser/typedEnquiry';
import { withSite } from '../src/testing/browser/withSite';
import { digitByDigit } from '../src/content/spokenNumbers';
import { accessibilityTree } from '../src/testing/browser/accessibilityTree';

const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/** Every text that assistive technology is given, with the role of the node that holds it. */
async function accessibleTexts(page: Page): Promise<{ role: string; text: string }[]> {
  return (await accessibilityTree(page)).flatMap((node) =>
    [node.name, node.description, node.value]
      .filter((text) => text !== '')
      .map((text) => ({ role: node.role, text })),
  );
}

/**
 * The runs of three or more digits that belong to a number a person dials, in a language: each
 * group of each helpline number and of the organisation's phone ("14416"; "800", "891", "4416"),
 * and each number's digits written together ("18008914416").
 */
function dialledRuns(words: LanguageContent): Set<string> {
  const written = [
    ...words.urgentHelp.helplines.flatMap((line) => line.numbers.map((number) => number.label)),
    ...(words.site.contact.phone ? [words.site.contact.phone] : []),
  ];
  const runs = written.flatMap((number) => [
    ...(number.match(/\p{Nd}+/gu) ?? []),
    number.replace(/\P{Nd}/gu, ''),
  ]);
  return new Set(runs.filter((run) => run.length >= 3));
}

/** The texts of the tree that hold a dialled number's run of digits: none is the goal. */
async function dialledDigitsHeard(page: Page, language: string) {
  const runs = dialledRuns(wordsOf[language] as LanguageContent);
  const texts = await accessibleTexts(page);
  // The tree was read: a page always has a name for its document.
  expect(texts.some((entry) => entry.role === 'RootWebArea')).toBe(true);
  return texts.filter(({ text }) =>
    (text.match(/\p{Nd}{3,}/gu) ?? []).some((run) => runs.has(run)),
  );
}

describe('numbers a person dials, heard digit by digit', () => {
  it('knows the runs to look for: the helplines and the phone, in every language', () => {
    for (const { folder } of siteLanguages) {
      expect([...dialledRuns(wordsOf[folder] as LanguageContent)]).toEqual(
        expect.arrayContaining(['14416', '800', '891', '4416', '18008914416', '112', '1098']),
      );
    }
  });

  it.each(languageRoutes)('$path: no run of a dialled number in the tree', async (route) => {
    const { page } = await site.sharedTab(route.path);
    expect(await dialledDigitsHeard(page, route.language)).toEqual([]);
    // The helplines are on the page, heard one digit at a time (the footer links to them on
    // Home and Contact, which show them in full).
    const names = (await accessibleTexts(page)).map((entry) => entry.text);
    const tele = route.words.urgentHelp.helplines[0];
    if (!tele) throw new Error('No helpline in the content');
    expect(names).toContain(tele.callLabel.replace('{number}', '1 4 4 1 6'));
  });

  const dialogs = openStates.filter(
    (state) => state.width === 1280 && /contact-(success|error)/.test(state.slug),
  );
  it.each(dialogs)('$name: no run of a dialled number in the tree', async (state) => {
    const language = siteLanguages.find((candidate) =>
      state.slug.startsWith(`${candidate.folder}-`),
    );
    const folder = language?.folder ?? (siteLanguages[0]?.folder as string);
    const { page } = await site.newPage({ viewport: viewportFor(state.width) });
    await site.visit(page, state.route);
    await state.open(page);
    expect(await dialledDigitsHeard(page, folder)).toEqual([]);
    if (state.slug.includes('success')) {
      const dialog = await accessibleTexts(page);
      expect(dialog.map((entry) => entry.text).join('\n')).toMatch(/1 4 4 1 6/);
    }
  });

  describe.each(siteLanguages.map(({ folder }) => folder))(
    'sent without JavaScript (%s)',
    (folder) => {
      const words = wordsOf[folder] as LanguageContent;
      const typed = typedEnquiryIn(folder);
      const { fields, submit } = words.contactForm;

      async function send(values: Record<string, string>) {
        const { page } = await site.newPage({
          javaScriptEnabled: false,
          viewport: viewportFor(1280),
        });
        await page.goto(site.url(pathIn(folder, '/contact')), { waitUntil: 'load' });
        await page.getByRole('radio', { name: words.contactForm.writer.adult }).check();
        for (const [label, value] of Object.entries(values)) {
          await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
        }
        const answered = page.waitForNavigation({ waitUntil: 'load' });
        await page.getByRole('button', { name: submit, exact: true }).click();
        await answered;
        return page;
      }

      it('"Success!": the helpline in its words is heard digit by digit', async () => {
        const page = await send({
          [fields.fullName.label]: typed.fullName,
          [fields.userEmail.label]: typed.userEmail,
          [fields.message.label]: typed.message,
        });
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
          words.contactForm.success.title,
        );
        expect(await dialledDigitsHeard(page, folder)).toEqual([]);
        const texts = (await accessibleTexts(page)).map((entry) => entry.text).join('\n');
        expect(texts).toMatch(/1 4 4 1 6/);
      });

      it('"Oops!": no run of a dialled number in the tree', async () => {
        const page = await send({ [fields.message.label]: typed.refusedMessage });
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
          words.contactForm.failure.title,
        );
        expect(await dialledDigitsHeard(page, folder)).toEqual([]);
      });
    },
  );
});

describe('figures with a plus, heard as the language says them', () => {
  it.each(siteLanguages.map(({ folder }) => folder))('the Story page in %s', async (folder) => {
    const words = wordsOf[folder] as LanguageContent;
    const { page } = await site.sharedTab(pathIn(folder, '/about'));
    const texts = (await accessibleTexts(page)).map((entry) => entry.text);
    expect(texts.filter((text) => /\p{Nd}\+/u.test(text))).toEqual([]);
    expect(texts).toContain(words.site.moreThan.replace('{number}', '8,000'));
  });
});

describe('a call button: its name holds what it shows, and a copy of it is what is dialled', () => {
  /**
   * The link's text as QualWeb's check of ACT rule 2ee8b8 (label in name, WCAG 2.5.3) compares
   * it with the name: lower case, without marks other than hyphens. Its text nodes are what
   * speech input is matched against; a written separator among them ("1-, 8 0 0-, …") was not
   * in the name, and 38 page views failed.
   */
  const comparable = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s-]+/gu, '')
      .replace(/\s+/g, ' ')
      .trim();

  it.each(siteLanguages.map(({ folder }) => folder))('the footer in %s', async (folder) => {
    const words = wordsOf[folder] as LanguageContent;
    const { page } = await site.newPage({ viewport: viewportFor(1280) });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await site.visit(page, pathIn(folder, '/about'));
    const footer = page.getByRole('contentinfo');
    for (const line of words.urgentHelp.helplines) {
      for (const number of line.numbers) {
        const name = line.callLabel.replace('{number}', digitByDigit(number.label));
        const call = footer.getByRole('link', { name, exact: true });
        const text = await call.evaluate((link) => link.textContent ?? '');
        expect(comparable(name), `${number.label}: "${text}" in "${name}"`).toContain(
          comparable(text),
        );
        // What the eye sees is the number as written: the digits, and the separators the style
        // sheet draws between them.
        expect(await call.evaluate(seenText)).toBe(number.label);
        // Selected and copied, as a visitor does to dial it from another app.
        await call.evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          document.getSelection()?.removeAllRanges();
          document.getSelection()?.addRange(range);
        });
        await page.keyboard.press('Control+C');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number.dial);
      }
    }
  });
});

/** An element's text as drawn: its text and `::before` contents, without what has no width. */
function seenText(element: Element): string {
  let seen = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement!;
      if (Number.parseFloat(getComputedStyle(parent).fontSize) > 0) seen += node.textContent;
      return;
    }
    if (!(node instanceof Element)) return;
    const before = getComputedStyle(node, '::before').content;
    // `"-"`, or `"-" / ""` with its alternative text: the drawn string is the first.
    const drawn = /^"((?:[^"\\]|\\.)*)"/.exec(before);
    if (drawn) seen += drawn[1];
    node.childNodes.forEach(walk);
  };
  walk(element);
  return seen;
}
