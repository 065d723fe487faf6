import { shell } from '../../content/site';
import styles from './SkipLink.module.css';

/** The first Tab stop of every page: jumps past the header to the page's own content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href="#main">
      {shell.skipLink}
    </a>
  );
}
