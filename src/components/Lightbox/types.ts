/**
 * The public shapes of the lightbox: slides, labels, video defaults, callbacks and gesture
 * numbers. `Lightbox.tsx` re-exports the ones a page needs, so a page imports one module.
 */

/** One `<source>` of a video: the browser plays the first it supports. */
export interface VideoSource {
  readonly src: string;
  /** MIME type, e.g. `video/mp4`, so the browser can skip what it cannot play without fetching it. */
  readonly type: string;
  /** Media query, e.g. a smaller file for narrow screens. */
  readonly media?: string;
}

/**
 * A text track (WebVTT). Extension over the YARL slide shape: blind and deaf visitors need the
 * captions (and descriptions) the content provides.
 */
export interface VideoTrack {
  readonly src: string;
  /** BCP 47 language of the track, e.g. `en` or `hi`. */
  readonly srcLang: string;
  /** The name shown in the player's captions menu, e.g. "English". */
  readonly label: string;
  /** Default `captions`. The first captions track is shown by default. */
  readonly kind?: 'captions' | 'subtitles' | 'descriptions' | 'chapters';
}

/** Per-video playback flags. A slide's own value wins over the lightbox default, `false` included. */
export interface VideoFlags {
  /** Start playing when the slide becomes current. Default false (nothing plays by itself). */
  readonly autoPlay?: boolean;
  /** Show the browser's own player controls. Default true. */
  readonly controls?: boolean;
  readonly loop?: boolean;
  readonly muted?: boolean;
  /** Play inside the page on iOS rather than in the system full-screen player. Default true. */
  readonly playsInline?: boolean;
  /** How much to fetch before play. Default `metadata`. */
  readonly preload?: 'none' | 'metadata' | 'auto';
  readonly disablePictureInPicture?: boolean;
  readonly disableRemotePlayback?: boolean;
  readonly controlsList?: string;
  readonly crossOrigin?: 'anonymous' | 'use-credentials';
}

/** A video slide (docs/spec/product.md §3.4), with `tracks` and `description` added. */
export interface VideoSlide extends VideoFlags {
  readonly type: 'video';
  /** The video's accessible name, and the end of the "Video 4 of 6: …" announcement. */
  readonly title: string;
  readonly sources: readonly VideoSource[];
  /** Still shown before play; empty means none. */
  readonly poster?: string;
  /** Default 1920. */
  readonly width?: number;
  /** Default 1080. */
  readonly height?: number;
  /** Captions and other WebVTT tracks. */
  readonly tracks?: readonly VideoTrack[];
  /** What the video shows, in words: rendered under the video and tied to it by aria-describedby. */
  readonly description?: string;
  /**
   * Everything said and shown, one paragraph an item: under the description, in a disclosure
   * named `labels.transcript` (closed until opened).
   */
  readonly transcript?: readonly string[];
  /**
   * When each transcript paragraph is said (seconds from the start), null for one that is not
   * (what is shown). With it, the viewer's transcript follows the video: the paragraph being
   * said is marked, and choosing a paragraph plays the video from there.
   */
  readonly transcriptTimes?: readonly (TranscriptTime | null)[];
  /**
   * The sources of a version with audio description. When given, an "Audio description" switch
   * (`labels.audioDescription`) plays them instead; the choice is kept for the visit.
   */
  readonly describedSources?: readonly VideoSource[];
  /**
   * The described version's own tracks, in place of `tracks` while it plays: its captions say
   * what its voice says too, timed to its file. Without them it plays with no tracks: the
   * video's own captions would caption another soundtrack.
   */
  readonly describedTracks?: readonly VideoTrack[];
}

/** When a paragraph of a transcript is said, in seconds from the video's start. */
export interface TranscriptTime {
  readonly start: number;
  readonly end: number;
}

/** One candidate of an image's `srcset`. */
export interface ImageSource {
  readonly src: string;
  readonly width: number;
  readonly height?: number;
}

/** An image slide (docs/spec/product.md §3.5), with `caption` added. */
export interface ImageSlide {
  readonly type?: 'image';
  readonly src: string;
  /** Required and non-empty: the lightbox is no place for decorative images. */
  readonly alt: string;
  /** Extension: visible words under the photo (its alt text describes the picture itself). */
  readonly caption?: string;
  readonly width?: number;
  readonly height?: number;
  /** Any order: the lightbox sorts it by width, ascending. */
  readonly srcSet?: readonly ImageSource[];
}

export type LightboxSlide = VideoSlide | ImageSlide;

/**
 * Every word the lightbox shows or speaks. `{n}`, `{m}`, `{title}` and `{alt}` are filled in;
 * pass a partial object to change some of them (e.g. from `src/content/`).
 */
