/**
 * The header's Tab stops, in order, as role and accessible name, in a page's own language: the
 * skip link, the logo, "Help now", the language switch (each other language by its own name, then what the
 * link does), then the four page links (wide screens, or no JavaScript) or the menu button
 * (narrow screens). The tests that walk the keyboard from the top of a page start from these.
 */
import { routeTable } from '../../content/routeTable';
import type { LanguageContent } from '../../content/schema/language';
import { siteLanguages } from './languageRoutes';

export interface Stop {
  role: string;
  name: string;
}

export function headerStops(
  words: LanguageContent,
  language: string,
  layout: 'page links' | 'menu button',
): Stop[] {
  const { shell, pages } = words.site;
  return [
    { role: 'link', name: shell.skipLink },
    { role: 'link', name: shell.logoAlt },
    { role: 'link', name: shell.helpNow },
    ...siteLanguages
      .filter((other) => other.folder !== language)
      .map((other) => ({ role: 'link', name: `${other.name} ${shell.languageSwitch}` })),
    ...(layout === 'page links'
      ? routeTable
          .filter((route) => route.navigation === 'main')
          .map((route) => ({ role: 'link', name: pages[route.id].navLabel }))
      : [{ role: 'button', name: shell.openMenu }]),
  ];
}
