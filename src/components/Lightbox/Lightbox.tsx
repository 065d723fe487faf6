import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Modal, ModalOverlay, useLocale } from 'react-aria-components';
import { carouselReducer, clampIndex, initialCarouselState } from './carousel';
import { defaultGestureConfig } from './gestures';
import { snapshotOutside, type OutsideSnapshot } from './hideOutside';
import { defaultLabels, describeSlide } from './labels';
import { LightboxDialog } from './LightboxDialog';
import { compensateScrollbar, rememberScroll, revealOpener, scrollbarWidth } from './scrollLock';
import type {
  GestureConfig,
  LightboxCallbacks,
  LightboxLabels,
  LightboxSlide,
  VideoFlags,
} from './types';
import { useLatest } from './useLatest';
import { defaultVideoFlags } from './VideoSlideView';
import styles from './Lightbox.module.css';

export type {
  GestureConfig,
  ImageSlide,
  ImageSource,
  LightboxCallbacks,
  LightboxLabels,
  LightboxSlide,
  VideoFlags,
  VideoSlide,
  VideoSource,
  VideoTrack,
} from './types';

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
  /** Wording; defaults in English (see `defaultLabels`). */
  labels?: Partial<LightboxLabels>;
  /** Video flags for every slide; a slide's own value wins. Defaults: controls, playsInline. */
  video?: VideoFlags;
  /** Lifecycle and navigation callbacks. */
  on?: LightboxCallbacks;
  /**
   * Gesture thresholds and timings (docs/spec/lightbox-behaviour.md rules 12-18); defaults in
   * `defaultGestureConfig`.
   */
  gestures?: Partial<GestureConfig>;
}

type Phase = 'closed' | 'entering' | 'entered' | 'exiting';

/** What the lightbox restores on close, recorded when it opens. */
interface OpenedFrom {
  readonly opener: HTMLElement | null;
  readonly restoreScroll: () => void;
  readonly scrollbar: number;
  /** The page's computed direction at open. */
  readonly rtl: boolean;
}

const MotionModalOverlay = m.create(ModalOverlay);

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true after: the lightbox is a portal into `body`
 * and must print nothing when pages are prerendered, nor differ while React hydrates them.
 */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A full-screen viewer for videos and images, built on react-aria's Modal and Dialog with
 * framer-motion for the fade and slide moves. README.md beside this file gives the keyboard
 * map, gestures, props and accessibility criteria, point by point as in
 * docs/spec/lightbox-behaviour.md.
 */
export function Lightbox(props: LightboxProps) {
  const isClient = useIsClient();
  if (!isClient || typeof document === 'undefined') return null;
  return <LightboxClient {...props} />;
}

