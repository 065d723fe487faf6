/**
 * The not-found page on its own. Covered elsewhere: the app shows it for any other address
 * (src/app/App.jsdom.test.tsx), what a screen reader reads on it (a11y-tests/screenReader.jsdom.test.tsx),
 * and the server's status 404 (a11y-tests/shell.browser.test.ts, src/server/siteServing.node-built.test.ts).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { notFoundPage } from '../../content/site';
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

  it('has no axe violations', async () => {
    renderPage();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
