/** Which pictures `npm run screenshots` takes, and where each is written. */

export type ColourScheme = 'light' | 'dark';

export interface Screenshot {
  route: string;
  width: number;
  scheme: ColourScheme;
}

/** The widths every page is looked at: a desktop, a common phone, the narrowest phone (reflow). */
export const SCREENSHOT_WIDTHS = [1280, 390, 320] as const;
export const COLOUR_SCHEMES: readonly ColourScheme[] = ['light', 'dark'];

/**
 * The pages taken when none are named: every page of every language (`dist/routes.json`), then
 * each language's not-found page (`dist/not-found.json`, by its address prefix: '' and `/hi`),
 * at `notFoundPath`, an address that is no page.
 */
export function defaultRoutes(
  pages: readonly { url: string }[],
  notFound: readonly { prefix: string }[],
  notFoundPath: string,
): string[] {
  const prefixes = notFound.map(({ prefix }) => prefix).sort((a, b) => a.length - b.length);
  return [...pages.map((page) => page.url), ...prefixes.map((prefix) => prefix + notFoundPath)];
}

export function screenshotPlan(choice: {
  routes: readonly string[];
  widths?: readonly number[];
  schemes?: readonly ColourScheme[];
}): Screenshot[] {
  const widths = choice.widths ?? SCREENSHOT_WIDTHS;
  const schemes = choice.schemes ?? COLOUR_SCHEMES;
  for (const width of widths) {
    if (!Number.isInteger(width) || width < 200) {
      throw new Error(`A width must be a whole number of CSS pixels, 200 or more (got ${width}).`);
    }
  }
  for (const scheme of schemes) {
    if (!COLOUR_SCHEMES.includes(scheme)) {
      throw new Error(`A colour scheme is light or dark (got ${scheme}).`);
    }
  }
  if (choice.routes.length === 0) throw new Error('No pages to take pictures of.');
  return schemes.flatMap((scheme) =>
    widths.flatMap((width) => choice.routes.map((route) => ({ route, width, scheme }))),
  );
}

/** `/` is "home", `/hi/about` is "hi-about": one flat, readable file name per page. */
export function screenshotName({ route, width, scheme }: Screenshot): string {
  const page = route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-') || 'home';
  return `${scheme}/${width}/${page}.png`;
}
