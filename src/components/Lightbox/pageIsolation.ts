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
 */
export function isolatePage(keep: Element, page: PageAtOpen): () => void {
  const show = hideOutside(keep);
  const unlock = lockScroll(page.scrollbar, page.rtl, keep);
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    unlock();
    show();
  };
}
