import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
} from 'react';

/**
 * Marks the overlay of each of the site's modals (the menu, the dialogs), so that a page that
 * arrives while one is open leaves focus in it (src/app/SiteLayout/RouteChangeFocus.tsx).
 */
export const SITE_MODAL_ATTRIBUTE = 'data-site-modal';

/** A modal of the site that is open, not one still animating out after it was closed. */
export const OPEN_SITE_MODAL = `[${SITE_MODAL_ATTRIBUTE}]:not([data-exiting])`;

/**
 * The router state of a move to a page that places focus itself (the contact form given back a
 * refused enquiry's words focuses what to fix): the move then neither focuses the page's heading
 * nor scrolls to the top (src/app/SiteLayout/RouteChangeFocus.tsx).
 */
export const FOCUS_GIVEN_BY_PAGE = { focusGivenByPage: true } as const;

/** Whether a move's router state is {@link FOCUS_GIVEN_BY_PAGE}. */
export function isFocusGivenByPage(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusGivenByPage' in state;
}

/**
 * How long a closed modal (the menu, the dialogs, the viewer) stays on the page after focus has
 * gone back to the page: unseen, pressed through, no longer holding focus.
 *
 * A screen reader that hears of a focus move first compares the new place with the one focus
 * left. Orca does so when it gets to the event, which on a busy phone or computer is later than
 * the move: the page shown again as the modal closes floods it with hundreds of events first.
 * When the control focus left is gone from the page by then, Orca takes the opener for where it
 * already was and says nothing (its debug log: "Clearing context - obj is zombie", then
 * "Changing locusOfFocus ... Notify: False"). It was seen 240 ms behind on a loaded two-core
 * machine, and each modal had gone 250 ms after closing; a second leaves room.
 */
export const KEEP_CLOSED_MODAL_MS = 1000;

/**
 * react-aria's `onExit` for the site's modals: the closed modal leaves the page once its exit
 * animation has ended (react-aria waits for that too) and `KEEP_CLOSED_MODAL_MS` have passed.
 */
export function keepClosedModal(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, KEEP_CLOSED_MODAL_MS));
}

/**
 * How many times `isOpen` has turned true: the `key` of a modal kept after its close
 * (`keepClosedModal`), so that each opening is a modal of its own. Opened again while the last
 * is still leaving, the old one goes at once and the new one takes focus as it mounts; reused,
 * the leaving one would open again with nothing focused in it.
 */
export function useOpenings(isOpen: boolean): number {
  const [seen, setSeen] = useState({ isOpen, openings: isOpen ? 1 : 0 });
  if (seen.isOpen !== isOpen) {
    setSeen({ isOpen, openings: seen.openings + (isOpen ? 1 : 0) });
  }
  return seen.openings;
}

/**
 * The `onMouseDown` of each modal's overlay: a press on the bare overlay (not on the panel or
 * dialog inside it) keeps focus where it is. Left to the browser, the press would move focus to
 * the page's body for as long as the button is held, until react-aria's containment put it back:
 * focus passing through the document, which a screen reader may announce.
 */
export function keepFocusOnOverlayPress(event: MouseEvent<HTMLElement>) {
  if (event.target === event.currentTarget) event.preventDefault();
}

/**
 * Moves focus to an element that is not normally focusable (the page's `h1`, `main`, an error
 * summary) the way GOV.UK Frontend's skip link does: `tabindex="-1"` is added only for this move
 * and removed again when focus leaves. Left in place, it makes screen readers call a heading
 * "clickable", and a later click or Tab would start again from it.
 */
export function focusProgrammatically(element: HTMLElement, options?: FocusOptions): void {
  // A control (tabIndex 0 or more) or an element given its own tabindex needs nothing added.
  if (element.tabIndex >= 0 || element.hasAttribute('tabindex')) {
    element.focus(options);
    return;
  }
  element.setAttribute('tabindex', '-1');
  // While it is focusable, the element listens for clicks itself (and does nothing with them).
  // Chromium gives every element inside one that listens for clicks, which React's root does
  // around every page, the action "click-ancestor", and Orca calls a focused element with that
  // action "clickable" ("The Story, heading level 1, clickable"). An element that listens itself
  // has the action "click" instead, which Orca does not announce on a focused element it knows to
  // be focusable: one it reads for the first time as focus lands (a new page's h1). One it had
  // read before it still believes not focusable, and calls "clickable" for that "click": for
  // such a target, focusStartOf below. Once focus leaves, the listener goes with the tabindex.
  element.addEventListener('click', doNothing);
  element.addEventListener(
    'blur',
    () => {
      element.removeAttribute('tabindex');
      element.removeEventListener('click', doNothing);
    },
    { once: true },
  );
  element.focus(options);
}

