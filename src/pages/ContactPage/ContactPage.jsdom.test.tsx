import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { contactDetails, notGivenYet } from '../../content/site';
import { contactContent } from '../../content/contact';
import { contactForm } from '../../content/contactForm';
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

  it('asks who is writing first, and shows nothing more until it is answered', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Get In Touch' });
    const question = within(section).getByRole('group', { name: 'Who is writing?' });
    const answer = (name: string) => within(question).getByRole('radio', { name });
    expect(within(question).getAllByRole('radio')).toEqual([
      answer('I am 18 or older'),
      answer('I am a parent or guardian writing about a young person'),
      answer('I am under 18'),
    ]);
    // Before anyone chooses: an adult writes about themselves or another adult.
    expect(answer('I am 18 or older')).toHaveAccessibleDescription(contactForm.writer.adultHint);
    expect(answer('I am under 18')).not.toHaveAccessibleDescription();
    expect(within(section).queryAllByRole('textbox')).toEqual([]);
    expect(within(section).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(section).queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('under 18: the helplines first, why a parent is needed, and no field at all', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Get In Touch' });
    await userEvent.click(within(section).getByRole('radio', { name: 'I am under 18' }));
    const heading = within(section).getByRole('heading', {
      level: 3,
      name: contactForm.writer.forUnderEighteen.heading,
    });
    const calls = within(section).getAllByRole('link', { name: /^Call / });
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['tel:14416', 'tel:1098']),
    );
    expect(section).toHaveTextContent(contactForm.writer.forUnderEighteen.why);
    expect(within(section).getByRole('link', { name: contactDetails.email })).toBeInTheDocument();
    // Nothing to type in, nothing to send: a child's words are never kept.
    expect(within(section).queryAllByRole('textbox')).toEqual([]);
    expect(within(section).queryByRole('button', { name: 'Submit' })).toBeNull();
    // The helplines before the rest of the answer, in reading order.
    const why = within(section).getByText(contactForm.writer.forUnderEighteen.why);
    expect(
      heading.compareDocumentPosition(calls[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(calls[0]!.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axe(main)).toHaveNoViolations();
  });

  it('a parent or guardian: the helplines, how we confirm, the e-mail, then their form', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Get In Touch' });
    await userEvent.click(within(section).getByRole('radio', { name: contactForm.writer.parent }));
    expect(section).toHaveTextContent(contactForm.writer.forParent.howItWorks);
    expect(within(section).getByRole('link', { name: contactDetails.email })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['fullName', 'relationship', 'phoneNumber', 'userEmail', 'message']);
    expect(
      within(section).getByRole('checkbox', { name: contactForm.consent.label }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(await axe(main)).toHaveNoViolations();
  });

  it('18 or older: four labelled fields and a Submit button, no parent’s own', async () => {
    const main = await renderContact();
    const section = within(main).getByRole('region', { name: 'Get In Touch' });
    await userEvent.click(within(section).getByRole('radio', { name: 'I am 18 or older' }));
    expect(within(section).getByRole('textbox', { name: /full name/i })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /phone number/i })).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: /email/i })).toHaveAttribute(
      'type',
      'email',
    );
    expect(within(section).getByRole('textbox', { name: /message/i }).tagName).toBe('TEXTAREA');
    expect(within(section).getAllByRole('textbox')).toHaveLength(4);
    expect(within(section).queryByRole('checkbox')).toBeNull();
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
