/**
 * What `npm run media` must make: every size of every local picture the content names
 * (`file:` and `sizes:` in `content/<language>/*.yaml`), each from its original photo in
 * `content/media/` or, for the demo pictures, from its drawing (illustrations.ts).
 */
import type { ImageContent } from '../../content/types';

/** The folder of the original photos, from the project's folder. */
export const ORIGINALS_DIR = 'content/media';
/** The kinds of original photo `npm run media` reads. */
export const ORIGINAL_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

/** One picture to make in several widths: `public/media/<stem>-<width>.webp`. */
export interface StillPlan {
  readonly stem: string;
  readonly widths: readonly number[];
}

const LOCAL_SIZE = /^\/media\/(.+)-(\d+)\.webp$/;

/**
 * The pictures to make, one entry per file name (a picture shown on two pages is made once, in
 * every width either asks for). Pictures on another host are not made here.
 */
export function stillsToMake(images: readonly ImageContent[]): StillPlan[] {
  const widths = new Map<string, Set<number>>();
  for (const image of images) {
    for (const candidate of image.srcSet ?? []) {
      const match = LOCAL_SIZE.exec(candidate.src);
      if (!match?.[1]) continue;
      const set = widths.get(match[1]) ?? new Set<number>();
      set.add(candidate.width);
      widths.set(match[1], set);
    }
  }
  return [...widths].map(([stem, set]) => ({ stem, widths: [...set].sort((a, b) => a - b) }));
}

/** Where a picture comes from: the owner's original photo, a demo drawing, or nowhere yet. */
export type StillSource =
  | { readonly kind: 'original'; readonly file: string }
  | { readonly kind: 'drawing' }
  | { readonly kind: 'missing'; readonly message: string };

/**
 * The source of a picture: an original in content/media/ named like it (any of
 * {@link ORIGINAL_EXTENSIONS}) wins over a demo drawing of the same name.
 */
export function sourceOf(
  stem: string,
  originals: readonly string[],
  drawings: readonly string[],
): StillSource {
  const original = ORIGINAL_EXTENSIONS.map((extension) => `${stem}${extension}`).find((name) =>
    originals.includes(name),
  );
  if (original) return { kind: 'original', file: `${ORIGINALS_DIR}/${original}` };
  if (drawings.includes(stem)) return { kind: 'drawing' };
  return {
    kind: 'missing',
    message: `There is no photo for the picture ${stem}: put it in ${ORIGINALS_DIR}/ as ${stem}.jpg (or .jpeg, .png, .webp), then run npm run media again.`,
  };
}