function LightboxClient({
  slides,
  index = 0,
  open,
  onClose,
  finite = false,
  closeOnPullDown = false,
  closeOnPullUp = false,
  closeOnBackdropClick = false,
  preload = 2,
  fade = 250,
  swipe = 500,
  padding = 16,
  spacing = '30%',
  labels: labelOverrides,
  video,
  on,
  gestures,
}: LightboxProps) {
  const labels: LightboxLabels = { ...defaultLabels, ...labelOverrides };
  const config: GestureConfig = { ...defaultGestureConfig, ...gestures };
  const videoDefaults: VideoFlags = { ...defaultVideoFlags, ...video };
  const reduceMotion = useReducedMotion() ?? false;
  const fadeMs = reduceMotion ? 0 : fade;
  const count = slides.length;

  const [phase, setPhase] = useState<Phase>('closed');
  const [state, dispatch] = useReducer(carouselReducer, initialCarouselState);
  const [session, setSession] = useState(0);
  const [openedFrom, setOpenedFrom] = useState<OpenedFrom | null>(null);
  const onRef = useLatest(on);
  const onCloseRef = useLatest(onClose);
  const openedFromRef = useLatest(openedFrom);
  const wasShownRef = useRef(false);
  const overlayRef = useRef<HTMLDivElement>(null);
  const outsideRef = useRef<OutsideSnapshot | null>(null);
  const mounted = phase !== 'closed';
  // The locale (the app's I18nProvider) decides; a page laid out right to left without one
  // (read at each open) counts as right to left too.
  const { direction: localeDirection } = useLocale();
  const rtl = localeDirection === 'rtl' || (openedFrom?.rtl ?? false);

  // Open and close, decided while rendering when `open` changes (React's pattern for state
  // that follows a prop). The opener is recorded here, when `open` turns true and before the
  // dialog exists, not guessed later from focus events (rule 2 of
  // docs/spec/lightbox-behaviour.md); so are the scroll position and the scrollbar width, before
  // react-aria's lock hides the scrollbar.
  const [seenOpen, setSeenOpen] = useState(false);
  const [seenIndex, setSeenIndex] = useState(index);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) {
      if (phase === 'closed') {
        const active = document.activeElement;
        setOpenedFrom({
          opener: active instanceof HTMLElement && active !== document.body ? active : null,
          restoreScroll: rememberScroll(),
          scrollbar: scrollbarWidth(),
          rtl: window.getComputedStyle(document.documentElement).direction === 'rtl',
        });
        dispatch({ type: 'open', index: clampIndex(index, count) });
        setSession((value) => value + 1);
      }
      setPhase('entering');
    } else if (phase === 'entering' || phase === 'entered') {
      setPhase('exiting');
    }
  }
  // The `index` prop moving while open jumps there: the parent stays in control. Only a
  // change of the prop counts, not the visitor's own moves.
  if (index !== seenIndex) {
    setSeenIndex(index);
    const target = clampIndex(index, count);
    if (open && phase !== 'closed' && target !== state.index) {
      dispatch({
        type: 'navigate',
        to: target,
        direction: target > state.index ? 1 : -1,
        animate: false,
      });
    }
  }

  // The lifecycle of docs/spec/lightbox-behaviour.md, Model: entering, entered after `fade`;
  // exiting, then exited and closed after `fade`. Timers, not animation events, so it holds when
  // nothing animates.
  useEffect(() => {
    if (phase === 'entering') {
      wasShownRef.current = true;
      onRef.current?.entering?.();
      const timer = setTimeout(() => setPhase('entered'), fadeMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'entered') onRef.current?.entered?.();
    if (phase === 'exiting') {
      onRef.current?.exiting?.();
      const timer = setTimeout(() => setPhase('closed'), fadeMs);
      return () => clearTimeout(timer);
    }
    if (phase === 'closed' && wasShownRef.current) {
      // The Modal and the page's inert state are gone by now (their cleanups ran first), so
      // the opener can take focus. preventScroll, then scroll back: the page stays put.
      wasShownRef.current = false;
      onRef.current?.exited?.();
      const opener = openedFromRef.current?.opener;
      opener?.focus({ preventScroll: true });
      openedFromRef.current?.restoreScroll();
      if (opener) revealOpener(opener);
    }
  }, [phase, fadeMs, onRef, openedFromRef]);

  // If the page unmounts the lightbox while it is open, focus still goes back.
  // (StrictMode unmounts and remounts at once: the check in the microtask skips that case.)
  // A new `openedFrom` (a new open) re-runs this while nothing is shown: a no-op.
  const aliveRef = useRef(false);
  useEffect(() => {
    aliveRef.current = true;
    const opener = openedFrom?.opener;
    return () => {
      aliveRef.current = false;
      if (!wasShownRef.current) return;
      queueMicrotask(() => {
        if (!aliveRef.current) opener?.focus({ preventScroll: true });
      });
    };
  }, [openedFrom]);

  // Outside inert + aria-hidden, see hideOutside.ts for why in two steps.
  useLayoutEffect(() => {
    if (mounted && overlayRef.current) outsideRef.current = snapshotOutside(overlayRef.current);
  }, [mounted]);
  useEffect(() => {
    const snapshot = outsideRef.current;
    if (!mounted || !snapshot) return;
    snapshot.apply();
    return () => {
      snapshot.dispose();
      if (outsideRef.current === snapshot) outsideRef.current = null;
    };
  }, [mounted]);

  // Scrollbar compensation where react-aria's lock lacks it (see scrollLock.ts).
  useLayoutEffect(() => {
    if (!mounted || !overlayRef.current) return;
    return compensateScrollbar(openedFrom?.scrollbar ?? 0, rtl, overlayRef.current);
  }, [mounted, rtl, openedFrom]);

  useEffect(() => {
    if (session > 0 && state.index < count) onRef.current?.view?.({ index: state.index });
  }, [session, state.index, count, onRef]);

  // Escape, Close, a pull or a backdrop click during the fade-out must not ask twice.
  const phaseRef = useLatest(phase);
  const requestClose = useCallback(() => {
    if (phaseRef.current === 'entering' || phaseRef.current === 'entered') onCloseRef.current();
  }, [onCloseRef, phaseRef]);

  if (!mounted || count === 0) return null;

  const current = slides[Math.min(state.index, count - 1)] ?? slides[0];
  if (!current) return null;
  const currentDescription = describeSlide(labels, current, state.index, count);

  return (
    <LazyMotion features={domAnimation} strict>
      <MotionModalOverlay
        ref={overlayRef}
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) requestClose();
        }}
        className={styles.overlay}
        data-lightbox=""
        dir={rtl ? 'rtl' : 'ltr'}
        style={
          {
            '--lightbox-padding': typeof padding === 'number' ? `${padding}px` : padding,
            '--lightbox-spacing': typeof spacing === 'number' ? `${spacing}px` : spacing,
          } as CSSProperties
        }
        // Reduced motion: fully opaque in the first frame (docs/spec/lightbox-behaviour.md
        // rule 19).
        initial={{ opacity: fadeMs === 0 ? 1 : 0 }}
        animate={{ opacity: phase === 'exiting' ? 0 : 1 }}
        transition={{ duration: fadeMs / 1000, ease: 'easeOut' }}
        data-phase={phase}
      >
        <Modal className={styles.modal}>
          <LightboxDialog
            slides={slides}
            state={state}
            dispatch={dispatch}
            labels={labels}
            config={config}
            videoDefaults={videoDefaults}
            finite={finite}
            preload={preload}
            swipe={swipe}
            spacing={spacing}
            rtl={rtl}
            reduceMotion={reduceMotion}
            closeOnPullDown={closeOnPullDown}
            closeOnPullUp={closeOnPullUp}
            closeOnBackdropClick={closeOnBackdropClick}
            dialogName={`${labels.dialog}, ${currentDescription}`}
            announcement={state.changes > 0 ? currentDescription : ''}
            onRequestClose={requestClose}
          />
        </Modal>
      </MotionModalOverlay>
    </LazyMotion>
  );
}
