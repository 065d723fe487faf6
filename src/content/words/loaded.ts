/**
 * The words of the page's language in the browser: each part (`site`, `home`, …) a chunk of its
 * own per language, loaded before the modules that read it (src/build/contentPlugin.ts makes each
 * words module `loadedWords('<part>')` in the client build). The app loads a page's parts before
 * its code: src/main.tsx those of the page it starts on, the route table's loaders those of the
 * page a visitor goes to. The build checks that every page's code reads only the parts loaded
 * for it (src/build/prerender.ts).
 */
import { wordLoaders } from 'virtual:saathi-words';
import { currentLanguage } from '../languages';
import type { WordsPart } from '../routeTable';

const loaded = new Map<WordsPart, unknown>();

/** Loads `parts` in the page's language, each once. */
export async function loadWords(parts: readonly WordsPart[]): Promise<void> {
  const loaders = wordLoaders[currentLanguage.folder];
  const missing = parts.filter((part) => !loaded.has(part));
  const modules = await Promise.all(missing.map((part) => loaders?.[part]?.()));
  missing.forEach((part, index) => {
    const module = modules[index];
    if (!module) throw new Error(`No words of "${part}" in ${currentLanguage.folder}.`);
    loaded.set(part, module.words);
  });
}

/** A part's words, loaded already: an error that names it when it was not. */
export function loadedWords(part: WordsPart): unknown {
  if (!loaded.has(part)) {
    throw new Error(
      `The words of "${part}" were read before they were loaded: add "${part}" to the page's words in src/content/routeTable.ts.`,
    );
  }
  return loaded.get(part);
}
