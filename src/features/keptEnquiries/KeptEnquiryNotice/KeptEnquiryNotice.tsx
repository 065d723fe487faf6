import { type Ref, type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/Button/Button';
import { Words } from '../../../components/Words/Words';
import { keptEnquiryWords } from '../../../content/keptEnquiry';
import { pathOf } from '../../../content/routeTable';
import { FOCUS_GIVEN_BY_PAGE, focusProgrammatically } from '../../../lib/focus';
import {
  deleteKeptEnquiry,
  restoreKeptEnquiry,
  tellKeptChanged,
  type KeptEnquiry,
} from '../../../shared/keptEnquiries';
import { askWorkerToSend } from '../fromPage';
import { noticeTitle, RefusedParts, SentParts, WaitingParts } from './NoticeParts';
import { forgetWordsPutBack, putWordsBack } from '../wordsPutBack';
import { useKeptOnThisPhone } from './useKeptOnThisPhone';
import styles from './KeptEnquiryNotice.module.css';

const words = keptEnquiryWords;

/** The contact page, from the route table (the router adds the language's prefix). */
const contactPath = pathOf('contact');

/** A deletion confirmed on the page: which visit of it, and what was deleted (for Undo). */
interface Deletion {
  visit: string;
  enquiry: KeptEnquiry;
}

export interface KeptEnquiryNoticeProps {
  /** Mounted because the contact form has just kept one: focus goes to it once shown. */
  justKept?: boolean;
}

/**
 * Deleted: the confirmation is shown while the notice and its focused button are still there
 * (`remove` records the deletion before it reads the phone again), and takes focus before it is
 * painted (a layout effect): focus goes from the button straight to it, never to the body, and
 * its words are heard once, as what has focus. A new element, not the page's h1: Orca called an
 * h1 it had already read "clickable" when it took focus (docs/offline.md).
 */
function useFocusOnDeletion(deletion: Deletion | null, deletedRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (deletion && deletedRef.current) focusProgrammatically(deletedRef.current);
  }, [deletion, deletedRef]);
}

/**
 * Put back: the confirmation (with Undo, which has focus) stays until the notice is shown again,
 * in the same commit as it goes; focus then moves to the notice before anything is painted.
 * `restoringRef` holds the key of the one put back until then.
 */
function useFocusOnRestored(restoringRef: RefObject<string | null>, kept: readonly KeptEnquiry[]) {
  useLayoutEffect(() => {
    const key = restoringRef.current;
    const notice = key && document.querySelector<HTMLElement>(`[data-kept-key="${key}"]`);
    if (!notice) return;
    restoringRef.current = null;
    focusProgrammatically(notice);
  }, [restoringRef, kept]);
}

/**
 * "Your message was deleted from this phone…", with Undo. A region named by its words, as the
 * notices are: focused, it is heard once, by its name (a focused paragraph was heard twice, its
 * name from its words and its words).
 *
 * Named by `aria-label`, not by `aria-labelledby` its first line: the button that had focus goes
 * with the notice it was in, and Orca with Firefox, finding the old focus gone, first puts its
 * place on the new region's first line, then does not say a name that line gives, as heard
 * already: "region." alone (Orca's debug log: a11y-tests/screen-reader/README.md, "Firefox").
 */
function DeletedConfirmation({ ref, onUndo }: { ref: Ref<HTMLElement>; onUndo: () => void }) {
  return (
    <section
      ref={ref}
      aria-label={words.deleted}
      className={`container ${styles.notice}`}
      data-state="deleted"
    >
      <p className={styles.title}>
        <Words>{words.deleted}</Words>
      </p>
      <Button variant="quiet" onPress={onUndo}>
        <Words>{words.undo}</Words>
      </Button>
    </section>
  );
}

/**
 * One enquiry kept on the phone: a region named by its title (by `aria-label`, as the deletion's
 * confirmation above, for the same reason: Undo goes as it comes back), then what its state says
 * and offers (./NoticeParts.tsx). `remove` deletes it; with `confirm`, a confirmation takes its
 * place.
 */
function KeptNotice({
  ref,
  enquiry,
  remove,
  putBack,
}: {
  ref: Ref<HTMLElement> | undefined;
  enquiry: KeptEnquiry;
  remove: (confirm: boolean) => void;
  putBack: () => void;
}) {
  return (
    <section
      ref={ref}
      aria-label={noticeTitle(enquiry.state)}
      // Heard with the name when focus moves here: what it means, not only its title.
      aria-describedby={enquiry.state === 'waiting' ? `kept-${enquiry.key}-about` : undefined}
      className={`container ${styles.notice}`}
      data-state={enquiry.state}
      data-kept-key={enquiry.key}
    >
      <p className={styles.title}>
        <Words>{noticeTitle(enquiry.state)}</Words>
      </p>
      {enquiry.state === 'waiting' ? (
        <WaitingParts enquiry={enquiry} onRemove={() => remove(true)} />
      ) : null}
      {enquiry.state === 'sent' ? (
        <SentParts enquiry={enquiry} onRemove={() => remove(false)} />
      ) : null}
      {enquiry.state === 'refused' ? (
        <RefusedParts enquiry={enquiry} onRemove={() => remove(true)} onPutBack={putBack} />
      ) : null}
    </section>
  );
}

