/**
 * Words of the Impact page ('/impact'), from `content/<language>/impact.yaml`: the sections, the
 * videos, the book's photos and the viewer's words. The page only lays them out.
 */
import { words } from './words/impact';
import type { ExternalLinkContent, InformativeImage, ShortExternalLink } from './types';

/** A key figure of a section, set large: "8,000+" over "students reached by the Braille copies". */
export interface KeyFigure {
  readonly value: string;
  readonly label: string;
}

/** One of the sections of the story, one after another in one column. */
export interface ImpactSection {
  /** Stable and unique: it becomes the heading's id. */
  readonly id: string;
  readonly heading: string;
  /**
   * Its key figures, shown large and hidden from screen readers: the content check makes sure
   * each is also in one of the section's sentences, where a screen reader hears it once.
   */
  readonly figures?: readonly KeyFigure[];
  readonly paragraphs: readonly string[];
  /** A list after the paragraphs, with the sentence that introduces it. */
  readonly list?: { readonly intro: string; readonly items: readonly string[] };
  /** Paragraphs after the list. */
  readonly after?: readonly string[];
  /** A photo of this part of the work, after its words. */
  readonly image?: InformativeImage;
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
} as const;
