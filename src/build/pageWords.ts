/**
 * The words each prerendered page loads first, in its language (src/content/words/loaded.ts):
 * their chunk files, for the page's preloads, and the check that a page's code, and what it can
 * load, reads no part of the words the page does not load (src/content/routeTable.ts, `words:`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MENU_PANEL_SOURCE } from '../layout/MobileMenu/narrowScreen';
import { NOTICE_SOURCE, NOTICE_WORDS } from '../features/keptEnquiries/noticePart';
import { LAYOUT_WORDS, type WordsPart } from '../content/routeTable';
import { CONTENT_FILES } from '../content/schema/language';
import { chunksFor, dynamicImportsOf, wordsLanguageOf, type Manifest } from './clientManifest';
import { WORDS_PARTS_FILE } from './contentPlugin';
import { distDir } from './paths';

/** Which parts of the words each chunk of the client build reads (src/build/contentPlugin.ts). */
type PartsByChunk = Record<string, readonly WordsPart[]>;

/**
 * The words a page and what it can load read, checked against those it loads first: a part read
 * but not loaded would stop the page's code in the browser, so it stops the build instead,
 * naming the page and the part.
 */
function checkWordsLoaded(
  manifest: Manifest,
  partsByChunk: PartsByChunk,
  page: { url: string; files: readonly string[]; lazySources: readonly string[] },
  loaded: readonly WordsPart[],
): void {
  const lazyFiles = page.lazySources.flatMap((source) => chunksFor(manifest, source));
  for (const file of [...page.files, ...lazyFiles]) {
    const missing = (partsByChunk[file] ?? []).filter((part) => !loaded.includes(part));
    if (missing.length > 0) {
      throw new Error(
        `${page.url}: its code (${file}) reads the words of ${missing.join(', ')}, which the page does not load first: add them to its words in src/content/routeTable.ts.`,
      );
    }
  }
}

/**
 * One language's words for the prerender: `fileOf` a part's chunk (`/assets/site-….js`), and
 * `checkPage`, the check of one page. What every page can load is checked once, here: the menu
 * panel, which reads the layout's words alone, and the kept-enquiry notice, which loads its own.
 * `entry` is the entry's files and startup steps; `pageSources` every page's module (loaded with
 * its own words, so not counted as a part of another page).
 */
export async function languageWords(
  manifest: Manifest,
  folder: string,
  entry: { files: readonly string[]; steps: readonly string[] },
  pageSources: ReadonlySet<string>,
) {
  const partsByChunk = JSON.parse(
    await readFile(path.join(distDir, WORDS_PARTS_FILE), 'utf8'),
  ) as PartsByChunk;
  const wordFiles = new Map(
    Object.entries(manifest)
      .filter(([key]) => wordsLanguageOf(key) === folder)
      .map(([key, chunk]) => [path.basename(key), chunk.file]),
  );
  const fileOf = (part: WordsPart) => {
    const file = wordFiles.get(CONTENT_FILES[part]);
    if (!file) throw new Error(`No chunk of ${folder}'s ${part} in the client manifest.`);
    return `/${file}`;
  };
  const alone = (source: string) => ({ url: source, files: [], lazySources: [source] });
  checkWordsLoaded(manifest, partsByChunk, alone(MENU_PANEL_SOURCE), LAYOUT_WORDS);
  checkWordsLoaded(manifest, partsByChunk, alone(NOTICE_SOURCE), [
    ...LAYOUT_WORDS,
    ...NOTICE_WORDS,
  ]);
  const checkedApart = new Set([MENU_PANEL_SOURCE, NOTICE_SOURCE]);
  /** A page's code, its startup and every part it can load, against the words it loads. */
  const checkPage = (page: { url: string; source: string }, loaded: readonly WordsPart[]) =>
    checkWordsLoaded(
      manifest,
      partsByChunk,
      {
        url: page.url,
        files: [...entry.files, ...chunksFor(manifest, page.source)],
        lazySources: [
          ...dynamicImportsOf(manifest, page.source),
          ...entry.steps.flatMap((step) => [...dynamicImportsOf(manifest, step)]),
        ].filter(
          (source) =>
            !wordsLanguageOf(source) && !pageSources.has(source) && !checkedApart.has(source),
        ),
      },
      loaded,
    );
  return { fileOf, checkPage };
}
