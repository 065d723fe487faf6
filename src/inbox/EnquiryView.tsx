import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AlertDialog } from '../components/AlertDialog/AlertDialog';
import { Button } from '../components/Button/Button';
import { inboxContent } from '../content/inbox';
import type { InboxEnquiry, InboxStatus } from '../shared/inbox';
import { deleteEnquiry, getStatus, InboxProblem, markEnquiry, SignedOut } from './api';
import { useInbox } from './context';
import { emailState, when } from './format';
import { useHeadingFocus } from './useHeadingFocus';
import styles from './Inbox.module.css';

const words = inboxContent.detail;

/** A phone number as a `tel:` link wants it: digits, and a plus at the start. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return `tel:${digits}`;
}

function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encodeURIComponent(words.replySubject)}`;
}

/**
 * One enquiry, whole: opening it marks it read. It says who wrote, when, and how to reply (an
 * e-mail or a call, as links), where its e-mail to the owner stands, and offers "Mark as replied"
 * and "Delete for good" (after a confirming alert dialog, whose Cancel takes focus first).
 * Deleting goes back to the list, with focus on the enquiry after the deleted one, or the list's
 * heading when there is none.
 */
export function EnquiryView({ rawId }: { rawId: string }) {
  const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const navigate = useNavigate();
  const { announce, signedOut, list, setList, pendingFocusRef } = useInbox();
  const heading = useRef<HTMLHeadingElement>(null);
  const [enquiry, setEnquiry] = useState<InboxEnquiry>();
  const [status, setStatus] = useState<InboxStatus>();
  const [notFound, setNotFound] = useState(false);
  const missing = notFound || !Number.isSafeInteger(id) || id < 1;
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Opened from the list, it shows at once what the list knew (who, when, how to reply), and the
  // whole message a moment later; its heading is there from the start to take focus.
  const summary = list.enquiries.find((e) => e.id === id);
  const shown = enquiry ?? summary;
  const title = shown ? words.title(shown.fullName, shown.id) : words.loading;
  useHeadingFocus(heading, inboxContent.documentTitle(missing ? words.notFound : title), {
    ready: shown !== undefined || missing,
  });

  function fail(error: unknown) {
    if (error instanceof SignedOut) {
      signedOut('ended');
      return;
    }
    if (error instanceof InboxProblem && error.status === 404) {
      setNotFound(true);
      return;
    }
    const message = (error as Error).message || inboxContent.problems.network;
    setProblem(message);
    announce(message);
  }

  useEffect(() => {
    // Back in the list, focus returns to this enquiry's row.
    pendingFocusRef.current = { row: id };
    if (!Number.isSafeInteger(id) || id < 1) return;
    let current = true;
    // Opening it marks it read; the answer is the whole enquiry.
    markEnquiry(id, { read: true }).then(
      (whole) => {
        if (!current) return;
        setEnquiry(whole);
        setList((state) => ({
          ...state,
          enquiries: state.enquiries.map((e) => (e.id === id ? { ...e, readAt: whole.readAt } : e)),
        }));
      },
      (error: unknown) => current && fail(error),
    );
    getStatus().then(
      (value) => current && setStatus(value),
      () => undefined,
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per enquiry
  }, [id]);

  async function toggleReplied() {
    if (!shown || busy) return;
    setBusy(true);
    const replied = shown.repliedAt === null;
    try {
      const changed = await markEnquiry(shown.id, { replied });
      setEnquiry(changed);
      setList((state) => ({
        ...state,
        enquiries: state.enquiries.map((e) =>
          e.id === changed.id ? { ...e, readAt: changed.readAt, repliedAt: changed.repliedAt } : e,
        ),
      }));
      announce(replied ? words.markedReplied : words.markedNotReplied);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!shown) return;
    setBusy(true);
    announce(words.deleting);
    try {
      await deleteEnquiry(shown.id);
    } catch (error) {
      setBusy(false);
      fail(error);
      return;
    }
    // The enquiry that followed it in the list takes its place; with none, the list's heading.
    const index = list.enquiries.findIndex((e) => e.id === shown.id);
    const next = index >= 0 ? (list.enquiries[index + 1] ?? list.enquiries[index - 1]) : undefined;
    pendingFocusRef.current = next ? { row: next.id } : { heading: true };
    setList((state) => ({
      ...state,
      enquiries: state.enquiries.filter((e) => e.id !== shown.id),
      total: Math.max(0, state.total - (index >= 0 ? 1 : 0)),
    }));
    announce(inboxContent.list.deleted(shown.fullName || inboxContent.list.noName));
    // In place of the deleted enquiry's address, so Back does not lead to it.
    navigate('/inbox', { replace: true });
  }

  const back = (
    <p>
      <Link to="/inbox" className={styles.actionLink}>
        {words.back}
      </Link>
    </p>
  );

  if (missing) {
    return (
      <>
        {back}
        <h1 ref={heading}>{words.notFound}</h1>
      </>
    );
  }
  if (!shown) {
    return (
      <>
        {back}
        <h1 ref={heading}>{words.loading}</h1>
        {problem ? <p className={styles.warning}>{problem}</p> : null}
      </>
    );
  }

  const name = shown.fullName;
  const email = emailState(shown.email, status?.emailCheck);
  const notGiven = <span className={styles.notGiven}>{words.notGiven}</span>;
  return (
    <>
      {back}
      <h1 ref={heading} dir="auto">
        {title}
      </h1>
      {problem ? <p className={styles.warning}>{problem}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{words.fields.received}</dt>
          <dd>{when(shown.receivedAt)}</dd>
        </div>
        <div>
          <dt>{words.fields.state}</dt>
          <dd>{shown.repliedAt ? words.stateReplied(when(shown.repliedAt)) : words.stateRead}</dd>
        </div>
        <div>
          <dt>{words.fields.name}</dt>
          <dd dir="auto">{name || notGiven}</dd>
        </div>
        <div>
          <dt>{words.fields.phone}</dt>
          <dd dir="auto">{shown.phoneNumber || notGiven}</dd>
        </div>
        <div>
          <dt>{words.fields.email}</dt>
          <dd dir="auto">{shown.userEmail || notGiven}</dd>
        </div>
        {email ? (
          <div>
            <dt>{words.fields.emailToYou}</dt>
            <dd className={shown.email.status === 'failed' ? styles.failed : undefined}>{email}</dd>
          </div>
        ) : null}
      </dl>

      <h2>{words.messageHeading}</h2>
      <div className={styles.message} dir="auto">
        {enquiry ? (
          enquiry.message.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p>{words.loading}</p>
        )}
      </div>

      <h2>{words.replyHeading}</h2>
      {shown.userEmail || shown.phoneNumber ? (
        <ul className={styles.links}>
          {shown.userEmail ? (
            <li>
              <a className={styles.actionLink} href={mailtoHref(shown.userEmail)}>
                {words.replyByEmail(shown.userEmail)}
              </a>
            </li>
          ) : null}
          {shown.phoneNumber ? (
            <li>
              <a className={styles.actionLink} href={telHref(shown.phoneNumber)}>
                {words.call(shown.phoneNumber)}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{words.noWayToReply}</p>
      )}

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
        message={words.confirm.message(name || inboxContent.list.noName, when(shown.receivedAt))}
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
