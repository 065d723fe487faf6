/** Dates and e-mail states in the owner's words (src/content/inbox.ts). */
import { inboxContent } from '../content/inbox';
import { locale } from '../content/site';
import type { InboxEmail, InboxEmailCheck } from '../shared/inbox';

const dateTime = new Intl.DateTimeFormat(locale.lang, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the owner's own time zone, e.g. "2 Nov 2026, 3:30 pm". */
export function when(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** Where one enquiry's e-mail to the owner stands, in a sentence (empty for none). */
export function emailState(email: InboxEmail, check: InboxEmailCheck | null | undefined): string {
  const words = inboxContent.email.state;
  switch (email.status) {
    case 'sent':
      return words.sent(when(email.sentAt));
    case 'failed':
      return words.failed(email.lastError ?? '');
    case 'none':
      return '';
    case 'pending':
      if (email.attempts > 0) return words.retrying(email.attempts, when(email.nextAttemptAt));
      return check?.state === 'off' ? words.waitingOff : words.waiting;
  }
}
