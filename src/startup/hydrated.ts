/**
 * Whether React has hydrated the page: `pageHydrated` resolves when the last part of the page
 * to hydrate (the page's Suspense boundary, where `EarlyInteractionReplay` sits) has committed.
 * Work that may wait (the service worker) waits for it, so it never competes with hydration for a
 * cheap phone's processor.
 */
let resolveHydrated: () => void = () => undefined;

export const pageHydrated = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once by the effect that runs when the page has hydrated. */
export function hydrationDone(): void {
  resolveHydrated();
}
