/**
 * Parts of the app fetched on demand (the Impact page's viewer), and how a page gets them ready
 * before they are asked for.
 *
 * The prerender (src/build/prerender.ts) lists each part's script files on the boot script's
 * element, as `data-part-<name>`, on the pages that can load it, leaving out what the page loads
 * anyway. A page then fetches them into the HTTP cache with `<link rel="prefetch">` (fetched, not
 * run) when the visitor comes near the part, and runs the module only when asked.
 */

/** The attribute of the boot script's element that lists a part's files. */
export const partAttribute = (part: string) => `data-part-${part}`;

/** A part's files, as the prerender listed them; none in the dev server. */
export function partFiles(part: string, root: Document = document): string[] {
  const boot = root.querySelector('script[data-entry]');
  return (boot?.getAttribute(partAttribute(part)) ?? '').split(' ').filter(Boolean);
}

/**
 * Fetches script files into the HTTP cache without running them (each once per page). Resolves
 * when every file has arrived or failed: a failed prefetch costs nothing, the import fetches
 * again.
 */
export function prefetchScripts(files: readonly string[], root: Document = document) {
  return Promise.all(
    files.map((href) => {
      const existing = root.head.querySelector<HTMLLinkElement>(
        `link[rel="prefetch"][href="${CSS.escape(href)}"]`,
      );
      if (existing) return Promise.resolve();
      const link = root.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      // As the module import will ask for it, so the cached copy is the one it gets.
      link.crossOrigin = '';
      link.href = href;
      const settled = new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
      root.head.append(link);
      return settled;
    }),
  ).then(() => undefined);
}

/** A module loaded once, whose value is at hand synchronously once it has arrived. */
export interface OnDemandModule<T> {
  /** The module if it has been loaded and run; undefined before. */
  loaded(): T | undefined;
  /** Loads and runs it (once; again after a failure). */
  load(): Promise<T>;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemandModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (pending ??= importer().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
