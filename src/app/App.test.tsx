import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentTitle, pages, shell } from '../content/site';
import { renderApp } from '../testing/renderApp';

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

  it('offers "Skip to main content" as the first Tab stop, pointing at main', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: shell.skipLink });
    expect(skipLink).toHaveFocus();
    expect(skipLink).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('after a client-side move: new title, focus on the new h1, and a polite announcement', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const mainNav = screen.getByRole('navigation', { name: shell.mainNavLabel });
    await userEvent.click(within(mainNav).getByRole('link', { name: 'Impact' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Impact' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe(documentTitle('Impact'));
    expect(screen.getByRole('status')).toHaveTextContent(shell.pageChanged('Impact'));
  });
});
