import { inboxContent } from '../../content/inbox';
import type { ShownEnquiry } from './useEnquiry';
import styles from '../Inbox.module.css';

const words = inboxContent.detail;

/** A phone number as a `tel:` link wants it: digits, and a plus at the start. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

/** An e-mail to the address, with the reply's subject filled in. */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encodeURIComponent(words.replySubject)}`;
}

/** "Reply": an e-mail and a call as links, each where the enquiry gave one, or why there is none. */
export function ReplyWays({ enquiry }: { enquiry: ShownEnquiry }) {
  const { userEmail, phoneNumber } = enquiry;
  return (
    <>
      <h2>{words.replyHeading}</h2>
      {userEmail || phoneNumber ? (
        <ul className={styles.links}>
          {userEmail ? (
            <li>
              <a className={styles.actionLink} href={mailtoHref(userEmail)}>
                {words.replyByEmail(userEmail)}
              </a>
            </li>
          ) : null}
          {phoneNumber ? (
            <li>
              <a className={styles.actionLink} href={telHref(phoneNumber)}>
                {words.call(phoneNumber)}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{words.noWayToReply}</p>
      )}
    </>
  );
}
