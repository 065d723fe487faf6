import { useState } from 'react';
import { Button } from '../components/Button/Button';
import { inboxContent } from '../content/inbox';
import type { InboxStatus } from '../shared/inbox';
import { retryEmail, SignedOut } from './api';
import { useInbox } from './context';
import { when } from './format';
import styles from './Inbox.module.css';

export interface EmailDeliveryProps {
  status: InboxStatus | undefined;
  /** Asks for the status again (after the failed e-mails are owed again). */
  onChanged: () => void;
}

const words = inboxContent.email;

/**
 * Where e-mail to the owner stands (issue 14, item 2): what the service found at its last start
 * (off, working, or failing and why), how many e-mails were sent, wait or failed, and a button that
 * sends the failed ones again, as `npm run enquiries -- --retry-email` does.
 */
export function EmailDelivery({ status, onChanged }: EmailDeliveryProps) {
  const { announce, signedOut } = useInbox();
  const [busy, setBusy] = useState(false);
  if (!status) return null;
  const check = status.emailCheck;

  async function retry() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await retryEmail();
      announce(result.message);
      onChanged();
    } catch (problem) {
      if (problem instanceof SignedOut) signedOut('ended');
      else announce((problem as Error).message || inboxContent.problems.failed);
    } finally {
      setBusy(false);
    }
  }

  let sentence: string;
  if (!check) sentence = words.unchecked;
  else if (check.state === 'off') sentence = words.off;
  else if (check.state === 'working') sentence = words.working(check.detail, when(check.checkedAt));
  else sentence = words.failing(check.detail, when(check.checkedAt));

  return (
    <section aria-labelledby="email-heading" className={styles.section}>
      <h2 id="email-heading">{words.heading}</h2>
      <p className={check?.state === 'failing' ? styles.warning : undefined}>{sentence}</p>
      {check?.state === 'off' ? <p>{words.offHow}</p> : null}
      <p>{words.counts(status.emails)}</p>
      {status.emails.failed > 0 ? (
        <Button aria-disabled={busy || undefined} onPress={() => void retry()}>
          {words.retry}
        </Button>
      ) : null}
    </section>
  );
}
