import ky from 'ky';
import { API_BASE, CONTACT_FORM_PATH, XSRF_COOKIE, XSRF_HEADER } from '../shared/api';
import { cookieValue } from '../shared/cookies';
import { apiBase } from './apiBase';

/**
 * Where the prerendered contact form posts itself when no script runs (its `action`,
 * docs/spec/contracts.md §3.11): under the same base as every call, as the page wrote it (a path
 * on our own origin by default), so that it works before any script and without one.
 */
export const contactFormAction = `${(import.meta.env.VITE_API_BASE || API_BASE).replace(/\/+$/, '')}/${CONTACT_FORM_PATH}`;

/** The value of a cookie readable by script, or undefined. */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookieValue(document.cookie, name);
}

/**
 * The one HTTP client of the site (docs/spec/contracts.md §3.9, "The browser client"). Cookies go
 * with every request; bodies are JSON; there is no timeout (a slow rural connection must not turn a
 * delivered enquiry into an error) and no retry (a POST repeated after a lost answer could store an
 * enquiry twice; the visitor decides whether to send again).
 */
export const apiClient = ky.create({
  prefixUrl: apiBase(),
  credentials: 'include',
  timeout: false,
  retry: 0,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        // The anti-CSRF double submit: only our own origin may see the token, never a third party.
        if (typeof location === 'undefined') return;
        if (new URL(request.url).origin !== location.origin) return;
        const token = readCookie(XSRF_COOKIE);
        if (token) request.headers.set(XSRF_HEADER, token);
      },
    ],
  },
});
