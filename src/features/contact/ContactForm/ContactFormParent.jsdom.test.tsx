/**
 * The form for a parent or guardian writing about a young person (docs/spec/product.md §2.8):
 * their own fields in the form's order, their statement required in words, what is sent, and
 * the refused post's page without script. The adult's form is ContactForm.jsdom.test.tsx's.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm, enquiryMessages } from '../../../content/contactForm';
import { PARENT_CONFIRM_DAYS } from '../../../shared/enquiry';
import { adultAnswer, fakeFetch } from '../../../testing/jsdom/contactForm';
import { loadLazyModules } from '../../../testing/jsdom/lazyModules';
import { ContactForm } from './ContactForm';

beforeAll(loadLazyModules);

const parentAnswer = () => screen.getByRole('radio', { name: contactForm.writer.parent });
/** The parent's statement; `hidden` while a modal dialog hides the page from assistive technology. */
const consentBox = (hidden = false) =>
  screen.getByRole('checkbox', { name: contactForm.consent.label, hidden });
const relationship = () =>
  screen.getByRole('textbox', { name: `${contactForm.fields.relationship.label}` });

const parentTyped = {
  fullName: 'Sunita Devi',
  relationship: 'my daughter',
  phoneNumber: '+91 98765 43210',
  userEmail: '',
  message: 'मेरी बेटी स्कूल में अकेली महसूस करती है।',
};

/** The form in `main`, "I am a parent or guardian…" chosen with the keyboard, filled field by field. */
async function fillAsParent(values: Partial<typeof parentTyped> = parentTyped) {
  render(
    <main>
      <ContactForm />
    </main>,
  );
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  expect(parentAnswer()).toBeChecked();
  const fields = {
    fullName: screen.getByRole('textbox', { name: 'Full name' }),
    relationship: relationship(),
    phoneNumber: screen.getByRole('textbox', { name: 'Phone number' }),
    userEmail: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
  // Before the fields, the parent's part: the helplines to call and our e-mail and phone, links.
  const before: Element[] = [];
  for (let tabs = 0; tabs < 10 && document.activeElement !== fields.fullName; tabs += 1) {
    await userEvent.tab();
    if (document.activeElement !== fields.fullName) before.push(document.activeElement!);
  }
  expect(before.length).toBeGreaterThan(0);
  expect(before.every((element) => element.tagName === 'A')).toBe(true);
  for (const name of Object.keys(fields) as (keyof typeof fields)[]) {
    if (name !== 'fullName') await userEvent.tab();
    expect(fields[name]).toHaveFocus();
    if (values[name]) await userEvent.keyboard(values[name]);
  }
  await userEvent.tab();
  expect(consentBox()).toHaveFocus();
  return fields;
}

describe('the form for a parent or guardian', () => {
  it('says how it works, then asks for who the young person is to them and their statement, in the form’s order', async () => {
    await fillAsParent({});
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(contactForm.writer.forParent.howItWorks);
    expect(contactForm.writer.forParent.howItWorks).toContain(`${PARENT_CONFIRM_DAYS} days`);
    // The helplines first, for the young person.
    expect(within(main).getAllByRole('link', { name: /^Call / }).length).toBeGreaterThan(0);
    expect(relationship()).toHaveAttribute('aria-required', 'true');
    expect(relationship()).toHaveAccessibleDescription(contactForm.fields.relationship.description);
    expect(consentBox()).not.toBeChecked();
    expect(consentBox()).toHaveAttribute('aria-required', 'true');
    expect(consentBox()).not.toHaveAttribute('required');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    expect(await axe(main)).toHaveNoViolations();
  });

  it('is refused without the statement ticked, in words, and nothing is sent', async () => {
    const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
    await fillAsParent();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(dialog).toHaveAccessibleDescription(
      'Some details need a change before we can send your message: your permission. Please look at each one.',
    );
    expect(sent).toEqual([]);
    expect(consentBox(true)).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox(true)).toHaveAccessibleDescription(
      `${contactForm.errorPrefix} ${enquiryMessages.consent}`,
    );
    await userEvent.keyboard('{Enter}');
    const summary = await screen.findByRole('group', { name: contactForm.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: enquiryMessages.consent })).toHaveAttribute(
      'href',
      `#${consentBox().id}`,
    );
    // Ticking it answers the error.
    await userEvent.click(consentBox());
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
    expect(await axe(screen.getByRole('main'))).toHaveNoViolations();
  });

  it('sends who is writing, the relationship and the statement, and empties it all on success', async () => {
    const { sent } = fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    const fields = await fillAsParent();
    await userEvent.keyboard(' ');
    expect(consentBox()).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(sent.map(({ body }) => body)).toEqual([
      { writer: 'parent', ...parentTyped, consent: 'yes' },
    ]);
    expect(fields.relationship).toHaveValue('');
    expect(consentBox(true)).not.toBeChecked();
  });

  it('sends an adult’s form without them, even after they were filled in as a parent', async () => {
    const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
    await fillAsParent({ ...parentTyped, userEmail: 'sunita@example.org' });
    await userEvent.keyboard(' ');
    await userEvent.click(adultAnswer());
    // A parent's own fields are gone for an adult: not seen, not heard, not in the Tab order.
    expect(
      screen.queryByRole('textbox', { name: contactForm.fields.relationship.label }),
    ).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(sent.map(({ body }) => body)).toEqual([
      {
        writer: 'adult',
        fullName: parentTyped.fullName,
        phoneNumber: parentTyped.phoneNumber,
        userEmail: 'sunita@example.org',
        message: parentTyped.message,
      },
    ]);
  });

  it('on the refused post’s page without script, keeps the answer, the relationship and the tick', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <main>
        <h1>Oops!</h1>
        <ContactForm
          refused={{
            values: { ...parentTyped, phoneNumber: '' },
            writer: 'parent',
            consent: 'yes',
            errors: { phoneNumber: enquiryMessages.forParent.phoneNumber },
          }}
        />
      </main>,
    );
    expect(within(container).getByRole('radio', { name: contactForm.writer.parent })).toBeChecked();
    expect(
      within(container).getByRole('textbox', { name: contactForm.fields.relationship.label }),
    ).toHaveValue('my daughter');
    expect(
      within(container).getByRole('checkbox', { name: contactForm.consent.label }),
    ).toBeChecked();
    expect(
      within(container).getByRole('textbox', { name: 'Phone number' }),
    ).toHaveAccessibleDescription(
      `${contactForm.errorPrefix} ${enquiryMessages.forParent.phoneNumber}`,
    );
    container.remove();
  });
});
