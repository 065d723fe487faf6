/**
 * Every picture and video of the site, in one place: where the file is, how big it is, and what
 * it shows in words. Today every file is a demo drawing or clip in `public/media/` (regenerate
 * them with `npx tsx src/tools/media/generateMedia.ts`). To use the real photos and videos, change
 * `src` (and `srcSet`, `poster`, `captions`) here to the media host's addresses, keep the real
 * width and height, and rewrite the `alt` and `description` to say what the real ones show.
 * docs/media.md walks through it.
 */
import { defineImages } from './types';

/** Where the demo files are served from. */
const local = (file: string) => `/media/${file}`;

/** A `srcset` list for a demo still generated at these widths (see generateMedia.ts). */
function widths(stem: string, sizes: readonly number[]) {
  return sizes.map((width) => ({ src: local(`${stem}-${width}.webp`), width }));
}

/**
 * The pictures. Heroes are decorative: their page's heading says everything they add. The others
 * carry meaning, so they describe the drawing a visitor sees.
 */
export const images = defineImages({
  homeHero: {
    decorative: true,
    src: local('hero-home-1280.webp'),
    width: 1280,
    height: 720,
    srcSet: widths('hero-home', [640, 960, 1280]),
  },
  storyHero: {
    decorative: true,
    src: local('hero-story-1280.webp'),
    width: 1280,
    height: 720,
    srcSet: widths('hero-story', [640, 960, 1280]),
  },
  impactHero: {
    decorative: true,
    src: local('hero-impact-1280.webp'),
    width: 1280,
    height: 720,
    srcSet: widths('hero-impact', [640, 960, 1280]),
  },
  contactHero: {
    decorative: true,
    src: local('hero-contact-1280.webp'),
    width: 1280,
    height: 720,
    srcSet: widths('hero-contact', [640, 960, 1280]),
  },
  awarenessSession: {
    alt: 'Drawing of an awareness session room seen from above: eight chairs in a circle around a table with a Braille book and a pair of headphones on it.',
    src: local('awareness-session-800.webp'),
    width: 1200,
    height: 800,
    srcSet: widths('awareness-session', [400, 800, 1200]),
  },
  storyPhoto: {
    alt: 'Drawing of a Braille book lying open on a desk, next to a pair of headphones.',
    src: local('story-book-and-headphones-960.webp'),
    width: 960,
    height: 720,
    srcSet: widths('story-book-and-headphones', [480, 960]),
  },
  bookStack: {
    alt: 'Drawing of a stack of copies of the book, ready to be handed out.',
    caption: 'Printed copies of the book, before they go out to schools and readers.',
    src: local('book-stack-800.webp'),
    width: 800,
    height: 600,
    srcSet: widths('book-stack', [400, 800]),
  },
  bookBraillePage: {
    alt: 'Drawing of an open page of the Braille edition, covered in raised dots.',
    caption: 'The Braille edition, shared across 15 schools.',
    src: local('book-braille-page-800.webp'),
    width: 800,
    height: 600,
    srcSet: widths('book-braille-page', [400, 800]),
  },
  bookOnDesks: {
    alt: 'Drawing of a classroom with a copy of the book on each of three desks, below a board of Braille dots.',
    caption: 'The book in use in a classroom.',
    src: local('book-on-desks-800.webp'),
    width: 800,
    height: 600,
    srcSet: widths('book-on-desks', [400, 800]),
  },
});

/** A captions file of a video. */
export interface VideoCaptions {
  readonly src: string;
  /** BCP 47 language of the captions, e.g. `en`. */
  readonly srcLang: string;
  /** The name a video player shows in its captions menu. */
  readonly label: string;
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
  readonly captions: VideoCaptions;
  /** What the video shows, for visitors who cannot see it; shown under its thumbnail. */
  readonly description: string;
  /** The file's own size in pixels. */
  readonly width: number;
  readonly height: number;
}

/** A demo clip in public/media/: the video, its poster and its English captions. */
function demoClip(stem: string) {
  return {
    src: local(`clip-${stem}.mp4`),
    type: 'video/mp4',
    poster: local(`clip-${stem}-poster.webp`),
    captions: { src: local(`clip-${stem}.en.vtt`), srcLang: 'en', label: 'English' },
    width: 640,
    height: 360,
  } as const;
}

/**
 * The six videos, in the order of the grid. As docs/spec/product.md §3.2 says, one clip appears
 * twice: the first and fifth items share a source.
 */
export const impactVideos: readonly VideoItem[] = [
  {
    id: 'activity-nbra',
    title: 'Activity at National Blind Relief Association',
    ...demoClip('activity'),
    description:
      'A 4-second demo clip with no sound. The word "Activity" appears over rows of Braille dots on a blue background, then the words "Demo clip, no sound".',
  },
  {
    id: 'classroom',
    title: 'Classroom Clip',
    ...demoClip('classroom'),
    description:
      'A 4-second demo clip with no sound. The word "Classroom" appears over rows of yellow Braille dots on a dark teal background, then the words "Demo clip, no sound".',
  },
  {
    id: 'cover-page',
    title: 'Cover Page Motion',
    ...demoClip('cover'),
    description:
      'A 4-second demo clip with no sound. The words "Cover Page" appear over rows of yellow Braille dots on a dark red and blue background, then the words "Demo clip, no sound".',
  },
  {
    id: 'interactive-session',
    title: 'Interactive Session',
    ...demoClip('interactive'),
    description:
      'A 4-second demo clip with no sound. The words "Interactive Session" appear over rows of pale Braille dots on a teal background, then the words "Demo clip, no sound".',
  },
  {
    id: 'activity-repeat',
    title: 'Activity Repeat Clip',
    ...demoClip('activity'),
    description:
      'The same clip as the first video: the word "Activity" appears over rows of Braille dots on a blue background, then the words "Demo clip, no sound".',
  },
  {
    id: 'awareness-session',
    title: 'Awareness Session',
    ...demoClip('session'),
    description:
      'A 4-second demo clip with no sound. The words "Awareness Session" appear over rows of Braille dots on a dark green background, then the words "Demo clip, no sound".',
  },
];

/** Every address of a picture or video above. */
export function mediaAddresses(): string[] {
  const addresses: string[] = [];
  for (const image of Object.values(images)) {
    addresses.push(image.src, ...(image.srcSet ?? []).map((candidate) => candidate.src));
  }
  for (const video of impactVideos) {
    addresses.push(video.src, video.poster, video.captions.src);
  }
  return addresses;
}

/**
 * The external hosts the media above load from: empty while every file is local. The server's
 * Content Security Policy blocks any other host, so its `MEDIA_ORIGINS` setting must list these
 * (see docs/media.md).
 */
export const MEDIA_ORIGINS: readonly string[] = [
  ...new Set(
    mediaAddresses()
      .filter((address) => /^https?:\/\//.test(address))
      .map((address) => new URL(address).origin),
  ),
];

/** Every local file the content points at (a test checks each exists in public/media/). */
export const localMediaFiles: readonly string[] = mediaAddresses().filter((address) =>
  address.startsWith('/media/'),
);
