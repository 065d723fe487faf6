/**
 * Taps and submissions that happen before the app has taken over the prerendered page.
 *
 * The page is on screen well before its JavaScript (boot.js in this folder fetches the app once
 * the page has painted). Until React has hydrated it, a button that only the app can work (the
 * menu button, a video thumbnail) does nothing when pressed, and the contact form would be posted
 * by the browser itself: it works without script, but answers with a page instead of the dialogs
 * a visitor with script expects. On a slow link that window lasts seconds.
 *
 * So the boot script marks such a button or form with {@link EARLY_INTERACTION_ATTRIBUTE} (and
 * stops the browser's own submission); the app takes the marks before it hydrates and, once the
 * page is hydrated, does what the visitor asked for: the menu opens, the form is sent.
 */

/** Set by the boot script on a `type="button"` button clicked, or a form submitted, too early. */
export const EARLY_INTERACTION_ATTRIBUTE = 'data-early-interaction';

/** Dispatched on `document` as the app starts: from then on React handles every event itself. */
export const APP_STARTING_EVENT = 'app-starting';

let pending: Element[] = [];

/**
 * Tells the boot script to stop recording, and takes (and removes) its marks, so the HTML React
 * hydrates is exactly the HTML it rendered. Call once, just before hydrating.
 */
export function takeEarlyInteractions(root: Document = document): void {
  root.dispatchEvent(new Event(APP_STARTING_EVENT));
  pending = [...root.querySelectorAll(`[${EARLY_INTERACTION_ATTRIBUTE}]`)];
  for (const element of pending) element.removeAttribute(EARLY_INTERACTION_ATTRIBUTE);
}

/**
 * Does, once, what the visitor asked for before the app was there: presses each button again
 * and submits each form again, now through the app. Call when the page has hydrated.
 */
export function replayEarlyInteractions(): void {
  const elements = pending;
  pending = [];
  for (const element of elements) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
