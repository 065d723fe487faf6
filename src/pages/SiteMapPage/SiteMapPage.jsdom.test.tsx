/**
 * The site map on its own: every other page of the route table linked once, with what it holds.
 * Covered elsewhere: the footer links to it (src/layout, a11y-tests/footer.browser.test.ts), and
 * every page's own checks (layout, keyboard, engines, Orca) run on it as on every route.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../content/routeTable';
import { pageMeta, siteMapPage } from '../../content/site';
import { SiteMapPage } from './SiteMapPage';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/site-map']}>
      <main>
        <Routes>
          <Route path="/site-map" element={<SiteMapPage />} />
          <Route path="/accessibility/conformance" element={<p>The conformance report</p>} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('SiteMapPage', () => {
  it('has one h1, "Site map", and says what it lists', () => {
    renderPage();
    expect(screen.getAllByRole('heading')).toEqual([
      screen.getByRole('heading', { level: 1, name: pageMeta.sitemap.title }),
    ]);
    expect(screen.getByText(siteMapPage.intro)).toBeVisible();
  });

  it('links every other page of the site once, in the route table’s order, with what it holds', () => {
    renderPage();
    const others = routeTable.filter((route) => route.id !== 'sitemap');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(others.length);
    others.forEach((route, index) => {
      const item = items[index]!;
      const link = within(item).getByRole('link');
      expect(link).toHaveAttribute('href', route.path);
      expect(link).toHaveAccessibleName(pageMeta[route.id].navLabel);
      expect(item).toHaveTextContent(pageMeta[route.id].description);
    });
  });

  it('reaches the page linked from nowhere else but the statement, by keyboard', async () => {
    renderPage();
    const report = screen.getByRole('link', { name: pageMeta.conformance.navLabel });
    report.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('The conformance report')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = renderPage();
    expect(await axe(container)).toHaveNoViolations();
  });
});
