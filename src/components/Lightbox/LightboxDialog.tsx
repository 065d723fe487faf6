import {
  type Dispatch,
  type FocusEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
} from 'react';
import { useReducedMotion } from 'framer-motion';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import {
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  clampIndex,
  initialCarouselState,
  slideWindow,
  stepIndex,
} from './carousel';
import type { LightboxOptions } from './defaults';
import { FOCUSABLE, FocusGuard } from './FocusGuard';
import { describeSlide, dialogInstructions } from './labels';
import { fillPlaceholders } from '../../shared/fillPlaceholders';
import type { LightboxSlide } from './types';
import { useEscapeCapture, useKeyboard } from './useKeyboard';
import { useLatest } from './useLatest';
import { usePointerGestures } from './usePointerGestures';
import { useTrack } from './useTrack';
import { useWheelSwipe } from './useWheelSwipe';
import { SlideNavigation } from './SlideNavigation';
import { SlideTrack } from './SlideTrack';
import styles from './Lightbox.module.css';
import { Words } from '../Words/Words';

interface LightboxDialogProps {
  /** The dialog element: focus falls back to it when its element leaves the page. */
  ref: Ref<HTMLElement>;
  slides: readonly LightboxSlide[];
  /** The `index` prop: the slide shown first, and jumped to when it changes. */
  index: number;
  options: LightboxOptions;
  rtl: boolean;
  /**
   * Whether the neighbours may be in the DOM yet. They wait until the dialog has faded in, so
   * the tap that opens it pays for one player, not three.
   */
  loadNeighbours: boolean;
  onRequestClose: () => void;
}

/**
 * The `index` prop moving while open jumps there: the page stays in control. Only a change of the
 * prop counts, not the visitor's own moves. In a layout effect, not during render, so that focus
 * can leave the slide before it is hidden; the jump is drawn before any paint.
 */
function useJumpWhenIndexPropMoves(indexProp: number, count: number, jump: (to: number) => void) {
  const seenIndex = useRef(indexProp);
  useLayoutEffect(() => {
    if (indexProp === seenIndex.current) return;
    seenIndex.current = indexProp;
    jump(clampIndex(indexProp, count));
  }, [indexProp, count, jump]);
}

/** Close: an icon, its name for screen readers alone. */
function CloseButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button
      variant="quiet"
      className={`${styles.control} ${styles.close}`}
      data-lightbox-close=""
      onPress={onPress}
    >
      <Icon name="close" className={styles.icon} />
      <span className="visually-hidden">
        <Words>{label}</Words>
      </span>
    </Button>
  );
}

/**
 * The input, wired to the hooks beside this file: keys on the dialog (Escape caught before
 * anything inside it), pointer gestures on the stage, the wheel on the dialog.
 */
function useInput(
  track: ReturnType<typeof useTrack>,
  {
    dialogRef,
    dispatch,
    options,
    count,
    rtl,
    onRequestClose,
  }: {
    dialogRef: RefObject<HTMLElement | null>;
    dispatch: Dispatch<CarouselAction>;
    options: LightboxOptions;
    count: number;
    rtl: boolean;
    onRequestClose: () => void;
  },
) {
  const { swipe } = options;
  const onKeyDown = useKeyboard(track, { dialogRef, count, rtl, swipe });
  const onEscape = useEscapeCapture(onRequestClose);
  const pointer = usePointerGestures(track, {
    dispatch,
    config: options.gestures,
    swipe,
    rtl,
    closeOnPullDown: options.closeOnPullDown,
    closeOnPullUp: options.closeOnPullUp,
    closeOnBackdropClick: options.closeOnBackdropClick,
    onRequestClose,
  });
  useWheelSwipe(dialogRef, track, { dispatch, config: options.gestures, swipe, rtl });
  return { onKeyDown, onEscape, pointer };
}

/**
 * Focus lost to <body> (its element became inert or left the DOM, or a screen reader moved its
 * reading cursor): back into the dialog. To the box around the reading cursor when there is one
 * (VideoTranscript's ReadingBox), else to the dialog.
 *
 * Chromium itself focuses the nearest focusable box around text a screen reader's cursor moves
 * to. Gecko does that for a link only, and otherwise leaves focus on <body>: focus then came back
 * to the dialog, which Orca with Firefox announces whole on every Down in the transcript (the
 * transcript journey, a11y-tests/screen-reader/). A focused box with no role of its own, after a
 * move of the cursor, Orca leaves unsaid, as with Chromium.
 */
function focusBackWhenLost(event: FocusEvent, dialogRef: RefObject<HTMLElement | null>) {
  if (event.relatedTarget !== null) return;
  queueMicrotask(() => {
    const active = document.activeElement;
    const dialog = dialogRef.current;
    if (dialog?.isConnected && (!active || active === document.body)) {
      (boxAtReadingCursor(dialog) ?? dialog).focus({ preventScroll: true });
    }
  });
}

/**
 * The nearest box that takes focus (a control, or a box with a tabindex: VideoTranscript's
 * ReadingBox) around a caret (a collapsed selection) in the dialog.
 */
function boxAtReadingCursor(dialog: HTMLElement): HTMLElement | null {
  const selection = document.getSelection();
  if (!selection?.isCollapsed || !selection.focusNode) return null;
  const node = selection.focusNode;
  const element = node instanceof Element ? node : node.parentElement;
  const box = element?.closest<HTMLElement>(FOCUSABLE);
  return box && box !== dialog && dialog.contains(box) ? box : null;
}

