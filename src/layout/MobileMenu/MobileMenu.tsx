import { lazy, Suspense, useState } from 'react';
import { shell } from '../../content/site';
import styles from './MobileMenu.module.css';

/*
 * The panel and its motion code (framer-motion) are fetched only when the menu is first wanted,
 * so the first view of every page does not pay for them. On narrow screens the boot script
 * (src/build/bootScript.ts) prefetches their files when the browser is idle, without running
 * them; they run as soon as a pointer or focus reaches the button, or when it is pressed.
 */
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

interface MobileMenuProps {
  buttonClassName?: string;
}

/** The menu button of narrow screens and, once pressed, the slide-in menu panel. */
export function MobileMenu({ buttonClassName }: MobileMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);

  const open = () => {
    setWasOpened(true);
    setOpen(true);
  };

  return (
    <>
      {/*
        A native button, not react-aria's: it needs nothing more, and keeping react-aria out of
        the entry chunk keeps the first view of every page within its JavaScript budget.
      */}
      <button
        type="button"
        className={[styles.menuButton, buttonClassName].filter(Boolean).join(' ')}
        aria-label={shell.openMenu}
        aria-expanded={isOpen}
        data-menu-button=""
        onClick={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </svg>
        <span>{shell.menuTitle}</span>
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuPanel isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
