import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageMetaFor } from './app/routes';

export { pageRoutes, notFoundRoute } from './app/routes';
export { documentTitle, locale } from './content/site';

/**
 * Renders one address to HTML for the prerender step. `prerender` waits for every lazy page to
 * load, so the HTML holds the whole page, not a loading fallback.
 */
export async function renderPage(
  url: string,
): Promise<{ html: string; title: string; description: string }> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Never split the page into chunks completed by inline scripts: the CSP forbids inline
    // scripts, so a long page (Impact) would stay hidden and shift when the client re-renders it.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, ...pageMetaFor(url) };
}
