import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertDialog } from '../../components/AlertDialog/AlertDialog';
import { Button } from '../../components/Button/Button';
import { inboxContent } from '../../content/inbox';
import { focusProgrammatically } from '../../lib/focus';
import type { InboxEnquiry } from '../../shared/inbox';
import { useInbox } from '../context';
import { when } from '../format';
import { useHeadingFocus } from '../useHeadingFocus';
import { ConfirmConsent } from './ConfirmConsent';
import { CorrectContact } from './CorrectContact';
import { EnquiryFacts } from './EnquiryFacts';
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
    setList((state) => ({
      ...state,
      enquiries: state.enquiries.map((e) =>
        e.id === confirmed.id ? { ...e, consent: confirmed.consent } : e,
      ),
    }));
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
        <>
          <h2 ref={messageHeading}>{words.messageHeading}</h2>
          <div className={styles.message} dir="auto">
            {typeof enquiry?.message === 'string' ? (
              enquiry.message
                .split(/\n{2,}/)
                .map((paragraph, index) => <p key={index}>{paragraph}</p>)
            ) : (
              <p>{words.loading}</p>
            )}
          </div>
        </>
      )}

      <ReplyWays enquiry={shown} />

      <div className={styles.actions}>
        <CorrectContact
          enquiry={shown}
          fail={fail}
          onCorrected={(changed) => {
            setEnquiry(changed);
            setList((state) => ({
              ...state,
              enquiries: state.enquiries.map((e) =>
                e.id === changed.id
                  ? {
                      ...e,
                      fullName: changed.fullName,
                      phoneNumber: changed.phoneNumber,
                      userEmail: changed.userEmail,
                    }
                  : e,
              ),
            }));
          }}
        />
      </div>

      <div className={styles.actions}>
        <Button aria-disabled={busy || undefined} onPress={() => void toggleReplied()}>
          {shown.repliedAt ? words.markNotReplied : words.markReplied}
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
          shown.fullName || inboxContent.list.noName,
          when(shown.receivedAt),
        )}
        variant="error"
        confirmLabel={words.confirm.confirm}
        onConfirm={() => void erase()}
        onCancel={() => undefined}
        cancelLabel={words.confirm.cancel}
        initialFocus="cancel"
      />
    </>
  );
}
