import { createContext, useContext } from 'react';

/**
 * Starts fetching a page's code as soon as a visitor shows they may go there (a pointer over its
 * link, the link focused, a finger down on it), so that the page is ready, or nearly, when the
 * link is followed: it appears sooner, and focus can move from the link straight to its heading.
 * The app provides the real function (src/app/SiteLayout); links only call it.
 */
export const PreloadPageContext = createContext<(path: string) => void>(() => {});

/** The function that starts loading the page at `path`. */
export function usePreloadPage(): (path: string) => void {
  return useContext(PreloadPageContext);
}
