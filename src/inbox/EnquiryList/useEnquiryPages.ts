/**
 * The list's enquiries, a page at a time, kept in the inbox's list state (context.ts): the first
 * page on each arrival and for each search ({@link useFirstPage}), older pages on demand
 * ({@link useOlderPages}).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { inboxContent } from '../../content/inbox';
import { INBOX_PAGE_SIZE } from '../../shared/inbox';
import { listEnquiries } from '../api';
import { useInbox } from '../context';

const words = inboxContent.list;

/** How long typing must pause before a search is sent. */
const SEARCH_PAUSE_MS = 350;

/** A row of the list's grid, found by the enquiry's id (react-aria's `data-key`). */
export function rowIn(grid: HTMLElement | null, id: number): HTMLElement | null | undefined {
  return grid?.querySelector<HTMLElement>(`[data-key="${id}"]`);
}

/**
 * The first page of the list, loaded on each arrival at the list (marks change while an enquiry
 * is open, and new enquiries may have come) and for each search, once typing pauses, saying how
 * many matched. Gives `loadAgain`, for "Try again".
 */
export function useFirstPage({
  active,
  fail,
  clearProblem,
}: {
  /** Whether the list is the view shown: it loads only then. */
  active: boolean;
  /** A call went wrong (useProblem). */
  fail: (error: unknown) => void;
  /** A page came: what went wrong before is over. */
  clearProblem: () => void;
}) {
  const { announce, list, setList } = useInbox();
  // What to load: the query, whether to say how many matched, and a count to load again. It
  // starts with the list as it is now (marks may have changed while an enquiry was open).
  const [wanted, setWanted] = useState({ query: list.query, say: false, round: 0 });
  const saidRoundRef = useRef(-1);

  // A search is sent once typing pauses.
  useEffect(() => {
    if (list.query === wanted.query) return;
    const timer = setTimeout(
      () => setWanted((current) => ({ query: list.query, say: true, round: current.round + 1 })),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [list.query, wanted.query]);

  // On each arrival, and for each search.
  useEffect(() => {
    if (!active) return;
    // An answer that arrives after a newer search was sent is dropped.
    let current = true;
    listEnquiries(wanted.query, 0, INBOX_PAGE_SIZE).then(
      (page) => {
        if (!current) return;
        clearProblem();
        setList((state) => ({
          ...state,
          enquiries: page.enquiries,
          total: page.total,
          unread: page.unread,
          loadedFor: wanted.query,
        }));
        // Said once per search: not again when the list is loaded anew on coming back.
        if (wanted.say && saidRoundRef.current !== wanted.round) {
          saidRoundRef.current = wanted.round;
          announce(words.results(page.total, wanted.query.trim()));
        }
      },
      (error: unknown) => {
        if (current) fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, active, announce, fail, clearProblem, setList]);

  /** Loads the first page again, as it was last asked for. */
  const loadAgain = () => setWanted((current) => ({ ...current, round: current.round + 1 }));
  return { loadAgain };
}

/**
 * "Show older enquiries": the next page added after the rows there are, said politely, with
 * focus going to the first of the new rows once react-aria has rendered it.
 */
export function useOlderPages({
  grid,
  fail,
}: {
  /** The grid whose rows take focus. */
  grid: RefObject<HTMLElement | null>;
  /** A call went wrong (useProblem). */
  fail: (error: unknown) => void;
}) {
  const { announce, list, setList } = useInbox();
  const [loadingMore, setLoadingMore] = useState(false);
  // A row to focus once the rows after "Show older enquiries" are there.
  const [olderRow, setOlderRow] = useState<number | null>(null);

  // react-aria's list renders new rows a render after the items change: focus moves once the
  // row is there. Until then "Show older enquiries" stays, and keeps focus.
  useLayoutEffect(() => {
    const container = grid.current;
    if (olderRow === null || !container) return;
    let done = false;
    const tryFocus = () => {
      const row = rowIn(grid.current, olderRow);
      if (done || !row) return;
      done = true;
      observer.disconnect();
      row.focus();
      setOlderRow(null);
    };
    const observer = new MutationObserver(tryFocus);
    observer.observe(container, { childList: true, subtree: true });
    queueMicrotask(tryFocus);
    return () => observer.disconnect();
  }, [olderRow, grid]);

  async function showOlder() {
    if (loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await listEnquiries(list.query, list.enquiries.length, INBOX_PAGE_SIZE);
      const first = page.enquiries[0];
      if (first) setOlderRow(first.id);
      setList((current) => ({
        ...current,
        enquiries: [
          ...current.enquiries,
          ...page.enquiries.filter((e) => !current.enquiries.some((c) => c.id === e.id)),
        ],
        total: page.total,
        unread: page.unread,
      }));
      announce(words.showing(list.enquiries.length + page.enquiries.length, page.total));
    } catch (error) {
      fail(error);
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    /** True while older rows are being loaded. */
    loadingMore,
    /** True from the moment older rows have come until the first of them has taken focus. */
    focusingOlder: olderRow !== null,
    showOlder,
  };
}
