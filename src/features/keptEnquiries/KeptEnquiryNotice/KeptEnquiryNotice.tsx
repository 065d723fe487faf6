import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/Button/Button';
import { UrgentHelp } from '../../../components/UrgentHelp/UrgentHelp';
import { Words } from '../../../components/Words/Words';
import { keptEnquiryWords } from '../../../content/keptEnquiry';
import { focusProgrammatically } from '../../../lib/focus';
import {
  deleteKeptEnquiry,
  KEPT_ENQUIRIES,
  keptEnquiries,
  tellKeptChanged,
  type KeptEnquiry,
} from '../../../shared/keptEnquiries';
import { KEPT_ENQUIRY_SHOWN, markKept, sendFromPage } from '../fromPage';
import styles from './KeptEnquiryNotice.module.css';

const words = keptEnquiryWords;

/** The contact page (the router adds the language's prefix). */
const contactPath = '/contact';

/**
 * The enquiries kept on this phone (docs/offline.md), at the top of every page while there is
 * one: waiting (with its words, the helplines, and "Delete it from this phone"), sent (until
 * the visitor closes the notice), or refused (with the words the visitor wrote, so that nothing
 * is lost). It sends what waits when it opens with a link, and whenever the link comes back
 * while the page is open; the worker may send it too (Background Sync), and says so on the
 * channel. A visitor on the page when it goes hears it in a polite live region. A deleted one
 * leaves a confirmation in its place, which takes focus, until the visitor moves to another page.
 */
export interface KeptEnquiryNoticeProps {
  /** Mounted because the contact form has just kept one: focus goes to it once shown. */
  justKept?: boolean;
}

export function KeptEnquiryNotice({ justKept = false }: KeptEnquiryNoticeProps) {
  const [kept, setKept] = useState<readonly KeptEnquiry[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // "Your message was deleted from this phone…", shown where the deleted one was, on the visit
  // of the page it was made on only (the router's key of that entry in the history, not the
  // path: a later visit to the same page does not show it again); a new object at each
  // deletion, so that a second one moves focus again.
  const location = useLocation();
  const [deletion, setDeletion] = useState<{ visit: string } | null>(null);
  const deletedHere = deletion?.visit === location.key;
  const deletedRef = useRef<HTMLElement>(null);
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
      setDeletion(null); // a new one kept: the confirmation of an earlier deletion is old news
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
  }, [refresh, send]);

  // Just kept by the contact form: focus goes to the notice, which says what happened.
  useEffect(() => {
    if (focusWhenShown.current && kept.length > 0 && regionRef.current) {
      focusWhenShown.current = false;
      focusProgrammatically(regionRef.current);
    }
  }, [kept]);

  // Deleted: the confirmation is shown while the notice and its focused button are still there
  // (`remove` records the deletion before it reads the phone again), and takes focus before it is
  // painted (a layout effect): focus goes from the button straight to it, never to the body,
  // and its words are heard once, as what has focus. A new element, not the page's h1: Orca
  // called an h1 it had already read "clickable" when it took focus (docs/offline.md).
  useLayoutEffect(() => {
    if (deletion && deletedRef.current) focusProgrammatically(deletedRef.current);
  }, [deletion]);

  /** Deletes it from the phone; `confirm`, a confirmation takes its place (not after OK). */
  async function remove(enquiry: KeptEnquiry, confirm: boolean) {
    await deleteKeptEnquiry(enquiry.key).catch(() => undefined);
    tellKeptChanged();
    if (confirm) setDeletion({ visit: location.key });
    await refresh();
    // OK on a sent one: the notice is gone with its button, focus goes to the page's heading.
    if (!confirm) {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) focusProgrammatically(heading);
    }
  }

  return (
    <>
      {deletedHere ? (
        // A region named by its words, as the notices are: focused, it is heard once, by its
        // name (a focused paragraph was heard twice, its name from its words and its words).
        <section
          ref={deletedRef}
          aria-labelledby="kept-deleted"
          className={`container ${styles.notice}`}
          data-state="deleted"
        >
          <p id="kept-deleted" className={styles.title}>
            <Words>{words.deleted}</Words>
          </p>
        </section>
      ) : null}
      {kept.map((enquiry, index) => (
        <section
          key={enquiry.key}
          ref={index === 0 ? regionRef : undefined}
          aria-labelledby={`kept-${enquiry.key}`}
          // Heard with the name when focus moves here: what it means, not only its title.
          aria-describedby={enquiry.state === 'waiting' ? `kept-${enquiry.key}-about` : undefined}
          className={`container ${styles.notice}`}
          data-state={enquiry.state}
        >
          <p id={`kept-${enquiry.key}`} className={styles.title}>
            <Words>
              {enquiry.state === 'waiting'
                ? words.title
                : enquiry.state === 'sent'
                  ? words.sentTitle
                  : words.refusedTitle}
            </Words>
          </p>
          {enquiry.state === 'waiting' ? (
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
              <Button variant="quiet" onPress={() => void remove(enquiry, true)}>
                <Words>{words.delete}</Words>
              </Button>
            </>
          ) : null}
          {enquiry.state === 'sent' ? (
            <>
              {enquiry.answer?.message ? (
                <p>
                  <Words>{enquiry.answer.message}</Words>
                </p>
              ) : null}
              <Button onPress={() => void remove(enquiry, false)}>
                <Words>{words.close}</Words>
              </Button>
            </>
          ) : null}
          {enquiry.state === 'refused' ? (
            <>
              {enquiry.answer?.message ? (
                <p>
                  <Words>{enquiry.answer.message}</Words>
                </p>
              ) : null}
              <p>
                <Words>{words.refusedIntro}</Words>
              </p>
              <p className={styles.label}>
                <Words>{words.yourMessage}</Words>
              </p>
              <p className={styles.message}>{enquiry.body.message}</p>
              <p>
                <Link to={contactPath}>
                  <Words>{words.contactLink}</Words>
                </Link>
              </p>
              <Button variant="quiet" onPress={() => void remove(enquiry, true)}>
                <Words>{words.delete}</Words>
              </Button>
            </>
          ) : null}
        </section>
      ))}
      {/* Present from the start, so that screen readers pick up its changes. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        <Words>{announcement}</Words>
      </p>
    </>
  );
}
