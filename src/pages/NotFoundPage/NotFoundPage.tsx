import { Link } from 'react-router-dom';
import { notFoundPage } from '../../content/site';
import styles from '../page.module.css';

/** Shown for any address that is not a page; the server answers it with HTTP status 404. */
export function NotFoundPage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>{notFoundPage.heading}</h1>
      <p>{notFoundPage.body}</p>
      <p>
        <Link to={notFoundPage.homeLink.to} className={styles.standaloneLink}>
          {notFoundPage.homeLink.label}
        </Link>
      </p>
    </div>
  );
}
