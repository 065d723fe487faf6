import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { onThisPageLabel } from '../../content/site';

/**
 * The checks every long page's "On this page" list must pass (src/components/OnThisPage), on the
 * page rendered in `main`: the navigation landmark by its name, one link per section (each
 * section a region with an h2), each link's target its section's heading and its words that
 * heading's words, in the sections' order, the list before the first section. Fails when the
 * navigation is missing. Gives the navigation back for a page's own checks.
 */
export function expectOnThisPage({ sections }: { sections: number }): HTMLElement {
  const main = screen.getByRole('main');
  const navigation = within(main).getByRole('navigation', { name: onThisPageLabel });
  const headings = within(main)
    .getAllByRole('region')
    .map((region) => region.querySelector('h2'));
  expect(headings).toHaveLength(sections);
  const links = within(navigation).getAllByRole('link');
  // Decoded: a Hindi heading's id is percent-encoded in the link's hash.
  const targets = links.map((link) =>
    document.getElementById(decodeURIComponent((link as HTMLAnchorElement).hash.slice(1))),
  );
  expect(targets).toEqual(headings);
  expect(links.map((link) => link.textContent)).toEqual(
    headings.map((heading) => heading?.textContent),
  );
  // Before the first section, as one column reads.
  expect(navigation.compareDocumentPosition(headings[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  return navigation;
}
