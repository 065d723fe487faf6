/**
 * Link purpose from the link alone (WCAG 2.4.9, AAA; 2.4.4 at AA): on every page in every
 * language, in Chromium's accessibility tree (Playwright's ARIA snapshot), no two links with the
 * same name lead to different places, and no link is named by a word that says nothing of where
 * it goes ("here", "more").
 */
import { describe, expect, it } from 'vitest';
import { auditRoutes, viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/** Names that say nothing of where a link goes, in the site's languages, lower-cased. */
const SAYS_NOTHING = new Set([
  'here',
  'click here',
  'more',
  'read more',
  'link',
  'यहाँ',
  'और',
  'और पढ़ें',
  'यहाँ क्लिक करें',
]);

/** Every link of the snapshot: its name and where it leads (its `/url`), in page order. */
function linksOf(snapshot: string): { name: string; url: string }[] {
  const links: { name: string; url: string }[] = [];
  const lines = snapshot.split('\n');
  lines.forEach((line, index) => {
    const link = /^(\s*)- link "((?:[^"\\]|\\.)*)"/.exec(line);
    if (!link) return;
    const indent = link[1]!.length;
    for (const next of lines.slice(index + 1)) {
      const depth = /^(\s*)/.exec(next)![1]!.length;
      if (depth <= indent) break;
      const url = /^\s*- \/url: (.*)$/.exec(next);
      if (url) {
        // YAML quotes an address that starts with "#": "\"#main\"".
        const place = url[1]!.trim();
        links.push({
          name: JSON.parse(`"${link[2]}"`) as string,
          url: place.startsWith('"') ? (JSON.parse(place) as string) : place,
        });
        return;
      }
    }
    links.push({ name: JSON.parse(`"${link[2]}"`) as string, url: '' });
  });
  return links;
}

describe('link purpose from the link alone (WCAG 2.4.9)', () => {
  it.each(auditRoutes)('$path', async ({ path: routePath }) => {
    const { page } = await site.sharedTab(routePath, { viewport: viewportFor(1280) });
    const links = linksOf(await page.locator('body').ariaSnapshot());
    expect(links.length).toBeGreaterThan(5);
    const placesOf = new Map<string, Set<string>>();
    for (const { name, url } of links) {
      placesOf.set(name, new Set([...(placesOf.get(name) ?? []), url]));
    }
    const twoPlaces = [...placesOf]
      .filter(([, places]) => places.size > 1)
      .map(([name, places]) => `"${name}": ${[...places].join(', ')}`);
    expect(twoPlaces).toEqual([]);
    const sayNothing = links
      .filter(({ name }) => name.trim() === '' || SAYS_NOTHING.has(name.trim().toLowerCase()))
      .map(({ name, url }) => `"${name}" (${url})`);
    expect(sayNothing).toEqual([]);
  });
});
