import path from 'node:path';
import type { Plugin } from 'vite';
import {
  CONTENT_DIR,
  ContentError,
  checkedContent,
  projectRoot,
  readSettings,
  siteLanguages,
} from '../content/load/readContent.ts';
import { CONTENT_FILES, type LanguageContent } from '../content/schema/language.ts';

/** The modules the plugin replaces with checked words: src/content/words/<part>.ts. */
const DATA_FOLDER = path.join(projectRoot, 'src/content/words');
const CONTENT_FOLDER = path.join(projectRoot, CONTENT_DIR);

/** The module with the languages of the site (src/content/words/languages.ts). */
const LANGUAGES_PART = 'languages';

function partOf(id: string): keyof LanguageContent | typeof LANGUAGES_PART | undefined {
  const file = id.split('?')[0] ?? '';
  if (path.dirname(file) !== DATA_FOLDER || !file.endsWith('.ts')) return undefined;
  const part = path.basename(file, '.ts');
  if (part === LANGUAGES_PART) return LANGUAGES_PART;
  return part in CONTENT_FILES ? (part as keyof LanguageContent) : undefined;
}

/** Every language's loaders of its words, one per part (src/content/words/loaded.ts). */
const LOADERS_MODULE = 'virtual:saathi-words';

/** Where the client build writes which parts of the words each of its chunks reads. */
export const WORDS_PARTS_FILE = '.vite/words-parts.json';

/** The module that keeps the words the browser has loaded. */
const LOADED_SOURCE = path.join(projectRoot, 'src/content/words/loaded.ts');

/** The module that decides the page's language (`currentLanguage`). */
const LANGUAGES_SOURCE = path.join(projectRoot, 'src/content/languages.ts');

/** The part and language of a content file (`content/hi/site.yaml`), if `id` is one. */
function contentFileOf(id: string): { part: keyof LanguageContent; language: string } | undefined {
  const file = id.split('?')[0] ?? '';
  if (path.dirname(path.dirname(file)) !== CONTENT_FOLDER) return undefined;
  const name = path.basename(file);
  const parts = Object.keys(CONTENT_FILES) as (keyof LanguageContent)[];
  const part = parts.find((key) => CONTENT_FILES[key] === name);
  return part ? { part, language: path.basename(path.dirname(file)) } : undefined;
}

/**
 * A words module with every language's file (each checked as plain data when the bundler loads
 * it), giving the words of the language of these pages (`currentLanguage`): the server render's,
 * decided as the bundle is imported, or the browser's, from the page's address.
 */
function everyLanguagesWords(part: keyof LanguageContent): string {
  const folders = readSettings().languages.map((language) => language.folder);
  return [
    `import { currentLanguage } from ${JSON.stringify(LANGUAGES_SOURCE)};`,
    ...folders.map(
      (folder, index) =>
        `import { words as words${index} } from ${JSON.stringify(path.join(CONTENT_FOLDER, folder, CONTENT_FILES[part]))};`,
    ),
    `const inLanguage = { ${folders.map((folder, index) => `${JSON.stringify(folder)}: words${index}`).join(', ')} };`,
    'export const words = inLanguage[currentLanguage.folder];',
    '',
  ].join('\n');
}

/** The loaders of every language's words: one dynamic import, so one chunk, per part. */
function wordLoaders(): string {
  const folders = readSettings().languages.map((language) => language.folder);
  const parts = Object.keys(CONTENT_FILES) as (keyof LanguageContent)[];
  const loaders = folders.map((folder) => {
    const byPart = parts.map(
      (part) =>
        `${part}: () => import(${JSON.stringify(path.join(CONTENT_FOLDER, folder, CONTENT_FILES[part]))})`,
    );
    return `  ${JSON.stringify(folder)}: {\n    ${byPart.join(',\n    ')},\n  },`;
  });
  return `export const wordLoaders = {\n${loaders.join('\n')}\n};\n`;
}

/** A module of plain data: `words`. */
function dataModule(words: unknown): string {
  return `export const words = ${JSON.stringify(words)};\n`;
}

/**
 * A words module of the client build, one for every language: the part the page has loaded in
 * its language (src/content/words/loaded.ts).
 */
