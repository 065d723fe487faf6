import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Words } from '../../components/Words/Words';
import { shell } from '../../content/site';
import { Footer } from '../../layout/Footer/Footer';
import { Header } from '../../layout/Header/Header';
import { SkipLink } from '../../layout/SkipLink/SkipLink';
import { PreloadPageContext } from '../../lib/pagePreload';
import { findPageRoute } from '../routes';
import { EarlyInteractionReplay } from './EarlyInteractionReplay';
import { KeepShownPage } from './KeepShownPage';
import { KeptEnquiries } from './KeptEnquiries';
import { RouteChangeFocus } from './RouteChangeFocus';
import styles from './SiteLayout.module.css';

/**
 * Skip link, header, the page in `main`, footer, and a polite live region. `main` is not
 * focusable of itself: the skip link moves focus to an element it puts at main's start for the
 * jump, and the move to a new page makes its heading (or `main`) focusable only for the moment
 * it moves focus there (src/lib/focus.ts).
 */
export function SiteLayout() {
  const [announcement, setAnnouncement] = useState('');
  return (
    <PreloadPageContext value={preloadPage}>
      <SkipLink />
      <Header />
      <main id="main" className={styles.main}>
        {/* An enquiry kept on this phone, sent, or refused (docs/offline.md): above the page. */}
        <KeptEnquiries />
        <Suspense
          fallback={
            <p className={`container ${styles.loading}`}>
              <Words>{shell.loadingPage}</Words>
            </p>
          }
        >
          <Outlet />
          {/* Inside the boundary, so it acts only once the new page is on screen. */}
          <RouteChangeFocus onPageChange={setAnnouncement} />
          <EarlyInteractionReplay />
          <KeepShownPage />
        </Suspense>
      </main>
      <Footer />
      {/*
        A live region without a role: empty, it is silent (role="status" would be read out as an
        empty "status bar" at the end of every page).
      */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden" data-page-announcer="">
        <Words>{announcement}</Words>
      </p>
    </PreloadPageContext>
  );
}

function preloadPage(path: string): void {
  void findPageRoute(path)?.preload();
}
