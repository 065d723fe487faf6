/**
 * Makes everything outside the lightbox `inert` AND `aria-hidden="true"`, and puts back exactly
 * what each element had before (docs/spec/lightbox-behaviour.md rule 3): an
 * `aria-hidden="false"` stays `"false"`, an element that was inert already stays inert.
 *
 * The lightbox does this itself, in one call and one undo, at moments it chooses (pageIsolation.ts).
 * No library hides the page beside it, so no other code's effects can change or strip these
 * attributes in between, whatever order they run in.
 */

interface Former {
  readonly inert: boolean;
  readonly ariaHidden: string | null;
}

/** Live announcers and top-layer elements (toasts) stay readable; scripts and styles are no content. */
function alwaysVisible(element: Element): boolean {
  return element.matches('[data-live-announcer], [data-react-aria-top-layer], script, style');
}

/** The siblings of every ancestor of `keep` up to `root`: the whole page but the lightbox. */
export function outsideElements(keep: Element, root: Element = document.body): Element[] {
  const result: Element[] = [];
  let node: Element | null = keep;
  while (node && node !== root && node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node && !alwaysVisible(sibling)) result.push(sibling);
    }
    node = node.parentElement;
  }
  return result;
}

/**
 * Hides everything outside `keep` now, and any element added beside it later (another portal,
 * a toast host). Returns the undo, which restores every former value and may be called more
 * than once.
 */
export function hideOutside(keep: Element, root: Element = document.body): () => void {
  const former = new Map<Element, Former>();
  const hide = (element: Element) => {
    if (former.has(element)) return;
    former.set(element, {
      inert: element.hasAttribute('inert'),
      ariaHidden: element.getAttribute('aria-hidden'),
    });
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  };
  for (const element of outsideElements(keep, root)) hide(element);

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const added of Array.from(mutation.addedNodes)) {
        if (added instanceof Element && !added.contains(keep) && !alwaysVisible(added)) {
          hide(added);
        }
      }
    }
  });
  for (let parent = keep.parentElement; parent; parent = parent.parentElement) {
    observer.observe(parent, { childList: true });
    if (parent === root) break;
  }

  return () => {
    observer.disconnect();
    for (const [element, value] of former) {
      if (value.inert) element.setAttribute('inert', '');
      else element.removeAttribute('inert');
      if (value.ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', value.ariaHidden);
    }
    former.clear();
  };
}
