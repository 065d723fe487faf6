import { vi } from 'vitest';

/**
 * Every element observed is at once near the viewport (jsdom has no IntersectionObserver): the
 * thumbnails add their preview videos, as they do when scrolled to in a browser. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function everythingInView(): void {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
}
