import type { ImageSlide, VideoSlide } from '../../components/Lightbox/Lightbox';
import type { VideoItem } from '../../content/media';
import { currentLanguage } from '../../content/languages';
import type { InformativeImage, VideoCaptions } from '../../content/types';

/**
 * Captions tracks with the page's language's first: the lightbox shows the first by default
 * (`default`), and the player's captions menu offers the others.
 */
export function captionTracks(
  captions: readonly VideoCaptions[],
  language = currentLanguage.folder,
) {
  const own = captions.filter((track) => track.srcLang === language);
  const others = captions.filter((track) => track.srcLang !== language);
  return [...own, ...others].map((track) => ({ ...track, kind: 'captions' as const }));
}

/**
 * A video of the content as a lightbox slide (docs/spec/product.md §3.4): the lightbox's own size
 * (its `videoSize`, 1920 x 1080), one MP4 source, its captions (the page's language's shown
 * first), the words of what it shows, its transcript (with when each paragraph is said), its
 * audio-described version when it has one with that version's own captions (what its voice
 * says), and no download in the player's menu.
 */
export function videoSlide(video: VideoItem): VideoSlide {
  return {
    type: 'video',
    title: video.title,
    poster: video.poster,
    sources: [{ src: video.src, type: video.type }],
    tracks: captionTracks(video.captions),
    description: video.description,
    transcript: video.transcript,
    ...(video.transcriptTimes ? { transcriptTimes: video.transcriptTimes } : {}),
    ...(video.describedVersion
      ? {
          describedSources: [{ src: video.describedVersion, type: video.type }],
          describedTracks: captionTracks(video.describedCaptions ?? []),
        }
      : {}),
    // No "Download" in the player's menu: one item fewer to hear in it, and the project's
    // videos are for watching here (issue 30).
    controlsList: 'nodownload',
  };
}

/** A photo of the content as a lightbox slide, with its caption and every size of it for `srcset`. */
export function imageSlide(image: InformativeImage): ImageSlide {
  return {
    type: 'image',
    src: image.src,
    alt: image.alt,
    caption: image.caption,
    width: image.width,
    height: image.height,
    srcSet: image.srcSet?.map((candidate) => ({ src: candidate.src, width: candidate.width })),
  };
}
