/**
 * The privacy notice in real Chromium against the built site (docs/spec/product.md §2.8, §2.14):
 * on the Contact page of every language, with and without JavaScript, the link to the notice
 * comes before the form's first field, in the page and in the Tab order; it leads to the notice,
 * which says how long messages are kept; the "Oops!" page the service answers a refused form with
 * (no script) has it before the form again; every footer links to it. Its word for under-18s
 * gives Tele-MANAS's number as a link that dials it, and keeps the helpline's name on one line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';
import { digitByDigit } from '../src/content/spokenNumbers';
import { distDir } from '../src/build/paths';
import { PRIVACY_NOTICE_FILE, SERVER_RENDER_DIR } from '../src/shared/builtSite';

const site = withSite();

/** The RETENTION_DAYS the build read, which the service it serves checked as it started. */
const built = JSON.parse(
  readFileSync(path.join(distDir, SERVER_RENDER_DIR, PRIVACY_NOTICE_FILE), 'utf8'),
) as { retentionDays: number | null };

const languages = siteLanguages.map(({ folder }) => {
  const words = wordsOf[folder];
  if (!words) throw new Error(`no words for ${folder}`);
  return { folder, words };
});

/**
 * Where the privacy link and the form's first question ("Who is writing?", its first answer)
 * stand: in the page, and which Tab reaches first.
 */
async function linkBeforeFields(
  page: Page,
  sentence: string,
  linkName: string,
  firstField: string,
) {
  const link = page.getByRole('main').getByRole('link', { name: linkName, exact: true });
  const field = page.getByRole('radio', { name: firstField });
  await expect.poll(() => link.isVisible()).toBe(true);
  const before = await link.evaluate(
    (a, fieldHandle) =>
      Boolean(a.compareDocumentPosition(fieldHandle as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await field.elementHandle(),
  );
  // Tab from the sentence before the link: the link is the next stop, not a field.
  await page
    .getByRole('main')
    .getByText(sentence)
    .first()
    .click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLAnchorElement ? new URL(element.href).pathname : element?.tagName;
  });
  return { before, focused };
}

describe.each(languages)('the privacy notice, $folder', ({ folder, words }) => {
  const contactPath = pathIn(folder, '/contact');
  const privacyPath = pathIn(folder, '/privacy');
  const { beforeTheForm, heading, retention } = words.privacy;
  // The form asks who is writing before any field.
  const firstField = words.contactForm.writer.adult;

  it.each([true, false])(
    "is linked before the form's fields on Contact (JavaScript %s)",
    async (javaScriptEnabled) => {
      const { page } = await site.newPage({
        javaScriptEnabled,
        viewport: { width: 1280, height: 800 },
      });
      if (javaScriptEnabled) await site.visit(page, contactPath);
      else expect((await page.goto(`${site.baseUrl}${contactPath}`))?.status()).toBe(200);
      const { before, focused } = await linkBeforeFields(
        page,
        beforeTheForm.text,
        beforeTheForm.link.label,
        firstField,
      );
      expect(before).toBe(true);
      expect(focused).toBe(privacyPath);

      // It leads to the notice, which says how long messages are kept (one of its two sentences).
      await page
        .getByRole('main')
        .getByRole('link', { name: beforeTheForm.link.label, exact: true })
        .click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(new URL(page.url()).pathname).toBe(privacyPath);
      const kept = await page
        .getByRole('region', { name: retention.heading })
        .locator('p')
        .first()
        .textContent();
      expect(kept).toBe(
        built.retentionDays === null
          ? retention.keptUntilDeleted
          : retention.keptFor.replaceAll('{days}', String(built.retentionDays)),
      );
      await page.context().close();
    },
  );

  it('is linked before the form again on the "Oops!" page, without JavaScript, and in its footer', async () => {
    const { page } = await site.newPage({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    expect((await page.goto(`${site.baseUrl}${contactPath}`))?.status()).toBe(200);
    // "I am 18 or older", and nothing typed: refused (no message, no way to reply).
    await page.getByRole('radio', { name: firstField }).check();
    const refused = page.waitForNavigation({ waitUntil: 'load' });
    await page.getByRole('button', { name: words.contactForm.submit }).click();
    expect((await refused)?.status()).toBe(400);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      words.contactForm.failure.title,
    );
    const { before } = await linkBeforeFields(
      page,
      beforeTheForm.text,
      beforeTheForm.link.label,
      firstField,
    );
    expect(before).toBe(true);
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: words.site.pages.privacy.navLabel, exact: true });
    expect(await footerLink.getAttribute('href')).toBe(privacyPath);
    await page.context().close();
  });

  it.each([1280, 320])(
    "gives under-18s Tele-MANAS's number as a link that dials it, its name on one line, at %i px",
    async (width) => {
      const { page } = await site.sharedTab(privacyPath, { viewport: { width, height: 800 } });
      const region = page.getByRole('region', { name: words.privacy.children.heading });
      const [line] = words.urgentHelp.helplines;
      const [number] = line!.numbers;
      // Named by its digits alone: the sentence around it says whom it calls. The footer's
      // stand-alone button for the same number keeps the whole call label.
      const call = region.getByRole('link', { name: digitByDigit(number!.label), exact: true });
      expect(await call.getAttribute('href')).toBe(`tel:${number!.dial}`);
      const fullLabel = line!.callLabel.replace('{number}', digitByDigit(number!.label));
      expect(await region.getByRole('link', { name: fullLabel }).count()).toBe(0);
      const footerCall = page.getByRole('contentinfo').getByRole('link', { name: fullLabel });
      expect(await footerCall.getAttribute('href')).toBe(`tel:${number!.dial}`);
      // "Tele-" at the end of one line and "MANAS" on the next, at 1280 px, before.
      const helplineName = region.getByText(line!.name, { exact: true });
      expect(await helplineName.evaluate((span) => span.getClientRects().length)).toBe(1);
    },
  );
});
