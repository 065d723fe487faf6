/**
 * Reads the content files from disk (Node only): `content/settings.yaml` lists the languages of
 * the site, and `content/<language>/` holds each one's files. Used by the Vite plugin
 * (`src/build/contentPlugin.ts`: the build, the dev server and the tests) and by the scripts run
 * with tsx (`src/content/words.ts`), so both see the same checked words.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LineCounter, isMap, isScalar, parseDocument } from 'yaml';
import { describeProblem, type ContentProblem } from '../schema/check.ts';
import { loadLanguage, type LanguageContent, type LoadResult } from '../schema/language.ts';
import { videoFileProblems, withTranscriptTimes } from './videoFiles.ts';
import { LANGUAGE_VARIABLE } from '../../shared/renderLanguage.ts';

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

/** One language of the site, as `content/settings.yaml` lists it. */
export interface LanguageSetting {
  /** Its folder in content/ (`en`, `hi`), also its address prefix (`/hi/…`) and `hreflang`. */
  readonly folder: string;
  /** Its name in its own script ("English", "हिन्दी"), shown by the language switch. */
  readonly name: string;
}

/** What `content/settings.yaml` holds. */
export interface Settings {
  /** The site's address, without a slash at the end (`https://example.org`). */
  readonly address: string;
  /** The languages, the one served at `/` first. */
  readonly languages: readonly LanguageSetting[];
  /**
   * Who judges the conformance report's rows, by the key a review names them with (`by:` in
   * a11y-tests/acr/verdicts.yaml): a person's name and role, or a role until a person signs.
   */
  readonly reviewers: Readonly<Record<string, string>>;
}

/**
 * The environment variable that picks the language a build (or a dev server) is made in; the
 * build (src/build/build.ts) sets it for each language in turn. Unset: the first language.
 */
export { LANGUAGE_VARIABLE };

function settingsError(line: number, field: string, message: string): ContentError {
  return new ContentError([{ file: SETTINGS_FILE, line, field, message }]);
}

/** Reads and checks content/settings.yaml. */
export function readSettings(root = projectRoot): Settings {
  const source = readFileSync(path.join(root, SETTINGS_FILE), 'utf8');
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const contents = document.contents;
  const lineOf = (node: unknown) =>
    node && typeof node === 'object' && 'range' in node
      ? lines.linePos((node as { range?: number[] }).range?.[0] ?? 0).line
      : 1;
  const pairOf = (key: string) =>
    isMap(contents)
      ? contents.items.find((item) => isScalar(item.key) && item.key.value === key)
      : undefined;
  const folders = languageFolders(root);
  const addressPair = pairOf('address');
  const address = addressPair && isScalar(addressPair.value) ? addressPair.value.value : undefined;
  if (
    document.errors.length > 0 ||
    typeof address !== 'string' ||
    !/^https?:\/\/[^/\s]+$/.test(address)
  ) {
    throw settingsError(
      lineOf(addressPair?.value),
      'address',
      "write the site's address, such as https://example.org (no slash at the end).",
    );
  }
  const languagesPair = pairOf('languages');
  const settings = document.toJS() as { languages?: unknown; reviewers?: unknown };
  const list: unknown = languagesPair ? settings.languages : undefined;
  const problem = settingsError(
    lineOf(languagesPair?.value),
    'languages',
    `list each language as { folder: …, name: … }, the folder one of content/ (${folders.join(', ')}), each once.`,
  );
  if (!Array.isArray(list) || list.length === 0) throw problem;
  const languages = list.map((item: unknown) => {
    const { folder, name } = (item ?? {}) as { folder?: unknown; name?: unknown };
    if (typeof folder !== 'string' || !folders.includes(folder)) throw problem;
    if (typeof name !== 'string' || name.trim() === '') throw problem;
    return { folder, name };
  });
  if (new Set(languages.map((language) => language.folder)).size !== languages.length) {
    throw problem;
  }
  return {
    address,
    languages,
    reviewers: readReviewers(settings, lineOf(pairOf('reviewers')?.value)),
  };
}

