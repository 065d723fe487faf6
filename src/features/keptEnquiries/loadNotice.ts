import { loadWords } from '../../content/words/loaded';
import { NOTICE_WORDS } from './noticePart';

/**
 * The notice's code (./KeptEnquiryNotice) and the words it reads, fetched only when a page needs
 * it or may need it.
 */
export const loadKeptEnquiryNotice = () =>
  loadWords(NOTICE_WORDS).then(() => import('./KeptEnquiryNotice/KeptEnquiryNotice'));

/** The page's side of keeping an enquiry (./fromPage.ts), loaded with the notice or alone. */
export const loadKeeping = () => import('./fromPage');

/**
 * Fetches the notice's code and the keeping code ahead (the contact form does, once the page is
 * idle and while it has a link): an enquiry sent on a dead link must be kept and shown without
 * fetching anything. Not in the contact page's first view: most sends get an answer.
 */
export function preloadKeptEnquiryNotice(): void {
  void loadKeeping().catch(() => undefined);
  void loadKeptEnquiryNotice().catch(() => undefined);
}

/**
 * Keeps an enquiry that got no answer (./fromPage.ts, `keepUnanswered`): false when its code
 * cannot be had (the link died before it was fetched) or the phone cannot keep it.
 */
export async function keepUnanswered(
  ...args: Parameters<Awaited<ReturnType<typeof loadKeeping>>['keepUnanswered']>
): Promise<boolean> {
  try {
    return await (await loadKeeping()).keepUnanswered(...args);
  } catch {
    return false;
  }
}
