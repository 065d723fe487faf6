/**
 * The part of scroll locking react-aria's Modal leaves to us (docs/spec/lightbox-behaviour.md
 * rule 5).
 *
 * react-aria's `usePreventScroll` (inside the Modal) sets `overflow: hidden` on <html> and, in
 * browsers with `scrollbar-gutter` (Chrome 94, Firefox 97, Safari 18.2 and later), keeps the
 * scrollbar's space with `scrollbar-gutter: stable`: the body and fixed elements do not move, on
 * whichever side the browser draws the scrollbar (checked in Chromium, LTR and RTL). Without
 * `scrollbar-gutter` it pads <html> on the right only, even in RTL, and leaves fixed elements to
 * shift. `compensateScrollbar` fixes that older path the way YARL's NoScroll module does: it
 * moves the padding to the scrollbar's side and pads fixed elements by the scrollbar width.
 * `rememberScroll` puts the page back exactly where it was after focus has returned.
 */

export function supportsScrollbarGutter(): boolean {
  return 'scrollbarGutter' in document.documentElement.style;
}

export function scrollbarWidth(): number {
  return Math.max(0, window.innerWidth - document.documentElement.clientWidth);
}

/** Inline style value and priority, so the restore is exact. */
interface SavedStyle {
  readonly element: HTMLElement;
  readonly property: string;
  readonly value: string;
  readonly priority: string;
}

function save(element: HTMLElement, property: string): SavedStyle {
  return {
    element,
    property,
    value: element.style.getPropertyValue(property),
    priority: element.style.getPropertyPriority(property),
  };
}

function put({ element, property, value, priority }: SavedStyle) {
  if (value) element.style.setProperty(property, value, priority);
  else element.style.removeProperty(property);
}

/**
 * Called after react-aria has locked the page (its layout effect runs first: it is a child).
 * `width` is the scrollbar width measured before the lock; `keep` is the lightbox's own root.
 * Returns the undo.
 */
export function compensateScrollbar(width: number, rtl: boolean, keep: Element): () => void {
  if (width <= 0 || supportsScrollbarGutter()) return () => {};
  const html = document.documentElement;
  const side = rtl ? 'padding-left' : 'padding-right';
  const saved: SavedStyle[] = [];

  if (rtl) {
    // react-aria put the scrollbar's width on the right; the scrollbar is on the left. Its own
    // restore puts the right padding back (whichever of our cleanups runs first), so we only
    // save and restore the left.
    saved.push(save(html, 'padding-left'));
    html.style.removeProperty('padding-right');
    const base = Number.parseFloat(window.getComputedStyle(html).paddingLeft) || 0;
    html.style.setProperty('padding-left', `${base + width}px`);
  }

  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    if (keep.contains(element)) continue;
    const style = window.getComputedStyle(element);
    if (style.position !== 'fixed') continue;
    const former = save(element, side);
    saved.push(former);
    const current = Number.parseFloat(style.getPropertyValue(side)) || 0;
    element.style.setProperty(side, `${current + width}px`);
  }

  return () => {
    for (const entry of saved.reverse()) put(entry);
  };
}

/** Records the page's scroll position; the returned function scrolls back if it moved. */
export function rememberScroll(): () => void {
  const x = window.scrollX;
  const y = window.scrollY;
  return () => {
    // Instant: base.css makes scrolling smooth while focus is in the page.
    if (window.scrollX !== x || window.scrollY !== y) {
      window.scrollTo({ left: x, top: y, behavior: 'instant' });
    }
  };
}

/**
 * Brings the opener into view, as little as needed, when it is not. Focus goes back to it without
 * scrolling and the page returns to where it was, which is right unless the page was still
 * smooth-scrolling towards the opener when the lightbox opened (Tab, then Enter at once): then
 * "where it was" is a point halfway, with the focused opener out of sight. `scroll-padding-top`
 * (base.css) keeps it clear of the fixed header.
 */
export function revealOpener(opener: Element): void {
  const box = opener.getBoundingClientRect();
  const clearance =
    Number.parseFloat(window.getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (box.top < clearance || box.bottom > window.innerHeight) {
    opener.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  }
}
