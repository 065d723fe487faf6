/**
 * The shapes every piece of content has once the content check (src/content/schema/) has read it
 * from `content/<language>/*.yaml`. The check keeps the rules these types state: a link inside
 * the site names a real page, and an image has a text alternative or says it is decorative.
 */
import type { RoutePath } from './routeTable';

export type { PageId, RoutePath } from './routeTable';

/**
 * A sentence that names a date, and the date as the language writes it ("24 November 2026"):
 * the page puts the date where `{date}` is in `text`, kept on one line (src/components/DatedText).
 */
export interface DatedSentence {
  readonly text: string;
  readonly date: string;
}

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

/** An image that carries meaning: `alt` is required, and the content check refuses an empty one. */
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

/** A captions file of a video. */
export interface VideoCaptions {
  readonly src: string;
  /** BCP 47 language of the captions, e.g. `en`. */
  readonly srcLang: string;
  /** The name a video player shows in its captions menu. */
  readonly label: string;
}

/** When a caption is said: from `start` to `end`, in seconds from the video's start. */
export interface CueTime {
  readonly start: number;
  readonly end: number;
}

/**
 * One video of the "Impact in Motion" grid (docs/spec/product.md §3.2), with what it shows in
 * words.
 */
export interface VideoItem {
  /** Stable key for lists; never shown. */
  readonly id: string;
  /** The button's name and the video's name in the lightbox. */
  readonly title: string;
  readonly src: string;
  readonly type: 'video/mp4';
  /** A still frame shown before the video plays. */
  readonly poster: string;
  /** One captions file a language; the page's language's is shown by default. */
  readonly captions: readonly VideoCaptions[];
  /** What the video shows, for visitors who cannot see it; shown under its thumbnail. */
  readonly description: string;
  /** Its length in whole seconds (checked against the file at build time). */
  readonly seconds: number;
  /**
   * Its length as heard ("1 minute 35 seconds"), in the page's language: made from `seconds`
   * when the content is read, never written in the content files (src/shared/timeInWords.ts).
   */
  readonly spokenLength: string;
  /**
   * What its sound gives a visitor who cannot see it (WCAG 1.2.3, 1.2.5): `no sound` (the
   * transcript is its alternative), `describes itself` (its own soundtrack says everything
   * that matters), or `described version` (a second file, `describedVersion`, with audio
   * description).
   */
  readonly sound: 'no sound' | 'describes itself' | 'described version';
  /** The audio-described version's file, when `sound` is `described version`. */
  readonly describedVersion?: string;
  /**
   * The described version's own captions, with it and only with it: what its voice says, timed
   * to that file (the clip's `captions` say what is on screen, not what the voice says). One file
   * a language, the page's language's among them.
   */
  readonly describedCaptions?: readonly VideoCaptions[];
  /**
   * Everything said (the captions' words, in the page's language) and everything shown that
   * matters, in order: one paragraph an item (WCAG 1.2.8).
   */
  readonly transcript: readonly string[];
  /**
   * When each paragraph of the transcript is said (its caption's times), null for one no caption
   * says: added by the content check from the captions file of the page's language
   * (src/content/load/videoFiles.ts), never written in the content files. Absent when that file
   * is not local.
   */
  readonly transcriptTimes?: readonly (CueTime | null)[];
  /** The file's own size in pixels. */
  readonly width: number;
  readonly height: number;
}
