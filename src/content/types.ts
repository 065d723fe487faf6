/**
 * The shapes every piece of content must have. They are strict on purpose: a link to a page that
 * does not exist, or an image without a text alternative, fails `npm run typecheck`.
 */

/** Every page of the site. Add a route here and in `src/app/routes.tsx` together. */
export type RoutePath = '/' | '/about' | '/impact' | '/contact' | '/accessibility';

/** A link inside the site: `to` can only be one of the real routes. */
export interface InternalLink {
  readonly kind: 'internal';
  readonly to: RoutePath;
  readonly label: string;
}

/** A link to another website. It always opens in a new tab and says so to screen readers. */
export interface ExternalLinkContent {
  readonly kind: 'external';
  readonly href: `https://${string}`;
  readonly label: string;
}

interface ImageBase {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Smaller and larger versions of the same picture, for `srcset`. */
  readonly srcSet?: readonly { readonly src: string; readonly width: number }[];
}

/** An image that carries meaning: `alt` is required (and `defineImages` refuses an empty one). */
export interface InformativeImage extends ImageBase {
  readonly alt: string;
  /**
   * Words shown under the picture where it is shown large (the Impact page's viewer): what it
   * is about, where `alt` says what it looks like. Optional.
   */
  readonly caption?: string;
  readonly decorative?: never;
}

/** An image that only decorates: screen readers skip it, so say so explicitly. */
export interface DecorativeImage extends ImageBase {
  readonly decorative: true;
  readonly alt?: never;
}

export type ImageContent = InformativeImage | DecorativeImage;

/** Refuses `alt: ''`: an image without words must be declared `decorative: true` instead. */
type NoEmptyAlt<T> = {
  [K in keyof T]: T[K] extends { readonly alt: '' } ? { alt: 'write a text alternative' } : T[K];
};

/** Declares a set of images; the type checker rejects a missing or empty text alternative. */
export function defineImages<const T extends Record<string, ImageContent>>(
  images: NoEmptyAlt<T>,
): T {
  return images as T;
}

/**
 * A link to another website whose visible words are short ("Watch here") and only make sense
 * next to the sentence before them. Screen-reader users often list links out of context, so the
 * link's name is the whole of `link.label` ("Watch here: a short video about …"), which must
 * begin with `shortText` so voice-control users can say what they see (WCAG 2.5.3).
 */
export interface ShortExternalLink {
  readonly link: ExternalLinkContent;
  readonly shortText: string;
}
