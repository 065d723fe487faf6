import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { homeContent } from '../../content/home';
import { productName } from '../../content/site';
import { renderApp } from '../../testing/jsdom/renderApp';

/** The levels of the headings in main, in document order. */
function headingLevels(container: HTMLElement): number[] {
  return within(container)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
}

async function renderHome() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('HomePage', () => {
  it('welcomes the visitor by the project name in its only h1', async () => {
    const main = await renderHome();
    const h1s = within(main).getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(`Welcome to ${productName}`);
  });

  it('says what the project does and offers the two actions a visitor came for, before the helplines', async () => {
    const main = await renderHome();
    expect(within(main).getByText(homeContent.hero.tagline)).toBeVisible();
    const { book, contact } = homeContent.hero.actions;
    const listen = within(main).getByRole('link', { name: `${book.label} (opens in a new tab)` });
    expect(listen).toHaveAttribute('href', book.href);
    expect(listen).toHaveAttribute('target', '_blank');
    const write = within(main).getByRole('link', { name: contact.label });
    expect(write).toHaveAttribute('href', '/contact');
    // Both come before the first helpline in the reading order.
    const firstCall = within(main)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(firstCall).toBeDefined();
    for (const action of [listen, write]) {
      expect(
        action.compareDocumentPosition(firstCall!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  it('has headings in order, never skipping a level', async () => {
    const main = await renderHome();
    const levels = headingLevels(main);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
    expect(within(main).getByRole('region', { name: 'What We Do' })).toBeInTheDocument();
    expect(within(main).getByRole('region', { name: 'Meet the Founder' })).toBeInTheDocument();
  });

  it('states the mission and shows the awareness-session picture with its alt text', async () => {
    const main = await renderHome();
    const whatWeDo = within(main).getByRole('region', { name: 'What We Do' });
    expect(
      within(whatWeDo).getByText(/visually impaired young people aged 11 to 29/),
    ).toBeVisible();
    expect(within(whatWeDo).getByText(/nationwide/)).toBeVisible();
    const photo = within(whatWeDo).getByRole('img', { name: homeContent.whatWeDo.image.alt });
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.getAttribute('srcset')).toMatch(/ 400w, .* 800w, .* 1200w/);
  });

  it('introduces the founder: runs the project, hosts a podcast on psychology, writes a book, gives talks', async () => {
    const main = await renderHome();
    const founder = within(main).getByRole('region', { name: 'Meet the Founder' });
    const roles = within(founder).getByRole('list', { name: 'What the founder does' });
    const items = within(roles)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(new RegExp(`^Runs ${productName}`)),
      expect.stringMatching(/podcast on psychology for young people/),
      expect.stringMatching(/Writes a book/),
      expect.stringMatching(/Gives talks/),
    ]);
    expect(within(founder).getByRole('link', { name: /Read the story/ })).toHaveAttribute(
      'href',
      '/about',
    );
  });

  it('loads the hero picture first and marks it decorative', async () => {
    const main = await renderHome();
    const hero = main.querySelector('img');
    expect(hero).toHaveAttribute('alt', '');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width', '1280');
    expect(hero).toHaveAttribute('height', '720');
  });

  it('has no axe violations', async () => {
    await renderHome();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
