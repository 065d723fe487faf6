/**
 * The scroll lock (docs/spec/lightbox-behaviour.md rule 5): the page cannot scroll while the
 * lightbox is open, and nothing moves sideways when its scrollbar goes.
 *
 * `lockScroll` sets `overflow: hidden` on <html>. Where the browser has `scrollbar-gutter`
 * (Chrome 94, Firefox 97, Safari 18.2 and later) `scrollbar-gutter: stable` keeps the
 * scrollbar's space, so the body and fixed elements keep their place on whichever side the
 * scrollbar is drawn (checked in Chromium, LTR and RTL). Elsewhere it pads <html> and every
 * fixed element on the scrollbar's side (the left in RTL) by its width, as YARL's NoScroll
 * module does. Each inline value it changes is put back exactly, priority included.
 * `rememberScroll` puts the page back where it was after focus has returned.
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
 * Locks the page. `width` is the scrollbar width measured before the lock (the lock hides the
 * scrollbar); `keep` is the lightbox's own root, never padded. Returns the undo.
 */
export function lockScroll(width: number, rtl: boolean, keep: Element): () => void {
  const html = document.documentElement;
  const saved: SavedStyle[] = [save(html, 'overflow')];
  if (width > 0 && supportsScrollbarGutter()) {
    saved.push(save(html, 'scrollbar-gutter'));
    html.style.setProperty('scrollbar-gutter', 'stable');
  } else if (width > 0) {
    saved.push(...compensate(width, rtl, keep));
  }
  html.style.setProperty('overflow', 'hidden');
  return () => {
    for (const entry of saved.reverse()) put(entry);
    saved.length = 0;
  };
}

/** The fallback without `scrollbar-gutter`: padding on the scrollbar's side. */
function compensate(width: number, rtl: boolean, keep: Element): SavedStyle[] {
  const html = document.documentElement;
  const side = rtl ? 'padding-left' : 'padding-right';
  const saved: SavedStyle[] = [save(html, side)];
  const base = Number.parseFloat(window.getComputedStyle(html).getPropertyValue(side)) || 0;
  html.style.setProperty(side, `${base + width}px`);
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    if (keep.contains(element)) continue;
    const style = window.getComputedStyle(element);
    if (style.position !== 'fixed') continue;
    saved.push(save(element, side));
    const current = Number.parseFloat(style.getPropertyValue(side)) || 0;
    element.style.setProperty(side, `${current + width}px`);
  }
  return saved;
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
