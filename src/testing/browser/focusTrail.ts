import type { Page } from 'playwright-core';

/**
 * Where focus has been, as a screen reader would have followed it: every element that received
 * focus, and every moment at which focus rested on the document itself.
 *
 * A screen reader learns about focus from the browser's accessibility tree, which Chromium brings
 * up to date between tasks and frames. So focus that leaves an element and reaches the next one
 * in the same task is heard once, as the next element; focus that sits on the document for a
 * frame (a dialog removed, and focus given back an animation frame later) is heard as the
 * document ("Impact - Saathi, document web") before the element, or instead of it. The trail
 * samples `document.activeElement` at the next task and at the next frame after every blur, and
 * on every frame, so it sees what the accessibility tree could have seen.
 */
export interface FocusTrailEntry {
  /** `focus`: an element received focus; `document`: focus rested on the document. */
  kind: 'focus' | 'document';
  /** The element, as `tag "accessible-ish name"`; empty for the document. */
  element: string;
}

declare global {
  interface Window {
    __focusTrail?: FocusTrailEntry[];
    __startFocusTrail?: () => void;
  }
}

/** Installs the recorder in the page's document and in every document it loads from now on. */
export async function recordFocusTrail(page: Page): Promise<void> {
  await page.addInitScript(installRecorder);
  if (page.url() !== 'about:blank') await page.evaluate(installRecorder);
}

/**
 * Runs in the page; exported for the Firefox journeys, which install it with puppeteer
 * (`evaluateOnNewDocument`) and read `window.__focusTrail` themselves.
 */
export function installRecorder() {
  if (window.__focusTrail) return;
  const trail: FocusTrailEntry[] = [];
  // Nothing is noted until a test starts the trail (before that, focus rests on the document
  // of a freshly loaded page, as it should).
  let started = false;
  window.__focusTrail = trail;
  window.__startFocusTrail = () => {
    trail.splice(0);
    started = true;
  };
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${element.tagName.toLowerCase()} "${name}"`;
  };
  const noteIfOnDocument = () => {
    if (!started) return;
    const active = document.activeElement;
    const onDocument = active === null || active === document.body;
    const last = trail.at(-1);
    if (onDocument && last?.kind !== 'document') trail.push({ kind: 'document', element: '' });
  };
  document.addEventListener(
    'focusin',
    (event) => {
      if (started && event.target instanceof Element) {
        trail.push({ kind: 'focus', element: describe(event.target) });
      }
    },
    true,
  );
  document.addEventListener(
    'focusout',
    () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = noteIfOnDocument;
      channel.port2.postMessage(null);
      requestAnimationFrame(noteIfOnDocument);
    },
    true,
  );
  // Focus can also fall to the document without a blur event (its element removed).
  const everyFrame = () => {
    noteIfOnDocument();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/** Starts (or starts again) the trail: call just before the step whose focus moves matter. */
export async function startFocusTrail(page: Page): Promise<void> {
  await page.evaluate(() => window.__startFocusTrail?.());
}

/** What was recorded since the start. */
export function focusTrail(page: Page): Promise<FocusTrailEntry[]> {
  return page.evaluate(() => [...(window.__focusTrail ?? [])]);
}

/**
 * Waits until focus has reached an element matching `selector`, then gives the trail since the
 * start, after two more frames (so a focus move scheduled for a later frame, such as
 * react-aria's, would be caught too).
 */
export async function trailUntilFocused(page: Page, selector: string): Promise<FocusTrailEntry[]> {
  await page.waitForFunction(
    (wanted) => document.activeElement?.matches(wanted) ?? false,
    selector,
    { polling: 50, timeout: 30_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return focusTrail(page);
}
