import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { documentTitle, shell } from '../../content/site';
import { focusProgrammatically, isFocusGivenByPage, OPEN_SITE_MODAL } from '../../lib/focus';
import { pageMetaFor } from '../routes';

/**
 * What a visitor needs after a client-side move to another page, as a full page load would give
 * it: the page scrolled to the top, the new title, and focus on the new page's heading, so that
 * keyboard and screen-reader users start reading there and hear the page's name once, as the
 * heading. Nothing happens on the first render: the browser already did all of it.
 *
 * If a modal is open when the page arrives (the menu, opened again while the page was loading),
 * focus stays in it: taking focus out of an open modal would break it. The page's name is then
 * announced politely instead. A page reached by a move that says the page gives focus itself
 * (FOCUS_GIVEN_BY_PAGE) gets its title only: its focus target is scrolled into view by focusing it.
 * Not when the visitor comes back to that entry with Back or Forward: the page gives focus once,
 * so the h1 takes it as after any move.
 */
export function RouteChangeFocus({ onPageChange }: { onPageChange: (message: string) => void }) {
  const { pathname, state } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;

    const { title } = pageMetaFor(pathname);
    document.title = documentTitle(title);
    if (navigationType === 'PUSH' && isFocusGivenByPage(state)) return;
    window.scrollTo(0, 0);

    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (target && !document.querySelector(OPEN_SITE_MODAL)) {
      focusProgrammatically(target, { preventScroll: true });
    } else {
      onPageChange(shell.pageChanged(title));
    }
  }, [pathname, state, navigationType, onPageChange]);

  return null;
}
