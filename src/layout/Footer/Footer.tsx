import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { channels, contactDetails, footer, footerPages, organisation } from '../../content/site';
import { OrganisationDetails } from '../../components/OrganisationDetails/OrganisationDetails';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { showsFullBlock, UrgentHelp } from '../../components/UrgentHelp/UrgentHelp';
import { withoutTrailingSlash } from '../../content/routeTable';
import { NavLinks } from '../NavLinks/NavLinks';
import styles from './Footer.module.css';
import { Words } from '../../components/Words/Words';

/**
 * The copyright year. The prerendered page carries the year it was built in; once running,
 * the page shows the visitor's current year, so a page built last December is still right.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeToNothing,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/** The year changes too rarely to watch for; a page load picks the new one up. */
const subscribeToNothing = () => () => {};

/** The footer of every page: About, Contact Us and Quick Links, between two copyright lines. */
export function Footer() {
  const copyright = footer.copyright(useCurrentYear());
  const path = withoutTrailingSlash(useLocation().pathname);
  const fullBlockOnPage = showsFullBlock(path);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        {/*
          The spec shows the line at the top and the bottom; a screen reader needs it once, so it
          hears only the one at the end.
        */}
        <p className={styles.copyright} aria-hidden="true">
          <Words>{copyright}</Words>
        </p>
        <div className={styles.columns}>
          <UrgentHelp variant="compact" fullBlockOnPage={fullBlockOnPage} />
          <section aria-labelledby="footer-about" className={styles.part}>
            <h2 id="footer-about" className={styles.heading}>
              <Words>{footer.about.heading}</Words>
            </h2>
            <p>
              <Words>{footer.about.text}</Words>
            </p>
          </section>
          <section aria-labelledby="footer-contact" className={styles.part}>
            <h2 id="footer-contact" className={styles.heading}>
              <Words>{footer.contact.heading}</Words>
            </h2>
            <dl className={styles.details}>
              <OrganisationDetails />
              <dt>
                <Words>{footer.contact.emailLabel}</Words>
              </dt>
              <dd>
                <a href={`mailto:${contactDetails.email}`}>
                  <Words>{contactDetails.email}</Words>
                </a>
              </dd>
              {/* Left out while the phone is not given yet (a stand-in is never read out). */}
              {contactDetails.phone && contactDetails.phoneHref ? (
                <>
                  <dt>
                    <Words>{organisation.labels.phone}</Words>
                  </dt>
                  <dd>
                    <a href={contactDetails.phoneHref}>
                      <Words>{contactDetails.phone}</Words>
                    </a>
                  </dd>
                </>
              ) : null}
              <dt>
                <Words>{footer.contact.locationLabel}</Words>
              </dt>
              <dd>
                <Words>{contactDetails.location}</Words>
              </dd>
              <dt>
                <Words>{footer.contact.followLabel}</Words>
              </dt>
              <dd>
                <ul className={styles.plainList}>
                  <li>
                    <ExternalLink link={channels.videoChannel} />
                  </li>
                  <li>
                    <ExternalLink link={channels.podcast} />
                  </li>
                </ul>
              </dd>
            </dl>
          </section>
          {/*
            Named apart from its heading: a landmark named by the heading inside it is read
            twice in a row ("Quick Links navigation, Quick Links heading").
          */}
          <nav aria-label={footer.quickLinks.landmarkLabel} className={styles.part}>
            <h2 className={styles.heading}>
              <Words>{footer.quickLinks.heading}</Words>
            </h2>
            <NavLinks className={`${styles.plainList} ${styles.links}`} />
            {/* The footer's own pages (the route table's): the statement, the notice, the site map. */}
            <ul className={`${styles.plainList} ${styles.links} ${styles.noticeLinks}`}>
              {footerPages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} aria-current={path === page.path ? 'page' : undefined}>
                    <Words>{page.navLabel}</Words>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className={styles.copyright}>
          <Words>{copyright}</Words>
        </p>
      </div>
    </footer>
  );
}
