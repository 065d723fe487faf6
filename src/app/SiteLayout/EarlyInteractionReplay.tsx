import { useEffect } from 'react';
import { replayEarlyInteractions } from '../../startup/earlyInteractions';

/**
 * Does what the visitor asked for before the app had taken over the page (a menu button pressed,
 * a form sent: src/startup/earlyInteractions.ts). It sits inside the page's Suspense boundary, the
 * last part of the page to hydrate, so its effect runs once every button and form works.
 */
export function EarlyInteractionReplay() {
  useEffect(() => replayEarlyInteractions(), []);
  return null;
}
