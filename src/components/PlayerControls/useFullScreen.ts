import { type RefObject, useCallback, useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
};

/**
 * Full screen for the player's box (the video, its controls and captions together), with the
 * Fullscreen API: `supported` is false where the browser has none (some phones), and the
 * control is then left out rather than shown broken. The first Escape is the browser's and
 * leaves full screen; the viewer closes only on the next (`leaveFullScreenFirst`).
 */
export function useFullScreen(boxRef: RefObject<HTMLElement | null>) {
  const isFull = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null && document.fullscreenElement === boxRef.current,
    () => false,
  );
  const toggle = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    // A refusal (no user gesture, a policy) leaves the player as it was; nothing to undo.
    const refused = () => {};
    if (document.fullscreenElement === box) document.exitFullscreen().catch(refused);
    else box.requestFullscreen().catch(refused);
  }, [boxRef]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  return { supported, isFull, toggle };
}

/**
 * Escape while the player is full screen: leave full screen and do nothing else. A browser
 * that hands the key to the page as well (as an automated one may) must not close the viewer
 * with the same press. True when it handled the key.
 */
export function leaveFullScreenFirst(within: Element | null): boolean {
  const full = typeof document === 'undefined' ? null : document.fullscreenElement;
  if (!full || !within?.contains(full)) return false;
  document.exitFullscreen().catch(() => {});
  return true;
}
