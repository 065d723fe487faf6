import { useLayoutEffect, useRef, useState } from 'react';

/** Which way a box's content may be wider or taller than the box. */
export type OverflowAxis = 'horizontal' | 'vertical';

/**
 * Whether an element's content is wider (or taller) than its box, measured whenever the box or
 * its content changes size (a phone turned, the page zoomed to 400 %). A box that scrolls must be
 * a Tab stop, so the keyboard can scroll it (WCAG 2.1.1); one that does not scroll must not be,
 * or it is a stop with nothing to do.
 *
 * Until the first measure the answer is no, so the prerendered page and the first render in the
 * browser agree. A page read without JavaScript never measures: a box it shows must be laid out
 * to fit (the conformance report's tables are).
 */
export function useOverflows<T extends HTMLElement>(axis: OverflowAxis) {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(
        axis === 'horizontal'
          ? element.scrollWidth > element.clientWidth + 1
          : element.scrollHeight > element.clientHeight + 1,
      );
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured by the observer, which first reports once the browser has laid the page out
    // anyway: a measure here would force that layout in the middle of the tap that opened it
    // (70 ms of a slow phone's time for the viewer, the whole page laid out twice).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [axis]);
  return [ref, overflows] as const;
}
