import { useId, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Text } from 'react-aria-components';
import { useFocusOnMount } from '../../lib/focus';
import { Button } from '../Button/Button';
import styles from './AlertDialog.module.css';
import { Words } from '../Words/Words';

/** One button of the dialog: its words and what pressing it does (before the dialog closes). */
export interface AlertDialogAction {
  label: string;
  onPress: () => void;
}

export interface AlertDialogContentProps {
  title: string;
  message: string;
  /** A paragraph after the message, part of the description with it. */
  detail?: ReactNode;
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
 * description (`aria-describedby`), with the paragraph of `detail` after it when there is one:
 * both ids, in order, so that a screen reader reads each once, a pause between them. The confirm button takes focus as the dialog opens, so Enter
 * or Space answers it at once (or the cancel button, with `focusCancel`, when confirming destroys
 * something).
 *
 * Its role is `dialog`, not `alertdialog`: heard with Orca and Chromium, an `alertdialog` was
 * read as a heading, then its message, then "OK push button" twice, and never as a dialog; a
 * `dialog` with a description is read "Success! dialog, {message}, OK push button", as NVDA,
 * JAWS and VoiceOver read either. It still behaves as the APG's alert dialog: focus on the
 * answer, no closing by a click outside, no timer.
 */
export function AlertDialogContent({
  title,
  message,
  detail,
  variant,
  confirm,
  deny,
  cancel,
  focusCancel = false,
}: AlertDialogContentProps) {
  const messageId = useId();
  const detailId = useId();
  const hasDetail = detail !== undefined && detail !== null && detail !== false;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The least destructive answer takes focus (WAI-ARIA APG alert dialog pattern).
  useFocusOnMount(focusCancel && cancel ? cancelRef : confirmRef);
  return (
    <Dialog
      role="dialog"
      aria-describedby={hasDetail ? `${messageId} ${detailId}` : messageId}
      className={styles.dialog}
      data-variant={variant}
    >
      <Heading slot="title" className={styles.title}>
        <Words>{title}</Words>
      </Heading>
      <Text
        id={messageId}
        elementType="p"
        className={hasDetail ? styles.messageThenDetail : styles.message}
      >
        <Words>{message}</Words>
      </Text>
      {hasDetail ? (
        <p id={detailId} className={styles.message}>
          {detail}
        </p>
      ) : null}
      <div className={styles.actions}>
        {cancel ? (
          <Button
            ref={cancelRef}
            variant="quiet"
            className={styles.secondary}
            onPress={cancel.onPress}
          >
            <Words>{cancel.label}</Words>
          </Button>
        ) : null}
        {deny ? (
          <Button variant="quiet" className={styles.secondary} onPress={deny.onPress}>
            <Words>{deny.label}</Words>
          </Button>
        ) : null}
        <Button ref={confirmRef} className={styles.confirm} onPress={confirm.onPress}>
          <Words>{confirm.label}</Words>
        </Button>
      </div>
    </Dialog>
  );
}
