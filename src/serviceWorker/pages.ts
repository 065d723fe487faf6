/**
 * Which addresses are the site's pages, to keep on the phone, the one key each is kept under,
 * and how old a kept one is. Pure (no Workbox, which needs a worker's `self`), so Node tests
 * read it.
 */
import { API_BASE } from '../shared/api';

/** The cache of the pages a visitor opened (the offline page lists what it holds). */
export const PAGES_CACHE = 'pages';

/** The owner's inbox: never kept, whatever it answers. */
const INBOX = '/inbox';

/**
 * A page of the site: on the site's `origin`, not the API or the inbox (or anything below them), and
 * not a file (a name with an extension: `/sitemap.xml`, `/media/clip.mp4`).
 */
export function isSitePage(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  const path = url.pathname;
  const under = (base: string) => path === base || path.startsWith(`${base}/`);
  if (under(API_BASE) || under(INBOX)) return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * The key a page is kept under: its address without query, fragment or trailing slash, so that
 * `/about`, `/about/` and `/about?from=menu` are one page.
 */
export function pageKey(address: string): string {
  const url = new URL(address);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.origin}${path}`;
}

/** How old a kept answer is, from its `Date` header (unknown: as old as can be). */
export function ageInSeconds(response: Response, now: number = Date.now()): number {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? Number.POSITIVE_INFINITY : (now - date) / 1000;
}
