import { Link } from 'react-router-dom';
import { notFoundPage } from '../../content/site';
import styles from '../page.module.css';
import { Words } from '../../components/Words/Words';

/** Shown for any address that is not a page; the server answers it with HTTP status 404. */
export function NotFoundPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Words>{notFoundPage.heading}</Words>
      </h1>
      <p>
        <Words>{notFoundPage.body}</Words>
      </p>
      <p>
        <Link to={notFoundPage.homeLink.to} className={styles.standaloneLink}>
          <Words>{notFoundPage.homeLink.label}</Words>
        </Link>
      </p>
    </div>
  );
}
