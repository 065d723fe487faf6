/**
 * The contact form when its dialog's code cannot be had: the link died before the page fetched
 * it, and the phone cannot keep the enquiry either (private browsing). The outcome is then told
 * in the form, under Submit, at once and in words; nothing typed is lost. The module is mocked
 * to fail as a dead link makes `import()` fail.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../../content/contactForm';
import { renderContactForm } from '../../../testing/jsdom/contactForm';
import { heardTextOf, seenTextOf } from '../../../testing/jsdom/heard';

vi.mock('./OutcomeDialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
// The phone cannot keep it: the "Oops!" of a dead link is what is left to tell.
vi.mock('../../keptEnquiries/loadNotice', () => ({
  keepUnanswered: () => Promise.resolve(false),
  preloadKeptEnquiryNotice: () => undefined,
}));

afterEach(() => vi.restoreAllMocks());

describe('ContactForm without its dialog’s code', () => {
  it('tells a refusal in the form, as an alert under Submit, keeping the words and the focus', async () => {
    const fields = renderContactForm();
    await userEvent.type(fields.userEmail, 'asha@example');
    await userEvent.click(fields.submit);
    const alert = await screen.findByText(contactForm.failure.title);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fields.userEmail).toHaveValue('asha@example');
    expect(fields.userEmail).toHaveAttribute('aria-invalid', 'true');
    expect(fields.submit).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('tells a success in the form too, with the enquiry’s reference under the service’s words', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ message: 'Thank you.', reference: '482915' }, { status: 201 }),
    );
    const fields = renderContactForm();
    await userEvent.type(fields.userEmail, 'asha@example.org');
    await userEvent.type(fields.message, 'Hello?');
    await userEvent.click(fields.submit);
    const alert = (await screen.findByText(contactForm.success.title)).closest('[role="alert"]')!;
    expect(heardTextOf(alert)).toContain('Your reference number is 4 8 2, 9 1 5.');
    expect(seenTextOf(alert)).toContain('Your reference number is 482 915.');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('tells a dead link that could not be kept, and takes it back while the next try is sent', async () => {
    let failSecond: (error: Error) => void = () => undefined;
    vi.spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failSecond = reject)));
    const fields = renderContactForm();
    await userEvent.type(fields.userEmail, 'asha@example.org');
    await userEvent.type(fields.message, 'Hello?');
    await userEvent.click(fields.submit);
    const alert = (await screen.findByText(contactForm.failure.fallbackMessage)).closest(
      '[role="alert"]',
    );
    expect(alert).toHaveTextContent(contactForm.failure.title);
    expect(fields.message).toHaveValue('Hello?');
    // The next try starts clean: the old outcome is not left to be read as the new one's.
    await userEvent.click(fields.submit);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(alert).toBeEmptyDOMElement();
    failSecond(new TypeError('Failed to fetch'));
    await waitFor(() => expect(alert).toHaveTextContent(contactForm.failure.fallbackMessage));
    expect(fields.message).toHaveValue('Hello?');
  });
});
