import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { ContactForm } from '../../features/contact/ContactForm/ContactForm';

/** The answer to "Who is writing?" that shows the form's fields. */
export const adultAnswer = () => screen.getByRole('radio', { name: 'I am 18 or older' });

/**
 * The contact form rendered in `main`, as its page has it, "I am 18 or older" chosen, with its
 * fields and Submit found by role and name (the English words: the `components` project's
 * language). For the form's own tests, whatever they replace around it (the network, the dialog's
 * code, the phone's storage).
 */
export function renderContactForm() {
  render(
    <main>
      <ContactForm />
    </main>,
  );
  fireEvent.click(adultAnswer());
  return fieldsOfTheForm();
}

/** The form's fields and Submit, shown once "I am 18 or older" is chosen. */
export function fieldsOfTheForm() {
  return {
    fullName: screen.getByRole('textbox', { name: 'Full name' }),
    phoneNumber: screen.getByRole('textbox', { name: 'Phone number' }),
    userEmail: screen.getByRole('textbox', { name: 'Email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: 'Submit' }),
  };
}

/** The element that describes `element` (its `aria-describedby`). */
export function descriptionOf(element: HTMLElement): HTMLElement {
  const id = element.getAttribute('aria-describedby');
  const description = id ? document.getElementById(id) : null;
  if (!description) throw new Error('Nothing describes this element');
  return description;
}

/**
 * The elements that describe `element`, in order: `aria-describedby` may name more than one (the
 * "Success!" dialog's message, then the paragraph with the enquiry's reference).
 */
export function descriptionsOf(element: HTMLElement): HTMLElement[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => {
    const description = document.getElementById(id);
    if (!description) throw new Error(`aria-describedby names "${id}", which is not on the page`);
    return description;
  });
}

/** A whole enquiry, as a visitor types it: Hindi and English, every field. */
export const typed = {
  fullName: 'Asha Devi',
  phoneNumber: '+91 98765 43210',
  userEmail: 'asha@example.org',
  message: 'नमस्ते! Could you send a Braille copy?',
};

export interface Sent {
  request: Request;
  body: Record<string, unknown>;
}

/** Replaces the network with `answer`, recording each request and its parsed JSON body. */
export function fakeFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (!(input instanceof Request)) throw new Error('expected a Request');
    sent.push({ request: input, body: JSON.parse(await input.clone().text()) as Sent['body'] });
    return answer();
  });
  return { sent, spy };
}

/**
 * Fills the form with the keyboard alone: Tab to "Who is writing?", Space on its first answer ("I
 * am 18 or older"), then field by field in Tab order, and stops on Submit.
 */
export async function fillWithKeyboard(values: Partial<typeof typed> = typed) {
  render(
    <main>
      <ContactForm />
    </main>,
  );
  await userEvent.tab();
  expect(adultAnswer()).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(adultAnswer()).toBeChecked();
  const fields = fieldsOfTheForm();
  for (const name of ['fullName', 'phoneNumber', 'userEmail', 'message'] as const) {
    await userEvent.tab();
    expect(fields[name]).toHaveFocus();
    if (values[name]) await userEvent.keyboard(values[name]);
  }
  await userEvent.tab();
  expect(fields.submit).toHaveFocus();
  return fields;
}

/** Fills the form with the keyboard, presses Enter on Submit, and waits for the dialog. */
export async function sendWithKeyboard(values?: Partial<typeof typed>) {
  const fields = await fillWithKeyboard(values);
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  return { fields, dialog };
}
