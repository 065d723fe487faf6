import type { Ref } from 'react';
import { inboxContent } from '../../content/inbox';
import styles from '../Inbox.module.css';

const words = inboxContent.detail;

export interface EnquiryMessageProps {
  /** The heading "Message", which takes focus once a parent's consent is recorded (EnquiryView). */
  headingRef: Ref<HTMLHeadingElement>;
  /** The whole message; not a string while it is still coming (the list knows no message). */
  message: string | null | undefined;
}

/** The enquiry's message under its heading, a paragraph for each blank-line break. */
export function EnquiryMessage({ headingRef, message }: EnquiryMessageProps) {
  return (
    <>
      <h2 ref={headingRef}>{words.messageHeading}</h2>
      <div className={styles.message} dir="auto">
        {typeof message === 'string' ? (
          message.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p>{words.loading}</p>
        )}
      </div>
    </>
  );
}
