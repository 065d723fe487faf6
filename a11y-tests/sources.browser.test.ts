/**
 * The Story's footnotes in real Chromium against the built site (docs/spec/product.md §2.6):
 * in every language, with and without JavaScript, following a figure's "Source of the 34%
 * figure" link with the keyboard puts focus on its note (so a screen reader reads it there), and
 * the note's "Back to the 34% figure" link puts focus back on that link; the page does not change.
 */
import { describe, expect, it } from 'vitest';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

const cases = siteLanguages.flatMap(({ folder }) =>
  [true, false].map((javaScriptEnabled) => ({ folder, javaScriptEnabled })),
);

describe.each(cases)(
  'the Story in $folder, JavaScript $javaScriptEnabled',
  ({ folder, javaScriptEnabled }) => {
    const { notes } = wordsOf[folder]!.story.prevalence.sources;
    const path = pathIn(folder, '/about');

    it.each(notes)('goes to the note of $id and back, with the keyboard', async (note) => {
      const { page } = await site.newPage({
        javaScriptEnabled,
        viewport: { width: 390, height: 700 },
      });
      if (javaScriptEnabled) await site.visit(page, path);
      else expect((await page.goto(`${site.baseUrl}${path}`))?.status()).toBe(200);

      const reference = page.getByRole('link', { name: note.reference, exact: true });
      await reference.focus();
      await page.keyboard.press('Enter');
      const noteId = `note-${note.id}`;
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(noteId);
      const noteText = await page.locator(`#${noteId}`).textContent();
      expect(noteText).toContain(note.text);
      expect(new URL(page.url()).pathname).toBe(path);
      // In view (once the smooth scroll has ended), below the fixed header.
      await expect
        .poll(async () => {
          const box = await page.locator(`#${noteId}`).boundingBox();
          return box !== null && box.y >= 0 && box.y < 700;
        })
        .toBe(true);

      await page.getByRole('link', { name: note.back, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(`ref-${note.id}`);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.context().close();
    });
  },
);
