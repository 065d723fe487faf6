/**
 * The languages of the site (`content/settings.yaml`) and the one these pages are in. Each
 * language is a whole site: the first at `/`, each other under `/<folder>/` (`/hi/about`), with
 * the same pages (src/content/routeTable.ts). Each language has a client build of its own
 * (src/build/build.ts), so a page only ever carries its own language's words; one server bundle
 * renders every language ({@link currentLanguage}).
 */
import { words } from './words/languages';
import { withoutTrailingSlash } from './routeTable';
import { LANGUAGE_PARAMETER, LANGUAGE_VARIABLE } from '../shared/renderLanguage';

export interface SiteLanguage {
  /** Its folder in content/, and its `hreflang`: `en`, `hi`. */
  readonly folder: string;
  /** Its name in its own script: "English", "हिन्दी". */
  readonly name: string;
  /** Its `lang`: `en-IN`, `hi-IN`. */
  readonly lang: string;
  /** Its addresses' prefix: '' for the first language, `/hi` for Hindi. */
  readonly prefix: string;
  /** Its usual script: `Latn` for English, `Deva` for Hindi (found at build time). */
  readonly script: string;
}

/** Every language, the one served at `/` first. */
export const languages: readonly SiteLanguage[] = words.list;

/** The site's address on the web, without a slash at the end (`https://example.org`). */
export const siteAddress: string = words.address;

/**
 * The language the server bundle renders, decided once as it is imported: the one in its own
 * address (`entry-server.js?language=hi`: the build and the service import the one bundle once
 * per language, each import a module graph of its own), else SAATHI_LANGUAGE (the tools run with
 * tsx), else the first.
 */
function languageOfServerRender(): SiteLanguage {
  const folder =
    new URL(import.meta.url).searchParams.get(LANGUAGE_PARAMETER) ?? process.env[LANGUAGE_VARIABLE];
  if (!folder) return languages[0] as SiteLanguage;
  const language = languages.find((candidate) => candidate.folder === folder);
  if (!language) throw new Error(`content/settings.yaml lists no language "${folder}".`);
  return language;
}

/**
 * The language of these pages: a client build's own (each language still has its client build),
 * or, in the server bundle that renders every language, the one decided as it is imported.
 */
export const currentLanguage: SiteLanguage =
  languages.find((language) => language.folder === words.current) ?? languageOfServerRender();

/** The other languages, for the language switch. */
export const otherLanguages: readonly SiteLanguage[] = languages.filter(
  (language) => language !== currentLanguage,
);

/**
 * The router's basename for these pages: `/hi` for Hindi, none for the first language (the
 * route table's addresses are the same in every language).
 */
export const routerBasename: string | undefined = currentLanguage.prefix || undefined;

/** An address of the route table (`/about`) in a language (`/hi/about`; `/hi` for `/`). */
export function pathIn(language: SiteLanguage, routePath: string): string {
  if (!language.prefix) return routePath;
  return routePath === '/' ? language.prefix : `${language.prefix}${routePath}`;
}

/**
 * The language of a full address and the address inside it (`/hi/about` is `/about` in Hindi;
 * `/about` is `/about` in the first language).
 */
export function splitPath(pathname: string): { language: SiteLanguage; routePath: string } {
  const path = withoutTrailingSlash(pathname);
  const language = languages.find(
    (candidate) =>
      candidate.prefix && (path === candidate.prefix || path.startsWith(`${candidate.prefix}/`)),
  );
  if (!language) return { language: languages[0] as SiteLanguage, routePath: path };
  return { language, routePath: path.slice(language.prefix.length) || '/' };
}
