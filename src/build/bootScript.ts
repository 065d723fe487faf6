/**
 * The one script a prerendered page carries: 2 KB inline (0.7 KB compressed) that start the app
 * once the page has painted. On a slow link every byte of JavaScript fetched before the hero
 * image competes with it for bandwidth; measured with Lighthouse (docs/performance.md), the page
 * with its module script and preloads in the head had an LCP 50 % above the same page with no
 * script at all. Started once the page has loaded and painted, the app costs the first view
 * nothing and then hydrates the HTML as it is.
 *
 * Inline rather than a file of its own: as a file it was one more request on a slow link
 * before the page was complete, and on a page whose largest paint is text (the accessibility
 * statement) that request alone put the LCP 10–20 % above the floor's. The CSP allows exactly
 * this text by its SHA-256 hash (src/server/securityHeaders.ts), so no other inline script can
 * run.
 *
 * The page is fully usable before the app runs (real links, prerendered content); the first key
 * press, tap or focus also starts the app at once, so nobody waits on a slow image to open the
 * menu, and a button pressed or a form sent before the app is there is done once it is.
 */
import { APP_STARTING_EVENT, EARLY_INTERACTION_ATTRIBUTE } from '../lib/earlyInteractions';
import { partAttribute } from '../lib/onDemand';
import { escapeHtml } from './escapeHtml';

/**
 * Runs in the browser as it is (no bundling): a classic inline script at the end of the body,
 * so `currentScript` names it. Reads the entry and the modules to preload from its own data
 * attributes, written per page by prerender.ts. The same text on every page, so one hash.
 */
const COMMENTED_SOURCE = `(() => {
  const boot = document.currentScript;
  let started = false;
  // A <link> for each address in one of this script's space-separated data attributes.
  const addLinks = (list, rel, as) => {
    for (const href of (list || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const start = () => {
    if (started) return;
    started = true;
    addLinks(boot.dataset.preload, 'modulepreload');
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
    // Then, when the browser is idle on a screen that will want them (the menu panel on narrow
    // screens), fetch further files into the cache without running them: running them is work
    // the main thread would do while the page loads, for a menu nobody has asked for yet.
    const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 2000));
    idle(() => {
      if (matchMedia(boot.dataset.prefetchMedia || 'not all').matches) {
        addLinks(boot.dataset.prefetch, 'prefetch', 'script');
      }
    });
  };
  // Once the page has loaded and its largest paint is on screen. Largest-contentful-paint entries
  // are queued only after their frame has been presented, so the first one after load means the
  // hero (an eager image, so part of load) is visible. If nothing larger paints after load, the
  // largest paint happened before it, and a short wait is enough. Measured: starting on load
  // alone, or two animation frames after it, still fetched the app before the first paint.
  const afterPaint = () => {
    const loadedAt = performance.now();
    const timer = setTimeout(start, 250);
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => entry.startTime >= loadedAt - 1)) {
        observer.disconnect();
        clearTimeout(timer);
        setTimeout(start, 0);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  // Until the app runs, a button that only the app can work does nothing when pressed, and the
  // browser would post the contact form itself (which works, but answers with a page, not the
  // dialogs). Mark them instead; the app does what was asked once it has hydrated
  // (src/lib/earlyInteractions.ts). Links work on their own and are left alone.
  const mark = (element) => element.setAttribute(${JSON.stringify(EARLY_INTERACTION_ATTRIBUTE)}, '');
  const onClick = (event) => {
    const button = event.target instanceof Element && event.target.closest('button[type="button"]');
    if (button) mark(button);
  };
  const onSubmit = (event) => {
    event.preventDefault();
    mark(event.target);
    start();
  };
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  document.addEventListener(${JSON.stringify(APP_STARTING_EVENT)}, () => {
    removeEventListener('click', onClick, true);
    removeEventListener('submit', onSubmit, true);
  }, { once: true });
  for (const type of ['keydown', 'pointerdown', 'touchstart', 'focusin']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  if (document.readyState === 'complete') return afterPaint();
  addEventListener('load', afterPaint, { once: true });
})();
`;

/**
 * What every page carries: the script above without its comments and indentation, which are
 * for whoever reads this file (about a third of the compressed bytes). Every comment in it
 * takes whole lines, so dropping `//` lines cannot touch code or strings. Exactly the text
 * between the page's `<script>` tags, which the CSP allows by its hash.
 */
export const BOOT_SCRIPT_SOURCE = COMMENTED_SOURCE.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** Files worth having before they are asked for, on screens that match `media`. */
export interface IdlePrefetch {
  files: readonly string[];
  media: string;
}

/**
 * The inline script that replaces the entry script and every modulepreload link of a page.
 * `parts` lists the files of parts the page fetches on demand, by name (src/lib/onDemand.ts);
 * the boot script itself ignores them.
 */
export function bootScriptTag(
  entry: string,
  preloads: readonly string[],
  prefetch: IdlePrefetch,
  parts: Readonly<Record<string, readonly string[]>> = {},
): string {
  const partAttributes = Object.entries(parts)
    .map(([name, files]) => ` ${partAttribute(name)}="${escapeHtml(files.join(' '))}"`)
    .join('');
  return (
    `<script data-entry="${escapeHtml(entry)}"` +
    ` data-preload="${escapeHtml(preloads.join(' '))}"` +
    ` data-prefetch="${escapeHtml(prefetch.files.join(' '))}"` +
    ` data-prefetch-media="${escapeHtml(prefetch.media)}"${partAttributes}>${BOOT_SCRIPT_SOURCE}</script>`
  );
}
