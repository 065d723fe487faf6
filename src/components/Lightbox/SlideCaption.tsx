import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import styles from './Lightbox.module.css';

/**
 * Whether an element's content is taller than its box, measured whenever the box or its content
 * changes size (a phone turned, the page zoomed to 400 %).
 */
function useOverflows<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Measured by the observer, which first reports once the browser has laid the page out
    // anyway: a measure here would force that layout in the middle of the tap that opens the
    // viewer (70 ms of a slow phone's time, the whole page laid out twice).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * The words under a slide: a video's title and description, or a photo's caption. When they do
 * not fit (a small phone, a page zoomed to 400 %) the caption scrolls, and then it is also a
 * Tab stop, so the keyboard can scroll it with Up, Down, Page Up, Page Down, Home and End
 * (WCAG 2.1.1 where 1.4.10 allows a scrolling box). A focused caption is read out whole.
 */
export function SlideCaption({ children }: { children: ReactNode }) {
  const [ref, overflows] = useOverflows<HTMLElement>();
  return (
    <figcaption
      ref={ref}
      className={styles.caption}
      data-lightbox-scrollable=""
      // Focusable only when it scrolls: otherwise it would be a Tab stop with nothing to do.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </figcaption>
  );
}
