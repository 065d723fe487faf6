import type { ReactNode } from 'react';

/**
 * A table's box that scrolls sideways when the table is wider than the screen (at 400 % zoom, on
 * a phone): a named region a keyboard can focus, and so scroll (WCAG 2.1.1; axe's
 * `scrollable-region-focusable`).
 */
export function ScrollRegion({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="table-scroll"
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // Focusable so that a keyboard can scroll it; not a control.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {children}
    </div>
  );
}
