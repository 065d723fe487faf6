import { nextTask } from './nextTask';

/**
 * The modules the boot script preloaded for this page (its `data-preload`, written by the
 * prerender step in the order to run them), or none on the dev server.
 */
function preloadedModules(): string[] {
  const boot = document.querySelector<HTMLScriptElement>('script[data-preload]');
  return boot?.dataset.preload?.split(' ').filter(Boolean) ?? [];
}

/**
 * Runs the page's preloaded modules one task each, what each imports first (react-aria, the
 * page), so that hydration finds the page's component ready and no single task runs them all.
 * They are in the cache already (modulepreload): this waits for no network, only for the next
 * task. Those already running cost nothing.
 */
export async function runPreloadedModules(): Promise<void> {
  for (const href of preloadedModules()) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}
