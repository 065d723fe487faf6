import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { leaveFullScreenFirst } from '../PlayerControls/useFullScreen';
import { tabStops } from './FocusGuard';
import type { Track } from './useTrack';

/** Targets whose own arrow, Home and End keys must win: fields move the caret. */
const OWN_KEYS = 'audio, input, select, textarea, [contenteditable]';

/**
 * Shift+Tab on the dialog itself (where focus falls back) would leave it backwards: the last stop
 * instead. Every other Tab is the browser's, wrapped by the guards (FocusGuard.tsx).
 */
function shiftTabFromDialog(event: KeyboardEvent, dialog: HTMLElement): void {
  if (!event.shiftKey || document.activeElement !== dialog) return;
  const stops = tabStops(dialog);
  event.preventDefault();
  stops[stops.length - 1]?.focus();
}

interface KeyboardOptions {
  dialogRef: RefObject<HTMLElement | null>;
  count: number;
  rtl: boolean;
  swipe: number;
}

/**
 * Escape, heard on the way down (the capture phase), before any control inside the dialog can
 * keep it (docs/spec/lightbox-behaviour.md rule 7): Escape closes from anywhere in the dialog.
 * While the video player is full screen, the first Escape only leaves full screen.
 */
export function useEscapeCapture(onRequestClose: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    if (leaveFullScreenFirst(event.currentTarget)) return;
    onRequestClose();
  };
}

/**
 * Every other key the dialog handles (docs/spec/lightbox-behaviour.md rules 4 and 7-9; Escape is
 * `useEscapeCapture`'s): Tab wraps; ArrowRight / ArrowLeft change slide (swapped right to left), Home and End
 * jump to the ends; on the player's sliders and choices the keys are theirs. Handled keys stop
 * propagating so an outer modal or the page does not react. Held keys move at most once per
 * `swipe / 2` ms; a fresh press inside that window runs when it ends.
 */
export function useKeyboard(track: Track, options: KeyboardOptions) {
  const { dialogRef, count, rtl, swipe } = options;
  const lastMove = useRef(Number.NEGATIVE_INFINITY);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(trailing.current), []);

  const target = useCallback(
    (key: string): { index: number | null; direction: 1 | -1 } | null => {
      switch (key) {
        case 'ArrowLeft':
        case 'ArrowRight': {
          const direction: 1 | -1 = (key === 'ArrowRight') !== rtl ? 1 : -1;
          return { index: track.neighbour(direction), direction };
        }
        case 'Home':
          return { index: 0, direction: -1 };
        case 'End':
          return { index: count - 1, direction: 1 };
        default:
          return null;
      }
    },
    [count, rtl, track],
  );

  return (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key;
    const element = event.target instanceof Element ? event.target : null;
    if (key === 'Tab') {
      if (!dialogRef.current) return;
      shiftTabFromDialog(event, dialogRef.current);
      return;
    }
    if (element?.closest(OWN_KEYS)) return;
    // A caption that scrolls (it has focus only then) keeps Home and End for its own text.
    if ((key === 'Home' || key === 'End') && element?.closest('[data-lightbox-scrollable]')) {
      return;
    }
    if (!target(key)) return;
    event.preventDefault();
    event.stopPropagation();
    const run = () => {
      // Read again when it runs: a trailing press acts on the slide shown by then.
      const step = target(key);
      if (step && track.navigate(step.index, step.direction)) lastMove.current = Date.now();
    };
    const gap = swipe / 2;
    const now = Date.now();
    if (now - lastMove.current >= gap) {
      clearTimeout(trailing.current);
      run();
      return;
    }
    // Auto-repeat (about 30 a second) is dropped inside the window.
    if (event.repeat) return;
    clearTimeout(trailing.current);
    trailing.current = setTimeout(run, lastMove.current + gap - now);
  };
}
