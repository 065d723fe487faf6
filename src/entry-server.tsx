import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageMetaFor } from './app/routes';
import { SiteLayout } from './app/SiteLayout/SiteLayout';
import { contactForm } from './content/contactForm';
import { routerBasename, splitPath } from './content/languages';
import { documentTitle, offlinePage, pages } from './content/site';
import { ContactResultPage } from './pages/ContactResultPage/ContactResultPage';
import { OfflinePage } from './pages/OfflinePage/OfflinePage';
import { API_BASE, CONTACT_FORM_PATH } from './shared/api';
import { OFFLINE_ROUTE_PATH } from './shared/offlinePage';
import type { ContactFormResult, RenderedContactFormResult } from './shared/contactFormResult';

export { pageRoutes, notFoundRoute } from './app/routes';
export { documentTitle, locale } from './content/site';
export { currentLanguage, languages, pathIn, siteAddress } from './content/languages';

async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>{tree}</StrictMode>,
    // Never split the page into chunks completed by inline scripts: the CSP forbids inline
    // scripts, so a long page (Impact) would stay hidden and shift when the client re-renders it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/**
 * A page that is no route (the service's answers, the offline page) in the site's layout,
 * rendered at `path` under the language's prefix: every link of the layout keeps to the
 * language, and none claims to be the current page.
 */
function renderInLayout(path: string, page: ReactNode): Promise<string> {
  return renderToHtml(
    <StaticRouter location={`${routerBasename ?? ''}${path}`} basename={routerBasename}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
}

/**
 * Renders one address (`/about`, or `/hi/about` in Hindi) to HTML for the prerender step. `prerender` waits for every lazy page to
 * load, so the HTML holds the whole page, not a loading fallback.
 */
export async function renderPage(
  url: string,
): Promise<{ html: string; title: string; description: string }> {
  const html = await renderToHtml(
    <StaticRouter location={url} basename={routerBasename}>
      <App />
    </StaticRouter>,
  );
  return { html, ...pageMetaFor(splitPath(url).routePath) };
}

/**
 * react-aria's server render names in `aria-describedby` the ids of the hint and the error a field
 * may have, there or not (in the browser an effect drops the missing ones once hydrated). The
 * service's pages are never hydrated, so nothing would: keep only the ids the page holds, so that
 * no reference points at nothing. React escapes quotes in text, so `id="` is only ever an id.
 */
function withoutMissingReferences(html: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]));
  return html.replace(
    /\s(aria-describedby|aria-labelledby)="([^"]*)"/g,
    (_whole, name: string, list: string) => {
      const kept = list.split(/\s+/).filter((id) => ids.has(id));
      return kept.length > 0 ? ` ${name}="${kept.join(' ')}"` : '';
    },
  );
}

/**
 * Renders, per request, the contact service's answer to the form sent without JavaScript
 * (src/server/contactFormPage.ts calls it, from this language's bundle in dist/): the site's
 * layout around "Success!" or "Oops!" and the form again, in this bundle's language. Rendered at
 * the form's own address (under the language's prefix, so that every link of the layout keeps
 * to the language: /hi/about from the Hindi page), so no link of the navigation claims to be the
 * current page.
 */
export async function renderContactFormResult(
  result: ContactFormResult,
): Promise<RenderedContactFormResult> {
  const html = await renderInLayout(
    `${API_BASE}/${CONTACT_FORM_PATH}`,
    <ContactResultPage result={result} />,
  ).then(withoutMissingReferences);
  const title = result.outcome === 'sent' ? contactForm.success.title : contactForm.failure.title;
  const contact = pages.find((page) => page.path === '/contact');
  return { html, title: documentTitle(title), description: contact?.description ?? '' };
}

/**
 * Renders the page the service worker answers with when there is no connection and the page
 * asked for is not kept (src/pages/OfflinePage), for the build to write once per language into
 * the template of the service's own pages: no script, nothing to hydrate. Rendered at an address
 * that is no page, so that no link of the navigation claims to be the current page.
 */
export async function renderOfflinePage(): Promise<{
  html: string;
  title: string;
  description: string;
}> {
  const html = await renderInLayout(OFFLINE_ROUTE_PATH, <OfflinePage />);
  return { html, title: documentTitle(offlinePage.title), description: offlinePage.lead };
}
