import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { contactDetails } from '../../content/site';
import { expectOnThisPage } from '../../testing/jsdom/onThisPage';
import { renderApp } from '../../testing/jsdom/renderApp';

describe('AccessibilityStatementPage', () => {
  it('states the standard, the status, how it was tested, the limits, how to report, and its date', async () => {
    renderApp('/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const name of [
      'The standard we follow',
      'How accessible this website is',
      'How we test',
      'Known limitations',
      'Tell us about a problem',
    ]) {
      expect(sections).toContain(name);
    }
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: contactDetails.email })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.email}`,
    );
    // The date on one line of its own element (a11y-tests/dates.jsdom.test.tsx).
    const reviewed = screen.getByText(/^\d{1,2} \w+ \d{4}$/).closest('p');
    expect(reviewed).toHaveTextContent(/last reviewed on \d{1,2} \w+ \d{4}\.$/);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is linked from the footer of every page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('links to the accessibility conformance report, in its own section before "Tell us about a problem"', async () => {
    renderApp('/accessibility');
    const section = await screen.findByRole('region', { name: 'The full conformance report' });
    expect(
      within(section).getByRole('link', { name: 'Read the accessibility conformance report' }),
    ).toHaveAttribute('href', '/accessibility/conformance');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('The full conformance report')).toBe(
      headings.indexOf('Tell us about a problem') - 1,
    );
  });

  it('lists its sections "On this page" before them: a link to each heading, in order', async () => {
    renderApp('/accessibility');
    await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' });
    expectOnThisPage({ sections: 8 });
  });
});
