import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Words } from '../../../components/Words/Words';
import { keptEnquiryWords } from '../../../content/keptEnquiry';
import { focusProgrammatically } from '../../../lib/focus';
import {
  deleteKeptEnquiry,
  tellKeptChanged,
  type KeptEnquiry,
} from '../../../shared/keptEnquiries';
import { noticeTitle, RefusedParts, SentParts, WaitingParts } from './NoticeParts';
import { useKeptOnThisPhone } from './useKeptOnThisPhone';
import styles from './KeptEnquiryNotice.module.css';

const words = keptEnquiryWords;

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
  // "Your message was deleted from this phone…", shown where the deleted one was, on the visit
  // of the page it was made on only (the router's key of that entry in the history, not the
  // path: a later visit to the same page does not show it again); a new object at each
  // deletion, so that a second one moves focus again.
  const location = useLocation();
  const [deletion, setDeletion] = useState<{ visit: string } | null>(null);
  const deletedHere = deletion?.visit === location.key;
  const deletedRef = useRef<HTMLElement>(null);
  // A new one kept: the confirmation of an earlier deletion is old news.
  const forgetDeletion = useCallback(() => setDeletion(null), []);
  const { kept, announcement, refresh, regionRef } = useKeptOnThisPhone({
    justKept,
    onNewOne: forgetDeletion,
  });

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
            <Words>{noticeTitle(enquiry.state)}</Words>
          </p>
          {enquiry.state === 'waiting' ? (
            <WaitingParts enquiry={enquiry} onRemove={() => void remove(enquiry, true)} />
          ) : null}
          {enquiry.state === 'sent' ? (
            <SentParts enquiry={enquiry} onRemove={() => void remove(enquiry, false)} />
          ) : null}
          {enquiry.state === 'refused' ? (
            <RefusedParts enquiry={enquiry} onRemove={() => void remove(enquiry, true)} />
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
