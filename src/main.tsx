/**
 * The browser's entry, started by the boot script (src/startup/boot.js) once the page has
 * painted. It runs the app in steps, one task each, instead of one long task: on a cheap phone,
 * evaluating React DOM, the router and the page together kept the main thread busy for a few
 * hundred milliseconds, during which a tap did nothing (docs/performance.md).
 *
 * Every dynamic import here is a startup step: the prerender step preloads each of them (and
 * their imports) with the entry, so the steps wait for no network, only for the next task.
 */
import { currentLanguage, splitPath } from './content/languages';
import { wordsAt } from './content/routeTable';
import { loadWords } from './content/words/loaded';
import { startServiceWorker } from './lib/serviceWorker';
import { pageHydrated } from './startup/hydrated';
import { nextTask, whenIdle } from './startup/nextTask';
import './styles/base.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render into.');
  // 0. The page's words, in its language: the modules that read them run after (the prerender
  //    step preloads them with the entry).
  await loadWords(wordsAt(splitPath(window.location.pathname).routePath));
  // 1. React DOM, with React and its scheduler: the largest script, run on its own.
  await import('react-dom/client');
  await nextTask();
  // 2. The router, the site's layout and content; then (mountApp) the page's own chunk, and
  //    hydration in slices.
  const { mountApp } = await import('./app/mountApp');
  await nextTask();
  await mountApp(container);
  // 3. Once the page has hydrated and the phone is idle: the service worker, which keeps the
  //    pages for a dropped link. Installing it (its script, the files it keeps ahead) takes
  //    processor time and bandwidth; during hydration, a cheap phone's few cores would share
  //    them with the page the visitor is waiting for.
  if (import.meta.env.PROD) {
    await pageHydrated;
    await whenIdle(5000);
    await startServiceWorker();
  }
}

void start();

if (import.meta.env.DEV) {
  // The dev server sends one index.html for every language; the build writes each page's own
  // `lang` into its HTML (src/build/prerender.ts), so only here is it set by script.
  document.documentElement.lang = currentLanguage.lang;
  void import('./app/devAccessibilityCheck').then((module) => module.startDevAccessibilityCheck());
}
