/**
 * The languages of the site (`content/settings.yaml`) and the one these pages are in. Each
 * language is a whole site: the first at `/`, each other under `/<folder>/` (`/hi/about`), with
 * the same pages (src/content/routeTable.ts). The build makes each language in turn
 * (src/build/build.ts), so a page only ever carries its own language's words.
 */
import { words } from './words/languages';
import { withoutTrailingSlash } from './routeTable';

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

/** The language of these pages. */
export const currentLanguage: SiteLanguage =
  languages.find((language) => language.folder === words.current) ?? (languages[0] as SiteLanguage);

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
