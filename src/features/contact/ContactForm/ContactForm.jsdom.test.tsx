import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactForm, enquiryMessages } from '../../../content/contactForm';
import { urgentHelp } from '../../../content/urgentHelp';
import { heardText } from '../../../content/spokenNumbers';
import {
  descriptionOf,
  fakeFetch,
  fillWithKeyboard,
  renderContactForm,
  sendWithKeyboard,
  typed,
  type Sent,
} from '../../../testing/jsdom/contactForm';
import { loadLazyModules } from '../../../testing/jsdom/lazyModules';
import { ContactForm } from './ContactForm';
import { heardTextOf } from '../../../testing/jsdom/heard';

// The dialogs' frame is a lazy chunk: loaded up front, so the tests wait for React alone.
beforeAll(loadLazyModules);

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('ContactForm', () => {
  it('has four empty, labelled fields with autocomplete, says what is needed, and Submit', async () => {
    const fields = renderContactForm();
    expect(fields.fullName).toHaveAttribute('autocomplete', 'name');
    expect(fields.phoneNumber).toHaveAttribute('type', 'tel');
    expect(fields.phoneNumber).toHaveAttribute('autocomplete', 'tel');
    expect(fields.userEmail).toHaveAttribute('type', 'email');
    expect(fields.userEmail).toHaveAttribute('autocomplete', 'email');
    expect(fields.message.tagName).toBe('TEXTAREA');
    for (const field of [fields.fullName, fields.phoneNumber, fields.userEmail, fields.message]) {
      expect(field).toHaveValue('');
      // Never the browser's own `required`: it would stop a Submit without a word.
      expect(field).not.toHaveAttribute('required');
    }
    // The message is required, seen and heard (WCAG 3.3.2).
    expect(fields.message).toHaveAttribute('aria-required', 'true');
    // One marker shown: the parent's own required field is hidden for an adult.
    expect(
      screen.getByText(contactForm.requiredMarker, { ignore: '[hidden] *, script, style' }),
    ).toBeVisible();
    for (const field of [fields.fullName, fields.phoneNumber, fields.userEmail]) {
      expect(field).not.toHaveAttribute('aria-required');
    }
    // Phone and e-mail sit in one group, named by the sentence that says one of them is needed.
    const group = screen.getByRole('group', { name: contactForm.replyGroupLegend });
    expect(within(group).getAllByRole('textbox')).toEqual([fields.phoneNumber, fields.userEmail]);
    // The honeypot is out of the accessibility tree: screen readers meet only the four fields.
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('is a plain HTML form as well: it posts itself, every field named, when no script runs', () => {
    const html = renderToString(<ContactForm />);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/u1/contact/form?language=en');
    // The browser's own checks stay off: the service checks, and says what to change.
    expect(form).toHaveAttribute('novalidate');
    // A parent's relationship is there too, empty, shown by CSS for a parent alone; the service
    // keeps it from a parent only. The parent's statement, unticked, posts nothing.
    expect([...new FormData(form).keys()]).toEqual([
      'fullName',
      'relationship',
      'phoneNumber',
      'userEmail',
      'message',
      'website',
    ]);
    container.remove();
  });

  it('with the service’s refusal of a post sent without script: the words back, each field marked, the summary taking focus as the page loads', async () => {
    const values = { ...typed, userEmail: 'asha at example', message: '<b>नमस्ते</b>' };
    const errors = { userEmail: enquiryMessages.userEmail.format };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <main>
        <h1>Oops!</h1>
        <ContactForm refused={{ values, errors }} />
      </main>,
    );
    const summary = within(container).getByRole('group', { name: contactForm.errorSummaryTitle });
    expect(summary).toHaveAttribute('autofocus');
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(within(summary).getByRole('heading', { level: 2 })).toBeInTheDocument();
    const email = within(container).getByRole('textbox', { name: 'Email' });
    expect(within(summary).getByRole('link', { name: errors.userEmail })).toHaveAttribute(
      'href',
      `#${email.id}`,
    );
    expect(email).toHaveValue(values.userEmail);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`${contactForm.errorPrefix} ${errors.userEmail}`);
    expect(within(container).getByRole('textbox', { name: 'Message' })).toHaveValue(values.message);
    expect(within(container).getByRole('textbox', { name: 'Full name' })).not.toHaveAttribute(
      'aria-invalid',
    );
    container.remove();
  });

  it('keeps the honeypot away from people and assistive technology', () => {
    renderContactForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sends exactly what was typed, with the XSRF token, an Idempotency-Key and the page’s language', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const { sent } = fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    await sendWithKeyboard();
    expect(sent).toHaveLength(1);
    const [{ request, body }] = sent as [Sent];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${location.origin}/u1/contact`);
    expect(body).toEqual({ writer: 'adult', ...typed });
    expect(request.headers.get('x-xsrf-token')).toBe('abc123');
    expect(request.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // The service answers in it (docs/spec/contracts.md §3.12).
    expect(request.headers.get('accept-language')).toBe('en-IN');
  });

  it('sends the honeypot along only when a bot filled it in', async () => {
    const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
    await fillWithKeyboard();
    await userEvent.type(document.querySelector('input[name="website"]')!, 'http://spam.example');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog');
    expect(sent[0]?.body).toEqual({ writer: 'adult', ...typed, website: 'http://spam.example' });
  });

  it('on success empties the form and shows "Success!" with the server’s message', async () => {
    fakeFetch(() =>
      Response.json({ message: 'Thank you, Asha. We will reply soon.' }, { status: 201 }),
    );
    const { fields, dialog } = await sendWithKeyboard();
    expect(dialog).toHaveAccessibleName('Success!');
    // The service's words, then the helpline to call before the reply comes.
    // The description as read (jsdom's own name computation drops the spaces between the
    // helpline's digits, which Chromium keeps: a11y-tests/spokenNumbers.browser.test.ts).
    expect(heardTextOf(descriptionOf(dialog))).toBe(
      `Thank you, Asha. We will reply soon. ${heardText(urgentHelp.afterSending)}`,
    );
    // Seen as 14416, heard as it is dialled.
    expect(urgentHelp.afterSending).toContain('14416');
    expect(heardText(urgentHelp.afterSending)).toContain('Tele-MANAS on 1 4 4 1 6:');
    expect(dialog).toHaveAttribute('data-variant', 'success');
    for (const field of [fields.fullName, fields.phoneNumber, fields.userEmail, fields.message]) {
      expect(field).toHaveValue('');
    }
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    expect(await axe(document.body)).toHaveNoViolations();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fields.submit).toHaveFocus());
  });

  it('gives focus to Submit after the dialog, also when Enter was pressed in a field', async () => {
    fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    const fields = await fillWithKeyboard();
    await userEvent.click(fields.fullName);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(fields.submit).toHaveFocus());
  });

  it('says "Message sent successfully." when the server’s answer has no message', async () => {
    fakeFetch(() => new Response(null, { status: 204 }));
    const { dialog } = await sendWithKeyboard();
    expect(dialog).toHaveAccessibleName('Success!');
    // The description as read (jsdom's own name computation drops the spaces between the
    // helpline's digits, which Chromium keeps: a11y-tests/spokenNumbers.browser.test.ts).
    expect(heardTextOf(descriptionOf(dialog))).toBe(
      `Message sent successfully. ${heardText(urgentHelp.afterSending)}`,
    );
  });

  it('on a refusal keeps the values, marks the fields, shows "Oops!" with the server’s message, and OK leads to the summary', async () => {
    fakeFetch(() =>
      Response.json(
        {
          message: 'Please check the highlighted fields.',
          errors: { phoneNumber: 'Use digits, spaces and + - ( ) only.' },
        },
        { status: 400 },
      ),
    );
    const { fields, dialog } = await sendWithKeyboard();
    expect(dialog).toHaveAccessibleName('Oops!');
    expect(dialog).toHaveAccessibleDescription('Please check the highlighted fields.');
    expect(dialog).toHaveAttribute('data-variant', 'error');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    expect(await axe(document.body)).toHaveNoViolations();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const summary = screen.getByRole('group', { name: contactForm.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Use digits, spaces and + - ( ) only.']);

    for (const name of ['fullName', 'phoneNumber', 'userEmail', 'message'] as const) {
      expect(fields[name]).toHaveValue(typed[name]);
    }
    expect(fields.phoneNumber).toHaveAttribute('aria-invalid', 'true');
    expect(fields.phoneNumber).toHaveAccessibleDescription(
      'Error: Use digits, spaces and + - ( ) only.',
    );
    expect(fields.fullName).not.toHaveAttribute('aria-invalid');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('lets the visitor go from the summary to a rejected field, correct it and send again', async () => {
    let answer = () =>
      Response.json(
        { message: 'Please check the highlighted fields.', errors: { phoneNumber: 'Bad phone.' } },
        { status: 400 },
      );
    const { sent } = fakeFetch(() => answer());
    const { fields } = await sendWithKeyboard();
    await userEvent.keyboard('{Enter}');
    const summary = screen.getByRole('group', { name: contactForm.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());

    answer = () => Response.json({ message: 'Thank you!' }, { status: 201 });
    await userEvent.tab();
    expect(within(summary).getByRole('link', { name: 'Bad phone.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(fields.phoneNumber).toHaveFocus();
    await userEvent.clear(fields.phoneNumber);
    await userEvent.keyboard('98765 43210');
    expect(fields.phoneNumber).not.toHaveAttribute('aria-invalid');
    // Nothing left to fix: the summary has gone.
    expect(screen.queryByRole('group', { name: contactForm.errorSummaryTitle })).toBeNull();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(fields.submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Success!' });
    expect(dialog).toBeInTheDocument();
    expect(sent[1]?.body).toEqual({ writer: 'adult', ...typed, phoneNumber: '98765 43210' });
  });

  it.each([
    ['a server fault with no message', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'says "Something went wrong." on %s where the phone cannot keep it, and keeps the values',
    async (_what, answer) => {
      // jsdom has no IndexedDB: as a browser that refuses storage (ContactFormKept.jsdom.test.tsx).
      expect(typeof indexedDB).toBe('undefined');
      fakeFetch(answer);
      const { fields, dialog } = await sendWithKeyboard();
      expect(dialog).toHaveAccessibleName('Oops!');
      expect(dialog).toHaveAccessibleDescription('Something went wrong.');
      expect(fields.userEmail).toHaveValue(typed.userEmail);
      expect(fields.message).toHaveValue(typed.message);
    },
  );

  it('is busy while sending: announced, and a second click or Enter sends nothing more', async () => {
    let answer!: (response: Response) => void;
    const { spy } = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const fields = await fillWithKeyboard();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(fields.submit).toHaveAttribute('aria-disabled', 'true');
    expect(status).toHaveTextContent(contactForm.sending);
    expect(contactForm.sending).toBe('Sending your message…');

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(fields.submit);
    await userEvent.click(fields.fullName);
    await userEvent.keyboard('{Enter}');
    expect(spy).toHaveBeenCalledTimes(1);

    answer(Response.json({ message: 'Thank you!' }, { status: 201 }));
    await screen.findByRole('dialog', { name: 'Success!' });
    expect(fields.submit).not.toHaveAttribute('aria-disabled');
    expect(status).toHaveTextContent('');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('keeps and sends the words typed before the page was hydrated', async () => {
    const { sent } = fakeFetch(() => Response.json({ message: 'Thank you!' }, { status: 201 }));
    const ui = (
      <main>
        <ContactForm />
      </main>
    );
    // The prerendered form, typed into on a slow link before the app has taken it over.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const early = (name: string) =>
      within(container).getByRole<HTMLInputElement>('textbox', { name });
    // Answered before the app came too: the app keeps the fields shown (WhoIsWriting's useAnswer).
    within(container).getByRole<HTMLInputElement>('radio', { name: 'I am 18 or older' }).checked =
      true;
    early('Full name').value = typed.fullName;
    early('Message').value = typed.message;

    render(ui, { container, hydrate: true });
    const fields = {
      fullName: screen.getByRole('textbox', { name: 'Full name' }),
      phoneNumber: screen.getByRole('textbox', { name: 'Phone number' }),
      message: screen.getByRole('textbox', { name: 'Message' }),
    };
    // Typing on after hydration re-renders the form; what was typed before stays.
    await userEvent.click(fields.phoneNumber);
    await userEvent.keyboard(typed.phoneNumber);
    expect(fields.fullName).toHaveValue(typed.fullName);
    expect(fields.message).toHaveValue(typed.message);

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ writer: 'adult', ...typed, userEmail: '' });
  });
});
