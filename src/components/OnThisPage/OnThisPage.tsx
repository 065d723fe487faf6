import type { MouseEvent } from 'react';
import { onThisPageLabel } from '../../content/site';
import { focusProgrammatically } from '../../lib/focus';
import { Words } from '../Words/Words';
import styles from './OnThisPage.module.css';

/** One section of the page: the `id` of its heading and the heading's words. */
export interface OnThisPageSection {
  readonly id: string;
  readonly heading: string;
}

export interface OnThisPageProps {
  /** The page's sections, in the order they come: one link to each heading. */
  sections: readonly OnThisPageSection[];
  /** Placement in the page's layout (the side column from 64rem). */
  className?: string;
}

const HEADING_ID = 'on-this-page';

/**
 * "On this page": a long page's sections as a list of links to their headings, in a navigation
 * landmark named by its heading (docs/spec/product.md §2.9, §2.14). Plain in-page links, so the
 * browser follows them without JavaScript (and scrolls clear of the fixed header: base.css,
 * `scroll-padding-top`); with it, the heading followed also takes focus, as the skip link gives
 * `main` focus, so a screen reader reads on from there and the next Tab starts in the section.
 */
export function OnThisPage({ sections, className }: OnThisPageProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A click that opens a new tab or window (a modifier key, the middle button) leaves this
    // page's focus where it is.
    const plain =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    const heading = document.getElementById(id);
    if (!plain || !heading) return;
    // Followed here, not left to the browser: on the Hindi statement the browser's own smooth
    // scroll to the fragment stopped 20 px down the page, every time (a fragment navigation also
    // re-renders the router's listeners; what cut the scroll short is not known). The address
    // still gets the section's #id, and Back returns to where the visitor was.
    event.preventDefault();
    window.history.pushState(window.history.state, '', `#${id}`);
    focusProgrammatically(heading, { preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  };
  return (
    <nav
      aria-labelledby={HEADING_ID}
      className={[styles.onThisPage, className].filter(Boolean).join(' ')}
    >
      <h2 id={HEADING_ID} className={styles.heading}>
        <Words>{onThisPageLabel}</Words>
      </h2>
      <ul className={styles.list}>
        {sections.map(({ id, heading }) => (
          <li key={id}>
            <a href={`#${id}`} className={styles.link} onClick={(event) => follow(event, id)}>
              <Words>{heading}</Words>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
