import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { contactDetails, footer, organisation } from '../../content/site';
import { renderApp } from '../../testing/jsdom/renderApp';
import { OrganisationDetails } from './OrganisationDetails';

/** The list's terms and their descriptions, in order, as a screen reader meets them. */
function pairs(list: HTMLElement): [string, string][] {
  const terms = within(list).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

const expected: [string, string][] = [
  [organisation.labels.legalName, organisation.legalName],
  ...(organisation.registration
    ? [[organisation.labels.registration, organisation.registration] as [string, string]]
    : []),
  [organisation.labels.city, organisation.city],
];

describe('OrganisationDetails', () => {
  it('gives the legal name, the registration and the city as pairs of a list', async () => {
    const { container } = render(
      <main>
        <dl>
          <OrganisationDetails />
        </dl>
      </main>,
    );
    expect(pairs(container.querySelector('dl')!)).toEqual(expected);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('wraps each pair in a div when asked, for a list of wrapped pairs', async () => {
    const { container } = render(
      <main>
        <dl>
          <OrganisationDetails grouped />
        </dl>
      </main>,
    );
    const list = container.querySelector('dl')!;
    expect([...list.children].map((child) => child.tagName)).toEqual(expected.map(() => 'DIV'));
    expect(pairs(list)).toEqual(expected);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is in every footer, before the e-mail and the phone', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    const column = screen.getByRole('region', { name: footer.contact.heading });
    const list = within(column).getAllByRole('term')[0]!.closest('dl')!;
    const footerPairs = pairs(list);
    expect(footerPairs.slice(0, expected.length)).toEqual(expected);
    expect(footerPairs.map(([term]) => term)).toEqual(
      expect.arrayContaining([footer.contact.emailLabel, organisation.labels.phone]),
    );
    const phone = within(list)
      .getAllByRole('link')
      .find((link) => link.getAttribute('href') === contactDetails.phoneHref);
    expect(phone).toBeVisible();
  });
});
