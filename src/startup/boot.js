/*
 * The boot script: the one script a prerendered page carries, inline at the end of its body. The
 * README beside this file says why it exists and what it does; bootScript.ts minifies it at build
 * time and writes it into every page, and the build writes its hash for the CSP.
 *
 * A classic script that runs in the browser as it is written here (no imports, no bundling): so
 * plain JavaScript, for every browser that runs module scripts at all. Two names are filled in
 * at build time from earlyInteractions.ts, so the page and the app agree on them.
 */
/* global EARLY_INTERACTION_ATTRIBUTE:readonly, APP_STARTING_EVENT:readonly */
(() => {
  const boot = document.currentScript;
  let started = false;
  // A <link> for each address in one of this script's space-separated data attributes.
  const linksFor = (list, rel, as) =>
    (list || '')
      .split(' ')
      .filter(Boolean)
      .map((href) => {
        const link = document.createElement('link');
        link.rel = rel;
        if (as) link.as = as;
        link.crossOrigin = '';
        link.href = href;
        return link;
      });
  // Puts elements into the head a few milliseconds' worth at a time, in order. Each preload link
  // costs the browser a few milliseconds to start its request; on a cheap phone the fifteen of
  // the contact page took up to 130 ms in one task, a tap ignored all that time. Between slices a
  // tap gets its turn; the requests start a few milliseconds later, nothing on a 2G round trip.
  const appendInSlices = (elements) => {
    const sliceEnd = performance.now() + 8;
    while (elements.length > 0 && performance.now() < sliceEnd) {
      document.head.append(elements.shift());
    }
    if (elements.length > 0) setTimeout(() => appendInSlices(elements), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    appendInSlices([...linksFor(boot.dataset.preload, 'modulepreload'), script]);
    // Then, when the browser is idle on a screen that will want them (the menu panel on narrow
    // screens), fetch further files into the cache without running them: running them is work
    // the main thread would do while the page loads, for a menu nobody has asked for yet. Not
    // when the visitor asked to save data (Save-Data): then the menu's files come when it opens.
    const savesData = Boolean(navigator.connection && navigator.connection.saveData);
    const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 2000));
    idle(() => {
      if (!savesData && matchMedia(boot.dataset.prefetchMedia || 'not all').matches) {
        appendInSlices(linksFor(boot.dataset.prefetch, 'prefetch', 'script'));
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
  // (earlyInteractions.ts). Links work on their own and are left alone.
  const mark = (element) => element.setAttribute(EARLY_INTERACTION_ATTRIBUTE, '');
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
  document.addEventListener(
    APP_STARTING_EVENT,
    () => {
      removeEventListener('click', onClick, true);
      removeEventListener('submit', onSubmit, true);
    },
    { once: true },
  );
  for (const type of ['keydown', 'pointerdown', 'touchstart', 'focusin']) {
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
  if (document.readyState === 'complete') return afterPaint();
  addEventListener('load', afterPaint, { once: true });
})();
