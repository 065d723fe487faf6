import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, shell } from '../../content/site';
import { pageMetaFor } from '../routes';

/** How long to wait, at most, for an open modal (the mobile menu) to finish closing. */
const MAX_WAIT_FRAMES = 90;

/**
 * What a visitor needs after a client-side move to another page, as a full page load would give
 * it: the page scrolled to the top, the new title, focus on the new page's heading (so keyboard
 * and screen-reader users start reading there), and a polite announcement of the page's name.
 * Nothing happens on the first render: the browser already did all of it.
 */
export function RouteChangeFocus({ onPageChange }: { onPageChange: (message: string) => void }) {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const { title } = pageMetaFor(pathname);
    document.title = documentTitle(title);
    window.scrollTo(0, 0);
    onPageChange(shell.pageChanged(title));

    // A modal that is still closing (the menu, after a link in it was chosen) holds focus and
    // would give it back to its button; wait until it is gone, then move focus to the page.
    let frame = 0;
    let handle = 0;
    const focusPage = () => {
      if (document.querySelector('[data-site-modal]') && frame++ < MAX_WAIT_FRAMES) {
        handle = requestAnimationFrame(focusPage);
        return;
      }
      const main = document.getElementById('main');
      const target = main?.querySelector<HTMLElement>('h1') ?? main;
      if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target?.focus({ preventScroll: true });
    };
    focusPage();
    return () => cancelAnimationFrame(handle);
  }, [pathname, onPageChange]);

  return null;
}
