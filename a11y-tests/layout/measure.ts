/**
 * What is seen in a page's `main`, measured in the page (a function for `page.evaluate`: it
 * carries all it needs, nothing from outside it), for the layout checks of ./holes.ts.
 */

/** Something seen: a line of text, a picture, a field, a card; in page px from the top. */
export interface Seen {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** The first words, or `<tag>`: where a failure points. */
  what: string;
}

/** A part of main laid out in columns side by side: a grid of two tracks or more. */
export interface ColumnRegion {
  /** `tag.class`: where a failure points. */
  name: string;
  top: number;
  bottom: number;
  /** Each column's left and right edge, in px. */
  columns: { left: number; right: number }[];
  /** What is seen inside it (indices into `seen`). */
  inside: number[];
}

export interface MainLayout {
  /** The container's content edges (the header's `.container`: the grid of every page). */
  left: number;
  right: number;
  top: number;
  bottom: number;
  seen: Seen[];
  regions: ColumnRegion[];
}

/**
 * In the page: everything seen in main, and every grid of main laid out in columns side by side
 * that is at least half as wide as the container (a layout of columns; a row of small things, a
 * label beside its value, is not one).
 *
 * What is seen: the lines of text (their own boxes, not their block's), pictures, videos, form
 * fields, and cards (a box with a background or border narrower than the window). A sticky box
 * (`position: sticky`, the "On this page" list) is seen from its top to the foot of the box it
 * travels in (its parent's content box): it stays beside every line of that stretch as the
 * visitor scrolls, so no stretch of it is empty.
 */
export function measureMain(): MainLayout {
  const container = document.querySelector('header .container');
  const main = document.querySelector('main');
  if (!container || !main) throw new Error('no header container or main');
  const style = getComputedStyle(container);
  const box = container.getBoundingClientRect();
  const left = box.left + parseFloat(style.paddingLeft);
  const right = box.right - parseFloat(style.paddingRight);
  const viewportWidth = document.documentElement.clientWidth;
  const scrollTop = window.scrollY;

  const hidden = (element: Element) =>
    element.closest('.visually-hidden') !== null ||
    getComputedStyle(element).visibility === 'hidden';
  const seen: Seen[] = [];
  const owners: Element[] = [];
  const add = (rect: DOMRect, what: string, owner: Element, bottom = rect.bottom) => {
    if (rect.width < 1 || rect.height < 1) return;
    seen.push({
      top: rect.top + scrollTop,
      bottom: bottom + scrollTop,
      left: rect.left,
      right: rect.right,
      what,
    });
    owners.push(owner);
  };
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.textContent ?? '').trim() || hidden(parent)) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      add(rect, (node.textContent ?? '').trim().slice(0, 40), parent);
  }
  const regions: { region: ColumnRegion; element: Element }[] = [];
  for (const element of main.querySelectorAll('*')) {
    if (hidden(element)) continue;
    const rect = element.getBoundingClientRect();
    const css = getComputedStyle(element);
    const tag = element.tagName.toLowerCase();
    const media = /^(IMG|VIDEO|INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
    const card =
      rect.width < viewportWidth - 2 &&
      (css.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(css.borderTopWidth) > 0);
    if (media || card) add(rect, `<${tag}>`, element);
    if (css.position === 'sticky' && element.parentElement) {
      const parent = element.parentElement;
      const parentCss = getComputedStyle(parent);
      const foot =
        parent.getBoundingClientRect().bottom -
        parseFloat(parentCss.paddingBottom) -
        parseFloat(parentCss.borderBottomWidth);
      add(rect, `sticky <${tag}>`, element, Math.max(rect.bottom, foot));
    }
    if (!/grid/.test(css.display) || rect.width < (right - left) / 2) continue;
    const tracks = css.gridTemplateColumns
      .split(' ')
      .map((track) => parseFloat(track))
      .filter((width) => Number.isFinite(width));
    if (tracks.filter((width) => width >= 1).length < 2) continue;
    const gap = parseFloat(css.columnGap) || 0;
    let x = rect.left + parseFloat(css.borderLeftWidth) + parseFloat(css.paddingLeft);
    const columns: { left: number; right: number }[] = [];
    for (const width of tracks) {
      if (width >= 1) columns.push({ left: x, right: x + width });
      x += width + gap;
    }
    const className = typeof element.className === 'string' ? element.className : '';
    regions.push({
      element,
      region: {
        name: `${tag}${className ? `.${className.trim().split(/\s+/).join('.')}` : ''}`,
        top: rect.top + scrollTop,
        bottom: rect.bottom + scrollTop,
        columns,
        inside: [],
      },
    });
  }
  // What each region holds, once everything seen is known (cards and pictures come after it).
  for (const { region, element } of regions) {
    owners.forEach((owner, item) => {
      if (element.contains(owner)) region.inside.push(item);
    });
  }
  const mainBox = main.getBoundingClientRect();
  return {
    left,
    right,
    top: mainBox.top + scrollTop,
    bottom: mainBox.bottom + scrollTop,
    seen,
    regions: regions.map(({ region }) => region),
  };
}
