/**
 * The names the browser and the contact service must agree on (docs/spec/contracts.md §3): where
 * the API lives, its one public call, and the two halves of the anti-CSRF double submit. Written
 * once here; both sides import them.
 */

/** Where the service answers API calls, and the browser's default base (`VITE_API_BASE`). */
export const API_BASE = '/u1';

/** The enquiry call, below the base: `POST {base}/contact`. */
export const CONTACT_PATH = 'contact';

/** The cookie every HTML page sets (readable by script), holding the anti-CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The request header the browser copies that token into. HTTP header names are case-insensitive;
 * Node gives them in lower case, so the service reads `XSRF_HEADER.toLowerCase()`.
 */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
