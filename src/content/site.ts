/**
 * Site-wide words and settings: the project's name, how to reach it, the navigation, and the
 * header and footer. The owner edits this file (see docs/content-editing.md); components only
 * lay these words out.
 */
import type { ExternalLinkContent, InternalLink, RoutePath } from './types';

/** The project's name, shown in the header, titles and footer. Replace with the real name. */
export const productName = 'Saathi';

/** Language and writing direction of the whole site; a Hindi version would set 'hi-IN'. */
export const locale: { readonly lang: string; readonly dir: 'ltr' | 'rtl' } = {
  lang: 'en-IN',
  dir: 'ltr',
};

/** How to reach the project. Neutral placeholders: replace them with the real ones. */
export const contactDetails = {
  email: 'hello@example.org',
  phone: '+91 00000 00000',
  /** The phone number as a `tel:` link wants it: digits and a leading plus only. */
  phoneHref: 'tel:+910000000000',
  location: 'India (Nationwide Outreach)',
} as const;

/** The project's channels elsewhere. They open in a new tab. */
export const channels = {
  videoChannel: {
    kind: 'external',
    href: 'https://example.org/video-channel',
    label: 'YouTube channel',
  },
  podcast: {
    kind: 'external',
    href: 'https://example.org/podcast',
    label: 'Podcast on Spotify',
  },
} as const satisfies Record<string, ExternalLinkContent>;

export interface PageMeta {
  readonly path: RoutePath;
  /** The link text in the header, menu and footer. */
  readonly navLabel: string;
  /** The first part of the browser tab's title: "{title} - {productName}". */
  readonly title: string;
  /** One sentence for search engines and link previews. */
  readonly description: string;
}

/** The four pages, in navigation order. */
export const pages = [
  {
    path: '/',
    navLabel: 'Home',
    title: 'Home',
    description: `${productName} raises awareness of mental health among visually impaired young people in rural India.`,
  },
  {
    path: '/about',
    navLabel: 'About',
    title: 'The Story',
    description: `Why ${productName} began, and where it is today.`,
  },
  {
    path: '/impact',
    navLabel: 'Impact',
    title: 'Impact',
    description: `The book, the sessions, the podcast and the videos of ${productName}.`,
  },
  {
    path: '/contact',
    navLabel: 'Contact',
    title: 'Contact Us',
    description: `Send ${productName} a message, or find our e-mail and phone number.`,
  },
] as const satisfies readonly PageMeta[];

/** Pages outside the main navigation, linked from the footer. */
export const statementPageMeta = {
  path: '/accessibility',
  navLabel: 'Accessibility statement',
  title: 'Accessibility statement',
  description: `How accessible the ${productName} website is, how we test it, and how to tell us about a problem.`,
} as const satisfies PageMeta;

export const notFoundPage = {
  title: 'Page not found',
  description: 'This page does not exist.',
  heading: 'Page not found',
  body: 'We could not find the page you asked for. The address may be mistyped, or the page may have moved.',
  homeLink: { kind: 'internal', to: '/', label: 'Go to the home page' },
} as const satisfies {
  title: string;
  description: string;
  heading: string;
  body: string;
  homeLink: InternalLink;
};

/** The browser tab's title for a page. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} - ${productName}`;
}

/** Words used by the shell around every page. */
export const shell = {
  skipLink: 'Skip to main content',
  logoAlt: `${productName} home`,
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  closeMenu: 'Close',
  /** Read after an external link's text, hidden from sight. */
  opensInNewTab: '(opens in a new tab)',
  /** Spoken politely after each move to another page. */
  pageChanged: (pageTitle: string) => `${pageTitle} page`,
  loadingPage: 'Loading page…',
} as const;

export const footer = {
  about: {
    heading: 'About',
    text: `${productName} is a nonprofit awareness project for visually impaired young people aged 11 to 29 in rural India. Through a book in Hindi, English, Braille and audio, in-person sessions and a podcast, it helps young people understand their mental health and look after it.`,
  },
  contact: {
    heading: 'Contact Us',
    emailLabel: 'E-mail',
    locationLabel: 'Location',
    followLabel: 'Follow',
  },
  /** `landmarkLabel` names the links' navigation landmark, apart from the visible heading. */
  quickLinks: { heading: 'Quick Links', landmarkLabel: 'Footer' },
  statementLink: { kind: 'internal', to: '/accessibility', label: 'Accessibility statement' },
  /** The copyright line; the year is always the current one. */
  copyright: (year: number) => `© ${year} ${productName}. All rights reserved.`,
} as const satisfies { statementLink: InternalLink } & Record<string, unknown>;
