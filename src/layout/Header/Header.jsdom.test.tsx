/**
 * The header on its own. Covered elsewhere: the menu's panel (MobileMenu.jsdom.test.tsx), the links'
 * preloading (NavLinks.jsdom.test.tsx), the current page on every route in the whole app
 * (src/app/App.jsdom.test.tsx), and which of the links or the menu button is there to Tab to at 1280 and
 * 320 px and with JavaScript off, in real Chromium (a11y-tests/keyboard.browser.test.ts,
 * a11y-tests/shell.browser.test.ts). jsdom applies no media queries: here both are
 * in the DOM, and the test checks the hooks that decide which one shows: the header's stylesheet
 * hides the menu button from 48rem up (the boot script's NARROW_SCREEN_QUERY in
 * src/layout/MobileMenu/narrowScreen.ts is the same width), and public/noscript.css hides it, and
 * shows the links, when JavaScript is off.
 */
import { otherLanguages } from '../../content/languages';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pages, shell } from '../../content/site';
import { Header } from './Header';
import styles from './Header.module.css';

function renderHeader(path = '/impact') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

describe('Header', () => {
  it('is the banner landmark, with the product name as a link home', () => {
    const banner = renderHeader();
    const home = within(banner).getByRole('link', { name: shell.logoAlt });
    expect(home).toHaveAttribute('href', '/');
    // The logo's box is reserved before it loads, so nothing below it moves.
    const logo = within(home).getByRole('img', { name: shell.logoAlt });
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '40');
  });

  it('has the navigation "Main" with the four page links, the current one marked', () => {
    const banner = renderHeader('/impact');
    const nav = within(banner).getByRole('navigation', { name: shell.mainNavLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      pages.map((page) => [page.navLabel, page.path]),
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([
      within(nav).getByRole('link', { name: 'Impact' }),
    ]);
    expect(within(nav).getByRole('link', { name: 'Impact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('has the menu button for narrow screens: "Menu" on screen, named "Open menu", collapsed', () => {
    const banner = renderHeader();
    const button = within(banner).getByRole('button', { name: shell.openMenu });
    expect(button).toHaveTextContent(shell.menuTitle);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // What hides it: the header's stylesheet from 48rem up, and public/noscript.css (by its
    // data attribute) when JavaScript is off, which shows the navigation instead.
    expect(button).toHaveClass(styles.menuButton!);
    expect(button).toHaveAttribute('data-menu-button');
    const nav = within(banner).getByRole('navigation', { name: shell.mainNavLabel });
    expect(nav).toHaveAttribute('data-desktop-nav');
  });

  it('is in reading order for the keyboard: the logo, "Help now", the language switch, the four links, then the menu button', async () => {
    renderHeader();
    const switches = otherLanguages.map((language) => `${language.name} ${shell.languageSwitch}`);
    expect(switches).toHaveLength(1);
    for (const name of [
      shell.logoAlt,
      shell.helpNow,
      ...switches,
      ...pages.map((page) => page.navLabel),
      shell.openMenu,
    ]) {
      await userEvent.tab();
      expect(document.activeElement).toHaveAccessibleName(name);
    }
  });

  it('has no axe violations', async () => {
    renderHeader();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
