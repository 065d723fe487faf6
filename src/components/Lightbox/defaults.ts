/**
 * Every default of the lightbox, in one object: the props a page may leave out, the words (from
 * the content), the video flags, the gesture numbers and the sizes a slide may leave out. README.md's
 * props table restates the props' defaults (src/build/componentDefaults.node.test.ts holds it to
 * these); nothing else in this folder writes a default of its own.
 */
import { viewerWords } from '../../content/site';
import type {
  GestureConfig,
  LightboxCallbacks,
  LightboxLabels,
  LightboxProps,
  VideoFlags,
} from './types';

export const lightboxDefaults = {
  index: 0,
  finite: false,
  closeOnPullDown: false,
  closeOnPullUp: false,
  closeOnBackdropClick: false,
  preload: 2,
  /** Fade in and out, ms (0 under reduced motion). */
  fade: 250,
  /** Slide move, ms; also the quick-swipe window; keys move at most once per `swipe / 2`. */
  swipe: 500,
  padding: 16 as number | string,
  spacing: '30%' as number | string,
  /**
   * Every word, from the content (`viewer:` of `content/<language>/site.yaml`), in the page's
   * language: no visitor-facing word is written here. A page may replace some (`labels`).
   */
  labels: viewerWords satisfies LightboxLabels as LightboxLabels,
  video: {
    controls: true,
    playsInline: true,
    preload: 'metadata',
  } satisfies VideoFlags as VideoFlags,
  gestures: {
    startDistance: 30,
    swipeRatio: 0.3,
    quickSwipeDistance: 5,
    pullDistance: 60,
    pullMinOpacity: 0.5,
    wheelStartDistance: 30,
    wheelRatio: 0.2,
    momentumFactor: 1.2,
    momentumResetMs: 300,
  } satisfies GestureConfig as GestureConfig,
  /** A video slide's size when it gives none (docs/spec/product.md §9.4). */
  videoSize: { width: 1920, height: 1080 },
  /**
   * How long an image may load before the spinner and "Loading image" appear: a quick load shows
   * and says nothing, so fast connections get no flicker and screen readers no chatter.
   */
  spinnerDelayMs: 500,
} as const;

/** The props with every default filled in: what the parts of the lightbox read. */
export interface LightboxOptions {
  readonly finite: boolean;
  readonly closeOnPullDown: boolean;
  readonly closeOnPullUp: boolean;
  readonly closeOnBackdropClick: boolean;
  readonly preload: number;
  readonly fade: number;
  readonly swipe: number;
  readonly padding: number | string;
  readonly spacing: number | string;
  readonly labels: LightboxLabels;
  readonly video: VideoFlags;
  readonly gestures: GestureConfig;
  readonly on: LightboxCallbacks;
}

/** The options of one render: the props over `lightboxDefaults`, objects merged key by key. */
export function resolveOptions(props: LightboxProps): LightboxOptions {
  const d = lightboxDefaults;
  return {
    finite: props.finite ?? d.finite,
    closeOnPullDown: props.closeOnPullDown ?? d.closeOnPullDown,
    closeOnPullUp: props.closeOnPullUp ?? d.closeOnPullUp,
    closeOnBackdropClick: props.closeOnBackdropClick ?? d.closeOnBackdropClick,
    preload: props.preload ?? d.preload,
    fade: props.fade ?? d.fade,
    swipe: props.swipe ?? d.swipe,
    padding: props.padding ?? d.padding,
    spacing: props.spacing ?? d.spacing,
    labels: { ...d.labels, ...props.labels },
    video: { ...d.video, ...props.video },
    gestures: { ...d.gestures, ...props.gestures },
    on: props.on ?? {},
  };
}
