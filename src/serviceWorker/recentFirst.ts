/**
 * How the worker answers for a page (docs/offline.md, "Pages"): a copy kept less than a day ago
 * at once, with the page fetched again behind it for the next visit; an older copy, or none, only
 * if the network does not answer in time. A Workbox strategy of our own, since neither of
 * Workbox's does both: StaleWhileRevalidate would show a month-old page to a visitor back after a
 * month, NetworkFirst would make every repeat visit on 2G wait for the network.
 */
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { ageInSeconds } from './pages';

export interface RecentFirstOptions extends StrategyOptions {
  /** A kept copy younger than this is shown at once. */
  recentForSeconds: number;
  /** With an older copy kept, how long the network has before that copy is shown. */
  networkTimeoutSeconds: number;
}

export class RecentFirst extends Strategy {
  private readonly recentForSeconds: number;
  private readonly networkTimeoutSeconds: number;

  constructor({ recentForSeconds, networkTimeoutSeconds, ...options }: RecentFirstOptions) {
    super(options);
    this.recentForSeconds = recentForSeconds;
    this.networkTimeoutSeconds = networkTimeoutSeconds;
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kept = await handler.cacheMatch(request);
    // Only a 200 is kept (Workbox's rule when no plugin says otherwise): never a not-found page.
    const fromNetwork = handler.fetchAndCachePut(request);
    if (kept && ageInSeconds(kept) < this.recentForSeconds) {
      // Kept fresh for the next visit, on the event's own time.
      void handler.waitUntil(fromNetwork.catch(() => undefined));
      return kept;
    }
    if (!kept) return fromNetwork;
    const timeout = new Promise<Response>((resolve) => {
      setTimeout(() => resolve(kept), this.networkTimeoutSeconds * 1000);
    });
    return Promise.race([fromNetwork.catch(() => kept), timeout]);
  }
}
