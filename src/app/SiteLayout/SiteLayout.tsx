import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { shell } from '../../content/site';
import { Footer } from '../../layout/Footer/Footer';
import { Header } from '../../layout/Header/Header';
import { SkipLink } from '../../layout/SkipLink/SkipLink';
import { EarlyInteractionReplay } from './EarlyInteractionReplay';
import { RouteChangeFocus } from './RouteChangeFocus';
import styles from './SiteLayout.module.css';

/** Skip link, header, the page in `main`, footer, and the polite live region for page changes. */
export function SiteLayout() {
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<p className={styles.loading}>{shell.loadingPage}</p>}>
          <Outlet />
          {/* Inside the boundary, so it acts only once the new page is on screen. */}
          <RouteChangeFocus onPageChange={setAnnouncement} />
          <EarlyInteractionReplay />
        </Suspense>
      </main>
      <Footer />
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}
