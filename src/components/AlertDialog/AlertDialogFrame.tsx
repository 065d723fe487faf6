import { useEffect, useRef, type ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import styles from './AlertDialog.module.css';

/** What either frame of the dialog (animated or still) needs. */
export interface AlertDialogFrameProps {
  isOpen: boolean;
  /** Escape was pressed: the dialog asks to close. */
  onDismiss: () => void;
  /** The dialog has left the page (after its exit motion, if any). */
  onExited: () => void;
  children: ReactNode;
}

/**
 * The still frame of the alert dialog: react-aria's modal without motion. It is used when the
 * animated frame cannot be fetched (a visitor whose connection dropped must still be told that
 * the message was not sent), so it lives in the same chunk as the form.
 */
export function AlertDialogStillFrame({
  isOpen,
  onDismiss,
  onExited,
  children,
}: AlertDialogFrameProps) {
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) onExited();
    wasOpen.current = isOpen;
  }, [isOpen, onExited]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>{children}</Modal>
    </ModalOverlay>
  );
}
