import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { locale, shell } from '../../content/site';
import { Button } from '../../components/Button/Button';
import { LocaleProvider } from '../../components/LocaleProvider/LocaleProvider';
import { NavLinks } from '../NavLinks/NavLinks';
import styles from './MobileMenuPanel.module.css';

const MotionModalOverlay = m.create(ModalOverlay);
const MotionModal = m.create(Modal);

/** Seconds, as framer-motion wants them; mirrors --duration-menu in tokens.css. */
const MENU_DURATION_S = 0.25;

interface MobileMenuPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The slide-in side panel: a modal dialog named "Menu". react-aria's Modal traps focus, makes
 * the page behind it inert, closes on Escape and on a click on the dimmed overlay, and gives
 * focus back to the menu button when it closes. The panel slides in from the inline end (the
 * left in right-to-left languages); under reduced motion it simply appears.
 */
export function MobileMenuPanel({ isOpen, onOpenChange }: MobileMenuPanelProps) {
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : MENU_DURATION_S;
  const offscreen = locale.dir === 'rtl' ? '-100%' : '100%';
  const close = () => onOpenChange(false);

  return (
    <LocaleProvider>
      <LazyMotion features={domAnimation} strict>
        <AnimatePresence>
          {isOpen ? (
            <MotionModalOverlay
              key="menu"
              isOpen
              isDismissable
              onOpenChange={onOpenChange}
              className={styles.overlay}
              data-site-modal=""
              initial={{ opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={{ opacity: 0 }}
              transition={{ duration }}
            >
              <MotionModal
                className={styles.panel}
                initial={{ x: offscreen }}
                animate={{ x: 0 }}
                exit={{ x: offscreen }}
                transition={{ duration, ease: [0.2, 0, 0, 1] }}
              >
                <Dialog className={styles.dialog}>
                  <div className={styles.top}>
                    <Heading slot="title" className={styles.title}>
                      {shell.menuTitle}
                    </Heading>
                    <Button variant="quiet" onPress={close}>
                      <svg
                        className={styles.icon}
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path
                          d="M6 6l12 12M18 6L6 18"
                          stroke="currentColor"
                          strokeWidth="2.5"
                          strokeLinecap="round"
                        />
                      </svg>
                      {shell.closeMenu}
                    </Button>
                  </div>
                  <nav aria-label={shell.mainNavLabel}>
                    <NavLinks className={styles.links} onNavigate={close} />
                  </nav>
                </Dialog>
              </MotionModal>
            </MotionModalOverlay>
          ) : null}
        </AnimatePresence>
      </LazyMotion>
    </LocaleProvider>
  );
}
