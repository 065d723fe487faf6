/**
 * Every picture and video of the site, gathered from the content files (each page's file says
 * which pictures it shows; `content/<language>/impact.yaml` lists the videos). `npm run media`
 * makes the sizes of each picture (docs/media.md); this module lists every address, so a test can
 * check each local file exists and the server can be told which other hosts to allow.
 */
import { words as accessibility } from './words/accessibility';
import { words as contact } from './words/contact';
import { words as contactForm } from './words/contactForm';
import { words as home } from './words/home';
import { words as impact } from './words/impact';
import { words as site } from './words/site';
import { words as story } from './words/story';
import type { ImageContent, VideoItem } from './types';

export type { VideoCaptions, VideoItem } from './types';

function isImage(value: object): value is ImageContent {
  return 'srcSet' in value && 'width' in value && 'height' in value && 'src' in value;
}

function isVideo(value: object): value is VideoItem {
  return 'type' in value && value.type === 'video/mp4';
}

/** Every picture and video in the content, in the order the files give them. */
function collect(value: unknown, found: { images: ImageContent[]; videos: VideoItem[] }) {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
  } else if (value && typeof value === 'object') {
    if (isImage(value)) found.images.push(value);
    else if (isVideo(value)) found.videos.push(value);
    else for (const item of Object.values(value)) collect(item, found);
  }
  return found;
}

const content = { site, home, story, impact, contact, contactForm, accessibility };
const media = collect(content, { images: [], videos: [] });

/** Every picture of the site (the same picture shown twice is listed twice). */
export const allImages: readonly ImageContent[] = media.images;

/** The pictures at the top of each page. */
export const heroImages: readonly ImageContent[] = [
  content.home.hero.image,
  content.story.hero.image,
  content.impact.hero.image,
  content.contact.hero.image,
];

/** The videos of the Impact page, in the order of the grid. */
export const impactVideos: readonly VideoItem[] = content.impact.videos.items;

/** Every address of a picture or video above. */
export function mediaAddresses(): string[] {
  const addresses: string[] = [];
  for (const image of allImages) {
    addresses.push(image.src, ...(image.srcSet ?? []).map((candidate) => candidate.src));
  }
  for (const video of media.videos) {
    addresses.push(video.src, video.poster, ...video.captions.map((track) => track.src));
    if (video.describedVersion) addresses.push(video.describedVersion);
    addresses.push(...(video.describedCaptions ?? []).map((track) => track.src));
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
