import { useId, useRef } from 'react';
import { clockTime } from '../../shared/timeInWords';
import type { VideoItem } from '../../content/media';
import { useLivePreview } from './useLivePreview';
import styles from './VideoThumbnail.module.css';
import { Words } from '../Words/Words';

/** The thumbnail's box, in CSS pixels (docs/spec/product.md §9.4). */
export const THUMBNAIL_SIZE = { width: 300, height: 200 } as const;

export interface VideoThumbnailProps {
  /** The video: its file, poster, title (the button's name) and description, from the content. */
  video: VideoItem;
  /** Called when the visitor chooses the video (click, tap, Enter or Space). */
  onOpen: () => void;
  /** Called when the visitor reaches for the video (pointer over it, or focus): a time to prefetch. */
  onIntent?: () => void;
  /** The visible name of the transcript's disclosure ("Transcript"), from the content. */
  transcriptLabel: string;
}

/**
 * One video of a grid: a button showing the video's first frame, a play icon and the video's
 * length on it, and its title. The button's name is the video's title and its
 * description is the text under it, so a screen reader hears what the video shows before opening
 * it. Under the description, the video's transcript in a `<details>` disclosure, which works
 * without script.
 *
 * Bytes are spent only when seen (docs/performance.md, "Impact: bytes only for what is seen"): the still frame is
 * an `<img loading="lazy">` with its size, fetched when it nears the screen, and the preview
 * `<video>` (muted, looped, never playing by itself, metadata only) is laid over it once the
 * thumbnail comes within half a screen of the viewport, never when the visitor saves data or is
 * on a 2G-class link (`useLivePreview`). The server and the first client render have the still
 * frame alone, so hydration compares the same markup, and the video takes the frame's box, so
 * nothing moves.
 *
 * A native button, not react-aria's: it needs no more than click and keyboard activation, and
 * the lightbox that opens from it returns focus to it by reference.
 *
 * Without JavaScript the button could open nothing: `public/noscript.css` hides it
 * (`data-needs-script`) and the `<noscript>` beside it shows a link to the video file instead,
 * with the same frame, name and description, which the browser's own player plays. With script
 * the browser never parses what `<noscript>` holds and React renders it empty, so the button
 * alone is there and hydration has nothing to compare (README.md: why not one link for both).
 */
export function VideoThumbnail({ video, onOpen, onIntent, transcriptLabel }: VideoThumbnailProps) {
  const descriptionId = useId();
  const lengthId = useId();
  const frameRef = useRef<HTMLSpanElement>(null);
  const live = useLivePreview(frameRef);
  return (
    <div className={styles.thumbnail}>
      <button
        type="button"
        className={styles.button}
        data-needs-script=""
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        aria-describedby={`${lengthId} ${descriptionId}`}
      >
        <span className={styles.frame} ref={frameRef}>
          {/* The still frame, silent (alt=""): the button's name and description say what it is. */}
          <img
            className={styles.still}
            src={video.poster}
            alt=""
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading="lazy"
            decoding="async"
          />
          {live ? <PreviewVideo video={video} /> : null}
          <FrameMarks seconds={video.seconds} />
        </span>
        <Title title={video.title} />
      </button>
      <NoScriptLink video={video} describedBy={`${lengthId} ${descriptionId}`} />
      {/* The length as it is heard: the first part of the description, never read twice
          (hidden, it is read only through aria-describedby). */}
      <span id={lengthId} hidden>
        {`${video.spokenLength}.`}
      </span>
      <p id={descriptionId} className={styles.description}>
        <Words>{video.description}</Words>
      </p>
      <Transcript video={video} label={transcriptLabel} />
    </div>
  );
}

/**
 * The preview laid over the still frame, once near the viewport (`useLivePreview`). Hidden from
 * screen readers like the still frame it covers, and inert: never a Tab stop (Firefox makes a
 * <video> focusable, which inside the button was a stop with no name where Enter did nothing,
 * six on the Impact page), and a click on it is the button's (a tabindex of -1 would have let a
 * click focus the video instead).
 */
function PreviewVideo({ video }: { video: VideoItem }) {
  return (
    <video
      className={styles.video}
      src={video.src}
      poster={video.poster}
      width={THUMBNAIL_SIZE.width}
      height={THUMBNAIL_SIZE.height}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      inert
    />
  );
}

/** What is drawn over the frame: the play icon and the length ("0:04"), both silent. */
function FrameMarks({ seconds }: { seconds: number }) {
  return (
    <>
      <PlayIcon />
      <span className={styles.length} aria-hidden="true">
        {clockTime(seconds)}
      </span>
    </>
  );
}

/** The title under the frame: the button's (or the link's) name. */
function Title({ title }: { title: string }) {
  return (
    <span className={styles.title}>
      <Words>{title}</Words>
    </span>
  );
}

/**
 * Without script: a link to the video's file with the same frame, name and description, which
 * the browser's own player plays (see VideoThumbnail above; README.md, "Without JavaScript").
 */
function NoScriptLink({ video, describedBy }: { video: VideoItem; describedBy: string }) {
  return (
    <noscript>
      <a
        href={video.src}
        type={video.type}
        className={styles.button}
        aria-describedby={describedBy}
      >
        <span className={styles.frame}>
          {/* The still frame alone: no metadata to fetch, and nothing interactive in a link. */}
          <img
            className={styles.still}
            src={video.poster}
            alt=""
            width={THUMBNAIL_SIZE.width}
            height={THUMBNAIL_SIZE.height}
            loading="lazy"
          />
          <FrameMarks seconds={video.seconds} />
        </span>
        <Title title={video.title} />
      </a>
    </noscript>
  );
}

/**
 * The transcript, with or without script: a native disclosure, closed until opened. Its name
 * starts with the word seen ("Transcript") and ends with the video's title, so that six of them
 * in a list of controls are told apart.
 */
function Transcript({ video, label }: { video: VideoItem; label: string }) {
  return (
    <details className={styles.transcript} data-transcript={video.id}>
      <summary>
        <Words>{label}</Words>{' '}
        {/* Heard "Transcript (Classroom Clip)": a hidden box is spoken as a word apart. */}
        <span className="visually-hidden">
          (<Words>{video.title}</Words>)
        </span>
      </summary>
      {video.transcript.map((paragraph, index) => (
        // The same words may come twice in a transcript: the place is the key.
        <p key={index}>
          <Words>{paragraph}</Words>
        </p>
      ))}
    </details>
  );
}

/** The play icon over the frame, hidden from screen readers: the name says what it is. */
function PlayIcon() {
  return (
    <span className={styles.play} aria-hidden="true">
      <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
        <circle cx="24" cy="24" r="23" />
        <path d="M19 14 L36 24 L19 34 Z" />
      </svg>
    </span>
  );
}