export interface LightboxLabels {
  /** The dialog's name before the current item, e.g. "Impact in Motion". */
  readonly dialog: string;
  readonly previous: string;
  readonly next: string;
  readonly close: string;
  readonly loadingImage: string;
  readonly imageError: string;
  /** Each slide's group label. */
  readonly slide: string;
  /** Spoken when a video becomes current. */
  readonly videoAnnouncement: string;
  /** Spoken when an image becomes current. */
  readonly imageAnnouncement: string;
  /**
   * The dialog's description (read after its name when it opens): how to move, for screen
   * reader users in browse mode, where the arrow keys move the reading cursor instead.
   */
  readonly instructions: string;
  /** Added to the description when the gallery has videos: what the arrows do on the player. */
  readonly playerInstructions: string;
  /** The disclosure that shows a video's transcript. */
  readonly transcript: string;
  /** Above a transcript that follows the video: what choosing a paragraph does. */
  readonly transcriptHint: string;
  /** The switch between a video and its audio-described version. */
  readonly audioDescription: string;
  /** The name of the choice of captions beside the player ("Captions"). */
  readonly captions: string;
  /** Its first option: no captions ("Off"). */
  readonly captionsOff: string;
}

export interface LightboxCallbacks {
  /** The lightbox starts to fade in. */
  readonly entering?: () => void;
  /** The fade-in has finished (after `fade` ms). */
  readonly entered?: () => void;
  /** The lightbox starts to fade out. */
  readonly exiting?: () => void;
  /** The fade-out has finished (after `fade` ms); the lightbox is gone from the DOM. */
  readonly exited?: () => void;
  /** A slide became current: on open and after every change. */
  readonly view?: (event: { index: number }) => void;
}

/** The numbers of the pointer and wheel gestures (docs/spec/lightbox-behaviour.md rules 12-18). Every one has a default. */
export interface GestureConfig {
  /** Pointer travel, in px, before a swipe or pull starts. Default 30. */
  readonly startDistance: number;
  /** Share of the container width past which a swipe completes. Default 0.3. */
  readonly swipeRatio: number;
  /** A quick swipe (released within `swipe` ms) completes past this many px. Default 5. */
  readonly quickSwipeDistance: number;
  /** A pull released past this many px closes. Default 60. */
  readonly pullDistance: number;
  /** The opacity a pull fades to at `pullDistance` and beyond. Default 0.5. */
  readonly pullMinOpacity: number;
  /** Accumulated horizontal wheel delta, in px, that starts a swipe. Default 30. */
  readonly wheelStartDistance: number;
  /** Share of the container width past which a wheel swipe completes. Default 0.2. */
  readonly wheelRatio: number;
  /** Trailing wheel events up to this many times the last one are momentum. Default 1.2. */
  readonly momentumFactor: number;
  /** Momentum is forgotten this many ms after the last swallowed event. Default 300. */
  readonly momentumResetMs: number;
}

/** The props of `<Lightbox>`; every optional one has its default in `defaults.ts`. */
export interface LightboxProps {
  /** The videos and images, in order. */
  slides: readonly LightboxSlide[];
  /** The slide shown when the lightbox opens (and jumped to if it changes while open). Default 0. */
  index?: number;
  /** Controlled: the lightbox shows while true and fades out when it turns false. */
  open: boolean;
  /**
   * The lightbox asks to close (Escape, Close, a pull, a backdrop click): set `open` to false.
   * Focus then returns to the element that had it when the lightbox opened.
   */
  onClose: () => void;
  /** No wrapping: no move before the first slide or after the last. Default false. */
  finite?: boolean;
  /** A downward pull past 60 px closes. Default false. */
  closeOnPullDown?: boolean;
  /** An upward pull past 60 px closes. Default false. */
  closeOnPullUp?: boolean;
  /** A click on the backdrop (not on a picture, video or button) closes. Default false. */
  closeOnBackdropClick?: boolean;
  /** Neighbours kept in the DOM on each side of the current slide. Default 2. */
  preload?: number;
  /** Fade-in and fade-out time in ms; 0 when the visitor asks for reduced motion. Default 250. */
  fade?: number;
  /** Slide move time in ms; also the quick-swipe window. Default 500. */
  swipe?: number;
  /** Space around each slide: px number or a CSS length. Default 16. */
  padding?: number | string;
  /** Gap between slides: `'30%'` of the width, px number, or `'24px'`. Default `'30%'`. */
  spacing?: number | string;
  /** Wording; defaults in English. */
  labels?: Partial<LightboxLabels>;
  /** Video flags for every slide; a slide's own value wins. Defaults: controls, playsInline. */
  video?: VideoFlags;
  /** Lifecycle and navigation callbacks. */
  on?: LightboxCallbacks;
  /** Gesture thresholds and timings; every one has a default. */
  gestures?: Partial<GestureConfig>;
}
