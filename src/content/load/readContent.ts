/**
 * Reads the content files from disk (Node only): `content/settings.yaml` names the language the
 * site is built in, and `content/<language>/` holds its files. Used by the Vite plugin
 * (`src/build/contentPlugin.ts`: the build, the dev server and the tests) and by the scripts run
 * with tsx (`src/content/words.ts`), so both see the same checked words.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { describeProblem, type ContentProblem } from '../schema/check';
import { loadLanguage, type LanguageContent, type LoadResult } from '../schema/language';

/** The project's folder. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the content files are, from the project's folder. */
export const CONTENT_DIR = 'content';
export const SETTINGS_FILE = `${CONTENT_DIR}/settings.yaml`;

/** The content has mistakes: `message` lists every one, a sentence a line. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `The content has ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`} to fix:\n${problems.map(describeProblem).join('\n')}`,
    );
    this.name = 'ContentError';
  }
}

/** Every language folder in `content/`. */
export function languageFolders(root = projectRoot): string[] {
  return readdirSync(path.join(root, CONTENT_DIR), { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && existsSync(path.join(root, CONTENT_DIR, entry.name, 'site.yaml')),
    )
    .map((entry) => entry.name)
    .sort();
}

/** The language the site is built in (`language:` in content/settings.yaml). */
export function readLanguageSetting(root = projectRoot): string {
  const source = readFileSync(path.join(root, SETTINGS_FILE), 'utf8');
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const contents = document.contents;
  const pair = isMap(contents)
    ? contents.items.find((item) => isScalar(item.key) && item.key.value === 'language')
    : undefined;
  const value = pair && isScalar(pair.value) ? pair.value.value : undefined;
  const folders = languageFolders(root);
  if (document.errors.length > 0 || typeof value !== 'string' || !folders.includes(value)) {
    const line =
      pair?.value && 'range' in pair.value ? lines.linePos(pair.value.range?.[0] ?? 0).line : 1;
    throw new ContentError([
      {
        file: SETTINGS_FILE,
        line,
        field: 'language',
        message: `write the name of a language folder in content/ (${folders.join(', ')}).`,
      },
    ]);
  }
  return value;
}

/** The files of one language folder, by name. */
export function readLanguageFiles(language: string, root = projectRoot): Record<string, string> {
  const folder = path.join(root, CONTENT_DIR, language);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]),
  );
}

/** Checks one language folder. */
export function checkLanguage(language: string, root = projectRoot): LoadResult {
  return loadLanguage(`${CONTENT_DIR}/${language}`, readLanguageFiles(language, root));
}

/**
 * The checked words of one language folder: by default the language the site is built in
 * (content/settings.yaml). Throws a ContentError if any is wrong.
 */
export function checkedContent(
  root = projectRoot,
  language = readLanguageSetting(root),
): LanguageContent {
  const result = checkLanguage(language, root);
  if (!result.ok) throw new ContentError(result.problems);
  return result.content;
}

let once: LanguageContent | undefined;

/** {@link checkedContent}, read once per process (each part of src/content/words/ asks for it). */
export function readContent(): LanguageContent {
  once ??= checkedContent();
  return once;
}
