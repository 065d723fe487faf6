import type { ImageContent } from '../../content/types';

export interface ContentImageProps {
  /** The picture, its size and its text alternative, from `src/content/media.ts`. */
  image: ImageContent;
  /** How wide the picture is drawn, for the browser to pick from `srcset`. Default `100vw`. */
  sizes?: string;
  /**
   * The page's first, largest picture: fetched at once and ahead of others, so it paints early
   * (LCP). Default false: fetched only when it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * An image from the content, drawn with its real `width` and `height` (the browser reserves its
 * space, so nothing jumps as it loads) and every size of it in `srcset`. Decorative images get
 * an empty `alt`, which tells screen readers to skip them.
 */
export function ContentImage({
  image,
  sizes = '100vw',
  priority = false,
  className,
}: ContentImageProps) {
  const srcSet = image.srcSet
    ?.map((candidate) => `${candidate.src} ${candidate.width}w`)
    .join(', ');
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={image.decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
