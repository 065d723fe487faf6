/**
 * The names the browser and the contact service must agree on (docs/spec/contracts.md §3): where
 * the API lives, its one public call, and the two halves of the anti-CSRF double submit. Written
 * once here; both sides import them.
 */

/** Where the service answers API calls, and the browser's default base (`VITE_API_BASE`). */
export const API_BASE = '/u1';

/** The enquiry call, below the base: `POST {base}/contact`. */
export const CONTACT_PATH = 'contact';

/**
 * The same enquiry sent by the prerendered form itself when no script runs (the form's `action`):
 * `POST {base}/contact/form`, form-encoded, answered with a page rather than JSON. A path of its
 * own, so the JSON call's contract (415 for form encodings) stays exactly as it was.
 */
export const CONTACT_FORM_PATH = 'contact/form';

/**
 * The query parameter that says which language the contact form was in (its folder in content/:
 * `en`, `hi`), on the form's own address (`{base}/contact/form?language=hi`) and on the "Success!"
 * page it leads to, so that the service answers in it (docs/spec/contracts.md §3.12). The JSON
 * call says it with `Accept-Language` instead.
 */
export const LANGUAGE_PARAM = 'language';

/**
 * Where a form-encoded enquiry that was stored sends the browser (`303 See Other`), so that a
 * reload of the answer does not post it again: `GET {base}/contact/sent`, the "Success!" page.
 */
export const CONTACT_SENT_PATH = 'contact/sent';

/** The cookie every HTML page sets (readable by script), holding the anti-CSRF token. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * The request header the browser copies that token into. HTTP header names are case-insensitive;
 * Node gives them in lower case, so the service reads `XSRF_HEADER.toLowerCase()`.
 */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
