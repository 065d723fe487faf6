/**
 * Compile-time tests of the content types: `npm run typecheck` fails if any line marked
 * `@ts-expect-error` stops being an error, so these prove the rules are enforced. The same rules
 * for the content files are checked by src/content/schema/language.node.test.ts.
 */
import type { PageId } from './routeTable';
import type { ImageContent, InternalLink } from './types';

const image = { src: '/media/x.webp', width: 10, height: 10 };

export const good: ImageContent = { ...image, alt: 'A drawing of a book' };
export const decoration: ImageContent = { ...image, decorative: true };

// @ts-expect-error an image with neither alt text nor `decorative: true` is refused
export const missing: ImageContent = { ...image };

export const validLink: InternalLink = { kind: 'internal', to: '/about', label: 'About' };

// @ts-expect-error a link to a route that does not exist is refused
export const brokenLink: InternalLink = { kind: 'internal', to: '/blog', label: 'Blog' };

export const validPage: PageId = 'impact';

// @ts-expect-error a page id that is not in the route table is refused
export const unknownPage: PageId = 'blog';
