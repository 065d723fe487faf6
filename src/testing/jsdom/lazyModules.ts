import { notFoundRoute, pageRoutes } from '../../app/routes';

/**
 * Loads every part of the site that the app fetches on demand (each page, the menu panel, the
 * Impact page's lightbox), so that a component test waits only for
 * React, never for a cold module transform. On a busy machine that transform alone can outlast
 * a `findBy…` query; these tests are about behaviour, and load times belong to `npm run bench`.
 *
 * One after another, never side by side: Vite's module runner, which Vitest loads the modules
 * with, can finish a module while a dependency it shares with another import in flight is still
 * being evaluated, and code run right after then reads `undefined` for a named import
 * (vitejs/vite#22999). Loaded at once, a cold run of the files that share a module graph failed
 * now and then, every file of one worker with "Cannot read properties of undefined (reading
 * 'getStatus')".
 */
export async function loadLazyModules(): Promise<void> {
  for (const route of [...pageRoutes, notFoundRoute]) await route.preload();
  await import('../../layout/MobileMenu/MobileMenuPanel');
  await import('../../pages/ImpactPage/ImpactLightbox');
}
