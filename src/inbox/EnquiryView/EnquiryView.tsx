import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { inboxContent } from '../../content/inbox';
import { focusProgrammatically } from '../../lib/focus';
import type { InboxEnquiry, InboxEnquirySummary } from '../../shared/inbox';
import { useInbox, type ListState } from '../context';
import { useHeadingFocus } from '../useHeadingFocus';
import { ConfirmConsent } from './ConfirmConsent';
import { CorrectContact } from './CorrectContact';
import { EnquiryFacts } from './EnquiryFacts';
import { EnquiryMessage } from './EnquiryMessage';
import { ReplyOrDelete } from './ReplyOrDelete';
import { ReplyWays } from './ReplyWays';
import { useEnquiry } from './useEnquiry';
import { useEnquiryActions } from './useEnquiryActions';
import styles from '../Inbox.module.css';

const words = inboxContent.detail;

/** Back to the list, above every state of the view. */
function BackToList() {
  return (
    <p>
      <Link to="/inbox" className={styles.actionLink}>
        {words.back}
      </Link>
    </p>
  );
}

/** The list with one enquiry's row brought up to date with what the view changed of it. */
function withRowChanged(
  list: ListState,
  id: number,
  change: Partial<InboxEnquirySummary>,
): ListState {
  return {
    ...list,
    enquiries: list.enquiries.map((e) => (e.id === id ? { ...e, ...change } : e)),
  };
}

/** What "Correct name or contact" changes. */
function contactOf({ fullName, phoneNumber, userEmail }: InboxEnquiry) {
  return { fullName, phoneNumber, userEmail };
}

/**
 * One enquiry, whole: opening it marks it read. It says who wrote, when, and how to reply (an
 * e-mail or a call, as links), where its e-mail to the owner stands, and offers "Correct name or
 * contact" (a small form), "Mark as replied" and "Delete for good" (after a confirming alert
 * dialog, whose Cancel takes focus first). A parent's or guardian's enquiry shows, in place of
 * its message until the owner has called them, "Consent to confirm" (ConfirmConsent.tsx); once
 * recorded, the message takes its place and focus goes to the message's heading.
 * Deleting goes back to the list, with focus on the enquiry after the deleted one, or the list's
 * heading when there is none.
 */
export function EnquiryView({ rawId }: { rawId: string }) {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const { list, setList } = useInbox();
  const heading = useRef<HTMLHeadingElement>(null);
  const { enquiry, setEnquiry, status, notFound, problem, fail } = useEnquiry(id);
  const missing = notFound || !Number.isSafeInteger(id) || id < 1;
  const [confirming, setConfirming] = useState(false);
  const messageHeading = useRef<HTMLHeadingElement>(null);
  // Set when consent is recorded: the message, shown in the form's place, then takes focus.
  const focusMessageNext = useRef(false);

  // Opened from the list, it shows at once what the list knew (who, when, how to reply), and the
  // whole message a moment later; its heading is there from the start to take focus.
  const summary = list.enquiries.find((e) => e.id === id);
  const shown = enquiry ?? summary;
  const { busy, toggleReplied, erase } = useEnquiryActions(shown, { setEnquiry, fail });
  const title = shown ? words.title(shown.fullName, shown.id) : words.loading;
  useHeadingFocus(heading, inboxContent.documentTitle(missing ? words.notFound : title), {
    ready: shown !== undefined || missing,
  });

  // In the commit that takes the form away: focus never rests on the document in between.
  useLayoutEffect(() => {
    if (!focusMessageNext.current || !messageHeading.current) return;
    focusMessageNext.current = false;
    focusProgrammatically(messageHeading.current);
  }, [enquiry]);

  function onConsentConfirmed(confirmed: InboxEnquiry) {
    focusMessageNext.current = true;
    setEnquiry(confirmed);
    setList((state) => withRowChanged(state, confirmed.id, { consent: confirmed.consent }));
  }

  if (missing) {
    return (
      <>
        <BackToList />
        <h1 ref={heading}>{words.notFound}</h1>
      </>
    );
  }
  if (!shown) {
    return (
      <>
        <BackToList />
        <h1 ref={heading}>{words.loading}</h1>
        {problem ? <p className={styles.warning}>{problem}</p> : null}
      </>
    );
  }

  return (
    <>
      <BackToList />
      <h1 ref={heading} dir="auto">
        {title}
      </h1>
      {problem ? <p className={styles.warning}>{problem}</p> : null}
      <EnquiryFacts enquiry={shown} status={status} />

      {shown.writer === 'parent' && shown.consent === null ? (
        <ConfirmConsent enquiry={shown} fail={fail} onConfirmed={onConsentConfirmed} />
      ) : (
        <EnquiryMessage headingRef={messageHeading} message={enquiry?.message} />
      )}

      <ReplyWays enquiry={shown} />

      <div className={styles.actions}>
        <CorrectContact
          enquiry={shown}
          fail={fail}
          onCorrected={(changed) => {
            setEnquiry(changed);
            setList((state) => withRowChanged(state, changed.id, contactOf(changed)));
          }}
        />
      </div>

      <ReplyOrDelete
        enquiry={shown}
        busy={busy}
        confirming={confirming}
        setConfirming={setConfirming}
        toggleReplied={() => void toggleReplied()}
        erase={() => void erase()}
      />
    </>
  );
}
