import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { contactDetails, footer, pageMeta, pages } from '../../content/site';
import { helplines, urgentHelp } from '../../content/urgentHelp';
import { Footer } from './Footer';

function renderFooter(path = '/contact') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Footer />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('has the columns Need help now?, About, Contact Us and Quick Links, each a heading', () => {
    renderFooter();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([urgentHelp.footerHeading, 'About', 'Contact Us', 'Quick Links']);
  });

  it('gives the helplines first, each number a link that dials it', () => {
    renderFooter('/about');
    const help = screen.getByRole('region', { name: urgentHelp.footerHeading });
    const dialled = within(help)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(dialled).toEqual(
      helplines.flatMap((line) => line.numbers.map((number) => `tel:${number.dial}`)),
    );
  });

  it('only links to the helplines on a page that shows them in full, so they are heard once', () => {
    renderFooter('/contact/');
    const help = screen.getByRole('region', { name: urgentHelp.footerHeading });
    const links = within(help).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(urgentHelp.seeHelplines);
    expect(links[0]).toHaveAttribute('href', '#urgent-help');
  });

  it('gives the contact e-mail as a mailto link and the location', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: contactDetails.email })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.email}`,
    );
    expect(screen.getByText('India (Nationwide Outreach)')).toBeInTheDocument();
  });

  it('opens the video channel and the podcast in a new tab, and says so', () => {
    renderFooter();
    for (const name of ['YouTube channel', 'Podcast on Spotify']) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the copyright line with the current year at the top and the bottom, read once', () => {
    renderFooter();
    const lines = screen.getAllByText(footer.copyright(new Date().getFullYear()));
    expect(lines).toHaveLength(2);
    const contentinfo = screen.getByRole('contentinfo');
    const text = contentinfo.textContent ?? '';
    expect(text.startsWith(lines[0]!.textContent!)).toBe(true);
    expect(text.endsWith(lines[1]!.textContent!)).toBe(true);
    // The top one is for the eye only: a screen reader hears the line once, at the end.
    expect(lines[0]).toHaveAttribute('aria-hidden', 'true');
    expect(lines[1]).not.toHaveAttribute('aria-hidden');
  });

  it('links to the four pages, the statement, the privacy notice and the site map under Quick Links, marking the current one', async () => {
    renderFooter();
    // Named "Footer", not by its "Quick Links" heading, which would then be read twice in a row.
    const quickLinks = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(quickLinks).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    const links = within(quickLinks).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      ...pages.map((page) => page.path),
      '/accessibility',
      '/privacy',
      '/site-map',
    ]);
    expect(within(quickLinks).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('Footer, on the accessibility statement', () => {
  it.each(['/accessibility', '/accessibility/'])(
    'at %s marks the statement link, and only it, as the current page',
    (path) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <Footer />
        </MemoryRouter>,
      );
      const current = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual([pageMeta.accessibility.navLabel]);
    },
  );
});
