import { Link } from 'react-router-dom';
import type { PageMeta } from '../../content/site';
import { Words } from '../Words/Words';
import styles from './PageList.module.css';

export interface PageListProps {
  /** The pages, in the order they are listed. */
  pages: readonly PageMeta[];
}

/**
 * Pages of the site, each its navigation label as a link over its one-sentence description, as
 * the NHS's and GOV.UK's not-found pages lead on: on the page not found, and on the site map.
 */
export function PageList({ pages }: PageListProps) {
  return (
    <ul className={styles.pages}>
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path} className={styles.pageLink}>
            <Words>{page.navLabel}</Words>
          </Link>
          <p className={styles.description}>
            <Words>{page.description}</Words>
          </p>
        </li>
      ))}
    </ul>
  );
}
