/**
 * The keyboard journey of every page, in real Chromium against the built site: the Tab order a
 * keyboard user meets, that nothing traps them, that the fixed header never hides the focused
 * element (WCAG 2.4.11), and that every stop shows a focus indicator of at least 3:1 (2.4.7,
 * 2.4.13). Names come from Chromium's own accessibility tree, as a screen reader gets them.
 */
import { urgentHelp } from '../src/content/urgentHelp';
import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/content/routeTable';
import { headerStops } from '../src/testing/browser/headerStops';
import { languageRoutes } from '../src/testing/browser/languageRoutes';
import {
  pressAndDescribe,
  resetJourney,
  ringContrast,
  type FocusStop,
} from '../src/testing/browser/focus';
import {
  auditRoutes,
  openStates,
  zoom400,
  zoomedOpenStates,
  viewportFor,
  type AuditRoute,
  type OpenState,
} from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';
import { digitByDigit } from '../src/content/spokenNumbers';

const site = withSite();

/** More stops than any page has: reaching it means focus is going round in circles. */
const MAX_STOPS = 150;

interface Journey {
  forward: FocusStop[];
  /** Shift+Tab from where focus left the page, back to the first stop. */
  backward: FocusStop[];
  /** Whether focus left the page after the last stop (instead of being held somewhere). */
  leftPage: boolean;
}

/**
 * Tabs from the top of a freshly loaded page until focus leaves the page, then Shift+Tabs back
 * to the start. Done once per page and width, and shared by the checks below.
 */
