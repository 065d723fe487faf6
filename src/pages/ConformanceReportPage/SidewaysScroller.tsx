import type { ReactNode } from 'react';
import { useOverflows } from '../../lib/useOverflows';
import styles from './ConformanceReportPage.module.css';

/**
 * The box around a chapter's table, named by the chapter. Nothing in it is meant to scroll: from
 * 48rem the table is at least 36rem wide and always fits the page's column, and below that each
 * row is a block (the stylesheet alone does it, with or without JavaScript). The box is the
 * safety net should a table ever be wider than it (a setting no one foresaw): then it scrolls
 * sideways instead of the page (WCAG 1.4.10) and becomes a Tab stop, so the keyboard can scroll
 * it. While the table fits, the box is no stop (a stop with nothing to do, which IBM Equal Access
 * also reports as a tabbable element without a widget role); so it is none before anything is
 * measured, and none without JavaScript, where nothing overflows either.
 */
export function SidewaysScroller({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  const [ref, overflows] = useOverflows<HTMLDivElement>('horizontal');
  return (
    <div
      ref={ref}
      className={styles.scroller}
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
}
