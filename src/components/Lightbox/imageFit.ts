import type { ImageSlide, ImageSource } from './types';

/**
 * `srcSet` sorted by width, ascending (docs/spec/lightbox-behaviour.md rule 23), whatever order
 * the content lists.
 */
export function sortedSources(slide: ImageSlide): ImageSource[] {
  return [...(slide.srcSet ?? [])].sort((a, b) => a.width - b.width);
}

export function srcSetAttribute(sources: readonly ImageSource[]): string | undefined {
  return sources.length ? sources.map((s) => `${s.src} ${s.width}w`).join(', ') : undefined;
}

/**
 * The largest size the image may be shown at: its largest source (or its own size). Showing it
 * bigger would only blur it, so the fitted size never passes this.
 */
export function naturalSize(slide: ImageSlide): { width: number; height: number } | null {
  const sources = sortedSources(slide);
  const largest = sources[sources.length - 1];
  const ratio = slide.width && slide.height ? slide.height / slide.width : null;
  if (largest) {
    const height = largest.height ?? (ratio ? largest.width * ratio : undefined);
    if (height) return { width: largest.width, height };
  }
  if (slide.width && slide.height) return { width: slide.width, height: slide.height };
  return null;
}

/** The image's size once fitted ("contain") into a box, without upscaling past its natural size. */
export function fitImage(
  natural: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(box.width / natural.width, box.height / natural.height, 1);
  return { width: natural.width * scale, height: natural.height * scale };
}
