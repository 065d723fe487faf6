import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentTitle, pages, shell } from '../content/site';
import { FOCUS_START_ATTRIBUTE } from '../lib/focus';
import { renderApp } from '../testing/jsdom/renderApp';

describe('the site shell', () => {
  it.each(pages.map((page) => [page.path, page.navLabel] as const))(
    'renders %s with header, main, footer and exactly one h1',
    async (path, navLabel) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      const mainNav = screen.getByRole('navigation', { name: shell.mainNavLabel });
      expect(within(mainNav).getByRole('link', { name: navLabel })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it('shows the not-found page with a link home for any other address', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('offers "Skip to main content" as the first Tab stop, which moves focus into main', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: shell.skipLink });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    await userEvent.keyboard('{Enter}');
    // Focus at the start of main, on an element made for the jump (src/lib/focus.ts,
    // focusStartOf); main itself is no control and is never made focusable.
    expect(main.firstElementChild).toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    expect(main).toContainElement(document.activeElement as HTMLElement);
    expect(document.querySelector(`[${FOCUS_START_ATTRIBUTE}]`)).toBeNull();
  });

  it('after a client-side move: new title, and focus on the new h1, which lets go of its tabindex', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const mainNav = screen.getByRole('navigation', { name: shell.mainNavLabel });
    await userEvent.click(within(mainNav).getByRole('link', { name: 'Impact' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Impact' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(documentTitle('Impact'));
    // The heading is read as the page's name: no second announcement of it.
    expect(document.querySelector('[data-page-announcer]')).toHaveTextContent('');
    expect(heading).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(heading).not.toHaveAttribute('tabindex');
  });
});
