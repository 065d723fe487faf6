import path from 'node:path';
import type { Plugin } from 'vite';
import {
  CONTENT_DIR,
  ContentError,
  checkedContent,
  projectRoot,
  readLanguageSetting,
  readSettings,
  SETTINGS_FILE,
  siteLanguages,
  type SiteLanguages,
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

/** The Vite `mode` that asks for the words of one language: `content-hi`. */
const LANGUAGE_MODE = /^content-([a-z-]+)$/;

/**
 * The language a Vite `mode` of the form `content-<folder>` asks for, if it does. A test
 * project sets it (vite.config.ts: the jsdom checks run again in Hindi) where an environment
 * variable would not do: the projects share one process.
 */
export function languageOfMode(mode: string): string | undefined {
  return LANGUAGE_MODE.exec(mode)?.[1];
}

/**
 * Turns the content files (`content/settings.yaml` and one language folder: the first it lists,
 * or the one the build names in SAATHI_LANGUAGE) into the modules of `src/content/words/`, checked: for the build, the dev server and every test (Vitest
 * uses this config). A mistake stops the build, or shows in the dev server, with one plain
 * sentence per mistake ("content/en/impact.yaml, line 42, videos.items[6].alt: …"). The browser
 * gets the words alone: no YAML reader, no checks, and each part in the chunk that uses it.
 */
export function contentData(): Plugin {
  let cached: { language: string; content: LanguageContent; languages: SiteLanguages } | undefined;
  return {
    name: 'saathi-content',
    enforce: 'pre',
    buildStart() {
      cached = undefined;
    },
    configureServer(server) {
      server.watcher.add(CONTENT_FOLDER);
      const changed = (file: string) => {
        if (!path.resolve(file).startsWith(CONTENT_FOLDER + path.sep)) return;
        cached = undefined;
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
    load(id) {
      const part = partOf(id);
      if (!part) return null;
      const { mode } = this.environment.config;
      const asked = languageOfMode(mode);
      if (asked !== undefined && !readSettings().languages.some((one) => one.folder === asked)) {
        this.error(
          `The Vite mode "${mode}" asks for the language "${asked}", which ${SETTINGS_FILE} does not list.`,
        );
      }
      const language = asked ?? readLanguageSetting();
      this.addWatchFile(path.join(CONTENT_FOLDER, 'settings.yaml'));
      for (const name of Object.values(CONTENT_FILES)) {
        this.addWatchFile(path.join(CONTENT_FOLDER, language, name));
      }
      try {
        // One build is in one language; a new SAATHI_LANGUAGE (the next build) reads again.
        if (cached?.language !== language) {
          cached = {
            language,
            content: checkedContent(projectRoot, language),
            languages: siteLanguages(projectRoot, language),
          };
        }
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        // The plain sentences alone: no stack, no plugin internals.
        this.error(error.message);
      }
      const words = part === LANGUAGES_PART ? cached.languages : cached.content[part];
      return `export const words = ${JSON.stringify(words)};\n`;
    },
  };
}
