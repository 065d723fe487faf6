import { type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { ToggleButton } from 'react-aria-components';
import { PlayerControls } from '../PlayerControls/PlayerControls';
import { safePlay, togglePlay } from '../PlayerControls/useMediaState';
import { useAudioDescription } from './audioDescription';
import { CaptionsChoice, useCaptionsChoice } from './CaptionsChoice';
import { lightboxDefaults } from './defaults';
import { SlideCaption } from './SlideCaption';
import { VideoTranscript } from './VideoTranscript';
import type { LightboxLabels, VideoFlags, VideoSlide, VideoTrack } from './types';
import styles from './Lightbox.module.css';
import { Words } from '../Words/Words';

interface VideoSlideViewProps {
  slide: VideoSlide;
  /** Lightbox-wide flags (`lightboxDefaults.video` under the `video` prop); the slide's win. */
  defaults: VideoFlags;
  isCurrent: boolean;
  labels: LightboxLabels;
}

/**
 * Only the current slide plays: a neighbour that stops being current pauses, and the current one
 * starts when the slide says so. Gives the ref the play handler reads, which must see the
 * latest value without re-subscribing.
 */
function useOnlyCurrentPlays(
  videoRef: RefObject<HTMLVideoElement | null>,
  isCurrent: boolean,
  autoPlay: boolean,
) {
  const isCurrentRef = useRef(isCurrent);
  useEffect(() => {
    isCurrentRef.current = isCurrent;
    const video = videoRef.current;
    if (!video) return;
    if (!isCurrent) video.pause();
    else if (autoPlay) safePlay(video);
  }, [videoRef, isCurrent, autoPlay]);
  return isCurrentRef;
}

/**
 * A switch between the video and its audio-described version loads the other file at the same
 * moment, playing if it was.
 */
function useSameMomentInTheOtherVersion(
  videoRef: RefObject<HTMLVideoElement | null>,
  playsDescribed: boolean,
) {
  const shown = useRef(playsDescribed);
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video || shown.current === playsDescribed) return;
    shown.current = playsDescribed;
    const { currentTime, paused } = video;
    video.load();
    const resume = () => {
      video.currentTime = currentTime;
      if (!paused) safePlay(video);
    };
    video.addEventListener('loadedmetadata', resume, { once: true });
    return () => video.removeEventListener('loadedmetadata', resume);
  }, [videoRef, playsDescribed]);
}

/**
 * "Audio description": a switch that plays the described version instead, the choice kept for
 * the visit (./audioDescription.ts).
 */
function AudioDescriptionSwitch({
  label,
  isSelected,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <ToggleButton className={styles.describedSwitch} isSelected={isSelected} onChange={onChange}>
      <Words>{label}</Words>
    </ToggleButton>
  );
}

/** A flag of the slide's own, else the lightbox's. */
function videoFlag<K extends keyof VideoFlags>(
  slide: VideoSlide,
  defaults: VideoFlags,
  key: K,
): VideoFlags[K] {
  return slide[key] ?? defaults[key];
}

/**
 * The `<video>`: named by the title, described by the slide's description when there is one,
 * its sources and tracks (the described version's when that plays), the visit's captions
 * marked `default`.
 */
function SlideVideo({
  videoRef,
  slide,
  defaults,
  sources,
  tracks,
  captions,
  descriptionId,
  isCurrentRef,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  slide: VideoSlide;
  defaults: VideoFlags;
  sources: VideoSlide['sources'];
  tracks: readonly VideoTrack[];
  captions: string | undefined;
  descriptionId: string;
  isCurrentRef: RefObject<boolean>;
}) {
  const flag = <K extends keyof VideoFlags>(key: K) => videoFlag(slide, defaults, key);
  return (
    // Captions come from `tracks` when the content provides them (jsx-a11y cannot see that).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={videoRef}
      className={styles.video}
      aria-label={slide.title}
      aria-describedby={slide.description ? descriptionId : undefined}
      poster={slide.poster || undefined}
      width={slide.width ?? lightboxDefaults.videoSize.width}
      height={slide.height ?? lightboxDefaults.videoSize.height}
      controls={false}
      // No Tab stop of its own: its controls are (Gecko makes a <video> without controls
      // focusable, a stop where no key does anything).
      tabIndex={-1}
      playsInline={flag('playsInline')}
      loop={flag('loop')}
      muted={flag('muted')}
      preload={flag('preload')}
      disablePictureInPicture={flag('disablePictureInPicture')}
      disableRemotePlayback={flag('disableRemotePlayback')}
      controlsList={flag('controlsList')}
      crossOrigin={flag('crossOrigin')}
      // A click or tap on the picture plays and pauses, as people expect of a video; the Play
      // button under it is the same for the keyboard. (A click that ends a swipe never
      // arrives: usePointerGestures keeps it.)
      onClick={(event) => togglePlay(event.currentTarget)}
      onPlay={(event) => {
        // Nothing but the current slide may play: a preloaded neighbour that starts anyway
        // (a media key, a browser quirk) is stopped at once.
        if (!isCurrentRef.current) event.currentTarget.pause();
      }}
    >
      {sources.map((source) => (
        <source
          key={source.src + (source.media ?? '')}
          src={source.src}
          type={source.type}
          media={source.media}
        />
      ))}
      {tracks.map((track) => (
        <track
          key={track.src}
          kind={track.kind ?? 'captions'}
          src={track.src}
          srcLang={track.srcLang}
          label={track.label}
          default={(track.kind ?? 'captions') === 'captions' && track.srcLang === captions}
        />
      ))}
    </video>
  );
}

