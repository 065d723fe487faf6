/**
 * "Put my words back in the form" (WCAG 3.3.7): a refused enquiry kept on the phone goes back
 * into the contact form, on the contact page, with who was writing and the service's reasons;
 * focus goes to what to fix; sent from there, it leaves the phone. The whole site, as a visitor
 * meets it on the next page opened, by keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../content/contactForm';
import {
  deleteKeptEnquiry,
  keepEnquiry,
  keptEnquiries,
  recordAnswer,
} from '../../shared/keptEnquiries';
import { fakeFetch, fieldsOfTheForm } from '../../testing/jsdom/contactForm';
import { withFakeIndexedDb } from '../../testing/jsdom/fakeIndexedDb';
import { renderApp } from '../../testing/jsdom/renderApp';
import { markKept } from './mark';
import { forgetWordsPutBack } from './wordsPutBack';

withFakeIndexedDb();

const words = contactForm.kept;
const emailRefused = 'Please enter an email address like name@example.org.';
const written = {
  writer: 'adult',
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example',
  message: 'नमस्ते!\nCould you send a Braille copy?',
};

beforeEach(async () => {
  for (const enquiry of await keptEnquiries()) await deleteKeptEnquiry(enquiry.key);
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  // The files of this project share their modules: no words left for the next file's form.
  forgetWordsPutBack();
});

/** A refused enquiry kept on the phone, as the next page opened shows it. */
async function refusedOnThePhone(
  body: Record<string, string>,
  fieldErrors: Record<string, string>,
) {
  await keepEnquiry({ key: 'key-0001', body, language: 'en' });
  await recordAnswer('key-0001', 'refused', { message: 'Please check the details.', fieldErrors });
  markKept(true);
}

/** Opens `/about`, waits for the refused notice, and presses "Put my words back…" by keyboard. */
async function putBackFrom(path: string) {
  renderApp(path);
  const notice = await screen.findByRole(
    'region',
    { name: words.refusedTitle },
    { timeout: 10_000 },
  );
  within(notice).getByRole('button', { name: words.putBack }).focus();
  await userEvent.keyboard('{Enter}');
  return notice;
}

describe('a refused enquiry put back in the form', () => {
  it('fills the form on the contact page, focus on what to fix; sent, it leaves the phone', async () => {
    await refusedOnThePhone(written, { userEmail: emailRefused });
    const { sent } = fakeFetch(
      () =>
        new Response(JSON.stringify({ message: 'Thank you.', reference: '482915' }), {
          status: 201,
        }),
    );
    await putBackFrom('/about');

    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    const summary = await screen.findByRole('group', { name: contactForm.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: emailRefused })).toBeVisible();
    expect(screen.getByRole('radio', { name: contactForm.writer.adult })).toBeChecked();
    const fields = fieldsOfTheForm();
    expect(fields.fullName).toHaveValue('Asha');
    expect(fields.message).toHaveValue(written.message);
    expect(fields.userEmail).toHaveValue('asha@example');
    expect(fields.userEmail).toHaveAccessibleDescription(expect.stringContaining(emailRefused));
    expect(await axe(document.body)).toHaveNoViolations();

    // The visitor follows the summary's link, puts the address right, and sends.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(fields.userEmail).toHaveFocus();
    await userEvent.clear(fields.userEmail);
    await userEvent.type(fields.userEmail, 'asha@example.org');
    fields.submit.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: contactForm.success.title });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ ...written, userEmail: 'asha@example.org' });
    await waitFor(async () => expect(await keptEnquiries()).toEqual([]));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: words.refusedTitle })).not.toBeInTheDocument(),
    );
  });

  it('with no field at fault, focus goes to the message; a parent’s statement is ticked afresh', async () => {
    const parent = { ...written, writer: 'parent', relationship: 'My son', consent: 'yes' };
    await refusedOnThePhone(parent, {});
    fakeFetch(() => new Response('{}', { status: 500 }));
    await putBackFrom('/contact');

    const message = await screen.findByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveValue(written.message);
    expect(screen.getByRole('radio', { name: contactForm.writer.parent })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Who is the young person to you/ })).toHaveValue(
      'My son',
    );
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    // Still on the phone until it is sent: nothing is lost if the visitor goes elsewhere first.
    expect((await keptEnquiries()).map(({ state }) => state)).toEqual(['refused']);
  });
});
