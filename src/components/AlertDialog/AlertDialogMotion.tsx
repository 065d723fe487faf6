import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { Modal, ModalOverlay } from 'react-aria-components';
import type { AlertDialogFrameProps } from './AlertDialogFrame';
import styles from './AlertDialog.module.css';

const MotionModalOverlay = m.create(ModalOverlay);
const MotionModal = m.create(Modal);

/** Seconds, as framer-motion wants them; mirrors --duration-fast in tokens.css. */
const DURATION_S = 0.15;

/**
 * The animated frame of the alert dialog: the backdrop fades and the box fades and rises a little.
 * This file (and framer-motion with it) is loaded only when a dialog is first wanted. Under
 * reduced motion the duration is 0: the dialog simply appears and disappears. The text is never
 * in server HTML (the dialog only renders on the client once open), so its initial opacity of 0
 * cannot hide content from a visitor without JavaScript.
 */
export function AlertDialogMotionFrame({
  isOpen,
  onDismiss,
  onExited,
  children,
}: AlertDialogFrameProps) {
  const reduceMotion = useReducedMotion();
  const duration = reduceMotion ? 0 : DURATION_S;

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence onExitComplete={onExited}>
        {isOpen ? (
          <MotionModalOverlay
            key="alert-dialog"
            isOpen
            onOpenChange={(open) => {
              if (!open) onDismiss();
            }}
            className={styles.overlay}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration }}
          >
            <MotionModal
              className={styles.modal}
              initial={{ opacity: 0, y: 16 }}
              animate={{ opacity: 1, y: 0 }}
              exit={{ opacity: 0, y: 16 }}
              transition={{ duration, ease: [0.2, 0, 0, 1] }}
            >
              {children}
            </MotionModal>
          </MotionModalOverlay>
        ) : null}
      </AnimatePresence>
    </LazyMotion>
  );
}