/**
 * A video slide: the video, named by the title, with captions when the content has them; under
 * it the player's controls (../PlayerControls, when the `controls` flag is on: the browser's
 * own are never shown, as Tab could not reach them all), the title and a text description, the
 * captions choice, the "Audio description" switch that plays the described version instead,
 * with its own captions (kept for the visit: ./audioDescription.ts), and its transcript in a
 * disclosure (closed until opened; ./VideoTranscript.tsx). The figure is what goes full screen.
 * Only the current slide's video may play.
 */
export function VideoSlideView({ slide, defaults, isCurrent, labels }: VideoSlideViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const descriptionId = useId();
  const autoPlay = videoFlag(slide, defaults, 'autoPlay') === true;

  const isCurrentRef = useOnlyCurrentPlays(ref, isCurrent, autoPlay);

  const [described, setDescribed] = useAudioDescription();
  const playsDescribed = described && slide.describedSources !== undefined;
  const sources = playsDescribed ? (slide.describedSources ?? []) : slide.sources;
  // The described version's own captions (what its voice says) while it plays: the video's
  // would say what is on screen, or "no sound", while the voice speaks (WCAG 1.2.2).
  const tracks = (playsDescribed ? slide.describedTracks : slide.tracks) ?? [];
  useSameMomentInTheOtherVersion(ref, playsDescribed);

  const captionTracks = tracks.filter((track) => (track.kind ?? 'captions') === 'captions');
  // The visit's choice of captions (first: the first track), marked `default` on its track;
  // where the version playing has no track in the chosen language, its first track.
  const captions = useCaptionsChoice(captionTracks);

  return (
    // The figure fills the slide: its empty area around the video counts as backdrop.
    <figure
      ref={figureRef}
      className={`${styles.media} ${styles.videoMedia}`}
      data-lightbox-backdrop=""
    >
      <SlideVideo
        videoRef={ref}
        slide={slide}
        defaults={defaults}
        sources={sources}
        tracks={tracks}
        captions={captions}
        descriptionId={descriptionId}
        isCurrentRef={isCurrentRef}
      />
      {/* Separate paragraphs: a screen reader reading the slide does not run them together. */}
      <SlideCaption>
        {/* On the current slide only, as the captions choice below: a preloaded neighbour is
            inert and hidden, and has nothing to control. */}
        {isCurrent && videoFlag(slide, defaults, 'controls') ? (
          <PlayerControls videoRef={ref} boxRef={figureRef} />
        ) : null}
        <p className={styles.captionTitle}>
          <Words>{slide.title}</Words>
        </p>
        {slide.description ? (
          <p id={descriptionId}>
            <Words>{slide.description}</Words>
          </p>
        ) : null}
        {/* On the current slide only: a preloaded neighbour is inert and hidden, and IBM's
            checker finds its options' labels empty there. Its track marked `default` already
            agrees with the choice; the choice is applied again when it becomes current. */}
        {isCurrent && captions !== undefined ? (
          <CaptionsChoice videoRef={ref} tracks={captionTracks} choice={captions} labels={labels} />
        ) : null}
        {slide.describedSources ? (
          <AudioDescriptionSwitch
            label={labels.audioDescription}
            isSelected={described}
            onChange={setDescribed}
          />
        ) : null}
        {slide.transcript ? (
          <VideoTranscript
            transcript={slide.transcript}
            times={slide.transcriptTimes}
            videoRef={ref}
            label={labels.transcript}
            hint={labels.transcriptHint}
          />
        ) : null}
      </SlideCaption>
    </figure>
  );
}
