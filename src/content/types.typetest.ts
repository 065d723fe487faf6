/**
 * Compile-time tests of the content types: `npm run typecheck` fails if any line marked
 * `@ts-expect-error` stops being an error, so these prove the rules are enforced.
 */
import { defineImages, type InternalLink } from './types';

const image = { src: '/media/x.webp', width: 10, height: 10 };

defineImages({ good: { ...image, alt: 'A drawing of a book' } });
defineImages({ decoration: { ...image, decorative: true } });

// @ts-expect-error an empty text alternative is refused
defineImages({ empty: { ...image, alt: '' } });

// @ts-expect-error an image with neither alt text nor `decorative: true` is refused
defineImages({ missing: { ...image } });

export const validLink: InternalLink = { kind: 'internal', to: '/about', label: 'About' };

// @ts-expect-error a link to a route that does not exist is refused
export const brokenLink: InternalLink = { kind: 'internal', to: '/blog', label: 'Blog' };
