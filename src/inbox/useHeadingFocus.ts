import { useLayoutEffect, useRef, type RefObject } from 'react';
import { focusProgrammatically } from '../lib/focus';
import { useInbox } from './context';

export interface ArrivalOptions {
  /** False while the view is not shown (or not ready to be): each time it turns true is an arrival. */
  ready?: boolean;
  /** Asked on arrival: an element to focus instead of the `h1` (the row the owner came back to). */
  target?: () => HTMLElement | null | undefined;
}

/**
 * On each arrival at a view, does what a page load would: sets the tab's title and, unless this
 * is the first view of a freshly loaded page, moves focus to the view's `h1` (or `target()`), so a
 * screen reader says where the owner now is and reading starts there. A later change (a search, a
 * mark) leaves focus where the owner put it.
 */
export function useHeadingFocus(
  heading: RefObject<HTMLHeadingElement | null>,
  title: string,
  { ready = true, target }: ArrivalOptions = {},
): void {
  const { firstViewRef } = useInbox();
  const arrivedRef = useRef(false);

  // In the commit that shows the view, like the focus move below: the title then never names the
  // view that was left.
  useLayoutEffect(() => {
    if (ready) document.title = title;
  }, [ready, title]);

  // In the commit that shows the view (a layout effect): the view it replaces took the focused
  // element with it, and focus must not rest on the document until a later task.
  useLayoutEffect(() => {
    if (!ready) {
      arrivedRef.current = false;
      return;
    }
    if (arrivedRef.current) return;
    arrivedRef.current = true;
    const first = firstViewRef.current;
    firstViewRef.current = false;
    const element = target?.() ?? heading.current;
    if (first || !element) return;
    if (element.matches('h1, h2, h3')) focusProgrammatically(element);
    else element.focus();
  }, [ready, target, heading, firstViewRef]);
}