/** `reviewers:` of content/settings.yaml: each a key and the words the report says of them. */
function readReviewers(settings: { reviewers?: unknown }, line: number): Record<string, string> {
  const { reviewers } = settings;
  const entries =
    reviewers && typeof reviewers === 'object' && !Array.isArray(reviewers)
      ? Object.entries(reviewers)
      : [];
  if (
    entries.length === 0 ||
    entries.some(([, said]) => typeof said !== 'string' || said.trim() === '')
  ) {
    throw settingsError(
      line,
      'reviewers',
      "name each reviewer of the conformance report as key: their name and role (or a role until a person signs), such as developers: The website's developers.",
    );
  }
  return Object.fromEntries(entries.map(([key, said]) => [key, (said as string).trim()]));
}

/**
 * The language this process builds or serves: the one {@link LANGUAGE_VARIABLE} names, or the
 * first of content/settings.yaml.
 */
export function readLanguageSetting(root = projectRoot): string {
  const { languages } = readSettings(root);
  const chosen = process.env[LANGUAGE_VARIABLE];
  if (chosen === undefined || chosen === '') return languages[0]?.folder ?? 'en';
  if (!languages.some((language) => language.folder === chosen)) {
    throw settingsError(
      1,
      'languages',
      `${LANGUAGE_VARIABLE}=${chosen} is not one of the languages listed here.`,
    );
  }
  return chosen;
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

/**
 * Checks one language folder: its words (src/content/schema/), then its videos' files, which
 * only Node can read (./videoFiles.ts: captions, lengths, transcripts). Adds to each video when
 * its transcript's paragraphs are said, from those files.
 */
export function checkLanguage(language: string, root = projectRoot): LoadResult {
  const files = readLanguageFiles(language, root);
  const result = loadLanguage(`${CONTENT_DIR}/${language}`, files);
  if (!result.ok) return result;
  const publicDir = path.join(root, 'public');
  const { impact } = result.content;
  const problems = videoFileProblems(impact.videos.items, {
    language,
    file: `${CONTENT_DIR}/${language}/impact.yaml`,
    source: files['impact.yaml'] ?? '',
    publicDir,
  });
  if (problems.length > 0) return { ok: false, problems };
  const items = withTranscriptTimes(impact.videos.items, { language, publicDir });
  return {
    ...result,
    content: { ...result.content, impact: { ...impact, videos: { ...impact.videos, items } } },
  };
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

/** The languages of the site as the pages need them (src/content/languages.ts). */
export interface SiteLanguages {
  /** The site's address, without a slash at the end. */
  readonly address: string;
  readonly list: readonly {
    readonly folder: string;
    readonly name: string;
    /** Its `lang` (`locale.lang` of its site.yaml: `en-IN`, `hi-IN`). */
    readonly lang: string;
    /** Its addresses' prefix: '' for the first language, `/hi` for Hindi. */
    readonly prefix: string;
    /**
     * Its usual script, as `Intl` knows it (`Latn` for English, `Deva` for Hindi): a page in
     * another script than Latin marks the English names in its texts `lang="en"`
     * (src/components/Words). Found here, at build time, so that no page asks `Intl` for it.
     */
    readonly script: string;
  }[];
}

/** The site's address and its languages (content/settings.yaml), each with its `lang`. */
export function siteLanguages(root = projectRoot): SiteLanguages {
  const { address, languages } = readSettings(root);
  return {
    address,
    list: languages
      .map((language, index) => ({
        ...language,
        lang: checkedContent(root, language.folder).site.locale.lang,
        prefix: index === 0 ? '' : `/${language.folder}`,
      }))
      .map((language) => ({
        ...language,
        script: new Intl.Locale(language.lang).maximize().script ?? 'Latn',
      })),
  };
}
