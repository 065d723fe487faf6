import { useEffect, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';

/**
 * Marks the overlay of each of the site's modals (the menu, the dialogs), so that a page that
 * arrives while one is open leaves focus in it (src/app/SiteLayout/RouteChangeFocus.tsx).
 */
export const SITE_MODAL_ATTRIBUTE = 'data-site-modal';

/** A modal of the site that is open, not one still animating out after it was closed. */
export const OPEN_SITE_MODAL = `[${SITE_MODAL_ATTRIBUTE}]:not([data-exiting])`;

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
  // has the action "click" instead, which Orca does not announce on a focused element; once
  // focus leaves, the listener goes with the tabindex and nothing is announced either way.
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
