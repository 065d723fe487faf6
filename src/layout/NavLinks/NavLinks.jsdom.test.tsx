/**
 * The four page links, as the header, the menu and the footer use them. Covered elsewhere: the
 * menu closing when one is chosen (MobileMenu.jsdom.test.tsx), and focus moving to the new page's
 * heading once it is there (src/app/App.jsdom.test.tsx, src/app/SiteLayout/SiteLayout.jsdom.test.tsx).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { pages } from '../../content/site';
import { PreloadPageContext } from '../../lib/pagePreload';
import { NavLinks } from './NavLinks';

function renderLinks(path: string) {
  const preloadPage = vi.fn<(path: string) => void>();
  const onNavigate = vi.fn<(to: string) => void>();
  render(
    <MemoryRouter initialEntries={[path]}>
      <PreloadPageContext value={preloadPage}>
        <nav aria-label="Main">
          <NavLinks onNavigate={onNavigate} />
        </nav>
      </PreloadPageContext>
    </MemoryRouter>,
  );
  const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
  return { links, preloadPage, onNavigate };
}

describe('NavLinks', () => {
  it('lists the four pages in order, each a link to its address', () => {
    const { links } = renderLinks('/');
    expect(screen.getAllByRole('listitem')).toHaveLength(pages.length);
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Impact', '/impact'],
      ['Contact', '/contact'],
    ]);
  });

  it.each(pages.map((page) => [page.path, page.navLabel] as const))(
    'at %s marks %s, and only it, as the current page',
    (path, navLabel) => {
      const { links } = renderLinks(path);
      const current = links.filter((link) => link.hasAttribute('aria-current'));
      expect(current.map((link) => link.textContent)).toEqual([navLabel]);
      expect(current[0]).toHaveAttribute('aria-current', 'page');
    },
  );

  it('marks the current page at its address with a trailing slash too (/about/)', () => {
    const { links } = renderLinks('/about/');
    const current = links.filter((link) => link.hasAttribute('aria-current'));
    expect(current.map((link) => link.textContent)).toEqual(['About']);
  });

  it('marks no link on a page outside the navigation', () => {
    const { links } = renderLinks('/accessibility');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('starts loading a page when its link is focused, pointed at or pressed', async () => {
    const user = userEvent.setup();
    const { preloadPage } = renderLinks('/');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
    expect(preloadPage).toHaveBeenLastCalledWith('/about');

    const impact = screen.getByRole('link', { name: 'Impact' });
    await user.hover(impact);
    expect(preloadPage).toHaveBeenLastCalledWith('/impact');

    // A press on its own: on the focused link, with the pointer already over it (a touch screen
    // has no hover before the press).
    const about = screen.getByRole('link', { name: 'About' });
    await user.hover(about);
    preloadPage.mockClear();
    await user.pointer({ keys: '[MouseLeft>]', target: about });
    expect(preloadPage).toHaveBeenCalledWith('/about');
  });

  it('tells its owner which page was chosen, by Enter or by a click, and goes there', async () => {
    const { onNavigate } = renderLinks('/');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/about');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/contact');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no axe violations', async () => {
    renderLinks('/impact');
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
