/**
 * Site-wide words and settings, from `content/<language>/site.yaml` (the owner edits that file:
 * docs/content-editing.md): the project's name, how to reach it, the pages' titles and
 * navigation labels, the header and the footer. Components only lay these words out.
 */
import { words } from './words/site';
import { pathOf, routeTable, type PageId, type RoutePath } from './routeTable';
import type { ExternalLinkContent, ImageContent, InternalLink } from './types';
import { fillPlaceholders } from '../shared/fillPlaceholders';

const site = words;

/** The project's name, shown in the header, titles and footer. */
export const productName: string = site.productName;

/** Language and writing direction of the whole site. */
export const locale: { readonly lang: string; readonly dir: 'ltr' | 'rtl' } = site.locale;

/**
 * How to reach the project; the links are made from the address and the number. The phone is
 * undefined while it is not given yet (src/content/schema/standIns.ts): a page leaves its line
 * out.
 */
export const contactDetails: {
  readonly email: string;
  readonly phone: string | undefined;
  /** The phone number as a `tel:` link wants it: digits and a leading plus only. */
  readonly phoneHref: `tel:${string}` | undefined;
  readonly emailHref: `mailto:${string}`;
  readonly location: string;
} = site.contact;

/**
 * Who runs the project: the founder (name, role, an optional portrait). The name is undefined
 * while it is not given yet (src/content/schema/standIns.ts).
 */
export const founder: {
  readonly name: string | undefined;
  readonly role: string;
  readonly portrait?: ImageContent | undefined;
} = site.founder;

/**
 * The organisation: its legal name, its registration (if any), its city, and their labels; each
 * undefined while it is not given yet (src/content/schema/standIns.ts).
 */
export const organisation: {
  readonly legalName: string | undefined;
  readonly registration?: string | undefined;
  readonly city: string | undefined;
  readonly labels: {
    readonly legalName: string;
    readonly registration: string;
    readonly city: string;
    readonly phone: string;
  };
} = site.organisation;

/** The project's channels elsewhere. They open in a new tab. */
export const channels: {
  readonly videoChannel: ExternalLinkContent;
  readonly podcast: ExternalLinkContent;
} = site.channels;

export interface PageMeta {
  readonly id: PageId;
  readonly path: RoutePath;
  /** The link text in the header, menu and footer. */
  readonly navLabel: string;
  /** The first part of the browser tab's title: "{title} - {productName}". */
  readonly title: string;
  /** One sentence for search engines and link previews. */
  readonly description: string;
}

/** Every page's words, by id (the route table, src/content/routeTable.ts, lists the pages). */
export const pageMeta: Readonly<Record<PageId, PageMeta>> = Object.fromEntries(
  routeTable.map((route) => [
    route.id,
    { id: route.id, path: route.path, ...site.pages[route.id] },
  ]),
) as Record<PageId, PageMeta>;

/** One `PageMeta` for each page of the route table whose navigation is `main`. */
type MainPages<T extends readonly unknown[]> = T extends readonly [infer First, ...infer Rest]
  ? First extends { readonly navigation: 'main' }
    ? readonly [PageMeta, ...MainPages<Rest>]
    : MainPages<Rest>
  : readonly [];

/** The pages of the main navigation, in order. */
export const pages = routeTable
  .filter((route) => route.navigation === 'main')
  .map((route) => pageMeta[route.id]) as unknown as MainPages<typeof routeTable>;

/** Pages outside the main navigation, linked from the footer. */
export const statementPageMeta: PageMeta = pageMeta.accessibility;

/** Every page linked from the footer only (the statement, the privacy notice), in table order. */
export const footerPages: readonly PageMeta[] = routeTable
  .filter((route) => route.navigation === 'footer')
  .map((route) => pageMeta[route.id]);

export const notFoundPage: {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly body: string;
  readonly homeLink: InternalLink;
  /** Said before the other pages of the main navigation, listed after the link home. */
  readonly otherPages: string;
} = site.notFound;

/** The site map's words beyond its page's own (src/pages/SiteMapPage). */
export const siteMapPage: { readonly intro: string } = site.siteMap;

/** Every page of the site, in the route table's order (the site map lists them). */
export const allPages: readonly PageMeta[] = routeTable.map((route) => pageMeta[route.id]);

/** The browser tab's title for a page. */
export function documentTitle(pageTitle: string): string {
  return fillPlaceholders(site.shell.documentTitle, { title: pageTitle });
}

/** Words used by the shell around every page. */
export const shell = {
  skipLink: site.shell.skipLink,
  /** The header's link to the page's helplines. */
  helpNow: site.shell.helpNow,
  logoAlt: site.shell.logoAlt,
  mainNavLabel: site.shell.mainNavLabel,
  /** Read after another language's name in the language switch, hidden from sight. */
  languageSwitch: site.shell.languageSwitch,
  openMenu: site.shell.openMenu,
  menuTitle: site.shell.menuTitle,
  closeMenu: site.shell.closeMenu,
  /** The hidden closing button of the menu and the dialogs (src/lib/reactAriaWords.ts). */
  dismiss: site.shell.dismiss,
  /** Read after an external link's text, hidden from sight. */
  opensInNewTab: site.shell.opensInNewTab,
  /** Spoken politely after each move to another page. */
  pageChanged: (pageTitle: string) =>
    fillPlaceholders(site.shell.pageChanged, { title: pageTitle }),
  loadingPage: site.shell.loadingPage,
} as const;

export const footer = {
  about: site.footer.about,
  contact: site.footer.contact,
  /** `landmarkLabel` names the links' navigation landmark, apart from the visible heading. */
  quickLinks: site.footer.quickLinks,
  /** The copyright line; the year is always the current one. */
  copyright: (year: number) => fillPlaceholders(site.footer.copyright, { year }),
} as const;

/**
 * The words of the full-screen viewer (src/components/Lightbox), the same for every page that
 * uses it. `{n}`, `{m}`, `{title}` and `{alt}` are filled in by the viewer: "Video 4 of 6:
 * Classroom Clip". `dialog` names the viewer when a page gives it no name of its own.
 */
// Typed by the content schema (src/content/schema/files/site.ts, `viewer:`); the Lightbox checks
// that these are exactly the words it needs (`satisfies LightboxLabels` in its defaults.ts).
export const viewerWords = site.viewer;

/**
 * The words of the video player's controls (src/components/PlayerControls): `{current}` and
 * `{duration}` are times in words, `{n}` a number, `{rate}` a speed.
 */
export const playerWords = site.player;

/**
 * How a screen reader hears a figure written with a plus ("8,000+"): `{number}` is the figure
 * without it ("more than 8,000", "8,000 से ज़्यादा"). See ./spokenNumbers.ts.
 */
export const moreThan: string = site.moreThan;

/**
 * What is said in place of a detail not given yet (src/content/schema/standIns.ts): the
 * founder's name and the phone inside a sentence (filled in as the content is read), the note
 * of a source whose study is not named yet, and a line's value on Contact.
 */
export const notGivenYet: {
  readonly founder: string;
  readonly phone: string;
  readonly source: string;
  /** A line's value on Contact (the phone, the organisation's details). */
  readonly line: string;
} = site.notGivenYet;

/**
 * The words of the page a phone shows without a connection, for a page it has not kept
 * (src/pages/OfflinePage, docs/offline.md).
 */
export const offlinePage = site.offline;

/**
 * The name of a long page's list of its sections (src/components/OnThisPage): its heading and
 * the name of its navigation landmark.
 */
export const onThisPageLabel: string = site.onThisPage;

export { pathOf };
