/**
 * The page's side of the enquiries kept on the phone (docs/offline.md): keeping one when the
 * contact form's send got no answer, asking the worker to send it when the link is back
 * (Background Sync), and sending it from the page itself (every browser, with or without a
 * worker or Background Sync).
 */
import { apiBase } from '../../lib/apiBase';
import { CONTACT_PATH, XSRF_COOKIE } from '../../shared/api';
import { cookieValue } from '../../shared/cookies';
import {
  KEPT_ENQUIRIES,
  keepEnquiry,
  tellKeptChanged,
  type KeptEnquiry,
} from '../../shared/keptEnquiries';
import { KEPT_ENQUIRY_SHOWN, markKept } from './mark';
import {
  renewTokenFromHomePage,
  sendKeptEnquiries,
  type SendingContext,
  type SendingOutcome,
} from '../../shared/sendKeptEnquiries';

/** The page's way to send: the cookie from `document.cookie`, a fresh one from a HEAD of `/`. */
export function pageSendingContext(): SendingContext {
  return {
    contactUrl: `${apiBase().replace(/\/+$/, '')}/${CONTACT_PATH}`,
    readToken: async () => cookieValue(document.cookie, XSRF_COOKIE),
    renewToken: renewTokenFromHomePage,
  };
}

/** Sends what is kept, from this page. */
export function sendFromPage(): Promise<SendingOutcome> {
  return sendKeptEnquiries(pageSendingContext());
}

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the worker to send what is kept as soon as the link is back (Background Sync: Chromium
 * only). Elsewhere, or without a worker, the page sends it (`sendFromPage`, on `online` and on
 * the next page opened).
 */
export async function askWorkerToSend(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      SyncRegistration | undefined;
    await registration?.sync?.register(KEPT_ENQUIRIES);
  } catch {
    // Refused (Background Sync turned off in the site's settings): the page sends it.
  }
}

/**
 * Keeps an enquiry that got no answer. True when it is kept (the visitor may be told so), false
 * when this phone cannot keep it: then nothing is promised.
 */
export async function keepUnanswered(
  enquiry: Pick<KeptEnquiry, 'key' | 'body' | 'language'>,
): Promise<boolean> {
  try {
    await keepEnquiry(enquiry);
  } catch {
    return false;
  }
  markKept(true);
  tellKeptChanged();
  window.dispatchEvent(new Event(KEPT_ENQUIRY_SHOWN));
  void askWorkerToSend();
  return true;
}

export { KEPT_ENQUIRY_SHOWN, markKept };
