import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { GridList, GridListItem, Input, Label, SearchField, Text } from 'react-aria-components';
import { Button } from '../components/Button/Button';
import { Icon } from '../components/Icon/Icon';
import { inboxContent } from '../content/inbox';
import {
  inboxApi,
  INBOX_PAGE_SIZE,
  type InboxEnquirySummary,
  type InboxStatus,
} from '../shared/inbox';
import { apiHref, getStatus, listEnquiries, SignedOut } from './api';
import { useInbox } from './context';
import { EmailDelivery } from './EmailDelivery';
import { emailState, when } from './format';
import { useHeadingFocus } from './useHeadingFocus';
import styles from './Inbox.module.css';

const words = inboxContent.list;

/** How long typing must pause before a search is sent. */
const SEARCH_PAUSE_MS = 350;

/** The address of an enquiry's own view. */
export function enquiryPath(id: number): string {
  return `/inbox/enquiries/${id}`;
}

function Row({
  enquiry,
  status,
}: {
  enquiry: InboxEnquirySummary;
  status: InboxStatus | undefined;
}) {
  const name = enquiry.fullName || words.noName;
  const isNew = enquiry.readAt === null;
  const email = emailState(enquiry.email, status?.emailCheck);
  return (
    <GridListItem
      id={enquiry.id}
      // react-aria makes this the row's accessible name, heard when the row takes focus.
      textValue={words.rowLabel({
        name,
        isNew,
        replied: enquiry.repliedAt !== null,
        received: when(enquiry.receivedAt),
        emailFailed: enquiry.email.status === 'failed',
      })}
      href={enquiryPath(enquiry.id)}
      className={styles.row}
      data-new={isNew || undefined}
    >
      <p className={styles.rowName}>
        {isNew ? (
          <>
            <span className={styles.newMark}>{words.newMark}</span>{' '}
          </>
        ) : null}
        <span dir="auto">{name}</span>
        {enquiry.repliedAt ? (
          <>
            {' '}
            <span className={styles.repliedMark}>{words.repliedMark}</span>
          </>
        ) : null}
      </p>
      <p className={styles.rowMeta}>
        {words.received(when(enquiry.receivedAt))}
        {enquiry.userEmail || enquiry.phoneNumber ? (
          <>
            {' · '}
            <span dir="auto">{enquiry.userEmail || enquiry.phoneNumber}</span>
          </>
        ) : null}
      </p>
      <p className={styles.rowPreview} dir="auto">
        {enquiry.preview}
      </p>
      {email ? (
        <p
          className={
            enquiry.email.status === 'failed'
              ? `${styles.rowMeta} ${styles.failed}`
              : styles.rowMeta
          }
        >
          {inboxContent.email.inList(email)}
        </p>
      ) : null}
    </GridListItem>
  );
}

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
 * older ones on demand, and the exports as download links.
 */
