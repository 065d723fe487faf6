import type { CSSProperties, Dispatch } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { Dialog } from 'react-aria-components';
import { Button } from '../Button/Button';
import { type CarouselAction, type CarouselState, slideWindow, stepIndex } from './carousel';
import { ImageSlideView } from './ImageSlideView';
import { formatLabel, isVideoSlide } from './labels';
import type { GestureConfig, LightboxLabels, LightboxSlide, VideoFlags } from './types';
import { useKeyboardNavigation } from './useKeyboardNavigation';
import { usePointerGestures } from './usePointerGestures';
import { useTrack } from './useTrack';
import { useWheelSwipe } from './useWheelSwipe';
import { VideoSlideView } from './VideoSlideView';
import styles from './Lightbox.module.css';

interface LightboxDialogProps {
  slides: readonly LightboxSlide[];
  state: CarouselState;
  dispatch: Dispatch<CarouselAction>;
  labels: LightboxLabels;
  config: GestureConfig;
  videoDefaults: VideoFlags;
  finite: boolean;
  preload: number;
  swipe: number;
  spacing: number | string;
  rtl: boolean;
  reduceMotion: boolean;
  closeOnPullDown: boolean;
  closeOnPullUp: boolean;
  closeOnBackdropClick: boolean;
  /** "Media viewer, Video 4 of 6: Classroom Clip". */
  dialogName: string;
  /** The live region's text: empty on open, the current slide after each change. */
  announcement: string;
  onRequestClose: () => void;
}

/**
 * The dialog's content: the stage with its slides, Previous, Next, Close and the live region.
 * Input (keys, pointer, wheel) is wired here to the hooks beside this file.
 */
export function LightboxDialog({
  slides,
  state,
  dispatch,
  labels,
  config,
  videoDefaults,
  finite,
  preload,
  swipe,
  spacing,
  rtl,
  reduceMotion,
  closeOnPullDown,
  closeOnPullUp,
  closeOnBackdropClick,
  dialogName,
  announcement,
  onRequestClose,
}: LightboxDialogProps) {
  const count = slides.length;
  const dialogRef = useRef<HTMLElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const track = useTrack({
    trackRef,
    state,
    dispatch,
    stageRef,
    count,
    finite,
    rtl,
    spacing,
    moveMs: reduceMotion ? 0 : swipe,
  });
  const onKeyDown = useKeyboardNavigation(track, { count, rtl, swipe });
  const pointer = usePointerGestures(track, {
    dispatch,
    config,
    swipe,
    rtl,
    closeOnPullDown,
    closeOnPullUp,
    closeOnBackdropClick,
    onRequestClose,
  });
  useWheelSwipe(dialogRef, track, { dispatch, config, swipe, rtl });

  // react-aria leaves out aria-modal (a Safari-in-iframe focus bug); rule 24 of
  // docs/spec/lightbox-behaviour.md asks for it, and the page behind is inert and aria-hidden
  // anyway, so the bug cannot bite.
  useLayoutEffect(() => {
    dialogRef.current?.setAttribute('aria-modal', 'true');
  }, []);

  const index = state.index;
  const hasPrevious = stepIndex(index, -1, count, finite) !== null;
  const hasNext = stepIndex(index, 1, count, finite) !== null;
  const go = (direction: 1 | -1) =>
    track.navigate(stepIndex(index, direction, count, finite), direction);

  return (
    // Keys are handled around the dialog, so they work wherever focus is inside it, the dialog
    // itself included (it has focus on open). The buttons are the keyboard's other way in.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.frame} onKeyDown={onKeyDown}>
      <Dialog ref={dialogRef} aria-label={dialogName} className={styles.dialog}>
        {/* Pointer gestures on the stage; buttons and keys do the same for everyone else. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
        <div
          ref={stageRef}
          className={styles.stage}
          data-interaction={state.interaction}
          onPointerDown={pointer.onPointerDown}
          onPointerMove={pointer.onPointerMove}
          onPointerUp={pointer.onPointerUp}
          onPointerCancel={pointer.onPointerCancel}
          onClick={pointer.onClick}
        >
          <div ref={trackRef} className={styles.track} data-lightbox-track="">
            {slideWindow(index, count, preload, finite).map(({ index: slideIndex, offset }) => {
              const slide = slides[slideIndex];
              if (!slide) return null;
              const isCurrent = offset === 0;
              return (
                <div
                  key={slideIndex}
                  role="group"
                  aria-label={formatLabel(labels.slide, { n: slideIndex + 1, m: count })}
                  className={styles.slide}
                  style={{ '--lightbox-slot': rtl ? -offset : offset } as CSSProperties}
                  // Preloaded neighbours: out of the tab order and the accessibility tree.
                  inert={!isCurrent}
                  aria-hidden={isCurrent ? undefined : true}
                  data-current={isCurrent || undefined}
                  data-lightbox-backdrop=""
                >
                  {isVideoSlide(slide) ? (
                    <VideoSlideView slide={slide} defaults={videoDefaults} isCurrent={isCurrent} />
                  ) : (
                    <ImageSlideView slide={slide} labels={labels} />
                  )}
                </div>
              );
            })}
          </div>
        </div>

        {count > 1 ? (
          <>
            <Button
              variant="quiet"
              className={`${styles.control} ${styles.previous}`}
              aria-disabled={hasPrevious ? undefined : true}
              onPress={() => go(-1)}
            >
              <ChevronIcon pointsTo={rtl ? 'right' : 'left'} />
              <span className="visually-hidden">{labels.previous}</span>
            </Button>
            <Button
              variant="quiet"
              className={`${styles.control} ${styles.next}`}
              aria-disabled={hasNext ? undefined : true}
              onPress={() => go(1)}
            >
              <ChevronIcon pointsTo={rtl ? 'left' : 'right'} />
              <span className="visually-hidden">{labels.next}</span>
            </Button>
          </>
        ) : null}

        <Button
          variant="quiet"
          className={`${styles.control} ${styles.close}`}
          onPress={onRequestClose}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">{labels.close}</span>
        </Button>

        {/* One polite announcement per change, for the current slide only. */}
        <div role="status" className="visually-hidden" data-lightbox-announcer="">
          {announcement}
        </div>
      </Dialog>
    </div>
  );
}

function ChevronIcon({ pointsTo }: { pointsTo: 'left' | 'right' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={pointsTo === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
