/**
 * The one message between the site's pages and its service worker: "keep these addresses on
 * the phone" (what a page loaded before the worker was there, or a page shown without a page
 * load). Nothing is answered: the page goes on, and what is kept shows in the worker's caches.
 */
export const KEEP_PAGES_MESSAGE = 'keep-pages';

export interface KeepPagesMessage {
  type: typeof KEEP_PAGES_MESSAGE;
  urls: string[];
}

export function isKeepPagesMessage(data: unknown): data is KeepPagesMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<KeepPagesMessage>;
  return (
    message.type === KEEP_PAGES_MESSAGE &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}
