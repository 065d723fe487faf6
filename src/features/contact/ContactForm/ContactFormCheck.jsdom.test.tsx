/**
 * What the contact form tells before it sends anything: the enquiry is checked here with the
 * service's own rules (src/shared/enquiry.ts), so a Submit the service would refuse is told at
 * once, naming the fields, and never passes in silence. Sending, its answers and the form's own
 * markup: ContactForm.jsdom.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactForm, enquiryMessages, invalidEnquiryMessage } from '../../../content/contactForm';
import { enquiryLimits } from '../../../shared/enquiry';
import {
  fakeFetch,
  renderContactForm,
  sendWithKeyboard,
  typed,
} from '../../../testing/jsdom/contactForm';
import { loadLazyModules } from '../../../testing/jsdom/lazyModules';

// The dialogs' frame is a lazy chunk: loaded up front, so the tests wait for React alone.
beforeAll(loadLazyModules);

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('ContactForm, before it sends', () => {
  it('tells at once, without sending, what the service would refuse, naming the fields', async () => {
    const { spy } = fakeFetch(() => Response.json({}, { status: 201 }));
    const { fields, dialog } = await sendWithKeyboard({ fullName: 'Asha' });
    expect(spy).not.toHaveBeenCalled();
    expect(dialog).toHaveAccessibleName('Oops!');
    expect(dialog).toHaveAccessibleDescription(
      invalidEnquiryMessage({
        phoneNumber: enquiryMessages.contactNeeded,
        userEmail: enquiryMessages.contactNeeded,
        message: enquiryMessages.message.required,
      }),
    );
    await userEvent.keyboard('{Enter}');
    const summary = screen.getByRole('group', { name: contactForm.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    // The rule told on both phone and e-mail is listed once, at the first of them.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [enquiryMessages.contactNeeded, `#${fields.phoneNumber.id}`],
      [enquiryMessages.message.required, `#${fields.message.id}`],
    ]);
    expect(fields.message).toHaveAccessibleDescription(
      `Error: ${enquiryMessages.message.required}`,
    );
  });

  it('counts the message as a person does: 4000 Hindi letters of four code units each are sent, one more is told', async () => {
    const { sent } = fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    const fields = renderContactForm();
    await userEvent.click(fields.userEmail);
    await userEvent.paste(typed.userEmail);
    const longest = 'क्षि'.repeat(enquiryLimits.message);
    await userEvent.click(fields.message);
    await userEvent.paste(`${longest}क`);
    await userEvent.click(fields.submit);
    const refused = await screen.findByRole('dialog');
    expect(refused).toHaveAccessibleName('Oops!');
    await userEvent.keyboard('{Enter}');
    expect(fields.message).toHaveAccessibleDescription(`Error: ${enquiryMessages.message.tooLong}`);
    expect(enquiryMessages.message.tooLong).toContain(`${enquiryLimits.message} characters`);
    expect(sent).toHaveLength(0);
    await userEvent.clear(fields.message);
    await userEvent.click(fields.message);
    await userEvent.paste(longest);
    await userEvent.click(fields.submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body.message).toBe(longest);
  });

  it('clears a rule told on two fields when either one changes, so the form can be sent again', async () => {
    const { sent } = fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    const { fields } = await sendWithKeyboard({ fullName: 'Asha', message: typed.message });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fields.userEmail).toHaveAttribute('aria-invalid', 'true');
    expect(fields.phoneNumber).toHaveAttribute('aria-invalid', 'true');

    // Only the phone number is given; the e-mail field, untouched, no longer holds the form back.
    await userEvent.click(fields.phoneNumber);
    await userEvent.keyboard('98765 43210');
    expect(fields.phoneNumber).not.toHaveAttribute('aria-invalid');
    expect(fields.userEmail).not.toHaveAttribute('aria-invalid');

    await userEvent.click(fields.submit);
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      writer: 'adult',
      fullName: 'Asha',
      phoneNumber: '98765 43210',
      userEmail: '',
      message: typed.message,
    });
  });

  // A visitor typed an address without "@" and pressed Submit; then corrected the address but
  // left the message empty and pressed Submit again: once, nothing at all happened.
  it('never lets a Submit pass in silence: a corrected address, then an empty message', async () => {
    const { spy } = fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    const { fields, dialog } = await sendWithKeyboard({
      ...typed,
      userEmail: 'asha.example.org',
      message: '',
    });
    expect(dialog).toHaveAccessibleName('Oops!');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(fields.userEmail);
    await userEvent.clear(fields.userEmail);
    await userEvent.keyboard(typed.userEmail);
    await userEvent.click(fields.submit);
    const second = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(second).toHaveAccessibleDescription(
      invalidEnquiryMessage({ message: enquiryMessages.message.required }),
    );
    expect(spy).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(fields.message);
    await userEvent.keyboard(typed.message);
    await userEvent.click(fields.submit);
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
