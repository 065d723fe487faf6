/**
 * Every word heard in the page's language: in Chromium's accessibility tree, what a screen
 * reader is given, on every page of every language and in every open state (the menu, the
 * viewer, the form's dialogs, an enquiry kept on the phone and its deletion, a transcript), no
 * name, description or text is in another script than the page's unless it is marked with its
 * language (`lang="en"`) or is a name the translations keep (src/testing/browser/pageLanguage.ts),
 * and none is a stand-in for a detail not given yet ("[Founder's name]", "+91 00000 00000":
 * src/content/schema/standIns.ts). The owner's inbox, in English, is checked in each of its
 * states (src/testing/browser/inbox.ts).
 */
import { describe, expect, it } from 'vitest';
import { languageRoutes } from '../src/testing/browser/languageRoutes';
import { standInsHeard, wordsNotInPageLanguage } from '../src/testing/browser/pageLanguage';
import { openStates, pageOpenStates, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

// The form's states send enquiries: a service of the file's own, with room for them.
const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/**
 * What is left once the browser's own video controls are set aside: Chromium draws them and
 * names them in the browser's language ("play", "enter full screen"), not the page's. The
 * site's own player controls (issue 44) replace them; until then they are the only exception.
 */
async function unmarked(page: Parameters<typeof wordsNotInPageLanguage>[0]) {
  const found = await wordsNotInPageLanguage(page);
  return found.filter((words) => !words.browserControls);
}

describe("every word heard in the page's language", () => {
  describe.each([1280, 320])('at %i px', (width) => {
    it.each(languageRoutes)('$path', async (route) => {
      const { page } = await site.sharedTab(route.path, { viewport: viewportFor(width) });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(route.lang);
      expect(await unmarked(page)).toEqual([]);
      expect(await standInsHeard(page)).toEqual([]);
    });
  });

  // Each open state once: the menu where it is (320 px), the others at 1280 px.
  const states = [...openStates, ...pageOpenStates].filter((state) =>
    state.slug.includes('mobile-menu') ? true : state.width === 1280,
  );
  it.each(states)('$name', async (state) => {
    const { page } = await site.newPage({ viewport: viewportFor(state.width) });
    await site.visit(page, state.route);
    await state.open(page);
    expect(await unmarked(page)).toEqual([]);
    expect(await standInsHeard(page)).toEqual([]);
  });
});
