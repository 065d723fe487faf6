import type { ImageSlide, VideoSlide } from '../../components/Lightbox/Lightbox';
import type { VideoItem } from '../../content/media';
import type { InformativeImage } from '../../content/types';

/**
 * A video of the content as a lightbox slide (docs/spec/product.md §3.4): 1920 x 1080, one MP4
 * source, its captions, and the words of what it shows.
 */
export function videoSlide(video: VideoItem): VideoSlide {
  return {
    type: 'video',
    title: video.title,
    poster: video.poster,
    width: 1920,
    height: 1080,
    sources: [{ src: video.src, type: video.type }],
    tracks: [{ ...video.captions, kind: 'captions' }],
    description: video.description,
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
