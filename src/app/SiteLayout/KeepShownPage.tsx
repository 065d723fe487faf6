import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keepShownPage } from '../../lib/serviceWorker';

/**
 * After a move to another page inside the site (no page load), asks the service worker to keep
 * the new page, so that it opens again without a link (docs/offline.md). Nothing on the first
 * render: that page was loaded as a page, and kept as it loaded.
 */
export function KeepShownPage() {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    keepShownPage(window.location.href);
  }, [pathname]);
  return null;
}
