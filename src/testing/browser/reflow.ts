/**
 * Reflow (WCAG 1.4.10) as the browser tests measure it, in either engine: Chromium's
 * (a11y-tests/reflow.browser.test.ts, Playwright) and Firefox's
 * (a11y-tests/firefoxReflow.browser.test.ts, Puppeteer) pass this function to the page.
 */

/** What `sidewaysOverflowInPage` found. */
export interface SidewaysOverflow {
  /** The document's scroll width, and the viewport's width it must not pass. */
  scrollWidth: number;
  width: number;
  /** How far the page scrolled when asked to scroll far to the right: 0 if it cannot. */
  scrolledSideways: number;
  /** Each element wider than the viewport or sticking out of it, outside scrollable boxes. */
  offenders: string[];
}

/**
 * In the page: elements wider than the viewport or sticking out of it, outside scrollable boxes,
 * and whether the page scrolls sideways. Self-contained, as a driver sends its text.
 */
export function sidewaysOverflowInPage(): SidewaysOverflow {
  const width = document.documentElement.clientWidth;
  const offenders: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
    // Content inside a box that scrolls on its own (a wide table), or cut off by a box that
    // itself fits, cannot make the page scroll sideways.
    let contained = false;
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') contained = true;
      const clips =
        style.overflowX === 'hidden' || style.overflowX === 'clip' || style.clipPath !== 'none';
      if (clips && box.left >= -1 && box.right <= width + 1) contained = true;
    }
    if (contained) continue;
    if (rect.right > width + 1 || rect.left < -1) {
      offenders.push(
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${Math.round(rect.left)}..${Math.round(rect.right)}`,
      );
    }
  }
  window.scrollTo(10_000, window.scrollY);
  const scrolledSideways = window.scrollX;
  window.scrollTo(0, window.scrollY);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    width,
    scrolledSideways,
    offenders,
  };
}