/** Sets a ref of either kind: a callback, or an object. */
function assignRef<T>(ref: Ref<T>, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The dialog element, for the hooks here (`dialogRef`) and for the `ref` the lightbox passed
 * (`setRefs` sets both).
 */
function useDialogRef(ref: Ref<HTMLElement>) {
  const dialogRef = useRef<HTMLElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLElement | null) => {
      dialogRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  return { dialogRef, setRefs };
}

/**
 * The carousel: which slide is current and how the visitor is moving (the reducer), the track
 * that moves to it (the stage it is measured by, and the track element it moves), the page's
 * `view` callback told each new slide, and the jump when the page moves the `index` prop.
 */
function useCarousel(indexProp: number, count: number, options: LightboxOptions, rtl: boolean) {
  const reduceMotion = useReducedMotion() ?? false;
  const [state, dispatch] = useReducer(carouselReducer, indexProp, (first) => ({
    ...initialCarouselState,
    index: clampIndex(first, count),
  }));
  const stageRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  const onRef = useLatest(options.on);
  useEffect(() => {
    if (state.index < count) onRef.current.view?.({ index: state.index });
  }, [state.index, count, onRef]);

  const track = useTrack({
    trackRef,
    state,
    dispatch,
    stageRef,
    count,
    finite: options.finite,
    rtl,
    spacing: options.spacing,
    moveMs: reduceMotion ? 0 : options.swipe,
  });
  useJumpWhenIndexPropMoves(indexProp, count, track.jump);
  return { state, dispatch, track, stageRef, trackRef };
}

/**
 * The stage: where pointer gestures start, holding the track with the slides in the DOM.
 */
function Stage({
  stageRef,
  interaction,
  pointer,
  children,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  interaction: CarouselState['interaction'];
  pointer: ReturnType<typeof usePointerGestures>;
  children: ReactNode;
}) {
  return (
    // Pointer gestures on the stage; buttons and keys do the same for everyone else.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      ref={stageRef}
      className={styles.stage}
      data-interaction={interaction}
      onPointerDown={pointer.onPointerDown}
      onPointerMove={pointer.onPointerMove}
      onPointerUp={pointer.onPointerUp}
      onPointerCancel={pointer.onPointerCancel}
      onClickCapture={pointer.onClickCapture}
      onClick={pointer.onClick}
    >
      {children}
    </div>
  );
}

/**
 * What only screen readers get: one polite announcement per change, for the current slide only
 * (opening is said by the dialog's name), and the description of how to move.
 */
function SpokenWords({
  announcement,
  instructionsId,
  instructions,
}: {
  announcement: string | null;
  instructionsId: string;
  instructions: string;
}) {
  return (
    <>
      <div role="status" className="visually-hidden" data-lightbox-announcer="">
        {announcement !== null ? <Words>{announcement}</Words> : ''}
      </div>
      <p id={instructionsId} className="visually-hidden">
        <Words>{instructions}</Words>
      </p>
    </>
  );
}

/**
 * The dialog: the stage with its slides, the counter, Previous, Next, Close, the live region and
 * the description of how to move. It owns the carousel (which slide, which interaction) and
 * wires the input (keys, pointer, wheel) to the hooks beside this file.
 */
export function LightboxDialog({
  ref,
  slides,
  index: indexProp,
  options,
  rtl,
  loadNeighbours,
  onRequestClose,
}: LightboxDialogProps) {
  const { labels, finite } = options;
  const count = slides.length;
  const { dialogRef, setRefs } = useDialogRef(ref);
  const instructionsId = useId();

  const { state, dispatch, track, stageRef, trackRef } = useCarousel(
    indexProp,
    count,
    options,
    rtl,
  );
  const { onKeyDown, onEscape, pointer } = useInput(track, {
    dialogRef,
    dispatch,
    options,
    count,
    rtl,
    onRequestClose,
  });

  // The slides (a player is the heaviest thing here) come in a render of their own, right
  // after the one that puts the dialog on screen with focus: the tap that opens it waits for
  // the dialog, not for the player, which the fade-in hides for its first frames anyway.
  const slidesReady = useDeferredValue(true, false);

  const index = Math.min(state.index, count - 1);
  const current = slides[index] ?? slides[0];
  if (!current) return null;
  const position = describeSlide(labels, current, index, count);
  const go = (direction: 1 | -1) =>
    track.navigate(stepIndex(index, direction, count, finite), direction);

  return (
    // Keys are handled on the dialog, so they work wherever focus is inside it, the dialog itself
    // included (focus falls back to it). The buttons are the keyboard's other way in.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={setRefs}
      role="dialog"
      aria-modal="true"
      aria-label={`${labels.dialog}, ${position}`}
      aria-describedby={instructionsId}
      tabIndex={-1}
      className={styles.dialog}
      onKeyDownCapture={onEscape}
      onKeyDown={onKeyDown}
      onBlur={(event) => focusBackWhenLost(event, dialogRef)}
    >
      <FocusGuard edge="start" dialogRef={dialogRef} />
      <Stage stageRef={stageRef} interaction={state.interaction} pointer={pointer}>
        <SlideTrack
          trackRef={trackRef}
          slides={slides}
          shown={
            slidesReady
              ? slideWindow(index, count, loadNeighbours ? options.preload : 0, finite)
              : []
          }
          rtl={rtl}
          options={options}
        />
      </Stage>

      {count > 1 ? (
        <SlideNavigation
          labels={labels}
          rtl={rtl}
          counter={fillPlaceholders(labels.slide, { n: index + 1, m: count })}
          hasPrevious={stepIndex(index, -1, count, finite) !== null}
          hasNext={stepIndex(index, 1, count, finite) !== null}
          go={go}
        />
      ) : null}

      <CloseButton label={labels.close} onPress={onRequestClose} />

      <SpokenWords
        announcement={state.changes > 0 ? position : null}
        instructionsId={instructionsId}
        instructions={dialogInstructions(labels, slides)}
      />
      <FocusGuard edge="end" dialogRef={dialogRef} />
    </section>
  );
}
