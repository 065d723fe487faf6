/**
 * The Story's footnotes in real Chromium against the built site (docs/spec/product.md §2.6):
 * in every language, with and without JavaScript, following a figure's "Source of the 34%
 * figure" link with the keyboard puts focus on its note (so a screen reader reads it there), and
 * the note's "Back to the 34% figure" link puts focus back on that link; the page does not change.
 * At 1280 and 390 px each note's lines are evenly spaced, its way back on a line of its own.
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
      // A study not named yet is said so (src/content/schema/standIns.ts).
      expect(noteText).toContain(note.text ?? wordsOf[folder]!.site.notGivenYet.source);
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

/**
 * In the page: for each note of the Sources list, the distances between the middles of its text's
 * lines (a line's rectangles grouped by their middle: a Latin run and a Devanagari one on one line
 * have different heights), its line height, the box of its way back and the bottom of the text.
 */
function noteLines() {
  return [...document.querySelectorAll<HTMLElement>('li[id^="note-"]')].map((note) => {
    const back = note.querySelector<HTMLElement>('a[href^="#ref-"]');
    if (!back) throw new Error(`no way back in ${note.id}`);
    const lineHeight = parseFloat(getComputedStyle(note).lineHeight);
    const range = document.createRange();
    const middles: number[] = [];
    let textBottom = -Infinity;
    const walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const hidden = node.parentElement?.closest('.visually-hidden');
      if (back.contains(node) || hidden || !(node.textContent ?? '').trim()) continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.height < 1) continue;
        const middle = (rect.top + rect.bottom) / 2;
        if (!middles.some((seen) => Math.abs(seen - middle) < lineHeight / 2)) middles.push(middle);
        textBottom = Math.max(textBottom, rect.bottom);
      }
    }
    middles.sort((a, b) => a - b);
    const box = back.getBoundingClientRect();
    return {
      id: note.id,
      gaps: middles.slice(1).map((middle, index) => middle - middles[index]!),
      lineHeight,
      back: { top: box.top, height: box.height },
      textBottom,
    };
  });
}

describe.each(siteLanguages.map(({ folder }) => folder))('the Story in %s, its notes', (folder) => {
  it.each([1280, 390])(
    'at %i px keep even leading, the way back on a line of its own, 44 px tall',
    async (width) => {
      const { page } = await site.sharedTab(pathIn(folder, '/about'), {
        viewport: { width, height: 800 },
      });
      const notes = await page.evaluate(noteLines);
      expect(notes).toHaveLength(wordsOf[folder]!.story.prevalence.sources.notes.length);
      for (const note of notes) {
        // Inline in the note's last line, the link's 44 px pushed that line about 36 px from
        // the one above (a 16 px text at 1.6 has 25.6); a few px are two scripts' own heights.
        for (const gap of note.gaps) expect(gap, note.id).toBeLessThanOrEqual(note.lineHeight + 3);
        expect(note.back.top, note.id).toBeGreaterThanOrEqual(note.textBottom - 1);
        expect(note.back.height, note.id).toBeGreaterThanOrEqual(44);
      }
    },
  );
});
