/**
 * Urgent help is one tap away on every page: the footer of every route (the not-found page too)
 * has the helplines as `tel:` links, and Home and Contact have the full block, Contact with the
 * note before its form that links to it.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../src/content/contactForm';
import { footerPages, pages } from '../src/content/site';
import { helplines, urgentHelp } from '../src/content/urgentHelp';
import { renderApp } from '../src/testing/jsdom/renderApp';

const dialled = helplines.flatMap((line) => line.numbers.map((number) => `tel:${number.dial}`));
const paths = [...[...pages, ...footerPages].map((page) => page.path), '/no-such-page'];

function telLinks(region: HTMLElement): (string | null)[] {
  return within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('tel:'));
}

describe('urgent help', () => {
  it.each(paths)(
    '%s: every helpline one tap away, each number heard once in the page',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      const main = screen.getByRole('main');
      const footer = screen.getByRole('contentinfo');
      const help = within(footer).getByRole('region', { name: urgentHelp.footerHeading });
      const inFull = within(main).queryByRole('region', { name: urgentHelp.heading });
      // The list in the content and the pages that render the block agree.
      expect(inFull !== null).toBe((urgentHelp.shownInFullOn as readonly string[]).includes(path));
      if (inFull) {
        expect(telLinks(inFull)).toEqual(dialled);
        expect(telLinks(help)).toEqual([]);
        const pointer = within(help).getByRole('link', { name: urgentHelp.seeHelplines });
        expect(document.getElementById(pointer.getAttribute('href')!.slice(1))).toBe(inFull);
      } else {
        expect(telLinks(help)).toEqual(dialled);
      }
    },
  );

  it('/contact: says before the form that it is not for emergencies, and links to the helplines', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 });
    const note = screen.getByText(urgentHelp.notForEmergencies);
    const form = screen.getByRole('radio', { name: contactForm.writer.adult }).closest('form')!;
    // The note comes first in reading order.
    expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const link = within(screen.getByRole('main')).getByRole('link', {
      name: urgentHelp.seeHelplines,
    });
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target).toBe(screen.getByRole('region', { name: urgentHelp.heading }));
  });
});
