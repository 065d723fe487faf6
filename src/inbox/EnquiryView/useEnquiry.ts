import { useEffect, useState } from 'react';
import { inboxContent } from '../../content/inbox';
import type { InboxEnquiry, InboxEnquirySummary, InboxStatus } from '../../shared/inbox';
import { getStatus, InboxProblem, markEnquiry, SignedOut } from '../api';
import { useInbox } from '../context';

/** The enquiry shown: whole, or, until it has come, what the list knew of it. */
export type ShownEnquiry = InboxEnquiry | InboxEnquirySummary;

/**
 * One enquiry, whole, as the service gives it once opening it has marked it read (the list's
 * row is marked too), where e-mail stands, and what went wrong: an enquiry that is not there, a
 * problem shown and said politely, or a session that has ended (the sign-in form comes back).
 */
export function useEnquiry(id: number) {
  const { announce, signedOut, setList, pendingFocusRef } = useInbox();
  const [enquiry, setEnquiry] = useState<InboxEnquiry>();
  const [status, setStatus] = useState<InboxStatus>();
  const [notFound, setNotFound] = useState(false);
  const [problem, setProblem] = useState<string>();

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

  return { enquiry, setEnquiry, status, notFound, problem, fail };
}
