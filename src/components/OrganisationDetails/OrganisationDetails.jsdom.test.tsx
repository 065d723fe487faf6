import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { contactDetails, footer, organisation } from '../../content/site';
import { renderApp } from '../../testing/jsdom/renderApp';
import { OrganisationDetails } from './OrganisationDetails';

/** The list's terms and their descriptions, in order, as a screen reader meets them. */
function pairs(list: HTMLElement): [string, string][] {
  const terms = within(list).queryAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** The pairs the content gives: a detail not given yet (a stand-in) is left out. */
const expected = (
  [
    [organisation.labels.legalName, organisation.legalName],
    [organisation.labels.registration, organisation.registration],
    [organisation.labels.city, organisation.city],
  ] as const
).filter((pair): pair is readonly [string, string] => pair[1] !== undefined);

/** The organisation as the founder will give it: every detail filled in. */
const given = {
  ...organisation,
  legalName: 'Saathi Foundation',
  registration: 'E-12345 (Mumbai)',
  city: 'Gorakhpur, India',
};

describe('OrganisationDetails', () => {
  it('gives each detail once it is given, and leaves out one that is not', () => {
    const { container, rerender } = render(
      <dl>
        <OrganisationDetails details={given} />
      </dl>,
    );
    const list = container.querySelector('dl')!;
    expect(pairs(list)).toEqual([
      [organisation.labels.legalName, 'Saathi Foundation'],
      [organisation.labels.registration, 'E-12345 (Mumbai)'],
      [organisation.labels.city, 'Gorakhpur, India'],
    ]);
    rerender(
      <dl>
        <OrganisationDetails details={{ ...given, registration: undefined }} />
      </dl>,
    );
    expect(pairs(list).map(([term]) => term)).toEqual([
      organisation.labels.legalName,
      organisation.labels.city,
    ]);
  });

  it('gives the legal name, the registration and the city as pairs of a list', async () => {
    // None of the stand-ins is read out ("[Organisation's legal name]").
    const { container } = render(
      <main>
        <dl>
          <OrganisationDetails />
        </dl>
      </main>,
    );
    expect(pairs(container.querySelector('dl')!)).toEqual(expected);
    expect(container.textContent).not.toMatch(/\[/);
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
    expect(footerPairs.map(([term]) => term)).toContain(footer.contact.emailLabel);
    // The phone's line once the phone is given; none for its stand-in ("+91 00000 00000").
    const phoneLinks = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    if (contactDetails.phoneHref) {
      expect(footerPairs.map(([term]) => term)).toContain(organisation.labels.phone);
      expect(phoneLinks.map((link) => link.getAttribute('href'))).toEqual([
        contactDetails.phoneHref,
      ]);
    } else {
      expect(footerPairs.map(([term]) => term)).not.toContain(organisation.labels.phone);
      expect(phoneLinks).toEqual([]);
    }
  });
});
