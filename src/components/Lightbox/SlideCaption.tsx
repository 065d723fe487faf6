import type { ReactNode } from 'react';
import { useOverflows } from '../../lib/useOverflows';
import styles from './Lightbox.module.css';

/**
 * The words under a slide: a video's title and description, or a photo's caption. When they do
 * not fit (a small phone, a page zoomed to 400 %) the caption scrolls, and then it is also a
 * Tab stop, so the keyboard can scroll it with Up, Down, Page Up, Page Down, Home and End
 * (WCAG 2.1.1 where 1.4.10 allows a scrolling box). A focused caption is read out whole.
 */
export function SlideCaption({ children }: { children: ReactNode }) {
  const [ref, overflows] = useOverflows<HTMLElement>('vertical');
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
