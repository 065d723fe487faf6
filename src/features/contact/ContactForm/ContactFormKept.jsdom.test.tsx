/**
 * The contact form on a dead link (docs/offline.md): an enquiry that gets no answer, or a 5xx,
 * is kept on the phone with its Idempotency-Key, the fields empty, and the notice is asked to
 * show it (src/features/keptEnquiries); a 4xx is not kept. Where the phone cannot keep it, see
 * ContactForm.jsdom.test.tsx ("Something went wrong." with the words kept).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_ENQUIRY_SHOWN } from '../../keptEnquiries/mark';
import { deleteKeptEnquiry, keptEnquiries } from '../../../shared/keptEnquiries';
import { loadLazyModules } from '../../../testing/jsdom/lazyModules';
import { renderContactForm } from '../../../testing/jsdom/contactForm';
import { withFakeIndexedDb } from '../../../testing/jsdom/fakeIndexedDb';

withFakeIndexedDb();

const typed = {
  fullName: 'Asha Devi',
  userEmail: 'asha@example.org',
  message: 'Hello, is anyone there?',
};

beforeAll(loadLazyModules);

beforeEach(async () => {
  for (const enquiry of await keptEnquiries()) await deleteKeptEnquiry(enquiry.key);
  localStorage.clear();
});

afterEach(() => vi.restoreAllMocks());

async function send(answer: () => Promise<Response>) {
  const sent: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (input instanceof Request) sent.push(input);
    return answer();
  });
  const shown = vi.fn();
  window.addEventListener(KEPT_ENQUIRY_SHOWN, shown, { once: true });
  const form = renderContactForm();
  await userEvent.type(form.fullName, typed.fullName);
  await userEvent.type(form.userEmail, typed.userEmail);
  await userEvent.type(form.message, typed.message);
  await userEvent.click(form.submit);
  return { sent, shown, message: form.message };
}

describe('an enquiry sent on a dead link', () => {
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 502 from a proxy', async () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
  ])('on %s, is kept on the phone with its key, and the fields empty', async (_what, answer) => {
    const { sent, shown, message } = await send(answer);
    await waitFor(() => expect(shown).toHaveBeenCalled());
    const [kept] = await keptEnquiries();
    expect(kept).toMatchObject({
      state: 'waiting',
      language: 'en-IN',
      key: sent[0]!.headers.get('Idempotency-Key'),
      body: { ...typed, phoneNumber: '' },
    });
    expect(localStorage.getItem('kept-enquiries')).not.toBeNull();
    expect(message).toHaveValue('');
    // No "Oops!": the notice at the top of the page says what happened (and takes focus).
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a refusal (4xx), is not kept: "Oops!" with the service’s words and the words kept', async () => {
    const { message } = await send(async () =>
      Response.json({ message: 'Too many messages.' }, { status: 429 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(dialog).toHaveAccessibleDescription('Too many messages.');
    expect(await keptEnquiries()).toEqual([]);
    expect(message).toHaveValue(typed.message);
  });

  it('where storage is refused, promises nothing: "Oops!" with the words kept', async () => {
    // The phone refuses to store it (full, or storage refused for the site).
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { message } = await send(() => Promise.reject(new TypeError('Failed to fetch')));
    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(dialog).toHaveAccessibleDescription('Something went wrong.');
    expect(message).toHaveValue(typed.message);
  });
});
