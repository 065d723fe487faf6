import { useEffect } from 'react';
import { replayEarlyInteractions } from '../../startup/earlyInteractions';
import { hydrationDone } from '../../startup/hydrated';

/**
 * Does what the visitor asked for before the app had taken over the page (a menu button pressed,
 * a form sent: src/startup/earlyInteractions.ts). It sits inside the page's Suspense boundary, the
 * last part of the page to hydrate, so its effect runs once every button and form works; it also
 * says the page has hydrated (src/startup/hydrated.ts), for the work that waits for that.
 */
export function EarlyInteractionReplay() {
  useEffect(() => {
    replayEarlyInteractions();
    hydrationDone();
  }, []);
  return null;
}
