import { type ReactNode, type RefObject, useCallback, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { safePlay } from '../PlayerControls/useMediaState';
import { Words } from '../Words/Words';
import type { TranscriptTime } from './types';
import styles from './Lightbox.module.css';

/** The paragraph being said at `time` (its index), or -1 between captions and after the last. */
export function paragraphSaidAt(times: readonly (TranscriptTime | null)[], time: number): number {
  return times.findIndex((said) => said !== null && said.start <= time && time < said.end);
}

/** The video's events after which another paragraph may be the one being said. */
const MOVES = ['play', 'timeupdate', 'seeked', 'ended', 'emptied', 'loadedmetadata'] as const;

/**
 * The paragraph being said now, following the video's own events. None before the video has
 * started (a transcript opened first marks nothing) or once it has ended, so a mark always means
 * "you are here".
 */
function useParagraphSaid(
  videoRef: RefObject<HTMLVideoElement | null>,
  times: readonly (TranscriptTime | null)[] | undefined,
): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      const video = videoRef.current;
      if (!video || !times) return () => {};
      for (const type of MOVES) video.addEventListener(type, changed);
      return () => {
        for (const type of MOVES) video.removeEventListener(type, changed);
      };
    },
    [videoRef, times],
  );
  const snapshot = () => {
    const video = videoRef.current;
    // Nothing before the start, nor after the end: a last caption may end a little after the
    // clip (the content check allows 0.05 s), and would stay marked.
    if (!video || !times || video.ended || (video.paused && video.currentTime === 0)) return -1;
    return paragraphSaidAt(times, video.currentTime);
  };
  return useSyncExternalStore(subscribe, snapshot, () => -1);
}

/**
 * A box around one paragraph of text, focusable by script only. A screen reader that moves its
 * reading cursor into text (Orca's Down, P) has Chromium focus the nearest focusable box around
 * it. Without one that was the dialog, which Orca then announced whole, and its reading started
 * again from the top. One box a paragraph, not one around the transcript: a box that also holds
 * the lines' buttons was passed over for the dialog in the same way (the transcript journey,
 * a11y-tests/screen-reader/, heard it).
 */
function ReadingBox({ children }: { children: ReactNode }) {
  return (
    <div tabIndex={-1} className={styles.transcriptText}>
      {children}
    </div>
  );
}

interface VideoTranscriptProps {
  transcript: readonly string[];
  /** When each paragraph is said; without it the transcript is plain text. */
  times?: readonly (TranscriptTime | null)[];
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The disclosure's name ("Transcript"). */
  label: string;
  /** Above paragraphs that play the video: what choosing one does. */
  hint: string;
}

/**
 * The video's transcript, in a disclosure closed until opened. With the times of its paragraphs
 * it follows the video (docs/spec/lightbox-behaviour.md, "The transcript follows the video"):
 * each paragraph a caption says is a button that plays the video from there, and the one being
 * said is marked, `aria-current="time"`. The mark moves neither focus nor the scroll, and is not
 * announced: a visitor reading the transcript keeps their place while the video plays.
 */
export function VideoTranscript({
  transcript,
  times,
  videoRef,
  label,
  hint,
}: VideoTranscriptProps) {
  const said = useParagraphSaid(videoRef, times);
  const playFrom = (start: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = start;
    safePlay(video);
  };
  return (
    <details className={styles.transcript} data-lightbox-transcript="">
      <summary>
        <Words>{label}</Words>
      </summary>
      {times?.some(Boolean) ? (
        <ReadingBox>
          <p className={styles.transcriptHint}>
            <Words>{hint}</Words>
          </p>
        </ReadingBox>
      ) : null}
      {transcript.map((paragraph, index) => {
        const time = times?.[index];
        // The same words may come twice in a transcript: the place is the key.
        return time ? (
          <p key={index}>
            <Button
              className={styles.transcriptLine}
              aria-current={index === said ? 'time' : undefined}
              onPress={() => playFrom(time.start)}
            >
              <Words>{paragraph}</Words>
            </Button>
          </p>
        ) : (
          <ReadingBox key={index}>
            <p className={styles.transcriptShown}>
              <Words>{paragraph}</Words>
            </p>
          </ReadingBox>
        );
      })}
    </details>
  );
}
