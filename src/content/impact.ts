/**
 * Words of the Impact page ('/impact'), from `content/<language>/impact.yaml`: the sections, the
 * videos, the book's photos and the viewer's words. The page only lays them out.
 */
import { words } from './words/impact';
import type { ExternalLinkContent, InformativeImage, ShortExternalLink } from './types';

/** One of the sections on the black background. */
export interface ImpactSection {
  /** Stable and unique: it becomes the heading's id. */
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, with the sentence that introduces it. */
  readonly list?: { readonly intro: string; readonly items: readonly string[] };
  /** Paragraphs after the list. */
  readonly after?: readonly string[];
  /** Links to other websites that belong to this section. */
  readonly links?: readonly (ShortExternalLink | ExternalLinkContent)[];
}

const impact = words;

export const impactContent = {
  hero: impact.hero,
  sections: impact.sections satisfies readonly ImpactSection[],
  videos: impact.videos,
  books: {
    heading: impact.books.heading,
    intro: impact.books.intro,
    images: impact.books.photos satisfies readonly InformativeImage[],
  },
  /**
   * The words of the full-screen viewer (lightbox). `{n}`, `{m}`, `{title}` and `{alt}` are
   * filled in by the viewer: "Video 4 of 6: Classroom Clip".
   */
  viewer: impact.viewer,
} as const;