export function EnquiryList({ active }: EnquiryListProps) {
  const { announce, signedOut, list, setList, pendingFocusRef } = useInbox();
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const listHeadingId = useId();
  const [status, setStatus] = useState<InboxStatus>();
  const [problem, setProblem] = useState<string>();
  const [loadingMore, setLoadingMore] = useState(false);
  // What to load: the query, whether to say how many matched, and a count to load again. It
  // starts with the list as it is now (marks may have changed while an enquiry was open).
  const [wanted, setWanted] = useState({ query: list.query, say: false, round: 0 });
  const [statusRound, setStatusRound] = useState(0);
  const saidRoundRef = useRef(-1);
  const loaded = list.loadedFor !== undefined;
  // A row to focus once the rows after "Show older enquiries" are there.
  const [olderRow, setOlderRow] = useState<number | null>(null);

  const rowElement = useCallback(
    (id: number) => grid.current?.querySelector<HTMLElement>(`[data-key="${id}"]`),
    [],
  );
  // Coming back from an enquiry: focus goes to its row; after deleting one, to the row after it,
  // or to the list's heading when there is none.
  const arrivalTarget = useCallback(() => {
    const target = pendingFocusRef.current;
    pendingFocusRef.current = null;
    if (!target) return undefined;
    return ('row' in target ? rowElement(target.row) : undefined) ?? listHeading.current;
  }, [pendingFocusRef, rowElement]);
  useHeadingFocus(heading, inboxContent.documentTitle(words.title), {
    ready: active,
    target: arrivalTarget,
  });

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof SignedOut) {
        signedOut('ended');
        return;
      }
      const message = (error as Error).message || inboxContent.problems.network;
      setProblem(message);
      announce(message);
    },
    [announce, signedOut],
  );

  // A search is sent once typing pauses.
  useEffect(() => {
    if (list.query === wanted.query) return;
    const timer = setTimeout(
      () => setWanted((current) => ({ query: list.query, say: true, round: current.round + 1 })),
      SEARCH_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [list.query, wanted.query]);

  // On each arrival (marks change while an enquiry is open, and new ones may have come), and for
  // each search.
  useEffect(() => {
    if (!active) return;
    // An answer that arrives after a newer search was sent is dropped.
    let current = true;
    listEnquiries(wanted.query, 0, INBOX_PAGE_SIZE).then(
      (page) => {
        if (!current) return;
        setProblem(undefined);
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
  }, [wanted, active, announce, fail, setList]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    getStatus().then(
      (value) => {
        if (current) setStatus(value);
      },
      (error: unknown) => {
        if (current) fail(error);
      },
    );
    return () => {
      current = false;
    };
  }, [statusRound, active, fail]);

  const refreshStatus = useCallback(() => setStatusRound((round) => round + 1), []);

  // react-aria's list renders new rows a render after the items change: focus moves once the
  // row is there. Until then "Show older enquiries" stays, and keeps focus.
  useLayoutEffect(() => {
    const container = grid.current;
    if (olderRow === null || !container) return;
    let done = false;
    const tryFocus = () => {
      const row = rowElement(olderRow);
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
  }, [olderRow, rowElement]);

  async function showOlder() {
    if (loadingMore) return;
    setLoadingMore(true);
    const query = list.query;
    try {
      const page = await listEnquiries(query, list.enquiries.length, INBOX_PAGE_SIZE);
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

  const query = list.query.trim();
  return (
    <>
      <h1 ref={heading}>{words.title}</h1>
      {problem ? (
        <div className={styles.warning}>
          <p>{problem}</p>
          <Button
            onPress={() => {
              setProblem(undefined);
              setWanted((current) => ({ ...current, round: current.round + 1 }));
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
        {loaded ? (
          <p>{words.counts(list.total, list.unread)}</p>
        ) : (
          <p>{inboxContent.loading.text}</p>
        )}
        <SearchField
          value={list.query}
          onChange={(value) => setList((current) => ({ ...current, query: value }))}
          className={styles.search}
        >
          <Label className={styles.label}>{words.searchLabel}</Label>
          <Text slot="description" className={styles.hint}>
            {words.searchHint}
          </Text>
          <div className={styles.searchRow}>
            <Input className={styles.input} />
            <Button variant="quiet" className={styles.clear} aria-label={words.clearSearch}>
              <Icon name="close" />
            </Button>
          </div>
        </SearchField>
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
          {(enquiry) => <Row enquiry={enquiry} status={status} />}
        </GridList>
        {loaded && (list.enquiries.length < list.total || olderRow !== null) ? (
          <div className={styles.more}>
            <p>{words.showing(list.enquiries.length, list.total)}</p>
            <Button aria-disabled={loadingMore || undefined} onPress={() => void showOlder()}>
              {words.showOlder}
            </Button>
          </div>
        ) : null}
      </section>

      <EmailDelivery status={status} onChanged={refreshStatus} />

      <section aria-labelledby="export-heading" className={styles.section}>
        <h2 id="export-heading">{inboxContent.export.heading}</h2>
        <p>{inboxContent.export.note}</p>
        <ul className={styles.links}>
          <li>
            <a className={styles.actionLink} href={apiHref(inboxApi.exportCsv)} download>
              {inboxContent.export.csv}
            </a>
          </li>
          <li>
            <a className={styles.actionLink} href={apiHref(inboxApi.exportJson)} download>
              {inboxContent.export.json}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
