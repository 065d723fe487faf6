import { Link } from 'react-router-dom';
import { notFoundPage, pages } from '../../content/site';
import pageStyles from '../page.module.css';
import styles from './NotFoundPage.module.css';
import { Words } from '../../components/Words/Words';

/**
 * Shown for any address that is not a page; the server answers it with HTTP status 404. It says
 * so, and leads on, as the NHS's and GOV.UK's do: home first, then the other pages of the main
 * navigation, each with what it holds (its description). The helplines are a tap away in the
 * header ("Help now") and in the footer, as on every page.
 */
export function NotFoundPage() {
  const others = pages.filter((page) => page.path !== notFoundPage.homeLink.to);
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1>
        <Words>{notFoundPage.heading}</Words>
      </h1>
      <p>
        <Words>{notFoundPage.body}</Words>
      </p>
      <p>
        <Link to={notFoundPage.homeLink.to} className={pageStyles.standaloneLink}>
          <Words>{notFoundPage.homeLink.label}</Words>
        </Link>
      </p>
      <p className={styles.intro}>
        <Words>{notFoundPage.otherPages}</Words>
      </p>
      <ul className={styles.pages}>
        {others.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={`${pageStyles.standaloneLink} ${styles.pageLink}`}>
              <Words>{page.navLabel}</Words>
            </Link>
            <p className={styles.description}>
              <Words>{page.description}</Words>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
