import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { pages, shell } from '../../content/site';
import { loadLazyModules } from '../../testing/jsdom/lazyModules';
import { MobileMenu } from './MobileMenu';

function renderMenu() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <MobileMenu />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: shell.openMenu });
}

async function openMenu(button: HTMLElement) {
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: shell.menuTitle });
}

describe('MobileMenu', () => {
  // The panel is a lazy chunk: loaded up front, so that the tests wait for React, not a transform.
  beforeAll(loadLazyModules);

  it('is a button named "Open menu" that reports whether the menu is expanded', async () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await openMenu(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a modal dialog titled "Menu" with a Close button and the four links', async () => {
    const dialog = await openMenu(renderMenu());
    expect(within(dialog).getByRole('heading', { name: shell.menuTitle })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: shell.closeMenu })).toBeInTheDocument();
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(pages.map((page) => page.navLabel));
    expect(within(dialog).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    [
      'the Close button',
      async () => userEvent.click(screen.getByRole('button', { name: shell.closeMenu })),
    ],
    ['a link', async () => userEvent.click(screen.getByRole('link', { name: 'Impact' }))],
  ])('closes with %s and gives focus back to the menu button', async (_how, close) => {
    const button = renderMenu();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: shell.menuTitle });
    // As a visitor would: act once the menu has taken focus.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await close();
    // The panel slides out (250 ms) before it leaves the DOM.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('moves focus into the menu when it opens', async () => {
    const dialog = await openMenu(renderMenu());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });
});
