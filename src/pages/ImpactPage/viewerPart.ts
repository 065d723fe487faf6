/**
 * The Impact page's viewer as a part fetched on demand (src/lib/onDemand.ts): its name, and its
 * source module, whose chunks the prerender lists on the page for it to prefetch.
 */
export const VIEWER_PART = 'lightbox';
export const VIEWER_SOURCE = 'src/pages/ImpactPage/ImpactLightbox.tsx';
