import { type RefObject, useEffect, useState } from 'react';
import { wantsLightMedia } from '../../lib/network';

/** How near the viewport a thumbnail must come for its video to be added: half a screen. */
export const LIVE_PREVIEW_MARGIN = '50% 0px';

/**
 * Whether the thumbnail's `<video>` should be in the page: false on the server and in the first
 * client render (so hydration compares the same markup: the still frame alone), then true once
 * the element comes within half a screen of the viewport, unless the visitor saves data or is on
 * a 2G-class link (then the still frame stays, and no byte of the video is fetched), or the
 * browser has no `IntersectionObserver`.
 */
export function useLivePreview(ref: RefObject<HTMLElement | null>): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // A browser without IntersectionObserver cannot tell when it is seen: the still frame stays.
    if (!element || typeof IntersectionObserver === 'undefined' || wantsLightMedia()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Checked again: the visitor may have turned on data saving since the page loaded.
        if (!wantsLightMedia()) setLive(true);
      },
      { rootMargin: LIVE_PREVIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return live;
}
