import { inboxContent } from '../../content/inbox';
import { PARENT_CONFIRM_DAYS } from '../../shared/parentConsent';
import { when } from '../format';
import { telHref } from './ReplyWays';
import type { ShownEnquiry } from './useEnquiry';
import styles from '../Inbox.module.css';

const words = inboxContent.detail.consent;

const DAY_MS = 86_400_000;

/** When an enquiry still unconfirmed is erased (the service does it: src/server/app.ts). */
function deletedBy(receivedAt: string): string {
  return when(new Date(Date.parse(receivedAt) + PARENT_CONFIRM_DAYS * DAY_MS).toISOString());
}

/**
 * The steps of ConfirmConsent's call, an ordered list: the call as a `tel:` link (or what to do
 * without a phone number), who to ask for and what to check, the privacy notice, what to record,
 * what to do when anything does not fit; then the day the enquiry is deleted if never confirmed.
 */
export function ConsentCallSteps({ enquiry }: { enquiry: ShownEnquiry }) {
  return (
    <>
      <ol className={styles.steps}>
        <li>
          {enquiry.phoneNumber ? (
            <>
              <a className={styles.actionLink} href={telHref(enquiry.phoneNumber)}>
                {inboxContent.detail.call(enquiry.phoneNumber)}
              </a>
              {words.askFor(enquiry.fullName)}
            </>
          ) : (
            words.callWithoutPhone
          )}
        </li>
        <li>{words.ask}</li>
        <li>{words.notice}</li>
        <li>{words.record}</li>
        <li>{words.notSo}</li>
      </ol>
      <p>{words.deletedBy(deletedBy(enquiry.receivedAt))}</p>
    </>
  );
}
