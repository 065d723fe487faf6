/**
 * The outbox worker: e-mails each stored (non-spam) enquiry to the owner when SMTP_URL and
 * NOTIFY_TO are set. Every such enquiry owes its e-mail from the moment it is stored, whatever the
 * settings, so e-mail set up later sends what waited. The visitor's 201 depends only on the SQLite
 * commit; e-mail happens after, from the outbox table, so an SMTP server that is down, slow or
 * refusing never loses an enquiry or turns the visitor's success into an error.
 *
 * - A temporary failure (no connection, a timeout, a 4xx answer) is retried with exponential
 *   backoff, a bounded number of times; then the e-mail is marked failed.
 * - A permanent one (a 5xx answer: no such mailbox, refused as spam, a bad login) is marked failed
 *   at once, with the server's words: trying the same thing again would only be refused again.
 * - Failed e-mails show in `npm run enquiries` (and the owner's inbox) and are sent again when the
 *   owner asks (`npm run enquiries -- --retry-email`); the enquiry itself is never touched.
 * - At the start, `verify()` logs in to the SMTP server once, and the result is logged in plain
 *   words and kept for the CLI and the inbox.
 *
 * Delivery is at least once: if the process dies after the SMTP server accepted a message but
 * before the row was marked sent, it is sent again. Every copy carries the same Message-ID, so
 * mail systems and clients can recognise the repeat.
 *
 * Nothing the visitor wrote goes into the e-mail, header or body: the owner reads enquiries in
 * the inbox, and no mail service on the way, nor the mailbox, holds a visitor's words.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PARENT_CONFIRM_DAYS } from '../shared/enquiry';
import { INBOX_PATH } from './staticSite';
import type { Store } from './store';
import type { OutboxItem, StoredEnquiry } from './store/records';

export interface OutboxOptions {
  store: Store;
  smtpUrl: string;
  /** The owner's address (or a comma-separated list). */
  to: string;
  /** The sender; defaults to the first NOTIFY_TO address. */
  from?: string | undefined;
  /** Fastify's logger, or anything with the same three methods. */
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** First retry after this long; each later one waits twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Tries before giving up on an e-mail (the enquiry itself is never given up). */
  maxAttempts?: number;
  /** How often to look for due e-mails when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed e-mail is held; longer than the slowest possible send. */
  leaseMs?: number;
}

export interface OutboxWorker {
  /** Look for due e-mails now (called after each new enquiry). */
  kick(): void;
  /** Connects and logs in to the SMTP server once: undefined when it worked, else why not. */
  verify(): Promise<string | undefined>;
  /** Finish the send in progress, then stop. */
  stop(): Promise<void>;
}

/** What nodemailer's errors carry. */
interface MailError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/**
 * A 5xx reply is the SMTP server's final word on this message (RFC 5321, 4.2.1): the mailbox does
 * not exist, the message is refused, the login is wrong. Everything else (4xx, no connection, a
 * timeout) may work later.
 */
