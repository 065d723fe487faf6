/**
 * Makes everything outside the lightbox `inert` AND `aria-hidden="true"`, and puts back exactly
 * what each element had before (docs/spec/lightbox-behaviour.md rule 3).
 *
 * Why not only react-aria's Modal: its `ariaHideOutside` uses `inert` alone where the browser
 * supports it (every current one), so `aria-hidden` is never set; and when it shows the page
 * again it removes `aria-hidden` unconditionally, so an element that had `aria-hidden="false"`
 * or `"true"` before loses it. The Modal's own hiding stays on (it also handles nested
 * overlays); this module adds the missing half and repairs the restore, in this order:
 *   1. `snapshotOutside` records the former values in a layout effect, before react-aria's
 *      passive effect changes anything, and starts watching for nodes added later;
 *   2. `apply` runs in a passive effect of the component that renders the Modal, so after
 *      react-aria (child effects run first). Setting `inert` earlier would make react-aria think
 *      the page was already hidden and walk into, and later strip, every element inside it;
 *   3. `restore` runs on close, and once more in a microtask, because when the whole Lightbox
 *      unmounts React runs our cleanup before react-aria's, which would strip our values again.
 */

interface Former {
  readonly inert: boolean;
  readonly ariaHidden: string | null;
}

/**
 * Snapshots applied and not yet disposed. The late (microtask) restore only runs when none is
 * left: under StrictMode React disposes and re-applies at once, and the late restore of the
 * first snapshot must not uncover the page the second one has just hidden.
 */
let appliedSnapshots = 0;

export interface OutsideSnapshot {
  apply(): void;
  restore(): void;
  /** Stops watching for new nodes and restores, now and after pending cleanups. */
  dispose(): void;
}

/** Live announcers and top-layer elements (toasts) stay readable, as react-aria keeps them. */
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

function setInert(element: Element, inert: boolean) {
  if (inert) element.setAttribute('inert', '');
  else element.removeAttribute('inert');
}

function setAriaHidden(element: Element, value: string | null) {
  if (value === null) element.removeAttribute('aria-hidden');
  else element.setAttribute('aria-hidden', value);
}

export function snapshotOutside(keep: Element, root: Element = document.body): OutsideSnapshot {
  const former = new Map<Element, Former>();
  let applied = false;

  const record = (element: Element) => {
    if (former.has(element)) return;
    former.set(element, {
      inert: element.hasAttribute('inert'),
      ariaHidden: element.getAttribute('aria-hidden'),
    });
    if (applied) hide(element);
  };
  const hide = (element: Element) => {
    setInert(element, true);
    element.setAttribute('aria-hidden', 'true');
  };

  for (const element of outsideElements(keep, root)) record(element);

  // A node added next to the lightbox while it is open (another portal, a toast host) is hidden
  // too. This observer is created before react-aria's, so it sees the node untouched.
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const parent = mutation.target;
      if (!(parent instanceof Element)) continue;
      for (const added of Array.from(mutation.addedNodes)) {
        if (added instanceof Element && !added.contains(keep) && !alwaysVisible(added)) {
          record(added);
        }
      }
    }
  });
  for (let parent = keep.parentElement; parent; parent = parent.parentElement) {
    observer.observe(parent, { childList: true });
    if (parent === root) break;
  }

  const restore = () => {
    for (const [element, value] of former) {
      setInert(element, value.inert);
      setAriaHidden(element, value.ariaHidden);
    }
  };

  return {
    apply() {
      if (!applied) appliedSnapshots += 1;
      applied = true;
      for (const element of former.keys()) hide(element);
    },
    restore,
    dispose() {
      observer.disconnect();
      if (applied) appliedSnapshots -= 1;
      applied = false;
      restore();
      queueMicrotask(() => {
        if (appliedSnapshots === 0) restore();
      });
    },
  };
}
