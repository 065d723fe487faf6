import { type Ref, type RefObject, useEffect, useImperativeHandle, useState } from 'react';
import { impactContent } from '../../content/impact';
import { savesData } from '../../lib/network';
import { onDemand, partFiles, prefetchScripts } from '../../lib/onDemand';
import { whenIdle } from '../../startup/nextTask';
import type { ImpactLightbox } from './ImpactLightbox';
import { imageSlide, videoSlide } from './impactSlides';
import { VIEWER_PART } from './viewerPart';

/*
 * The viewer (the lightbox, react-aria's pieces and framer-motion, about 57 KB compressed) is not
 * part of the page's first view. When a gallery comes within a screen of the viewport its files
 * are fetched into the cache, and once they are there the module runs when the browser is idle
 * (not when the visitor asked to save data); it also runs at once when a visitor reaches for a
 * video or a photo (pointer over it, keyboard focus on it). Once it has run, a press opens the viewer in the same task: no network, no
 * module to compile, no Suspense fallback (docs/performance.md, "The viewer on a slow link").
 */
const viewer = onDemand(() => import('./ImpactLightbox'));

/** Runs the viewer's module now, if it has not run yet (a visitor reaches for a thumbnail). */
export const loadViewer = () => void viewer.load().catch(() => undefined);

export type Gallery = 'videos' | 'books';

/** What the page's thumbnails call: opens the viewer at that gallery's slide. */
export interface ViewerHandle {
  open(gallery: Gallery, index: number): void;
}

/**
 * The viewer's state (docs/spec/product.md §4.3): closed, on the first video, until a thumbnail or a photo
 * is chosen.
 */
interface ViewerState {
  open: boolean;
  index: number;
  gallery: Gallery;
}

const gallerySlides = {
  videos: impactContent.videos.items.map(videoSlide),
  books: impactContent.books.images.map(imageSlide),
};

const galleryNames: Record<Gallery, string> = {
  videos: impactContent.videos.heading,
  books: impactContent.books.heading,
};

/**
 * The Impact page's viewer and its state, apart from the page: opening it re-renders this
 * component alone, not the page's sections and thumbnails (on a slow phone that was a good part
 * of the time between the tap and the dialog).
 */
export function ImpactViewer({ ref }: { ref: Ref<ViewerHandle> }) {
  const [state, setState] = useState<ViewerState>({ open: false, index: 0, gallery: 'videos' });
  // The viewer's component once its module has run; mounted from the first use on, so its
  // fade-out and focus return run after it closes.
  const [Viewer, setViewer] = useState<typeof ImpactLightbox | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      open(gallery, index) {
        setState({ open: true, index, gallery });
        if (Viewer) return;
        const ready = viewer.loaded();
        if (ready) {
          setViewer(() => ready.ImpactLightbox);
          return;
        }
        // Not there yet (a slow link, a press before the gallery came near): open once it is.
        // If it cannot be fetched, nothing opens and the next press tries again.
        viewer.load().then(
          (module) => setViewer(() => module.ImpactLightbox),
          () => setState((current) => ({ ...current, open: false })),
        );
      },
    }),
    [Viewer],
  );

  if (!Viewer) return null;
  return (
    <Viewer
      open={state.open}
      index={state.index}
      slides={gallerySlides[state.gallery]}
      preload={1}
      onClose={() => setState((current) => ({ ...current, open: false }))}
      labels={{ dialog: galleryNames[state.gallery] }}
    />
  );
}

/**
 * Once the galleries come within a screen of the viewport: the viewer's files are fetched into
 * the cache, then run when the browser is idle, so that on a slow link and a slow phone they are
 * ready before the visitor's press. Not when the visitor asked to save data: then the files
 * come when they reach for a thumbnail (pointer over it, focus on it, a press), and not before.
 */
export function usePrefetchNear(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || savesData()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Idle within two seconds at most; where the browser cannot tell (no
        // requestIdleCallback), 200 ms rather than whenIdle's second, so the viewer is ready
        // before a press.
        void prefetchScripts(partFiles(VIEWER_PART))
          .then(() => whenIdle(2000, 200))
          .then(loadViewer);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