export function isPermanent(error: unknown): boolean {
  const { responseCode } = (error ?? {}) as MailError;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** The failure in words, for the owner: kept with the e-mail (never shown to visitors). */
function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function firstAddress(list: string): string {
  return (list.split(',')[0] ?? list).trim();
}

/**
 * The plain-text e-mail for one enquiry: that it arrived, its number and where to read it, and
 * nothing the visitor wrote (not their name, their address or their words), so that none of it
 * passes through the mail services on the way or stays in a mailbox (the privacy notice says
 * so). Exported for tests.
 */
export function composeEmail(enquiry: StoredEnquiry, to: string, from: string) {
  const domain = (from.split('@')[1] ?? 'localhost').replace(/[^A-Za-z0-9.-]/g, '') || 'localhost';
  // A parent's enquiry waits for the owner's call: its message shows once consent is confirmed.
  const todo =
    enquiry.writer === 'parent'
      ? [
          'A parent or guardian wrote about a young person. Call them first to confirm that they',
          `are the parent or guardian and consent, then read it: in the inbox, at ${INBOX_PATH}/enquiries/${enquiry.id}`,
          `on the website. Unconfirmed after ${PARENT_CONFIRM_DAYS} days, it is deleted.`,
        ]
      : [
          `Read it and answer it in the inbox, at ${INBOX_PATH}/enquiries/${enquiry.id} on the website,`,
          "or on the website's computer with: npm run enquiries",
        ];
  const text = [
    `A visitor sent an enquiry through the contact form of the website: number ${enquiry.id}, received ${enquiry.receivedAt}.`,
    '',
    ...todo,
    '',
    '--',
    "This e-mail carries none of the visitor's words: they stay on the website's computer.",
  ].join('\n');
  return {
    from,
    to,
    // Only our own words and a number.
    subject: `New enquiry from the website (number ${enquiry.id})`,
    messageId: `<enquiry-${enquiry.id}-${Date.parse(enquiry.receivedAt)}@${domain}>`,
    text,
    headers: { 'Auto-Submitted': 'auto-generated' },
    // The message never refers to files or URLs; make sure nothing could make nodemailer fetch one.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Exponential backoff: the wait after the n-th failed try doubles each time, up to a cap. */
export function retryDelay(failedTries: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** (failedTries - 1), maxMs);
}

/** The connection to the SMTP server. */
function smtpTransport(url: string) {
  return nodemailer.createTransport({
    url,
    // Fail a dead or stalled server quickly; the outbox retries later anyway.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
}

/** How a failed e-mail is tried again: see OutboxOptions. */
interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** What sending one e-mail needs: the connection, where it is recorded, and the addresses. */
interface Sender {
  transport: ReturnType<typeof smtpTransport>;
  store: Store;
  log: OutboxOptions['log'];
  to: string;
  from: string;
  retry: RetryPolicy;
}

/**
 * Sends one claimed e-mail and records how it went: sent (with the recipients the server refused,
 * if any), or failed, due again after a backoff or, when permanent or out of tries, never.
 */
async function sendOne(item: OutboxItem, { transport, store, log, to, from, retry }: Sender) {
  const enquiryId = item.enquiry.id;
  try {
    const info = await transport.sendMail(composeEmail(item.enquiry, to, from));
    // With several NOTIFY_TO addresses, the server may take the message for some only.
    const refused = ((info.rejected ?? []) as (string | { address: string })[]).map((r) =>
      typeof r === 'string' ? r : r.address,
    );
    store.markEmailSent(
      item.outboxId,
      new Date(),
      refused.length > 0 ? `Not delivered to ${refused.join(', ')}.` : undefined,
    );
    log.info({ enquiryId, refusedRecipients: refused.length }, 'enquiry e-mailed to the owner');
  } catch (error) {
    const attempts = item.attempts + 1;
    const permanent = isPermanent(error);
    const giveUp = permanent || attempts >= retry.maxAttempts;
    const { code, responseCode } = error as MailError;
    store.markEmailFailed(
      item.outboxId,
      reason(error),
      giveUp ? 'never' : Date.now() + retryDelay(attempts, retry.baseDelayMs, retry.maxDelayMs),
    );
    // The code only: an SMTP reply may quote addresses.
    log.warn(
      { enquiryId, attempts, code, responseCode },
      permanent
        ? 'e-mail refused for good by the SMTP server; see npm run enquiries -- --outbox'
        : giveUp
          ? 'e-mail failed for the last time; see npm run enquiries -- --outbox'
          : 'e-mail failed; will retry',
    );
  }
}

/** Starts the worker; it wakes on `kick()`, when a retry falls due, and every `pollMs`. */
export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const {
    store,
    log,
    baseDelayMs = 30_000,
    maxDelayMs = 6 * 3_600_000,
    maxAttempts = 20,
    pollMs = 60_000,
    leaseMs = 5 * 60_000,
  } = options;
  const sender: Sender = {
    transport: smtpTransport(options.smtpUrl),
    store,
    log,
    to: options.to,
    from: options.from ?? firstAddress(options.to),
    retry: { maxAttempts, baseDelayMs, maxDelayMs },
  };
  const { transport } = sender;

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** Sends every e-mail that is due; false when the database itself failed. */
  async function drain(): Promise<boolean> {
    try {
      while (!stopped) {
        const item = store.claimDueEmail(Date.now(), leaseMs);
        if (!item) break;
        await sendOne(item, sender);
      }
      return true;
    } catch (error) {
      log.error({ err: error }, 'the outbox worker stopped on an error; it will try again');
      return false;
    }
  }

  function schedule(healthy: boolean) {
    clearTimeout(timer);
    if (stopped) return;
    let wait = pollMs;
    try {
      const due = store.nextEmailDueAt();
      if (due !== undefined) wait = Math.min(Math.max(due - Date.now(), 0), pollMs);
    } catch {
      // The database is closing or failing; the next poll will tell.
    }
    // After a database error, pause rather than spin on a row that cannot be claimed.
    if (!healthy) wait = Math.max(wait, Math.min(baseDelayMs, pollMs));
    timer = setTimeout(run, wait);
    // The worker alone must not keep the process alive.
    timer.unref();
  }

  function run() {
    if (stopped || running) return;
    running = drain().then((healthy) => {
      running = undefined;
      schedule(healthy);
    });
  }

  run();

  return {
    kick: run,
    async verify() {
      try {
        await transport.verify();
        return undefined;
      } catch (error) {
        return reason(error);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
