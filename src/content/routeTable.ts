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
  { id: 'home', path: '/', navigation: 'main' },
  { id: 'about', path: '/about', navigation: 'main' },
  { id: 'impact', path: '/impact', navigation: 'main' },
  { id: 'contact', path: '/contact', navigation: 'main' },
  { id: 'accessibility', path: '/accessibility', navigation: 'footer' },
  { id: 'privacy', path: '/privacy', navigation: 'footer' },
  { id: 'conformance', path: '/accessibility/conformance', navigation: 'none' },
] as const satisfies readonly {
  readonly id: string;
  readonly path: `/${string}`;
  /**
   * `main`: in the header, the menu and the footer, in this order; `footer`: the footer only;
   * `none`: linked from another page only (the conformance report, from the statement).
   */
  readonly navigation: 'main' | 'footer' | 'none';
}[];

type Route = (typeof routeTable)[number];

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
