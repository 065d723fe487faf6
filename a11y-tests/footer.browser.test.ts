/**
 * The footer on a phone, in real Chromium against the built site (docs/spec/product.md §2.4): on
 * every page of both languages, at 390 and 320 px, it stays within its height budget, so it
 * cannot silently grow back to the two screens it was; nothing in it runs out of the window, and
 * every link in it is still a 44 x 44 px target.
 */
import { describe, expect, it } from 'vitest';
import { auditRoutes } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/**
 * The most a phone's footer may measure, in CSS px, at each width. Before the compact footer it
 * was 1,633 to 1,736 px at 390 px and 1,687 to 1,949 at 320 (35 % of Home at 390 px, two screens
 * of an 844 px phone); GOV.UK's and the NHS's are 300 to 600 px, but they hold links only, and
 * ours holds all that §2.4 lists (four helpline numbers, a paragraph, seven contact details, six
 * links, the copyright twice), each link a 44 px target. Measured with it (Chromium, Noto Sans):
 * 1,001 to 1,116 px at 390 and 1,140 to 1,314 at 320, in both languages, Home and Contact the
 * least (their footer links to the page's own helplines). Each budget is that width's tallest and
 * about 7 % more: room for a translation's longer line or a font a little wider, not for a
 * part set loose again.
 */
const FOOTER_BUDGETS = { 390: 1200, 320: 1400 } as const;

/** In the page: the footer's height, how far it runs out of the window, its small links. */
function footerFacts() {
  const footer = document.querySelector('body footer');
  if (!footer) throw new Error('no footer');
  const small = [...footer.querySelectorAll('a[href]')]
    .map((link) => ({ link, box: link.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 44 || box.height < 44)
    .map(({ link, box }) => `${link.textContent} (${box.width} x ${box.height})`);
  return {
    height: footer.getBoundingClientRect().height,
    overflow: footer.scrollWidth - footer.clientWidth,
    small,
  };
}

describe.each([390, 320] as const)('the footer at %i px', (width) => {
  const budget = FOOTER_BUDGETS[width];
  it.each(auditRoutes)(`$path: at most ${budget} px tall, every link 44 px`, async (route) => {
    const { page } = await site.sharedTab(route.path, { viewport: { width, height: 800 } });
    const facts = await page.evaluate(footerFacts);
    expect(facts.height).toBeLessThanOrEqual(budget);
    expect(facts.overflow).toBeLessThanOrEqual(0);
    expect(facts.small).toEqual([]);
  });
});
