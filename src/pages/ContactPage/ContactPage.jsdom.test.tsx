import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { contactDetails, notGivenYet } from '../../content/site';
import { contactContent } from '../../content/contact';
import { renderApp } from '../../testing/jsdom/renderApp';
import { digitByDigit } from '../../content/spokenNumbers';
import { heardTextOf } from '../../testing/jsdom/heard';

function headingLevels(container: HTMLElement): number[] {
  return within(container)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
}

async function renderContact() {
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('main');
}

describe('ContactPage', () => {
  it('has one h1, "Contact Us", over a decorative hero picture, and headings in order', async () => {
    const main = await renderContact();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(main.querySelector('img')).toHaveAttribute('alt', '');
    const levels = headingLevels(main);
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level).toBeLessThanOrEqual(levels[i]! + 1));
  });

  it('has the form under "Get In Touch": four labelled fields and a Submit button', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Get In Touch' });
    expect(within(section).getByRole('textbox', { name: /full name/i })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /phone number/i })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /email/i })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(section).getByRole('textbox', { name: /message/i }).tagName).toBe('TEXTAREA');
    expect(within(section).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('gives the e-mail as a mailto link and the phone as a tel link under "Talk To Us"', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Talk To Us' });
    expect(within(section).getByRole('link', { name: contactDetails.email })).toHaveAttribute(
      'href',
      `mailto:${contactDetails.email}`,
    );
    const phones = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    // While the phone is a stand-in ("+91 00000 00000"), its line says it is not given yet.
    if (!contactDetails.phone || !contactDetails.phoneHref) {
      expect(phones).toEqual([]);
      expect(
        within(section).getByText(contactContent.talk.phoneLabel).closest('div'),
      ).toHaveTextContent(notGivenYet.line);
      return;
    }
    // The phone is heard as it is dialled, digit by digit (found by its address: jsdom's name
    // computation drops the spaces between the digits, which Chromium keeps).
    const [phone] = phones;
    expect(phone && heardTextOf(phone)).toBe(digitByDigit(contactDetails.phone));
    expect(phone).toHaveAttribute('href', contactDetails.phoneHref);
  });

  it('has two icon links under "Follow Us" that open in a new tab and say so', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Follow Us' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const name of [
      'YouTube channel (opens in a new tab)',
      'Podcast on Spotify (opens in a new tab)',
    ]) {
      const link = within(section).getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('has no axe violations', async () => {
    await renderContact();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
