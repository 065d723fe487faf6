import type { MouseEvent } from 'react';
import { shell } from '../../content/site';
import { focusStartOf } from '../../lib/focus';
import styles from './SkipLink.module.css';
import { Words } from '../../components/Words/Words';

const MAIN_ID = 'main';

/**
 * The first Tab stop of every page: jumps past the header to the page's own content. Without
 * JavaScript the browser follows `#main` (the next Tab starts there); with it, focus also moves
 * to the start of `main`, so a screen reader starts reading there (an element made for the move,
 * not `main` itself, which Orca would call "clickable": focusStartOf in src/lib/focus.ts).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    // focus() also scrolls the start of main into view.
    focusStartOf(main);
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skip}>
      <Words>{shell.skipLink}</Words>
    </a>
  );
}
