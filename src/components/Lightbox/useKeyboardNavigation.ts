import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';
import type { Track } from './useTrack';

/** Targets whose own arrow, Home and End keys must win: the player seeks, fields move the caret. */
const OWN_KEYS = 'video, audio, input, select, textarea, [contenteditable]';

/**
 * Arrow keys, Home and End (docs/spec/lightbox-behaviour.md rules 7-9). Arrows follow the
 * layout: swapped right to left.
 * Handled keys stop propagating so an outer modal or the page does not react. Held keys move
 * at most once per `swipe / 2` ms; a fresh press inside that window runs when it ends.
 */
export function useKeyboardNavigation(
  track: Track,
  { count, rtl, swipe }: { count: number; rtl: boolean; swipe: number },
) {
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
    if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
    const key = event.key;
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
