import type { ReactNode } from 'react';
import { useOverflows } from '../../lib/useOverflows';
import styles from './ConformanceReportPage.module.css';

/**
 * The box a chapter's table scrolls sideways in on a narrow screen, named by the chapter: the
 * table keeps readable columns (WCAG 1.4.10 allows this for data tables) and the page itself
 * never scrolls sideways. When the table is wider than the box, the box is a Tab stop, so the
 * keyboard can scroll it with Left and Right; when it fits, it is not (a stop with nothing to do,
 * which IBM Equal Access also reports as a tabbable element without a widget role). Read
 * without JavaScript, nothing measures, so the box stays a Tab stop at every width.
 */
export function SidewaysScroller({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  const [ref, overflows] = useOverflows<HTMLDivElement>('horizontal', true);
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
