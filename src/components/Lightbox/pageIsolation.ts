import { hideOutside } from './hideOutside';
import { lockScroll } from './scrollLock';

/** What the page looked like when the lightbox opened, read before anything changed. */
export interface PageAtOpen {
  /** The scrollbar's width, measured before the lock hides it. */
  readonly scrollbar: number;
  /** The page's computed direction. */
  readonly rtl: boolean;
}

/**
 * Page isolation, one job (docs/spec/lightbox-behaviour.md rules 3 and 5): everything outside
 * the lightbox becomes `inert` and `aria-hidden`, and the page stops scrolling. Applied and
 * undone by the lifecycle at moments it chooses (after focus has entered the dialog; before it
 * goes back to the opener), never by a library's effects. The undo restores every former value
 * exactly and may run more than once (the close, then the unmount).
 *
 * The scroll stops at once; the page is hidden `hideAfter` ms later (0: at once). The lifecycle
 * waits so that a screen reader hears of the focus move into the dialog while what had focus
 * is still on the page: hidden in the same moment, the opener was gone before Orca compared it
 * with the Close button, and it announced only "Close push button", not the dialog.
 */
export function isolatePage(keep: Element, page: PageAtOpen, hideAfter = 0): () => void {
  const unlock = lockScroll(page.scrollbar, page.rtl, keep);
  let show: (() => void) | null = null;
  const hide = () => {
    show = hideOutside(keep);
  };
  const timer = hideAfter > 0 ? setTimeout(hide, hideAfter) : undefined;
  if (hideAfter <= 0) hide();
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    clearTimeout(timer);
    unlock();
    show?.();
  };
}
