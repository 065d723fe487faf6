import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { Button } from '../../components/Button/Button';
import { inboxContent } from '../../content/inbox';
import { when } from '../format';
import type { ShownEnquiry } from './useEnquiry';
import styles from '../Inbox.module.css';

const words = inboxContent.detail;

export interface ReplyOrDeleteProps {
  enquiry: ShownEnquiry;
  /** Marking or deleting is under way (useEnquiryActions): the buttons say so and do nothing. */
  busy: boolean;
  /** Whether the alert dialog that confirms a deletion is open (EnquiryView keeps it). */
  confirming: boolean;
  setConfirming: (confirming: boolean) => void;
  toggleReplied: () => void;
  erase: () => void;
}

/**
 * "Mark as replied" (or not) and "Delete for good", with the alert dialog that confirms a
 * deletion: its Cancel takes focus first, so that a stray Enter keeps the enquiry.
 */
export function ReplyOrDelete({
  enquiry,
  busy,
  confirming,
  setConfirming,
  toggleReplied,
  erase,
}: ReplyOrDeleteProps) {
  return (
    <>
      <div className={styles.actions}>
        <Button aria-disabled={busy || undefined} onPress={toggleReplied}>
          {enquiry.repliedAt ? words.markNotReplied : words.markReplied}
        </Button>
        <Button
          variant="quiet"
          className={styles.danger}
          aria-disabled={busy || undefined}
          onPress={() => {
            if (!busy) setConfirming(true);
          }}
        >
          {words.delete}
        </Button>
      </div>

      <AlertDialog
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        title={words.confirm.title}
        message={words.confirm.message(
          enquiry.fullName || inboxContent.list.noName,
          when(enquiry.receivedAt),
        )}
        variant="error"
        confirmLabel={words.confirm.confirm}
        onConfirm={erase}
        onCancel={() => undefined}
        cancelLabel={words.confirm.cancel}
        initialFocus="cancel"
      />
    </>
  );
}
