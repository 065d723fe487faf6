import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { shell } from '../../content/site';
import { Icon } from '../../components/Icon/Icon';
import { useOpenings, useReturnFocusOnClose } from '../../lib/focus';
import styles from './MobileMenu.module.css';
import { Words } from '../../components/Words/Words';

/*
 * The panel and its react-aria code are fetched only when the menu is first wanted, so the first
 * view of every page does not pay for them. On narrow screens the boot script
 * (src/startup/boot.js) prefetches their files when the browser is idle, without running
 * them; they run as soon as a pointer or focus reaches the button, or when it is pressed.
 */
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

interface MobileMenuProps {
  buttonClassName?: string;
}

/**
 * The menu button of narrow screens and, once pressed, the slide-in menu panel.
 *
 * Where focus goes when the menu closes: back to the menu button at once when it is closed with
 * Escape, the Close button or the overlay; to the new page's heading when a page was chosen in it.
 *
 * The menu is open on the page it was opened on: when another page has been chosen, it stays
 * open (focus on the chosen link) until that page is on screen, and closes in the same render
 * that shows it. src/app/SiteLayout/RouteChangeFocus.tsx then moves focus from the link straight
 * to the new page's heading, however long the page took to load; closing at the click would leave
 * focus in a panel that slides away, and then on the menu button, before the page arrived.
 */
export function MobileMenu({ buttonClassName }: MobileMenuProps) {
  const { pathname } = useLocation();
  // The address the menu was opened at; null while closed.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const [wasOpened, setWasOpened] = useState(false);
  const openings = useOpenings(isOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const closedForNavigation = useRef(false);

  const open = () => {
    closedForNavigation.current = false;
    setWasOpened(true);
    setOpenAt(pathname);
  };
  const close = useCallback(() => setOpenAt(null), []);
  // A link to another page closes the menu when that page arrives (see above); a link to the
  // page already shown closes it at once, and focus goes back to the menu button.
  const closeForNavigation = useCallback(
    (to: string) => {
      if (to === pathname) {
        setOpenAt(null);
        return;
      }
      closedForNavigation.current = true;
    },
    [pathname],
  );
  const menuButton = useCallback(() => buttonRef.current, []);

  useReturnFocusOnClose(
    isOpen,
    () => overlayRef.current,
    () => (closedForNavigation.current ? null : buttonRef.current),
  );

  return (
    <>
      {/*
        A native button, not react-aria's: it needs nothing more, and keeping react-aria out of
        the entry chunk keeps the first view of every page within its JavaScript budget.
      */}
      <button
        ref={buttonRef}
        type="button"
        className={[styles.menuButton, buttonClassName].filter(Boolean).join(' ')}
        aria-label={shell.openMenu}
        aria-expanded={isOpen}
        data-menu-button=""
        onClick={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <Icon name="menu" className={styles.icon} />
        <span>
          <Words>{shell.menuTitle}</Words>
        </span>
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            key={openings}
            isOpen={isOpen}
            onClose={close}
            onNavigate={closeForNavigation}
            overlayRef={overlayRef}
            fallbackFocus={menuButton}
          />
        </Suspense>
      ) : null}
    </>
  );
}
