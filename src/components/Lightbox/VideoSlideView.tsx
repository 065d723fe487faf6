import { useEffect, useId, useRef } from 'react';
import { lightboxDefaults } from './defaults';
import { SlideCaption } from './SlideCaption';
import type { VideoFlags, VideoSlide } from './types';
import styles from './Lightbox.module.css';
import { Words } from '../Words/Words';

interface VideoSlideViewProps {
  slide: VideoSlide;
  /** Lightbox-wide flags (`lightboxDefaults.video` under the `video` prop); the slide's win. */
  defaults: VideoFlags;
  isCurrent: boolean;
}

/**
 * `play()` returns a promise that rejects when the browser refuses (autoplay policy, missing
 * source). The refusal is expected and harmless: the visitor can still press play in the
 * player's own controls, so it is swallowed rather than left as an unhandled rejection.
 */
export function safePlay(video: HTMLVideoElement) {
  try {
    const result = video.play() as Promise<void> | undefined;
    result?.catch(() => {});
  } catch {
    // Old engines throw synchronously instead; same reasoning.
  }
}

/**
 * A video slide: the native player, named by the title, with captions when the content has
 * them and a text description beneath it. Only the current slide's video may play.
 */
export function VideoSlideView({ slide, defaults, isCurrent }: VideoSlideViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const descriptionId = useId();
  const flag = <K extends keyof VideoFlags>(key: K): VideoFlags[K] => slide[key] ?? defaults[key];
  const autoPlay = flag('autoPlay') === true;

  // Read by the play handler, which must see the latest value without re-subscribing.
  const isCurrentRef = useRef(isCurrent);
  useEffect(() => {
    isCurrentRef.current = isCurrent;
    const video = ref.current;
    if (!video) return;
    if (!isCurrent) video.pause();
    else if (autoPlay) safePlay(video);
  }, [isCurrent, autoPlay]);

  const captionIndex = slide.tracks?.findIndex(
    (track) => (track.kind ?? 'captions') === 'captions',
  );

  return (
    // The figure fills the slide: its empty area around the video counts as backdrop.
    <figure className={styles.media} data-lightbox-backdrop="">
      {/* Captions come from `tracks` when the content provides them (jsx-a11y cannot see that). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        className={styles.video}
        aria-label={slide.title}
        aria-describedby={slide.description ? descriptionId : undefined}
        poster={slide.poster || undefined}
        width={slide.width ?? lightboxDefaults.videoSize.width}
        height={slide.height ?? lightboxDefaults.videoSize.height}
        controls={flag('controls')}
        playsInline={flag('playsInline')}
        loop={flag('loop')}
        muted={flag('muted')}
        preload={flag('preload')}
        disablePictureInPicture={flag('disablePictureInPicture')}
        disableRemotePlayback={flag('disableRemotePlayback')}
        controlsList={flag('controlsList')}
        crossOrigin={flag('crossOrigin')}
        onPlay={(event) => {
          // Nothing but the current slide may play: a preloaded neighbour that starts anyway
          // (a media key, a browser quirk) is stopped at once.
          if (!isCurrentRef.current) event.currentTarget.pause();
        }}
      >
        {slide.sources.map((source) => (
          <source
            key={source.src + (source.media ?? '')}
            src={source.src}
            type={source.type}
            media={source.media}
          />
        ))}
        {slide.tracks?.map((track, index) => (
          <track
            key={track.src}
            kind={track.kind ?? 'captions'}
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={index === captionIndex}
          />
        ))}
      </video>
      {/* Separate paragraphs: a screen reader reading the slide does not run them together. */}
      <SlideCaption>
        <p className={styles.captionTitle}>
          <Words>{slide.title}</Words>
        </p>
        {slide.description ? (
          <p id={descriptionId}>
            <Words>{slide.description}</Words>
          </p>
        ) : null}
      </SlideCaption>
    </figure>
  );
}
