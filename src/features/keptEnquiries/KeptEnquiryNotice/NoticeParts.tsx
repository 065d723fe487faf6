import { Button } from '../../../components/Button/Button';
import { ReferenceText } from '../../../components/ReferenceText/ReferenceText';
import { UrgentHelp } from '../../../components/UrgentHelp/UrgentHelp';
import { Words } from '../../../components/Words/Words';
import { keptEnquiryWords } from '../../../content/keptEnquiry';
import type { KeptEnquiry } from '../../../shared/keptEnquiries';
import { isReference } from '../../../shared/reference';
import styles from './KeptEnquiryNotice.module.css';

const words = keptEnquiryWords;

/** A notice's first line, which names its region. */
export function noticeTitle(state: KeptEnquiry['state']): string {
  if (state === 'waiting') return words.title;
  return state === 'sent' ? words.sentTitle : words.refusedTitle;
}

interface PartsProps {
  enquiry: KeptEnquiry;
  /** Deletes it from the phone. */
  onRemove: () => void;
}

/**
 * Waiting: not sent yet, it goes by itself; the words written, in a disclosure; the helplines,
 * as an urgent need must not wait; and "Delete it from this phone".
 */
export function WaitingParts({ enquiry, onRemove }: PartsProps) {
  return (
    <>
      <p id={`kept-${enquiry.key}-about`}>
        <Words>{words.notSentYet}</Words>
      </p>
      <details className={styles.words}>
        <summary>
          <Words>{words.yourMessage}</Words>
        </summary>
        <p className={styles.message}>{enquiry.body.message}</p>
      </details>
      <p>
        <Words>{words.helpNow}</Words>
      </p>
      <UrgentHelp variant="calls" />
      <Button variant="quiet" onPress={onRemove}>
        <Words>{words.delete}</Words>
      </Button>
    </>
  );
}

/** What the service answered, in its words, when it said anything. */
function ServiceAnswer({ enquiry }: Pick<PartsProps, 'enquiry'>) {
  return enquiry.answer?.message ? (
    <p>
      <Words>{enquiry.answer.message}</Words>
    </p>
  ) : null;
}

/**
 * The reference the service's answer gave, kept with it on the phone; undefined when there is
 * none (an enquiry stored before references were given), or what is there is not one: read from
 * storage, where a record written by an older version of the site may hold anything.
 */
export function keptReference(enquiry: KeptEnquiry): string | undefined {
  const { answer } = enquiry;
  const reference: unknown = answer && 'reference' in answer ? answer.reference : undefined;
  return isReference(reference) ? reference : undefined;
}

/**
 * Sent: the service's words, the enquiry's reference when the service gave one (the same
 * sentence as under "Success!"), and OK, which removes it from the phone.
 */
export function SentParts({ enquiry, onRemove }: PartsProps) {
  const reference = keptReference(enquiry);
  return (
    <>
      <ServiceAnswer enquiry={enquiry} />
      {reference ? (
        <p>
          <ReferenceText reference={reference} />
        </p>
      ) : null}
      <Button onPress={onRemove}>
        <Words>{words.close}</Words>
      </Button>
    </>
  );
}

/**
 * Refused (a 4xx): the service's words, the words the visitor wrote (nothing is lost), "Put my
 * words back in the form" (the contact form, given them and the service's reasons), and "Delete
 * it from this phone".
 */
export function RefusedParts({
  enquiry,
  onRemove,
  onPutBack,
}: PartsProps & {
  /** Gives the words to the contact form, on the contact page. */
  onPutBack: () => void;
}) {
  return (
    <>
      <ServiceAnswer enquiry={enquiry} />
      <p>
        <Words>{words.refusedIntro}</Words>
      </p>
      <p className={styles.label}>
        <Words>{words.yourMessage}</Words>
      </p>
      <p className={styles.message}>{enquiry.body.message}</p>
      <div className={styles.actions}>
        <Button onPress={onPutBack}>
          <Words>{words.putBack}</Words>
        </Button>
        <Button variant="quiet" onPress={onRemove}>
          <Words>{words.delete}</Words>
        </Button>
      </div>
    </>
  );
}
