import { API_BASE } from '../shared/api';

/**
 * The API base as an absolute URL. ky joins `prefixUrl` and the path and hands the result to
 * `new Request()`, which only resolves relative URLs against the page in browsers; resolving it
 * here makes `/u1` (API_BASE) work the same in every environment, and gives the same-origin check an origin.
 */
export function apiBase(): string {
  const base = import.meta.env.VITE_API_BASE || API_BASE;
  if (typeof document === 'undefined') return base;
  return new URL(base, document.baseURI).href;
}
