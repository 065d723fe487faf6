/**
 * What the build leaves in dist/ for the service to render pages with at request time (the
 * contact form's answers when it was sent without JavaScript, docs/spec/contracts.md §3.11):
 * the server-side bundle of src/entry-server.tsx and the page template it is poured into. They sit
 * in a folder of dist/ the service never serves, so that dist/ stays all the service needs.
 */

/** The folder under dist/. */
export const SERVER_RENDER_DIR = '.server';

/** The server-side bundle's entry, in that folder. */
export const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * The template, in that folder: the client build's index.html with the site's language, no script
 * at all, the no-script stylesheet always on (the menu button needs the app), `noindex`, and the
 * markers `<!--app-title-->`, `<!--app-description-->` and `<!--app-html-->` to fill.
 */
export const PAGE_TEMPLATE_FILE = 'page.html';
