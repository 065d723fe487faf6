import { type KeyboardEvent, type RefObject, useCallback, useEffect, useRef } from 'react';
import { lightboxDefaults } from './defaults';
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

/**
 * Tab never enters the player's own controls (Chromium's play button, menu, time scrubber):
 * there, no key reaches the page at all, not even Escape, and the next Enter opened the
 * player's menu (issue 30). From the focused <video>, Tab goes to the stop after it, and
 * Shift+Tab onto the player lands on the <video> itself. On the <video> the keyboard has what
 * the controls gave: Space plays and pauses (the browser's), Left and Right seek, Home and End
 * go to the ends (`seek`), and the captions are chosen beside it (CaptionsChoice.tsx).
 */
function skipPlayerControls(event: KeyboardEvent, dialog: HTMLElement): void {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !dialog.contains(active)) return;
  const stops = tabStops(dialog);
  const index = stops.indexOf(active);
  if (!event.shiftKey && active instanceof HTMLVideoElement) {
    event.preventDefault();
    (stops[index + 1] ?? stops[0])?.focus();
    return;
  }
  const previous = event.shiftKey && index > 0 ? stops[index - 1] : undefined;
  if (previous instanceof HTMLVideoElement) {
    event.preventDefault();
    previous.focus();
  }
}

/**
 * On a focused player, Left and Right seek by `seekSeconds`, Home and End go to its start and
 * end: what Firefox's player does, and Chromium's does not (its arrows do nothing). Right is
 * forward in every direction of text, as on the player's own timeline. Other keys (Space,
 * Enter, Up, Down) stay the player's.
 */
function seek(video: HTMLVideoElement, key: string): boolean {
  const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
  const to = (time: number) => {
    video.currentTime = Math.min(Math.max(time, 0), end);
  };
  switch (key) {
    case 'ArrowLeft':
      to(video.currentTime - lightboxDefaults.seekSeconds);
      return true;
    case 'ArrowRight':
      to(video.currentTime + lightboxDefaults.seekSeconds);
      return true;
    case 'Home':
      to(0);
      return true;
    case 'End':
      if (Number.isFinite(end)) to(end);
      return true;
    default:
      return false;
  }
}

interface KeyboardOptions {
  dialogRef: RefObject<HTMLElement | null>;
  count: number;
  rtl: boolean;
  swipe: number;
}

/**
 * Escape, heard on the way down (the capture phase), before any control inside the dialog can
 * keep it (docs/spec/lightbox-behaviour.md rule 7): Escape closes from anywhere in the dialog
 * the page can hear keys in. The player's own controls are the one place it cannot, so Tab
 * never goes there (`skipPlayerControls`).
 */
export function useEscapeCapture(onRequestClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    onRequestClose();
  };
}

/**
 * Every other key the dialog handles (docs/spec/lightbox-behaviour.md rules 4 and 7-9; Escape is
 * `useEscapeCapture`'s): Tab wraps; ArrowRight / ArrowLeft change slide (swapped right to left), Home and End
 * jump to the ends; on the player the arrows, Home and End seek instead. Handled keys stop
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
      if (!event.defaultPrevented) skipPlayerControls(event, dialogRef.current);
      return;
    }
    if (element?.closest(OWN_KEYS)) return;
    if (element instanceof HTMLVideoElement) {
      if (seek(element, key)) {
        event.preventDefault();
        event.stopPropagation();
      }
      return;
    }
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
