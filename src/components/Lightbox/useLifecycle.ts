import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { KEEP_CLOSED_MODAL_MS } from '../../lib/focus';
import { isolatePage, type PageAtOpen } from './pageIsolation';
import { rememberScroll, revealOpener, scrollbarWidth } from './scrollLock';
import type { LightboxCallbacks } from './types';
import { useLatest } from './useLatest';

export type Phase = 'closed' | 'entering' | 'entered' | 'exiting';

/** What the lightbox gives back on close, recorded when it opens. */
interface OpenedFrom {
  readonly opener: HTMLElement | null;
  readonly restoreScroll: () => void;
  readonly page: PageAtOpen;
}

interface LifecycleOptions {
  open: boolean;
  /** Fade time in ms, 0 under reduced motion. */
  fade: number;
  on: LightboxCallbacks;
  onClose: () => void;
}

export interface Lifecycle {
  phase: Phase;
  /** The page laid out right to left when the lightbox opened. */
  pageRtl: boolean;
  overlayRef: RefObject<HTMLDivElement | null>;
  dialogRef: RefObject<HTMLElement | null>;
  /** Escape, Close, a pull, a backdrop click: asks the page to close, once. */
  requestClose: () => void;
}

/**
 * The lightbox's lifecycle, one job: the phases of docs/spec/lightbox-behaviour.md (closed,
 * entering, entered after `fade`; exiting, then closed after `fade`), their callbacks, and
 * the hand-over of focus at both ends, in an order this hook fixes:
 *
 * - open: the opener, the scroll position, the scrollbar width and the page's direction are
 *   recorded when `open` turns true, before the dialog exists (rule 2). Once the dialog is in
 *   the DOM, one layout effect moves focus straight from the opener to the dialog, then isolates
 *   the page (pageIsolation.ts). Focus has left the page before the page turns inert, so it is
 *   never lost to <body> on the way.
 * - close: as the fade-out starts, the page is restored, then focus moves straight from the
 *   dialog to the opener, then the page scrolls back to where it was; the lightbox, faded and
 *   no longer holding focus, is removed when the fade ends and no sooner
 *   than `KEEP_CLOSED_MODAL_MS` after focus left it (src/lib/focus.ts), as the site's other
 *   modals are. Focus never rests on <body> between the
 *   dialog and the opener, and the button that had focus is still there when the screen reader
 *   hears of the move, so Orca announces the opener, once: gone before Orca got to the move (in the same
 *   frame, or 250 ms later on a loaded machine), the old focus could not be compared with, and
 *   Orca took the opener for where it already was and said nothing.
 *   If the page unmounts the open lightbox, the layout effect's cleanup restores the page while
 *   the dialog is still in the DOM.
 *
 * Timers, not animation events, drive the phases, so they hold when nothing animates.
 */

/**
 * How long after focus has entered the dialog the page behind turns inert and hidden: long
 * enough for a screen reader to hear of the move while the opener is still there to compare
 * with (Orca then announces the dialog, "Impact in Motion, Video 1 of 6: …, dialog"), short
 * enough to sit inside the fade-in. Focus is already held inside the dialog (its focus guards),
 * and the overlay covers the page, so nothing behind can be reached meanwhile.
 */
export const HIDE_PAGE_AFTER_FOCUS_MS = 250;

export function useLifecycle({ open, fade, on, onClose }: LifecycleOptions): Lifecycle {
  const [phase, setPhase] = useState<Phase>('closed');
  const [openedFrom, setOpenedFrom] = useState<OpenedFrom | null>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  const releaseRef = useRef<(() => void) | null>(null);
  const wasShownRef = useRef(false);
  const onRef = useLatest(on);
  const onCloseRef = useLatest(onClose);
  const phaseRef = useLatest(phase);

  // Decided while rendering when `open` changes (React's pattern for state that follows a prop).
  const [seenOpen, setSeenOpen] = useState(false);
  if (open !== seenOpen) {
    setSeenOpen(open);
    if (open) {
      // A new opening, from where focus is now: also while the last one is still leaving (kept
      // a moment after its close), when focus is already back on the page.
      if (phase === 'closed' || phase === 'exiting') {
        const active = document.activeElement;
        setOpenedFrom({
          opener: active instanceof HTMLElement && active !== document.body ? active : null,
          restoreScroll: rememberScroll(),
          page: {
            scrollbar: scrollbarWidth(),
            rtl: window.getComputedStyle(document.documentElement).direction === 'rtl',
          },
        });
      }
      setPhase('entering');
    } else if (phase === 'entering' || phase === 'entered') {
      setPhase('exiting');
    }
  }

  const mounted = phase !== 'closed';
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!mounted || !overlay || !dialog || !openedFrom) return;
    // Focus in first, while the opener can still give it up; then the page goes inert, a moment
    // later (HIDE_PAGE_AFTER_FOCUS_MS: the screen reader hears of the move first). To the
    // Close button, not the dialog itself: Orca announces a dialog (its role and name, "Impact
    // in Motion, Video 1 of 6: …") when focus enters it onto a control, and read only the
    // description when the dialog element itself took focus. The keys work from anywhere inside.
    if (!dialog.contains(document.activeElement)) {
      const close = dialog.querySelector<HTMLElement>('[data-lightbox-close]');
      (close ?? dialog).focus({ preventScroll: true });
    }
    const restorePage = isolatePage(overlay, openedFrom.page, HIDE_PAGE_AFTER_FOCUS_MS);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      restorePage();
      const { opener } = openedFrom;
      const active = document.activeElement;
      const focusInside = !active || active === document.body || overlay.contains(active);
      if (opener?.isConnected && focusInside) opener.focus({ preventScroll: true });
      openedFrom.restoreScroll();
      if (opener?.isConnected) revealOpener(opener);
    };
    releaseRef.current = release;
    return () => {
      release();
      if (releaseRef.current === release) releaseRef.current = null;
    };
  }, [mounted, openedFrom]);

  useEffect(() => {
    if (phase === 'entering') {
      wasShownRef.current = true;
      onRef.current.entering?.();
      const timer = setTimeout(() => setPhase('entered'), fade);
      return () => clearTimeout(timer);
    }
    if (phase === 'entered') onRef.current.entered?.();
    if (phase === 'exiting') {
      onRef.current.exiting?.();
      // Page back and focus to the opener as the fade-out starts, while the dialog is still in
      // the DOM (see above); it leaves once it has faded, and never in the same frame as focus.
      releaseRef.current?.();
      const timer = setTimeout(() => setPhase('closed'), Math.max(fade, KEEP_CLOSED_MODAL_MS));
      return () => clearTimeout(timer);
    }
    if (phase === 'closed' && wasShownRef.current) {
      wasShownRef.current = false;
      onRef.current.exited?.();
    }
  }, [phase, fade, onRef]);

  const requestClose = useCallback(() => {
    if (phaseRef.current === 'entering' || phaseRef.current === 'entered') onCloseRef.current();
  }, [onCloseRef, phaseRef]);

  return {
    phase,
    pageRtl: openedFrom?.page.rtl ?? false,
    overlayRef,
    dialogRef,
    requestClose,
  };
}