async function recordJourney(path: string, width: number): Promise<Journey> {
  // Reduced motion turns the site's smooth scrolling off, so the page has reached its final
  // position when focus lands and can be measured at once; where focus ends up is the same.
  const { page } = await site.sharedTab(path, {
    viewport: viewportFor(width),
    reducedMotion: 'reduce',
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const forward: FocusStop[] = [];
    let leftPage = false;
    for (let i = 0; i < MAX_STOPS; i++) {
      const stop = await pressAndDescribe(page, cdp, 'Tab');
      if (stop.tag === 'body') {
        leftPage = true;
        break;
      }
      forward.push(stop);
    }
    await resetJourney(page);
    const backward: FocusStop[] = [];
    // Headless Chromium has no browser toolbar to take focus, so from the first stop Shift+Tab
    // wraps round to the last one: going back is checked for as many stops as going forward.
    for (let i = 0; i < forward.length; i++) {
      const stop = await pressAndDescribe(page, cdp, 'Shift+Tab');
      if (stop.tag === 'body') break;
      backward.push(stop);
    }
    return { forward, backward, leftPage };
  } finally {
    await cdp.detach();
  }
}

const journeys = new Map<string, Promise<Journey>>();
function journey(path: string, width: number): Promise<Journey> {
  const key = `${path}@${width}`;
  let recorded = journeys.get(key);
  if (!recorded) {
    recorded = recordJourney(path, width);
    journeys.set(key, recorded);
  }
  return recorded;
}

const label = (stop: FocusStop) => `${stop.role} "${stop.name}"`;

/** The page's words and where it is in the route table, for the names its stops must have. */
type RouteWords = Pick<AuditRoute, 'words' | 'language' | 'path'>;

const routePathOf = (route: RouteWords) =>
  languageRoutes.find((candidate) => candidate.path === route.path)?.routePath ?? route.path;

/** The four main pages' navigation names, in the page's language. */
const navNames = ({ words }: RouteWords) =>
  routeTable
    .filter((entry) => entry.navigation === 'main')
    .map((entry) => words.site.pages[entry.id].navLabel);

/**
 * The footer's stops, from the content the footer is built from, in order: first the helplines
 * (only a link to them on a page that shows them in full), then the rest.
 */
const footerNamesOn = (route: RouteWords) => {
  const { site: words, urgentHelp: help } = route.words;
  return [
    ...((urgentHelp.shownInFullOn as readonly string[]).includes(routePathOf(route))
      ? [help.seeHelplines]
      : help.helplines.flatMap((line) =>
          line.numbers.map((number) =>
            line.callLabel.replace('{number}', digitByDigit(number.label)),
          ),
        )),
    words.contact.email,
    // The phone's line is left out while the phone is not given yet (standIns.ts).
    ...(words.contact.phone ? [digitByDigit(words.contact.phone)] : []),
    `${words.channels.videoChannel.label} ${words.shell.opensInNewTab}`,
    `${words.channels.podcast.label} ${words.shell.opensInNewTab}`,
    ...navNames(route),
    ...routeTable
      .filter((page) => page.navigation === 'footer')
      .map((page) => words.pages[page.id].navLabel),
  ];
};

/** The header at each width: the page links, or the menu button (src/testing/browser/headerStops.ts). */
const widths = [
  { name: 'desktop', width: 1280, layout: 'page links' },
  { name: 'mobile', width: 320, layout: 'menu button' },
] as const;

describe.each(widths)('the keyboard journey at $name width ($width px)', ({ width, layout }) => {
  describe.each(auditRoutes)('$path', (route) => {
    const { path } = route;
    it('starts with the skip link, the logo and the header, and ends with the footer', async () => {
      const { forward } = await journey(path, width);
      const names = forward.map((stop) => stop.name);
      const header = headerStops(route.words, route.language, layout).map((stop) => stop.name);
      expect(names.slice(0, header.length)).toEqual(header);
      const footerNames = footerNamesOn(route);
      expect(names.slice(-footerNames.length)).toEqual(footerNames);
      // Between them: the page's own controls, all inside main.
      const middle = forward.slice(header.length, forward.length - footerNames.length);
      expect(middle.filter((stop) => stop.region !== 'main').map(label)).toEqual([]);
    });

    it('has a name at every stop and follows the reading order', async () => {
      const { forward } = await journey(path, width);
      expect(forward.filter((stop) => stop.name === '').map((stop) => stop.tag)).toEqual([]);
      expect(forward.filter((stop) => stop.followsPrevious === false).map(label)).toEqual([]);
    });

    it('traps no one: Tab leaves the page after the last stop, and Shift+Tab goes back', async () => {
      const { forward, backward, leftPage } = await journey(path, width);
      expect(leftPage).toBe(true);
      expect(forward.length).toBeLessThan(MAX_STOPS);
      expect(backward.map(label)).toEqual([...forward].reverse().map(label));
    });

    it('never hides the focused element under the fixed header', async () => {
      const { forward, backward } = await journey(path, width);
      // Stricter than WCAG 2.4.11 (not entirely hidden): no part of the element may be under
      // the header, and some of it must be in the window. (How far the browser scrolls a tall
      // field into view is the browser's business, not the page's.)
      // Going back matters most: with Shift+Tab the page scrolls up and elements come in from
      // under the header, where `scroll-padding-top` must keep them clear.
      // A stop taller than half the window (a box that scrolls inside itself) cannot be clear
      // of the header whole: for it, WCAG's own rule, some of it in the window.
      const hidden = [...forward, ...backward]
        .filter((stop) => stop.region !== 'header')
        .filter((stop) => {
          const inWindow = stop.box.bottom > 0 && stop.box.top < stop.viewportHeight;
          const tall = stop.box.bottom - stop.box.top > stop.viewportHeight / 2;
          return (stop.coveredByHeader && !tall) || !inWindow;
        })
        .map((stop) => `${label(stop)} at top ${Math.round(stop.box.top)}`);
      expect(hidden).toEqual([]);
    });

    it('shows a focus indicator of at least 3:1, not clipped, at every stop', async () => {
      const { forward } = await journey(path, width);
      const weak = forward
        .map((stop) => ({ stop, ratio: ringContrast(stop.ring) }))
        .filter(({ stop, ratio }) => {
          const thick = Math.max(stop.ring.outlineWidth, stop.ring.shadowSpread) >= 2;
          return !thick || ratio < 3;
        })
        .map(
          ({ stop, ratio }) => `${label(stop)}: ${ratio.toFixed(2)}:1 on ${stop.ring.background}`,
        );
      expect(weak).toEqual([]);
      const clipped = forward
        .filter((stop) => stop.ringClippedBy.length > 0)
        .map((stop) => `${label(stop)} clipped by ${stop.ringClippedBy.join(', ')}`);
      expect(clipped).toEqual([]);
    });
  });
});

/**
 * Opens `state` in a tab of these `options` (motion reduced) and presses Tab 16 times: more
 * than any of these dialogs has stops (the viewer on a video has 12 or 13), so focus must wrap
 * round inside. Each stop, described.
 */
async function tabThroughOpenState(
  state: OpenState,
  options: BrowserContextOptions,
): Promise<FocusStop[]> {
  const { page } = await site.sharedTab(state.route, { ...options, reducedMotion: 'reduce' });
  await state.open(page);
  const cdp = await page.context().newCDPSession(page);
  const stops: FocusStop[] = [];
  for (let i = 0; i < 16; i++) stops.push(await pressAndDescribe(page, cdp, 'Tab'));
  await cdp.detach();
  return stops;
}

describe('inside every open state (menu, lightbox, form dialogs)', () => {
  it.each(openStates)(
    '$name at $width px: Tab stays inside, every stop named, with a 3:1 ring',
    async (state) => {
      const stops = await tabThroughOpenState(state, { viewport: viewportFor(state.width) });
      expect(stops.filter((stop) => stop.region !== 'dialog').map(label)).toEqual([]);
      expect(stops.filter((stop) => stop.name === '').map((stop) => stop.tag)).toEqual([]);
      const weak = stops
        .filter((stop) => ringContrast(stop.ring) < 3)
        .map((stop) => `${label(stop)}: ${ringContrast(stop.ring).toFixed(2)}:1`);
      expect(weak).toEqual([]);
    },
  );
});

describe('inside every open state at 400 % zoom (320 x 256 CSS px)', () => {
  it.each(zoomedOpenStates)(
    '$slug: every stop in the window, its ring not cut off',
    async (state) => {
      const stops = await tabThroughOpenState(state, {
        viewport: { width: zoom400.width, height: zoom400.height },
        deviceScaleFactor: zoom400.deviceScaleFactor,
      });
      // Some of each stop in the window (WCAG 2.4.11): a focused control the browser scrolled
      // out of sight, or one a clipped box hides, is a stop no one sees.
      const unseen = stops
        .filter((stop) => !(stop.box.bottom > 0 && stop.box.top < stop.viewportHeight))
        .map((stop) => `${label(stop)} at top ${Math.round(stop.box.top)}`);
      expect(unseen).toEqual([]);
      const clipped = stops
        .filter((stop) => stop.ringClippedBy.length > 0)
        .map((stop) => `${label(stop)} clipped by ${stop.ringClippedBy.join(', ')}`);
      expect([...new Set(clipped)]).toEqual([]);
    },
  );
});
