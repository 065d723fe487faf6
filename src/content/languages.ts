/**
 * The languages of the site (`content/settings.yaml`) and the one these pages are in. Each
 * language is a whole site: the first at `/`, each other under `/<folder>/` (`/hi/about`), with
 * the same pages (src/content/routeTable.ts) and the same scripts; a page loads its own
 * language's words alone (./words/loaded.ts).
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
 * The language of these pages, decided once as the scripts start. In a browser (the built site,
 * the dev server, the jsdom tests), the address's prefix, as the router reads it (`/hi/about` is
 * Hindi): the scripts are one for every language. In the server bundle, also one for every
 * language, the language in its own address (`entry-server.js?language=hi`: the build and the
 * service import the one bundle once per language, each import a module graph of its own), else
 * SAATHI_LANGUAGE (the tools run with tsx), else the first.
 */
function languageOfThisRender(): SiteLanguage {
  if (typeof window !== 'undefined') return splitPath(window.location.pathname).language;
  const folder =
    new URL(import.meta.url).searchParams.get(LANGUAGE_PARAMETER) ?? process.env[LANGUAGE_VARIABLE];
  if (!folder) return languages[0] as SiteLanguage;
  const language = languages.find((candidate) => candidate.folder === folder);
  if (!language) throw new Error(`content/settings.yaml lists no language "${folder}".`);
  return language;
}

/** The language of these pages. */
export const currentLanguage: SiteLanguage = languageOfThisRender();

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
