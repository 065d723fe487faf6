import { useCallback, useEffect, useRef, useState } from 'react';
import { keptEnquiryWords } from '../../../content/keptEnquiry';
import { focusProgrammatically } from '../../../lib/focus';
import { KEPT_ENQUIRIES, keptEnquiries, type KeptEnquiry } from '../../../shared/keptEnquiries';
import { KEPT_ENQUIRY_SHOWN, markKept, sendFromPage } from '../fromPage';

const words = keptEnquiryWords;

/**
 * The enquiries kept on this phone, as the notice shows them: read when the page opens and
 * whenever they change (this page, another tab, the worker on the channel), sent when the page
 * opens with a link (not when the contact form has just failed to send one) and whenever the
 * link comes back. `announcement` says, politely, that a waiting one has gone; focus moves to
 * the first notice (`regionRef`) once one the contact form has just kept is shown.
 */
export function useKeptOnThisPhone({
  justKept,
  onNewOne,
}: {
  /** Mounted because the contact form has just kept one. */
  justKept: boolean;
  /** The contact form has kept another one, while the page is open. */
  onNewOne: () => void;
}) {
  const [kept, setKept] = useState<readonly KeptEnquiry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const regionRef = useRef<HTMLElement>(null);
  const focusWhenShown = useRef(justKept);
  const justSentByForm = useRef(justKept);
  const previous = useRef<readonly KeptEnquiry[]>([]);

  const refresh = useCallback(async () => {
    let now: KeptEnquiry[];
    try {
      now = await keptEnquiries();
    } catch {
      return;
    }
    const sentNow = now.some(
      (enquiry) =>
        enquiry.state !== 'waiting' &&
        previous.current.some((before) => before.key === enquiry.key && before.state === 'waiting'),
    );
    if (sentNow) {
      const refused = now.find((enquiry) => enquiry.state === 'refused');
      setAnnouncement(refused ? words.refusedTitle : words.sentNow);
    }
    previous.current = now;
    setKept(now);
    markKept(now.length > 0);
  }, []);

  const send = useCallback(async () => {
    if (!navigator.onLine) return;
    await sendFromPage().catch(() => 'no-link');
    await refresh();
  }, [refresh]);

  useEffect(() => {
    const channel =
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(KEPT_ENQUIRIES);
    const onChange = () => void refresh();
    const onShown = () => {
      focusWhenShown.current = true;
      onNewOne();
      void refresh();
    };
    const onOnline = () => void send();
    channel?.addEventListener('message', onChange);
    window.addEventListener(KEPT_ENQUIRY_SHOWN, onShown);
    window.addEventListener('online', onOnline);
    // What is kept is read once the effect has run (IndexedDB answers later, never at once),
    // then sent if the page has a link; not when the form has just failed to send it.
    void Promise.resolve()
      .then(refresh)
      .then(() => (justSentByForm.current ? undefined : send()));
    return () => {
      channel?.close();
      window.removeEventListener(KEPT_ENQUIRY_SHOWN, onShown);
      window.removeEventListener('online', onOnline);
    };
  }, [refresh, send, onNewOne]);

  // Just kept by the contact form: focus goes to the notice, which says what happened.
  useEffect(() => {
    if (focusWhenShown.current && kept.length > 0 && regionRef.current) {
      focusWhenShown.current = false;
      focusProgrammatically(regionRef.current);
    }
  }, [kept]);

  return { kept, announcement, refresh, send, regionRef };
}
