import type { CONTENT_FILES } from './schema/contentFiles';

/**
 * The one route table: every page of the site, its id and its address. Structure, not words: each
 * page's title, navigation label and description are in the content files
 * (`content/<language>/site.yaml`, under `pages`, by id).
 *
 * A new page is one line here. Then the type checker asks for its component in
 * `src/app/routes.tsx` (a `Record<PageId, …>`, so a missing page is an error that names it), and
 * the content check asks for its words in every language's `site.yaml`.
 */
export const routeTable = [
  { id: 'home', path: '/', navigation: 'main', words: ['home'] },
  { id: 'about', path: '/about', navigation: 'main', words: ['story'] },
  { id: 'impact', path: '/impact', navigation: 'main', words: ['impact'] },
  {
    id: 'contact',
    path: '/contact',
    navigation: 'main',
    words: ['contact', 'contactForm', 'privacy'],
  },
  {
    id: 'accessibility',
    path: '/accessibility',
    navigation: 'footer',
    words: ['accessibility', 'impact'],
  },
  { id: 'privacy', path: '/privacy', navigation: 'footer', words: ['privacy'] },
  {
    id: 'conformance',
    path: '/accessibility/conformance',
    navigation: 'none',
    words: ['accessibility'],
  },
  // Every page, with what it holds: a second way to each (WCAG 2.4.5), linked from the footer.
  { id: 'sitemap', path: '/site-map', navigation: 'footer', words: [] },
] as const satisfies readonly {
  readonly id: string;
  readonly path: `/${string}`;
  /**
   * The parts of the content the page's code reads beyond {@link LAYOUT_WORDS}: the browser
   * loads them, in the page's language, before the page's code (src/content/words/loaded.ts).
   * The build fails when a page's code reads a part not listed (src/build/prerender.ts).
   */
  readonly words: readonly WordsPart[];
  /**
   * `main`: in the header, the menu and the footer, in this order; `footer`: the footer only;
   * `none`: linked from another page only (the conformance report, from the statement).
   */
  readonly navigation: 'main' | 'footer' | 'none';
}[];

type Route = (typeof routeTable)[number];

/** A part of the content: one file of `content/<language>/` (src/content/words/). */
export type WordsPart = keyof typeof CONTENT_FILES;

/** The parts every page reads: the layout's (the header, the footer, urgent help). */
export const LAYOUT_WORDS: readonly WordsPart[] = ['site', 'urgentHelp'];

/** The parts a page not found reads beyond {@link LAYOUT_WORDS}. */
export const NOT_FOUND_WORDS: readonly WordsPart[] = [];

/** The id of a page, as the content files name it: `home`, `about`, … */
export type PageId = Route['id'];

/** The address of a page. */
export type RoutePath = Route['path'];

/** Every page id, in the table's order. */
export const pageIds: readonly PageId[] = routeTable.map((route) => route.id);

/** The address of a page, by its id. */
export function pathOf(id: PageId): RoutePath {
  const route = routeTable.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No page ${id} in the route table.`);
  return route.path;
}

/** The page a content file names, by its id (`about`) or its address (`/about`). */
export function findPage(name: string): Route | undefined {
  return routeTable.find((route) => route.id === name || route.path === name);
}

/**
 * An address without its trailing slashes: "/about/" is the About page, as the spec accepts, and
 * "/" stays "/". Every comparison of an address with the table goes through it.
 */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/**
 * The parts of the content the page at `routePath` reads (`/about`, without the language's
 * prefix): the layout's and the page's own; a page not found's for any other address.
 */
export function wordsAt(routePath: string): readonly WordsPart[] {
  const route = routeTable.find((candidate) => candidate.path === withoutTrailingSlash(routePath));
  return [...LAYOUT_WORDS, ...(route ? route.words : NOT_FOUND_WORDS)];
}
