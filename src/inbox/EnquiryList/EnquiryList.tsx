import { useCallback, useId, useRef } from 'react';
import { GridList } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { inboxContent } from '../../content/inbox';
import { useInbox } from '../context';
import { EmailDelivery } from '../EmailDelivery';
import { useHeadingFocus } from '../useHeadingFocus';
import { EnquiryRow } from './EnquiryRow';
import { EnquirySearch } from './EnquirySearch';
import { ExportLinks } from './ExportLinks';
import { rowIn, useFirstPage, useOlderPages } from './useEnquiryPages';
import { useEmailStatus } from './useEmailStatus';
import { useProblem } from './useProblem';
import styles from '../Inbox.module.css';

const words = inboxContent.list;

export interface EnquiryListProps {
  /**
   * Whether the list is the view shown. While an enquiry is open the list stays in the page,
   * hidden, so that coming back finds its rows at once and focus goes straight to the one left.
   */
  active: boolean;
}

/**
 * The inbox itself: where e-mail stands, the enquiries newest first (react-aria's GridList: one
 * Tab stop, arrow keys between rows, Enter opens one), new ones marked "New" in words, a search,
 * older ones on demand, and the exports as download links (README.md).
 */
export function EnquiryList({ active }: EnquiryListProps) {
  const { list, setList, pendingFocusRef } = useInbox();
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const listHeadingId = useId();

  // Coming back from an enquiry: focus goes to its row; after deleting one, to the row after it,
  // or to the list's heading when there is none.
  const arrivalTarget = useCallback(() => {
    const target = pendingFocusRef.current;
    pendingFocusRef.current = null;
    if (!target) return undefined;
    return ('row' in target ? rowIn(grid.current, target.row) : undefined) ?? listHeading.current;
  }, [pendingFocusRef]);
  useHeadingFocus(heading, inboxContent.documentTitle(words.title), {
    ready: active,
    target: arrivalTarget,
  });

  const { problem, fail, clearProblem } = useProblem();
  // The list is asked for before the status, as it always was: the rows come first.
  const { loadAgain } = useFirstPage({ active, fail, clearProblem });
  const older = useOlderPages({ grid, fail });
  const { status, refreshStatus } = useEmailStatus(active, fail);

  const loaded = list.loadedFor !== undefined;
  const query = list.query.trim();
  return (
    <>
      <h1 ref={heading}>{words.title}</h1>
      {problem ? (
        <div className={styles.warning}>
          <p>{problem}</p>
          <Button
            onPress={() => {
              clearProblem();
              loadAgain();
              refreshStatus();
            }}
          >
            {inboxContent.problems.tryAgain}
          </Button>
        </div>
      ) : null}

      <section aria-labelledby={listHeadingId} className={styles.section}>
        <h2 id={listHeadingId} ref={listHeading}>
          {words.enquiriesHeading}
        </h2>
        <p>{loaded ? words.counts(list.total, list.unread) : inboxContent.loading.text}</p>
        <EnquirySearch
          value={list.query}
          onChange={(value) => setList((current) => ({ ...current, query: value }))}
        />
        <GridList
          ref={grid}
          aria-labelledby={listHeadingId}
          items={list.enquiries}
          // The rows say where each e-mail stands, which needs the status too.
          dependencies={[status]}
          className={styles.list}
          renderEmptyState={() => (
            <p className={styles.empty}>
              {!loaded ? inboxContent.loading.text : query ? words.noMatch(query) : words.empty}
            </p>
          )}
        >
          {(enquiry) => <EnquiryRow enquiry={enquiry} status={status} />}
        </GridList>
        {loaded && (list.enquiries.length < list.total || older.focusingOlder) ? (
          <div className={styles.more}>
            <p>{words.showing(list.enquiries.length, list.total)}</p>
            <Button
              aria-disabled={older.loadingMore || undefined}
              onPress={() => void older.showOlder()}
            >
              {words.showOlder}
            </Button>
          </div>
        ) : null}
      </section>

      <EmailDelivery status={status} onChanged={refreshStatus} />
      <ExportLinks
        found={
          loaded && list.loadedFor?.trim()
            ? { query: list.loadedFor.trim(), total: list.total }
            : undefined
        }
      />
    </>
  );
}
