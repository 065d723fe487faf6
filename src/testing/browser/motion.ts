/**
 * Motion as a page shows it, for the reduced-motion checks in both engines
 * (a11y-tests/motion.browser.test.ts in Chromium, a11y-tests/firefoxJourneys.browser.test.ts in
 * Firefox): each function runs in the page, passed to the driver's `evaluate` or, for the
 * recorder, run before the page's own scripts (Playwright's `addInitScript`, puppeteer's
 * `evaluateOnNewDocument`).
 */

/**
 * Running animations with a real duration, and elements that framer-motion (or CSS) left short
 * of their resting state: not fully opaque, or still moved or scaled.
 */
export function motionLeft() {
  const running = document
    .getAnimations()
    .filter((animation) => {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      return animation.playState === 'running' && duration > 0;
    })
    .map((animation) => `${animation.constructor.name} ${animation.id}`);
  const unsettled = [...document.querySelectorAll<HTMLElement>('[style]')]
    .filter((element) => /opacity|transform/.test(element.getAttribute('style') ?? ''))
    .filter((element) => {
      const style = getComputedStyle(element);
      const still = style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)';
      return style.opacity !== '1' || !still;
    })
    .map(
      (element) =>
        `${element.tagName.toLowerCase()} opacity ${getComputedStyle(element).opacity} transform ${getComputedStyle(element).transform}`,
    );
  return {
    running,
    unsettled,
    scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
  };
}

/**
 * Records, from the first script of the page on, every sign of motion: Web Animations started
 * with a duration (framer-motion uses them), CSS transitions and animations that run, and inline
 * styles that framer-motion writes frame by frame, caught half way (opacity between 0 and 1, a
 * slide between its start and end). A state that opens at rest leaves the record empty.
 */
export function recordMotion() {
  const record: string[] = [];
  (window as unknown as { __motion: string[] }).__motion = record;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (keyframes, options) {
    const duration = typeof options === 'number' ? options : Number(options?.duration ?? 0);
    if (duration > 0) record.push(`animate() ${duration} ms on ${this.tagName.toLowerCase()}`);
    return animate.call(this, keyframes, options);
  };
  document.addEventListener('transitionrun', (event) => {
    record.push(`transition of ${event.propertyName} on ${(event.target as Element).tagName}`);
  });
  document.addEventListener('animationstart', (event) => {
    const target = event.target as Element;
    if (getComputedStyle(target).animationDuration !== '0s') {
      record.push(`CSS animation ${event.animationName} on ${target.tagName}`);
    }
  });
  // A jump from the start to the end (opacity 0 then 1) is no motion; a third value between
  // them, or an opacity part-way, is a frame of an animation.
  const transforms = new Map<Element, Set<string>>();
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const target = mutation.target as HTMLElement;
      const style = target.getAttribute('style') ?? '';
      const opacity = /opacity:\s*([\d.]+)/.exec(style)?.[1];
      if (opacity !== undefined && Number(opacity) > 0.01 && Number(opacity) < 0.99) {
        record.push(`opacity ${opacity} on ${target.tagName}`);
      }
      const transform = /transform:\s*([^;]+)/.exec(style)?.[1]?.trim();
      if (transform !== undefined) {
        const seen = transforms.get(target) ?? new Set<string>();
        seen.add(transform);
        transforms.set(target, seen);
        if (seen.size === 3)
          record.push(`moved through ${[...seen].join(' -> ')} on ${target.tagName}`);
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['style'], subtree: true });
}

/** What `recordMotion` caught since the page began. */
export function motionRecorded(): string[] {
  return (window as unknown as { __motion: string[] }).__motion;
}
