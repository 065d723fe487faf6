/**
 * The agreement between the offline page (src/pages/OfflinePage, built per language) and the
 * service worker that answers with it (src/serviceWorker/): where the page is, and the marks
 * by which the worker shows the pages it keeps. Pure, so the worker and Node tests share it.
 */

/** The page's file in each language's folder of dist/: `offline.html`, `hi/offline.html`. */
export const OFFLINE_PAGE_FILE = 'offline.html';

/**
 * The address the offline page is rendered at (under the language's prefix): no page of the
 * route table, so no link of the navigation is marked as the current page.
 */
export const OFFLINE_ROUTE_PATH = '/offline';

/** On the list of kept pages (hidden until one is kept). */
export const KEPT_LIST = 'data-kept-list';
/** On each page's item, with the page's address (`/hi/about`); hidden until it is kept. */
export const KEPT_PAGE = 'data-kept-page';
/** On the sentence that says no page is kept (shown until one is). */
export const NONE_KEPT = 'data-none-kept';

/** The offline page's address for a language's prefix (`''`, `/hi`). */
export function offlinePageUrl(prefix: string): string {
  return `${prefix}/${OFFLINE_PAGE_FILE}`;
}

/**
 * The offline page as the phone shows it: the items of the pages it keeps shown, the list shown
 * if any is, and "no page is kept" hidden then. `kept` are addresses (`/about`, `/hi`).
 */
export function showKeptPages(html: string, kept: ReadonlySet<string>): string {
  let shown = 0;
  const marked = html.replace(
    new RegExp(`<li ${KEPT_PAGE}="([^"]*)" hidden="">`, 'g'),
    (item, address: string) => {
      if (!kept.has(address)) return item;
      shown += 1;
      return `<li ${KEPT_PAGE}="${address}">`;
    },
  );
  if (shown === 0) return html;
  return marked
    .replace(`<div ${KEPT_LIST}="" hidden="">`, `<div ${KEPT_LIST}="">`)
    .replace(`<p ${NONE_KEPT}="">`, `<p ${NONE_KEPT}="" hidden="">`);
}