function clientWords(part: keyof LanguageContent): string {
  return `import { loadedWords } from ${JSON.stringify(LOADED_SOURCE)};\nexport const words = loadedWords(${JSON.stringify(part)});\n`;
}

/** The Vite mode of the owner's inbox's build (src/build/build.ts). */
export const INBOX_MODE = 'inbox';

/**
 * What the words modules become in one build or server:
 * - `client`: the public site's client build ({@link clientWords}): each language's words are
 *   chunks of their own, and a page loads its own language's alone;
 * - `every language`: the words of every language in the module, the language of these pages
 *   chosen as it runs ({@link everyLanguagesWords}). The server bundle (which the prerender and the
 *   service import once per language), the dev server and the tests (the language of the page's
 *   address, as in the browser: vite.config.ts runs the jsdom checks at each language's address),
 *   and the owner's inbox (one person's tool, in the first language, loaded once).
 */
export type WordsForm = 'client' | 'every language';

export function formOf(
  config: { mode: string; command: 'build' | 'serve' },
  ssr: boolean,
): WordsForm {
  return config.command === 'build' && !ssr && config.mode !== INBOX_MODE
    ? 'client'
    : 'every language';
}

/**
 * Turns the content files (`content/settings.yaml` and every language folder) into modules,
 * checked: for the build, the dev server and every test (Vitest uses this config). A mistake
 * stops the build, or shows in the dev server, with one plain sentence per mistake
 * ("content/en/impact.yaml, line 42, videos.items[6].alt: …"). Each content file
 * (`content/hi/site.yaml`) becomes its words as plain data, a chunk of its own in the client
 * build; each module of `src/content/words/` becomes what its build needs ({@link WordsForm});
 * `virtual:saathi-words` holds the loaders of every language's parts. The browser gets the words
 * alone: no YAML reader, no checks.
 */
export function contentData(): Plugin {
  // Each language's checked content, read once per build (or until a content file changes).
  const checked = new Map<string, LanguageContent>();
  const contentOf = (language: string) => {
    let content = checked.get(language);
    if (!content) {
      content = checkedContent(projectRoot, language);
      checked.set(language, content);
    }
    return content;
  };
  return {
    name: 'saathi-content',
    enforce: 'pre',
    buildStart() {
      checked.clear();
    },
    configureServer(server) {
      server.watcher.add(CONTENT_FOLDER);
      const changed = (file: string) => {
        if (!path.resolve(file).startsWith(CONTENT_FOLDER + path.sep)) return;
        checked.clear();
        for (const part of [...Object.keys(CONTENT_FILES), LANGUAGES_PART]) {
          const module = server.moduleGraph.getModuleById(path.join(DATA_FOLDER, `${part}.ts`));
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
    generateBundle(_options, bundle) {
      if (formOf(this.environment.config, Boolean(this.environment.config.build.ssr)) !== 'client')
        return;
      // Which parts each chunk reads, for the prerender's check and preloads.
      const partsOf = Object.fromEntries(
        Object.values(bundle)
          .filter((chunk) => chunk.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            chunk.moduleIds.map(partOf).filter((part) => part && part !== LANGUAGES_PART),
          ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: WORDS_PARTS_FILE,
        source: `${JSON.stringify(partsOf, null, 2)}\n`,
      });
    },
    resolveId(id) {
      return id === LOADERS_MODULE ? `\0${LOADERS_MODULE}` : null;
    },
    load(id, options) {
      if (id === `\0${LOADERS_MODULE}`) return wordLoaders();
      const file = contentFileOf(id);
      const part = file ? undefined : partOf(id);
      if (!file && !part) return null;
      this.addWatchFile(path.join(CONTENT_FOLDER, 'settings.yaml'));
      try {
        if (file) return dataModule(contentOf(file.language)[file.part]);
        if (part === LANGUAGES_PART) return dataModule(siteLanguages(projectRoot));
        const form = formOf(this.environment.config, Boolean(options?.ssr));
        if (form === 'client') return clientWords(part as keyof LanguageContent);
        return everyLanguagesWords(part as keyof LanguageContent);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The plain sentences alone: no stack, no plugin internals.
        this.error(error.message);
      }
    },
  };
}
