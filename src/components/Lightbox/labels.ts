import { fillPlaceholders } from '../../shared/fillPlaceholders';
import type { LightboxLabels, LightboxSlide, VideoSlide } from './types';

export function isVideoSlide(slide: LightboxSlide): slide is VideoSlide {
  return slide.type === 'video';
}

/** "Video 4 of 6: Classroom Clip" or "Image 2 of 3: <alt>", for the live region and dialog name. */
export function describeSlide(
  labels: LightboxLabels,
  slide: LightboxSlide,
  index: number,
  count: number,
): string {
  return isVideoSlide(slide)
    ? fillPlaceholders(labels.videoAnnouncement, { n: index + 1, m: count, title: slide.title })
    : fillPlaceholders(labels.imageAnnouncement, { n: index + 1, m: count, alt: slide.alt });
}

/** The dialog's description: how to move, and on a gallery with videos, what the player's keys do. */
export function dialogInstructions(labels: LightboxLabels, slides: readonly LightboxSlide[]) {
  return slides.some(isVideoSlide)
    ? `${labels.instructions} ${labels.playerInstructions}`
    : labels.instructions;
}
