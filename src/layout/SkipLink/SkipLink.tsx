import type { MouseEvent } from 'react';
import { shell } from '../../content/site';
import { focusProgrammatically } from '../../lib/focus';
import styles from './SkipLink.module.css';
import { Words } from '../../components/Words/Words';

const MAIN_ID = 'main';

/**
 * The first Tab stop of every page: jumps past the header to the page's own content. Without
 * JavaScript the browser follows `#main` (the next Tab starts there); with it, `main` also takes
 * focus, so a screen reader starts reading there, and lets go of its `tabindex` when left.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    // focus() also scrolls main into view.
    focusProgrammatically(main);
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skip}>
      <Words>{shell.skipLink}</Words>
    </a>
  );
}
