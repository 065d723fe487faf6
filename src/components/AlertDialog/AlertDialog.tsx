import { useRef, useState, type ReactNode } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { dialogButtons } from '../../content/contactForm';
import {
  keepClosedModal,
  keepFocusOnOverlayPress,
  SITE_MODAL_ATTRIBUTE,
  useOpenings,
  useReturnFocusOnClose,
} from '../../lib/focus';
import { AlertDialogContent } from './AlertDialogContent';
import styles from './AlertDialog.module.css';

export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called after any button or Escape; the owner then sets `isOpen` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The dialog's message and accessible description. */
  message: string;
  /**
   * More words after the message, in a paragraph of their own, read with it as part of the
   * description (the enquiry's reference under "Success!"). Default none.
   */
  detail?: ReactNode;
  /** `success` gives the confirm button the brand teal, `error` the danger red. */
  variant: 'success' | 'error';
  /** Words of the confirm button. Default "OK" (docs/spec/product.md §9.3). */
  confirmLabel?: string;
  /** Called when the confirm button is pressed, before `onClose`. Default none. */
  onConfirm?: () => void;
  /** When given, a deny button is shown; called when it is pressed, before `onClose`. */
  onDeny?: () => void;
  /** Words of the deny button. Default "No". */
  denyLabel?: string;
  /** When given, a cancel button is shown; called when it is pressed, before `onClose`. */
  onCancel?: () => void;
  /** Words of the cancel button. Default "Cancel". */
  cancelLabel?: string;
  /**
   * Which button takes focus when the dialog opens. Default `confirm`; `cancel` (with `onCancel`)
   * when confirming destroys something, so that a stray Enter keeps it (WAI-ARIA APG, alert
   * dialog: focus the least destructive action).
   */
  initialFocus?: 'confirm' | 'cancel';
  /**
   * Where focus goes when the dialog closes, read at that moment. Default (or when it returns
   * nothing): the element that had focus when the dialog opened.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal alert dialog (`role="dialog"`: see AlertDialogContent for why not `alertdialog`) that tells the visitor something and waits for an
 * answer. It takes focus (to the confirm button), keeps it inside, hides the page from screen
 * readers while open, closes on a button or Escape and gives focus back, straight to where it
 * belongs (src/lib/focus.ts). It fades in and out with CSS animations that react-aria waits for
 * (none under reduced motion). It has no timers: it stays until answered. See README.md for the
 * keyboard map and accessibility criteria.
 */
export function AlertDialog({
  isOpen,
  onClose,
  title,
  message,
  detail,
  variant,
  confirmLabel = dialogButtons.confirm,
  onConfirm,
  onDeny,
  denyLabel = dialogButtons.deny,
  onCancel,
  cancelLabel = dialogButtons.cancel,
  initialFocus = 'confirm',
  returnFocus,
}: AlertDialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  // The element that had focus before the dialog took it, noted as the dialog opens.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  const openings = useOpenings(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen && typeof document !== 'undefined') {
      setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    }
  }
  useReturnFocusOnClose(
    isOpen,
    () => overlayRef.current,
    () => returnFocus?.() ?? opener,
  );

  const answer = (handler?: () => void) => () => {
    handler?.();
    onClose();
  };

  return (
    <ModalOverlay
      key={openings}
      ref={overlayRef}
      isOpen={isOpen}
      // Dismissable only for react-aria's hidden "Dismiss" button (a way out for screen-reader
      // users, like Escape); a click outside does not close it: an alert needs an answer. The
      // hidden button, before the dialog, is also where Orca rests when the page behind is hidden
      // as the dialog opens, so that it then announces the dialog around the focused OK.
      isDismissable
      shouldCloseOnInteractOutside={() => false}
      // Nor does a press there move focus: it stays on the dialog's button.
      onMouseDown={keepFocusOnOverlayPress}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // Closed, it stays on the page a moment, unseen, for a screen reader to catch up.
      onExit={keepClosedModal}
      className={styles.overlay}
      {...{ [SITE_MODAL_ATTRIBUTE]: '' }}
    >
      <Modal className={styles.modal}>
        <AlertDialogContent
          title={title}
          message={message}
          detail={detail}
          variant={variant}
          confirm={{ label: confirmLabel, onPress: answer(onConfirm) }}
          deny={onDeny ? { label: denyLabel, onPress: answer(onDeny) } : undefined}
          cancel={onCancel ? { label: cancelLabel, onPress: answer(onCancel) } : undefined}
          focusCancel={initialFocus === 'cancel' && onCancel !== undefined}
        />
      </Modal>
    </ModalOverlay>
  );
}
