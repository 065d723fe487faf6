import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { routerBasename, splitPath } from '../content/languages';
import { installReactAriaWords } from '../lib/reactAriaWords';
import { takeEarlyInteractions } from '../startup/earlyInteractions';
import { runPreloadedModules } from '../startup/preloadedModules';
import { App } from './App';
import { findPageRoute, notFoundRoute } from './routes';

/**
 * Puts the app on the page: hydrates the prerendered HTML, or renders into the dev server's
 * empty shell. Loaded by src/main.tsx once React DOM is running.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  // Before any part of react-aria renders: its few words of its own in the page's language.
  installReactAriaWords();
  const app = (
    <StrictMode>
      <BrowserRouter basename={routerBasename}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );

  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }

  // The page was prerendered: run this route's chunks first (one task each, as main.tsx did
  // for React DOM and the app), so hydration finds the component ready and reuses the HTML.
  await runPreloadedModules();
  const route = findPageRoute(splitPath(window.location.pathname).routePath) ?? notFoundRoute;
  await route.preload();
  // Presses and submissions the boot script held back are done once the page has hydrated.
  takeEarlyInteractions();
  // As a transition, hydration is done in slices that give way to the browser every few
  // milliseconds, instead of one long task that ignores every tap until it ends (on a cheap
  // phone, a few hundred milliseconds). A tap on a part not yet hydrated hydrates that part at
  // once (React's selective hydration).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
