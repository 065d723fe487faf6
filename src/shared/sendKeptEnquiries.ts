/**
 * Sends the enquiries kept on this phone (./keptEnquiries.ts): from the service worker when
 * Background Sync says the link is back, and from any page of the site opened with a link. Each
 * goes with its own Idempotency-Key, so however often it is tried, the service stores it once.
 *
 * What an answer means (docs/offline.md):
 * - no answer (the fetch fails) or a 5xx (the service, or a proxy in front of it, did not take
 *   it): it stays, and goes the next time;
 * - 403 (the anti-CSRF token is stale or missing, as after the service's restart or the
 *   browser's): a fresh token, from one page of the site, and one more try;
 * - any other 4xx: never tried again; kept as refused, with the service's words, to be shown;
 * - 2xx: sent; kept until the visitor has been told.
 */
import { XSRF_HEADER } from './api';
import {
  KEPT_ENQUIRIES,
  keptEnquiries,
  keptEnquiry,
  recordAnswer,
  tellKeptChanged,
  type KeptEnquiry,
} from './keptEnquiries';
import { isReference } from './reference';

export interface SendingContext {
  /** The service's `POST contact` address, absolute. */
  contactUrl: string;
  /** The anti-CSRF token the browser holds now (the `XSRF-TOKEN` cookie), if any. */
  readToken: () => Promise<string | undefined>;
  /** Fetches a page of the site, whose answer sets a fresh token; resolves once it has. */
  renewToken: () => Promise<void>;
}

/**
 * `renewToken` for the page and the worker alike: every page of the site sets a fresh token when
 * the browser holds none that is valid, and a HEAD request gets it without a body to pay for.
 */
export async function renewTokenFromHomePage(): Promise<void> {
  const response = await fetch('/', {
    method: 'HEAD',
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`No fresh token: ${response.status}`);
}

/** How a round of sending ended. */
export type SendingOutcome =
  /** Every enquiry that was waiting has an answer (or there were none). */
  | 'done'
  /** The link is not back (or the service not): some still wait. */
  | 'no-link'
  /** Another page, or the worker, is sending them right now. */
  | 'busy';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The service's `message` and field `errors` (docs/spec/contracts.md), as far as they are there. */
export async function readAnswer(response: Response): Promise<NonNullable<KeptEnquiry['answer']>> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const fieldErrors: Record<string, string> = {};
  if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) {
      const text = Array.isArray(value)
        ? value.filter((v) => typeof v === 'string').join(' ')
        : value;
      if (typeof text === 'string' && text.trim() !== '') fieldErrors[field] = text;
    }
  }
  // The reference a stored enquiry was given, for the notice that says it was sent; anything
  // else in its place is left out, and the notice says "sent" without one.
  return isRecord(body) && isReference(body.reference)
    ? { message, fieldErrors, reference: body.reference }
    : { message, fieldErrors };
}

/** One try: the answer, or undefined when there was none. */
async function post(context: SendingContext, enquiry: KeptEnquiry): Promise<Response | undefined> {
  const token = await context.readToken();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'Idempotency-Key': enquiry.key,
    'Accept-Language': enquiry.language,
  };
  if (token) headers[XSRF_HEADER] = token;
  try {
    return await fetch(context.contactUrl, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(enquiry.body),
    });
  } catch {
    return undefined;
  }
}

/**
 * Sends one kept enquiry, if it is still there and still waiting (read again at the last moment:
 * one deleted from the phone is never sent). True when it has an answer, false when not.
 */
async function sendOne(context: SendingContext, key: string): Promise<boolean> {
  const enquiry = await keptEnquiry(key);
  if (!enquiry || enquiry.state !== 'waiting') return true;
  let response = await post(context, enquiry);
  if (response?.status === 403) {
    // A stale or missing token: a page of the site sets a fresh one. Once, then the answer counts.
    try {
      await context.renewToken();
    } catch {
      return false;
    }
    if (!(await keptEnquiry(key))) return true;
    response = await post(context, enquiry);
  }
  if (!response || response.status >= 500) return false;
  const answer = await readAnswer(response);
  await recordAnswer(key, response.ok ? 'sent' : 'refused', answer);
  return true;
}

/** Sends every waiting enquiry, the oldest first; stops at the first without an answer. */
async function sendWaiting(context: SendingContext): Promise<'done' | 'no-link'> {
  const waiting = (await keptEnquiries()).filter((enquiry) => enquiry.state === 'waiting');
  for (const enquiry of waiting) {
    const answered = await sendOne(context, enquiry.key);
    if (answered) tellKeptChanged();
    else return 'no-link';
  }
  return 'done';
}

/**
 * Sends what waits, unless the worker or another page is sending it now (a Web Lock of that
 * name, held by one of them at a time). Where there are no Web Locks, it sends anyway: two sends
 * of one enquiry at once are still stored once (its key); the lock only saves the bytes.
 */
export async function sendKeptEnquiries(context: SendingContext): Promise<SendingOutcome> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return sendWaiting(context);
  return locks.request(KEPT_ENQUIRIES, { ifAvailable: true }, async (lock) =>
    lock ? sendWaiting(context) : ('busy' as const),
  );
}
