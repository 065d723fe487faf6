/**
 * The offline page on its own, as the build writes it and as the service worker shows it (with
 * the pages it keeps). Covered elsewhere: the worker answering with it for real, without a link
 * (a11y-tests/offline.browser.test.ts), the engines on the built page (`npm run audit`), and
 * what Orca reads on it (the `offline` journey).
 */
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { helplines } from '../../content/urgentHelp';
import { offlinePage, pageMeta } from '../../content/site';
import { showKeptPages } from '../../shared/offlinePage';
import { OfflinePage } from './OfflinePage';

/** The page's HTML, with the pages `kept` shown as the worker shows them. */
function renderPage(kept: string[] = []) {
  const built = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/offline']}>
      <OfflinePage />
    </MemoryRouter>,
  );
  const { container } = render(<main />);
  container.querySelector('main')!.innerHTML = showKeptPages(built, new Set(kept));
}

const keptList = () => within(screen.getByRole('region', { name: offlinePage.keptHeading }));

describe('OfflinePage', () => {
  it('says what happened in its h1 and one sentence', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(offlinePage.heading);
    expect(screen.getByText(offlinePage.lead)).toBeVisible();
  });

  it('as built, keeps no page, and says so', () => {
    renderPage();
    expect(keptList().getByText(offlinePage.noneKept)).toBeVisible();
    expect(keptList().queryAllByRole('link')).toEqual([]);
  });

  it('shows the pages the phone keeps as links, and no longer says none is kept', () => {
    renderPage(['/about', '/impact']);
    const links = keptList().getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      pageMeta.about.navLabel,
      pageMeta.impact.navLabel,
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/about', '/impact']);
    expect(keptList().getByText(offlinePage.noneKept)).not.toBeVisible();
  });

  it('gives every helpline as a call, since a call needs no data', () => {
    renderPage();
    const calls = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    const numbers = helplines.flatMap((line) => line.numbers);
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(
      numbers.map((number) => `tel:${number.dial}`),
    );
  });

  it('has no axe violations, with and without pages kept', async () => {
    renderPage();
    expect(await axe(document.body)).toHaveNoViolations();
    document.body.innerHTML = '';
    renderPage(['/about']);
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
