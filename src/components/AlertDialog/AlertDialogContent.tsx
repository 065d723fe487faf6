import { Dialog, Heading, Text } from 'react-aria-components';
import { Button } from '../Button/Button';
import styles from './AlertDialog.module.css';

/** One button of the dialog: its words and what pressing it does (before the dialog closes). */
export interface AlertDialogAction {
  label: string;
  onPress: () => void;
}

export interface AlertDialogContentProps {
  title: string;
  message: string;
  variant: 'success' | 'error';
  confirm: AlertDialogAction;
  deny?: AlertDialogAction;
  cancel?: AlertDialogAction;
  /** The cancel button takes focus on opening instead of the confirm button. */
  focusCancel?: boolean;
}

/**
 * What the alert dialog says and offers, without its frame (overlay, modal, motion). The title is
 * the dialog's name (react-aria wires `aria-labelledby` to the title slot) and the message its
 * description (`aria-describedby` to the description slot, which react-aria fills for
 * `role="alertdialog"`). The confirm button takes focus when the dialog opens, so Enter or Space
 * answers it at once (or the cancel button, with `focusCancel`, when confirming destroys
 * something); react-aria's Dialog only focuses itself when nothing inside has focus.
 */
export function AlertDialogContent({
  title,
  message,
  variant,
  confirm,
  deny,
  cancel,
  focusCancel = false,
}: AlertDialogContentProps) {
  return (
    <Dialog role="alertdialog" className={styles.dialog} data-variant={variant}>
      <Heading slot="title" className={styles.title}>
        {title}
      </Heading>
      <Text slot="description" elementType="p" className={styles.message}>
        {message}
      </Text>
      <div className={styles.actions}>
        {cancel ? (
          <Button
            variant="quiet"
            className={styles.secondary}
            onPress={cancel.onPress}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the least destructive answer (WAI-ARIA APG alertdialog pattern).
            autoFocus={focusCancel}
          >
            {cancel.label}
          </Button>
        ) : null}
        {deny ? (
          <Button variant="quiet" className={styles.secondary} onPress={deny.onPress}>
            {deny.label}
          </Button>
        ) : null}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog must put focus on its answer (WAI-ARIA APG alertdialog pattern). */}
        <Button autoFocus={!focusCancel} className={styles.confirm} onPress={confirm.onPress}>
          {confirm.label}
        </Button>
      </div>
    </Dialog>
  );
}
