import { lazy, type ComponentType } from 'react';
import { notFoundPage, pages, statementPageMeta, type PageMeta } from '../content/site';

type PageModule = () => Promise<ComponentType>;

export interface PageRoute extends PageMeta {
  /** The page, loaded on demand so each route has its own chunk. */
  readonly Component: ComponentType;
  /** Starts loading the page's chunk (before hydration, or on hover). */
  readonly preload: () => Promise<unknown>;
  /** The page's source file: the prerender step looks its chunk up in Vite's manifest by it. */
  readonly source: string;
}

/** A page component that loads its chunk on first render, and a way to load it earlier. */
function lazyPage(load: PageModule) {
  return { Component: lazy(async () => ({ default: await load() })), preload: load };
}

function pageRoute(meta: PageMeta, source: string, load: PageModule): PageRoute {
  return { ...meta, ...lazyPage(load), source };
}

const [home, about, impact, contact] = pages;

/** Every page of the site: the four of the navigation, in order, then the footer's. */
export const pageRoutes: readonly PageRoute[] = [
  pageRoute(home, 'src/pages/HomePage/HomePage.tsx', () =>
    import('../pages/HomePage/HomePage').then((module) => module.HomePage),
  ),
  pageRoute(about, 'src/pages/StoryPage/StoryPage.tsx', () =>
    import('../pages/StoryPage/StoryPage').then((module) => module.StoryPage),
  ),
  pageRoute(impact, 'src/pages/ImpactPage/ImpactPage.tsx', () =>
    import('../pages/ImpactPage/ImpactPage').then((module) => module.ImpactPage),
  ),
  pageRoute(contact, 'src/pages/ContactPage/ContactPage.tsx', () =>
    import('../pages/ContactPage/ContactPage').then((module) => module.ContactPage),
  ),
  pageRoute(
    statementPageMeta,
    'src/pages/AccessibilityStatementPage/AccessibilityStatementPage.tsx',
    () =>
      import('../pages/AccessibilityStatementPage/AccessibilityStatementPage').then(
        (module) => module.AccessibilityStatementPage,
      ),
  ),
];

/** The page shown for any other address (served with HTTP status 404). */
export const notFoundRoute = {
  title: notFoundPage.title,
  description: notFoundPage.description,
  source: 'src/pages/NotFoundPage/NotFoundPage.tsx',
  ...lazyPage(() =>
    import('../pages/NotFoundPage/NotFoundPage').then((module) => module.NotFoundPage),
  ),
};

/** The route for an address, ignoring a trailing slash; `undefined` means "not found". */
export function findPageRoute(pathname: string): PageRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return pageRoutes.find((route) => route.path === normalized);
}

/** The title and description of whatever page an address shows. */
export function pageMetaFor(pathname: string): { title: string; description: string } {
  return findPageRoute(pathname) ?? notFoundRoute;
}