/**
 * The enquiries kept on this phone (docs/offline.md), at the top of every page while there is
 * one: waiting (with its words, the helplines, and "Delete it from this phone"), sent (until
 * the visitor closes the notice), or refused (with the words the visitor wrote, so that nothing
 * is lost). It sends what waits when it opens with a link, and whenever the link comes back
 * while the page is open; the worker may send it too (Background Sync), and says so on the
 * channel. A visitor on the page when it goes hears it in a polite live region. A deleted one
 * leaves a confirmation in its place, which takes focus, with Undo, until the visitor moves to
 * another page: Undo puts it back as it was, and focus goes to it (WCAG 3.3.4).
 */
export function KeptEnquiryNotice({ justKept = false }: KeptEnquiryNoticeProps) {
  // "Your message was deleted from this phone…", shown where the deleted one was, on the visit
  // of the page it was made on only (the router's key of that entry in the history, not the
  // path: a later visit to the same page does not show it again); a new object at each
  // deletion, so that a second one moves focus again. It holds what was deleted, in this page's
  // memory only, for Undo: gone from the phone's storage, gone for good once the page is left.
  const location = useLocation();
  const navigate = useNavigate();
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const deletedRef = useRef<HTMLElement>(null);
  // The key of one just put back by Undo: focus goes to its notice once it is shown again.
  const restoringRef = useRef<string | null>(null);
  // A new one kept: the confirmation of an earlier deletion is old news.
  const forgetDeletion = useCallback(() => setDeletion(null), []);
  const { kept, announcement, refresh, send, regionRef } = useKeptOnThisPhone({
    justKept,
    onNewOne: forgetDeletion,
  });
  const deletedHere = deletion?.visit === location.key ? deletion : null;

  useFocusOnDeletion(deletion, deletedRef);
  useFocusOnRestored(restoringRef, kept);

  /** Deletes it from the phone; `confirm`, a confirmation takes its place (not after OK). */
  async function remove(enquiry: KeptEnquiry, confirm: boolean) {
    await deleteKeptEnquiry(enquiry.key).catch(() => undefined);
    tellKeptChanged();
    if (confirm) setDeletion({ visit: location.key, enquiry });
    await refresh();
    // OK on a sent one: the notice is gone with its button, focus goes to the page's heading.
    if (!confirm) {
      const heading = document.querySelector<HTMLElement>('#main h1');
      if (heading) focusProgrammatically(heading);
    }
  }

  /** Undo: the deleted one back on the phone as it was; a waiting one goes when it can. */
  async function undo(enquiry: KeptEnquiry) {
    try {
      await restoreKeptEnquiry(enquiry);
    } catch {
      // The phone refuses to keep it now (storage full, or taken away): the confirmation stays.
      return;
    }
    tellKeptChanged();
    restoringRef.current = enquiry.key;
    // The confirmation goes only once the notice is back (read again), in the same render.
    await refresh();
    setDeletion(null);
    if (enquiry.state !== 'waiting') return;
    void askWorkerToSend();
    await send();
  }

  /**
   * "Put my words back in the form": the contact form is given them, on the contact page, and
   * places focus itself (what to fix, or the message). Kept on the phone until the form sends
   * them: nothing is lost if the visitor goes elsewhere first.
   */
  function putBack(enquiry: KeptEnquiry) {
    putWordsBack(enquiry, () => {
      forgetWordsPutBack();
      void deleteKeptEnquiry(enquiry.key)
        .catch(() => undefined)
        .then(tellKeptChanged);
    });
    if (location.pathname !== contactPath) navigate(contactPath, { state: FOCUS_GIVEN_BY_PAGE });
  }

  return (
    <>
      {deletedHere ? (
        <DeletedConfirmation ref={deletedRef} onUndo={() => void undo(deletedHere.enquiry)} />
      ) : null}
      {kept.map((enquiry, index) => (
        <KeptNotice
          key={enquiry.key}
          ref={index === 0 ? regionRef : undefined}
          enquiry={enquiry}
          remove={(confirm) => void remove(enquiry, confirm)}
          putBack={() => putBack(enquiry)}
        />
      ))}
      {/* Present from the start, so that screen readers pick up its changes. */}
      <p aria-live="polite" aria-atomic="true" className="visually-hidden">
        <Words>{announcement}</Words>
      </p>
    </>
  );
}
