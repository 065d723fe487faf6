import { PageList } from '../../components/PageList/PageList';
import { Words } from '../../components/Words/Words';
import { allPages, pageMeta, siteMapPage } from '../../content/site';
import pageStyles from '../page.module.css';

/**
 * The site map ('/site-map', linked from the footer): every other page of the site, each its
 * name as a link over what it holds, in the route table's order. With the navigation, the
 * footer and the links between pages, a second way to every page (WCAG 2.4.5); the only way
 * besides the accessibility statement's link to the conformance report.
 */
export function SiteMapPage() {
  const others = allPages.filter((page) => page.id !== 'sitemap');
  return (
    <div className={`container ${pageStyles.page}`}>
      <h1>
        <Words>{pageMeta.sitemap.title}</Words>
      </h1>
      <p>
        <Words>{siteMapPage.intro}</Words>
      </p>
      <PageList pages={others} />
    </div>
  );
}
