/**
 * What the build leaves in dist/ for the service, besides the pages: the server-side bundle of
 * src/entry-server.tsx and the page template it is poured into (to render the contact form's
 * answers when it was sent without JavaScript, docs/spec/contracts.md §3.11), and the hashes of
 * the pages' inline script for the Content-Security-Policy. They sit in a folder of dist/ the
 * service never serves, so that dist/ is all the service needs and the service imports no build
 * code: this module is the whole agreement between the two.
 */

/** The folder under dist/. */
export const SERVER_RENDER_DIR = '.server';

/**
 * The server-side bundle, in that folder: one file for every language, imported once per
 * language with the language in its address (`entry-server.js?language=hi`,
 * src/shared/renderLanguage.ts).
 */
export const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * The template of one language, in that folder for the first language and in a folder of its own
 * below it for each other (`.server/hi/`): the client build's index.html with the site's language, no script
 * at all, the no-script stylesheet always on (the menu button needs the app), `noindex`, and the
 * markers `<!--app-title-->`, `<!--app-description-->` and `<!--app-html-->` to fill.
 */
export const PAGE_TEMPLATE_FILE = 'page.html';

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts the pages carry (the boot
 * script, src/startup/boot.js), in that folder: `{ "scriptSrc": ["'sha256-…'"] }`.
 */
export const SCRIPT_HASHES_FILE = 'script-hashes.json';

/**
 * The contact service's words in every language (src/shared/serviceWords.ts, `ServiceWords`), in
 * that folder: what it answers, in the language the form says.
 */
export const SERVICE_WORDS_FILE = 'service-words.json';

/**
 * What the privacy notice the build wrote tells visitors about the service, in that folder:
 * `{ "retentionDays": 365 }` (or `null`: kept until deleted), the retention the build decided
 * (src/build/retentionSetting.ts), which the service keeps enquiries for (src/server/privacyNotice.ts).
 */
export const PRIVACY_NOTICE_FILE = 'privacy-notice.json';

/** The folder of a language's template, below that folder: '' for the first. */
export function languageRenderDir(prefix: string): string {
  return prefix.replace(/^\//, '');
}

export interface ScriptHashes {
  scriptSrc: string[];
}
