import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { findPageRoute, notFoundRoute } from './app/routes';
import { takeEarlyInteractions } from './lib/earlyInteractions';
import './styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // The page was prerendered: load this route's chunk first (its modulepreload link has already
  // fetched it), so hydration finds the component ready and reuses the HTML as it is.
  const route = findPageRoute(window.location.pathname) ?? notFoundRoute;
  void route.preload().then(() => {
    // Presses and submissions the boot script held back are done once the page has hydrated.
    takeEarlyInteractions();
    // As a transition, hydration is done in slices that give way to the browser every few
    // milliseconds, instead of one long task that ignores every tap until it ends (on a cheap
    // phone, a few hundred milliseconds). A tap on a part not yet hydrated hydrates that part
    // at once (React's selective hydration).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // The dev server serves an empty shell.
  createRoot(container).render(app);
}

if (import.meta.env.DEV) {
  void import('./app/devAccessibilityCheck').then((module) => module.startDevAccessibilityCheck());
}