function doNothing() {}

/** Marks the element `focusStartOf` puts at the start of a container for a move of focus. */
export const FOCUS_START_ATTRIBUTE = 'data-focus-start';

/**
 * Gives focus to the start of `container` (the skip link's `main`) through an empty element made
 * for this move: put first in the container, focusable and listening for clicks (as above) from
 * its first moment, and taken out again when focus leaves it. The next Tab goes on from the start
 * of the container, and Orca reads on from there.
 *
 * Not the container itself: Orca 43 keeps the states it has read of an element, and Chromium
 * tells it when focus arrives but not when the element became focusable. A `main` Orca had read
 * before the move was still "not focusable" to it, and a focused element it believes not
 * focusable that has the action "click" (its own click listener, above) Orca calls "clickable";
 * without that listener the action is "click-ancestor", which Orca calls "clickable" on an
 * element it does know to be focusable. An element made at the moment of the move has never been
 * read, so Orca knows it focusable, and with its own listener it is never called "clickable".
 * (a11y-tests/screen-reader/README.md, "Clickable", with Orca's debug log.) Empty and without a
 * role, it is a part of the layout to Orca, which says only where it is: "main content".
 */
export function focusStartOf(container: HTMLElement, options?: FocusOptions): void {
  const start = document.createElement('div');
  start.setAttribute(FOCUS_START_ATTRIBUTE, '');
  start.tabIndex = -1;
  start.addEventListener('click', doNothing);
  const leave = () => {
    // The window lost focus (another window, the browser's own address bar): focus is still here
    // and comes back here, so the element stays, or focus would come back to the document.
    if (document.activeElement === start) return;
    start.removeEventListener('blur', leave);
    start.remove();
  };
  start.addEventListener('blur', leave);
  container.prepend(start);
  start.focus(options);
}

/**
 * Gives focus to `target()` when a modal closes, at once and directly (to any element: one that
 * is not a control is made focusable for the move, as above).
 *
 * react-aria restores focus one animation frame after a modal has left the DOM. In that frame
 * focus is on the document, and a screen reader says so ("Home - Saathi, document web") before it
 * reaches the opener, or instead of it. Here focus moves in the same task as the close, in a
 * passive effect: by then react-aria has taken the `inert` off the page (its own passive effect
 * cleanup runs first) and stopped containing focus, so the target can take it; the modal may
 * still be animating out, with nothing in it focused. react-aria then finds focus outside the
 * modal and leaves it there.
 *
 * Focus moves only if it is still inside the closing modal (or lost on the body): a visitor who
 * has already moved elsewhere keeps their place. `target` may return nothing, to leave focus be.
 */
export function useReturnFocusOnClose(
  isOpen: boolean,
  modal: () => Element | null | undefined,
  target: () => HTMLElement | null | undefined,
): void {
  const wasOpen = useRef(isOpen);
  // Read at close time: the modal's element and the target are refs filled in during the
  // modal's life, and the callers' functions change with every render.
  const latest = useRef({ modal, target });
  useEffect(() => {
    latest.current = { modal, target };
  });
  useEffect(() => {
    const closing = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closing) return;
    const active = document.activeElement;
    const modalElement = latest.current.modal();
    const focusIsInModal =
      active === null || active === document.body || (modalElement?.contains(active) ?? false);
    if (!focusIsInModal) return;
    const target = latest.current.target();
    if (target) focusProgrammatically(target);
  }, [isOpen]);
}

/**
 * Gives focus to `ref`'s element as soon as it is on the page, in the same commit: the first
 * control of a modal that has just opened (the dialog's OK, the menu's Close).
 *
 * react-aria's `autoFocus` waits when it believes a screen reader pressed the opener (a "virtual"
 * click, which is how Orca's browse mode presses a button), until transitions end. By then the
 * modal has hidden the page, the screen reader has lost the element it was on and has quietly
 * moved its reading position into the dialog, and the focus that follows is announced without
 * the dialog around it (Orca says "OK push button" instead of "Success! dialog, OK push button").
 * Focus that moves at once, while the opener is still there, is announced with the dialog.
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
