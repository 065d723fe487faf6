import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  keepClosedModal,
  keepFocusOnOverlayPress,
  SITE_MODAL_ATTRIBUTE,
  useFocusOnMount,
} from '../../lib/focus';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { shell } from '../../content/site';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { LocaleProvider } from '../../components/LocaleProvider/LocaleProvider';
import { NavLinks } from '../NavLinks/NavLinks';
import styles from './MobileMenuPanel.module.css';
import { Words } from '../../components/Words/Words';

export interface MobileMenuPanelProps {
  isOpen: boolean;
  /** Escape, the Close button or a tap on the dimmed overlay. */
  onClose: () => void;
  /** A page was chosen: the menu closes (see MobileMenu) and the new page takes focus. */
  onNavigate: (to: string) => void;
  /** The overlay element, so the menu can tell whether focus is still inside it. */
  overlayRef: RefObject<HTMLDivElement | null>;
  /** Where focus goes if the panel leaves the page while still holding it: the menu button. */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * The slide-in side panel: a modal dialog named "Menu". react-aria's Modal traps focus, makes
 * the page behind it inert, closes on Escape and on a click on the dimmed overlay. The panel
 * slides in from the inline end (the left in right-to-left languages) and out again with CSS
 * animations (MobileMenuPanel.module.css), which react-aria waits for before it removes the
 * panel; the menu has already let go of focus and of the page by then (see MobileMenu).
 */
export function MobileMenuPanel({
  isOpen,
  onClose,
  onNavigate,
  overlayRef,
  fallbackFocus,
}: MobileMenuPanelProps) {
  return (
    <LocaleProvider>
      <ModalOverlay
        ref={overlayRef}
        isOpen={isOpen}
        isDismissable
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        // Closed, it stays on the page a moment, unseen, for a screen reader to catch up.
        onExit={keepClosedModal}
        className={styles.overlay}
        // A press on the dimmed overlay keeps focus on the panel until the release closes it.
        onMouseDown={keepFocusOnOverlayPress}
        {...{ [SITE_MODAL_ATTRIBUTE]: '' }}
      >
        <Modal className={styles.panel}>
          <MenuDialog onClose={onClose} onNavigate={onNavigate} fallbackFocus={fallbackFocus} />
        </Modal>
      </ModalOverlay>
    </LocaleProvider>
  );
}

/** The dialog inside the panel: it mounts each time the menu opens, and takes focus to Close. */
function MenuDialog({
  onClose,
  onNavigate,
  fallbackFocus,
}: Pick<MobileMenuPanelProps, 'onClose' | 'onNavigate' | 'fallbackFocus'>) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusOnMount(closeRef);
  return (
    <Dialog className={styles.dialog}>
      <FocusHandover to={fallbackFocus} />
      <div className={styles.top}>
        <Heading slot="title" className={styles.title}>
          <Words>{shell.menuTitle}</Words>
        </Heading>
        <Button ref={closeRef} variant="quiet" onPress={onClose}>
          <Icon name="close" className={styles.icon} />
          <Words>{shell.closeMenu}</Words>
        </Button>
      </div>
      <nav aria-label={shell.mainNavLabel}>
        <NavLinks className={styles.links} onNavigate={onNavigate} />
      </nav>
    </Dialog>
  );
}

/**
 * If the panel leaves the page while focus is still in it (a page was chosen but has not arrived
 * by the time the panel has slid out), focus goes to `to()` in the same task, before the panel's
 * elements are removed: otherwise it would fall to the document for a frame, and a screen reader
 * would announce the document, until react-aria's own restoration caught up.
 */
function FocusHandover({ to }: { to: () => HTMLElement | null }) {
  const latestTo = useRef(to);
  useLayoutEffect(() => {
    latestTo.current = to;
  });
  // A layout effect's cleanup runs before React removes the elements (and after it has let go
  // of their refs, so the overlay is found from the focused element).
  useLayoutEffect(
    () => () => {
      if (document.activeElement?.closest(`[${SITE_MODAL_ATTRIBUTE}]`)) latestTo.current()?.focus();
    },
    [],
  );
  return null;
}
