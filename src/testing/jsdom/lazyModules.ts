import { notFoundRoute, pageRoutes } from '../../app/routes';

/**
 * Loads every part of the site that the app fetches on demand (each page, the menu panel, the
 * Impact page's lightbox), so that a component test waits only for
 * React, never for a cold module transform. On a busy machine that transform alone can outlast
 * a `findBy…` query; these tests are about behaviour, and load times belong to `npm run bench`.
 */
export function loadLazyModules(): Promise<unknown> {
  return Promise.all([
    ...pageRoutes.map((route) => route.preload()),
    notFoundRoute.preload(),
    import('../../layout/MobileMenu/MobileMenuPanel'),
    import('../../pages/ImpactPage/ImpactLightbox'),
  ]);
}
