import { lazy, Suspense, useCallback, useState, type ComponentType, type RefObject } from 'react';
import { dialogButtons } from '../../content/contactForm';
import { AlertDialogContent } from './AlertDialogContent';
import { AlertDialogStillFrame, type AlertDialogFrameProps } from './AlertDialogFrame';

/*
 * The animated frame and framer-motion come in a chunk of their own, fetched when a dialog is
 * first opened (or earlier, through `preloadAlertDialog`), so that no page pays for motion code
 * on its first view. If that fetch fails (the very network failure a dialog may have to report),
 * the still frame takes its place: the visitor is told, only without motion.
 */
let framePromise: Promise<ComponentType<AlertDialogFrameProps>> | undefined;
function loadFrame() {
  framePromise ??= import('./AlertDialogMotion').then(
    (module) => module.AlertDialogMotionFrame,
    () => AlertDialogStillFrame,
  );
  return framePromise;
}
const Frame = lazy(() => loadFrame().then((Component) => ({ default: Component })));

/** Starts fetching the dialog's motion code, so that it is ready when the dialog opens. */
export function preloadAlertDialog(): void {
  void loadFrame();
}

export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called after any button or Escape; the owner then sets `isOpen` to false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** The dialog's message and accessible description. */
  message: string;
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
   * Where focus goes when the dialog has closed. Default: the element that had focus when it
   * opened (react-aria's modal restores it).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal alert dialog (`role="alertdialog"`) that tells the visitor something and waits for an
 * answer. It takes focus (to the confirm button), keeps it inside, hides the page from screen
 * readers while open, closes on a button or Escape and gives focus back. It has no timers: it
 * stays until answered. See README.md for the keyboard map and accessibility criteria.
 */
export function AlertDialog({
  isOpen,
  onClose,
  title,
  message,
  variant,
  confirmLabel = dialogButtons.confirm,
  onConfirm,
  onDeny,
  denyLabel = dialogButtons.deny,
  onCancel,
  cancelLabel = dialogButtons.cancel,
  returnFocusRef,
}: AlertDialogProps) {
  // Rendered from the first opening on, so that the closing motion can play out.
  const [wasOpened, setWasOpened] = useState(isOpen);
  // The element that had focus before the dialog took it; react-aria gives focus back to it.
  const [opener, setOpener] = useState<Element | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setWasOpened(true);
      setOpener(typeof document === 'undefined' ? null : document.activeElement);
    }
  }

  const onExited = useCallback(() => {
    const target = returnFocusRef?.current;
    if (!target) return;
    // After react-aria's own focus restoration (one animation frame after the modal unmounts),
    // which would otherwise win when it runs last. Focus moves only if it is where react-aria put
    // it (or lost): a visitor who has already moved on keeps their place.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body || active === opener) target.focus();
      }),
    );
  }, [returnFocusRef, opener]);

  if (!wasOpened && !isOpen) return null;

  const answer = (handler?: () => void) => () => {
    handler?.();
    onClose();
  };

  return (
    <Suspense fallback={null}>
      <Frame isOpen={isOpen} onDismiss={onClose} onExited={onExited}>
        <AlertDialogContent
          title={title}
          message={message}
          variant={variant}
          confirm={{ label: confirmLabel, onPress: answer(onConfirm) }}
          deny={onDeny ? { label: denyLabel, onPress: answer(onDeny) } : undefined}
          cancel={onCancel ? { label: cancelLabel, onPress: answer(onCancel) } : undefined}
        />
      </Frame>
    </Suspense>
  );
}
