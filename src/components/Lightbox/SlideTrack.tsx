import type { CSSProperties, Ref } from 'react';
import type { WindowSlide } from './carousel';
import type { LightboxOptions } from './defaults';
import { ImageSlideView } from './ImageSlideView';
import { isVideoSlide } from './labels';
import { fillPlaceholders } from '../../shared/fillPlaceholders';
import type { LightboxSlide } from './types';
import { VideoSlideView } from './VideoSlideView';
import styles from './Lightbox.module.css';

interface SlideTrackProps {
  trackRef: Ref<HTMLDivElement>;
  slides: readonly LightboxSlide[];
  /** The slides in the DOM (carousel.ts, `slideWindow`): the current one, and its neighbours. */
  shown: readonly WindowSlide[];
  rtl: boolean;
  options: LightboxOptions;
}

/**
 * The track that moves (useTrack.ts): each slide in the DOM in its slot, the current one alone
 * in the tab order and the accessibility tree, each a group named "Slide n of m".
 */
export function SlideTrack({ trackRef, slides, shown, rtl, options }: SlideTrackProps) {
  return (
    <div ref={trackRef} className={styles.track} data-lightbox-track="">
      {shown.map(({ index: slideIndex, offset }) => {
        const slide = slides[slideIndex];
        if (!slide) return null;
        const isCurrent = offset === 0;
        return (
          <div
            key={slideIndex}
            role="group"
            aria-label={fillPlaceholders(options.labels.slide, {
              n: slideIndex + 1,
              m: slides.length,
            })}
            className={styles.slide}
            style={{ '--lightbox-slot': rtl ? -offset : offset } as CSSProperties}
            // Preloaded neighbours: out of the tab order and the accessibility tree.
            inert={!isCurrent}
            aria-hidden={isCurrent ? undefined : true}
            data-current={isCurrent || undefined}
            data-lightbox-backdrop=""
          >
            {isVideoSlide(slide) ? (
              <VideoSlideView
                slide={slide}
                defaults={options.video}
                isCurrent={isCurrent}
                labels={options.labels}
              />
            ) : (
              <ImageSlideView slide={slide} labels={options.labels} />
            )}
          </div>
        );
      })}
    </div>
  );
}
