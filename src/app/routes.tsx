import { lazy, type ComponentType } from 'react';
import { notFoundPage, pageMeta, type PageMeta } from '../content/site';
import {
  LAYOUT_WORDS,
  NOT_FOUND_WORDS,
  routeTable,
  withoutTrailingSlash,
  type PageId,
  type WordsPart,
} from '../content/routeTable';
import { loadWords } from '../content/words/loaded';

type PageModule = () => Promise<ComponentType>;

export interface PageRoute extends PageMeta {
  /** The page, loaded on demand so each route has its own chunk. */
  readonly Component: ComponentType;
  /** Starts loading the page's chunk (before hydration, or on hover). */
  readonly preload: () => Promise<unknown>;
  /** The page's source file: the prerender step looks its chunk up in Vite's manifest by it. */
  readonly source: string;
  /** The parts of the content it reads beyond the layout's (src/content/routeTable.ts). */
  readonly words: readonly WordsPart[];
}

/**
 * A page component that loads its chunk on first render, and a way to load it earlier: the
 * words it reads first, in the page's language (src/content/words/loaded.ts), then its code.
 */
function lazyPage(load: PageModule, words: readonly WordsPart[]) {
  const withWords = () => loadWords([...LAYOUT_WORDS, ...words]).then(load);
  return { Component: lazy(async () => ({ default: await withWords() })), preload: withWords };
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
  sitemap: {
    source: 'src/pages/SiteMapPage/SiteMapPage.tsx',
    load: () => import('../pages/SiteMapPage/SiteMapPage').then((module) => module.SiteMapPage),
  },
};

/** Every page of the site, in the route table's order: the navigation's four, the footer's two, the conformance report, the site map. */
export const pageRoutes: readonly PageRoute[] = routeTable.map(({ id, words }) => {
  const { source, load } = pageComponents[id];
  return { ...pageMeta[id], ...lazyPage(load, words), words, source };
});

/** The page shown for any other address (served with HTTP status 404). */
export const notFoundRoute = {
  title: notFoundPage.title,
  description: notFoundPage.description,
  source: 'src/pages/NotFoundPage/NotFoundPage.tsx',
  words: NOT_FOUND_WORDS,
  ...lazyPage(
    () => import('../pages/NotFoundPage/NotFoundPage').then((module) => module.NotFoundPage),
    NOT_FOUND_WORDS,
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
