/**
 * Every page of every language, with that language's own words, for the tests that walk every
 * route: a Hindi page is checked against the Hindi content, never the English. Read in Node from
 * the content files themselves (src/content/load/readContent.ts), as the build reads them.
 */
import { checkedContent, readSettings } from '../../content/load/readContent';
import { routeTable, type PageId } from '../../content/routeTable';
import type { LanguageContent } from '../../content/schema/language';

export interface LanguageRoute {
  /** The address: `/about`, `/hi/about`, `/hi/no-such-page`. */
  path: string;
  /** The address in the route table (`/about`), the same in every language. */
  routePath: string;
  /** The page's id in the route table; none for an address that is no page. */
  id?: PageId;
  /** The language's folder (`en`, `hi`): its `hreflang`. */
  language: string;
  /** `<html lang>`: `en-IN`, `hi-IN`. */
  lang: string;
  /** The page's title, as in the content. */
  title: string;
  /** The browser tab's whole title. */
  documentTitle: string;
  expectedStatus: number;
  /** Every word of the page's language. */
  words: LanguageContent;
}

const { languages } = readSettings();

/** A language's address prefix: '' for the first, `/hi` for Hindi. */
export function prefixOf(folder: string): string {
  return folder === languages[0]?.folder ? '' : `/${folder}`;
}

/** An address of the route table in a language. */
export function pathIn(folder: string, routePath: string): string {
  const prefix = prefixOf(folder);
  return prefix && routePath === '/' ? prefix : `${prefix}${routePath}`;
}

/** The words of each language, by folder. */
export const wordsOf: Readonly<Record<string, LanguageContent>> = Object.fromEntries(
  languages.map((language) => [language.folder, checkedContent(undefined, language.folder)]),
);

/** The languages as content/settings.yaml lists them. */
export const siteLanguages = languages;

/** Every page of every language, then each language's not-found page. */
export const languageRoutes: readonly LanguageRoute[] = languages.flatMap(({ folder }) => {
  const words = wordsOf[folder] as LanguageContent;
  const documentTitle = (title: string) => words.site.shell.documentTitle.replace('{title}', title);
  const base = { language: folder, lang: words.site.locale.lang, words };
  return [
    ...routeTable.map((route) => {
      const title = words.site.pages[route.id].title;
      return {
        ...base,
        path: pathIn(folder, route.path),
        routePath: route.path,
        id: route.id,
        title,
        documentTitle: documentTitle(title),
        expectedStatus: 200,
      };
    }),
    {
      ...base,
      path: `${prefixOf(folder)}/no-such-page`,
      routePath: '/no-such-page',
      title: words.site.notFound.title,
      documentTitle: documentTitle(words.site.notFound.title),
      expectedStatus: 404,
    },
  ];
});
