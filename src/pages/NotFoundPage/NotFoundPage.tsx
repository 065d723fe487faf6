import { Link } from 'react-router-dom';
import { PageList } from '../../components/PageList/PageList';
import { Words } from '../../components/Words/Words';
import { notFoundPage, pages } from '../../content/site';
import pageStyles from '../page.module.css';

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
      <p className={pageStyles.beforeList}>
        <Words>{notFoundPage.otherPages}</Words>
      </p>
      <PageList pages={others} />
    </div>
  );
}
