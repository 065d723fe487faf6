/**
 * The not-found page on its own. Covered elsewhere: the app shows it for any other address
 * (src/app/App.jsdom.test.tsx), what a screen reader reads on it (a11y-tests/screenReader.jsdom.test.tsx),
 * and the server's status 404 (a11y-tests/shell.browser.test.ts, src/server/siteServing.node-built.test.ts).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notFoundPage, pages } from '../../content/site';
import { NotFoundPage } from './NotFoundPage';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/no-such-page']}>
      <main>
        <Routes>
          <Route path="/" element={<p>The home page</p>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('NotFoundPage', () => {
  it('says in its only h1 that the page was not found, and why that may be', () => {
    renderPage();
    expect(screen.getAllByRole('heading')).toEqual([
      screen.getByRole('heading', { level: 1, name: notFoundPage.heading }),
    ]);
    expect(screen.getByText(notFoundPage.body)).toBeVisible();
  });

  it('offers a link home that the keyboard can follow', async () => {
    renderPage();
    const home = screen.getByRole('link', { name: notFoundPage.homeLink.label });
    expect(home).toHaveAttribute('href', '/');
    await userEvent.tab();
    expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('The home page')).toBeVisible();
  });

  it('leads on to every page of the main navigation, once each: home, then the others with what they hold', () => {
    renderPage();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(pages.map((page) => page.path));
    expect(links[0]).toHaveAccessibleName(notFoundPage.homeLink.label);
    expect(screen.getByText(notFoundPage.otherPages)).toBeVisible();
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    const others = pages.slice(1);
    expect(items).toHaveLength(others.length);
    others.forEach((page, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('link')).toHaveAccessibleName(page.navLabel);
      expect(item).toHaveTextContent(page.description);
    });
  });

  it('has no axe violations', async () => {
    renderPage();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
