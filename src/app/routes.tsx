import { lazy, type ComponentType } from 'react';
import { notFoundPage, pageMeta, type PageMeta } from '../content/site';
import { routeTable, withoutTrailingSlash, type PageId } from '../content/routeTable';

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

/**
 * Each page's component, by its id in the route table (src/content/routeTable.ts). A page of the
 * table missing here is a type error that names it.
 */
const pageComponents: Record<PageId, { readonly source: string; readonly load: PageModule }> = {
  home: {
    source: 'src/pages/HomePage/HomePage.tsx',
    load: () => import('../pages/HomePage/HomePage').then((module) => module.HomePage),
  },
  about: {
    source: 'src/pages/StoryPage/StoryPage.tsx',
    load: () => import('../pages/StoryPage/StoryPage').then((module) => module.StoryPage),
  },
  impact: {
    source: 'src/pages/ImpactPage/ImpactPage.tsx',
    load: () => import('../pages/ImpactPage/ImpactPage').then((module) => module.ImpactPage),
  },
  contact: {
    source: 'src/pages/ContactPage/ContactPage.tsx',
    load: () => import('../pages/ContactPage/ContactPage').then((module) => module.ContactPage),
  },
  accessibility: {
    source: 'src/pages/AccessibilityStatementPage/AccessibilityStatementPage.tsx',
    load: () =>
      import('../pages/AccessibilityStatementPage/AccessibilityStatementPage').then(
        (module) => module.AccessibilityStatementPage,
      ),
  },
  privacy: {
    source: 'src/pages/PrivacyPage/PrivacyPage.tsx',
    load: () => import('../pages/PrivacyPage/PrivacyPage').then((module) => module.PrivacyPage),
  },
  conformance: {
    source: 'src/pages/ConformanceReportPage/ConformanceReportPage.tsx',
    load: () =>
      import('../pages/ConformanceReportPage/ConformanceReportPage').then(
        (module) => module.ConformanceReportPage,
      ),
  },
};

/** Every page of the site, in the route table's order: the navigation's four, the footer's, then the conformance report. */
export const pageRoutes: readonly PageRoute[] = routeTable.map(({ id }) => {
  const { source, load } = pageComponents[id];
  return { ...pageMeta[id], ...lazyPage(load), source };
});

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
  const normalized = withoutTrailingSlash(pathname);
  return pageRoutes.find((route) => route.path === normalized);
}

/** The title and description of whatever page an address shows. */
export function pageMetaFor(pathname: string): { title: string; description: string } {
  return findPageRoute(pathname) ?? notFoundRoute;
}
