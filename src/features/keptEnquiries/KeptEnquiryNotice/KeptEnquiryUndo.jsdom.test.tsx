/**
 * Undo, beside the confirmation of a deletion (WCAG 3.3.4): the kept enquiry back on the phone as
 * it was, its notice shown again with focus on it, and a waiting one sent once the link is there.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../../content/contactForm';
import {
  deleteKeptEnquiry,
  keepEnquiry,
  keptEnquiries,
  recordAnswer,
  type KeptEnquiry,
} from '../../../shared/keptEnquiries';
import { withFakeIndexedDb } from '../../../testing/jsdom/fakeIndexedDb';
import { KeptEnquiryNotice } from './KeptEnquiryNotice';

withFakeIndexedDb();

const words = contactForm.kept;
const body = { writer: 'adult', fullName: 'Asha', userEmail: 'asha@example.org', message: 'Hello' };
let kept: KeptEnquiry;

beforeEach(async () => {
  for (const enquiry of await keptEnquiries()) await deleteKeptEnquiry(enquiry.key);
  kept = await keepEnquiry({ key: 'key-0001', body, language: 'en' });
});

afterEach(() => vi.restoreAllMocks());

/** The network: every send gets no answer, or the answer `status` once it is given. */
function network() {
  let status: number | undefined;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (status === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'Thank you.' }), { status });
  });
  return { spy, answer: (next: number) => (status = next) };
}

function renderNotice() {
  return render(
    <MemoryRouter>
      <main id="main">
        <KeptEnquiryNotice />
        <h1>Contact</h1>
      </main>
    </MemoryRouter>,
  );
}

/** Presses the kept notice's `button` ("Delete it from this phone"), by keyboard. */
async function deleteIt(title: string) {
  const region = await screen.findByRole('region', { name: title });
  within(region).getByRole('button', { name: words.delete }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('region', { name: words.deleted });
}

describe('Undo, after "Delete it from this phone"', () => {
  it('puts a waiting one back as it was, and its notice takes focus', async () => {
    network();
    const { container } = renderNotice();
    const confirmation = await deleteIt(words.title);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(await keptEnquiries()).toEqual([]);
    const undo = within(confirmation).getByRole('button', { name: words.undo });
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.tab();
    expect(undo).toHaveFocus();
    // Every element focus lands on from the press on: straight to the notice put back (never
    // the confirmation again, nor the body), each move heard by a screen reader.
    const focused: string[] = [];
    const record = (event: FocusEvent) =>
      focused.push((event.target as HTMLElement).getAttribute('aria-labelledby') ?? 'other');
    document.addEventListener('focusin', record);
    await userEvent.keyboard('{Enter}');
    const back = await screen.findByRole('region', { name: words.title });
    await waitFor(() => expect(back).toHaveFocus());
    document.removeEventListener('focusin', record);
    expect(focused).toEqual(['kept-key-0001']);
    expect(screen.queryByRole('region', { name: words.deleted })).not.toBeInTheDocument();
    // The same record: its key (the service stores it once), its words, when it was kept.
    expect(await keptEnquiries()).toEqual([kept]);
    expect(back).toHaveTextContent('Hello');
  });

  it('sends a waiting one put back when the link is there, once', async () => {
    const link = network();
    renderNotice();
    const confirmation = await deleteIt(words.title);
    link.answer(201);
    link.spy.mockClear();
    await userEvent.click(within(confirmation).getByRole('button', { name: words.undo }));
    await screen.findByRole('region', { name: words.sentTitle });
    // Sent once (its first try, before the deletion, got no answer); nothing more after.
    expect(link.spy).toHaveBeenCalledTimes(1);
    expect(await keptEnquiries()).toMatchObject([{ key: 'key-0001', state: 'sent' }]);
  });

  it('puts a refused one back, with its words, refused still (never sent again)', async () => {
    const { spy } = network();
    await recordAnswer('key-0001', 'refused', { message: 'Too long.', fieldErrors: {} });
    renderNotice();
    const confirmation = await deleteIt(words.refusedTitle);
    spy.mockClear();
    await userEvent.click(within(confirmation).getByRole('button', { name: words.undo }));
    const back = await screen.findByRole('region', { name: words.refusedTitle });
    await waitFor(() => expect(back).toHaveFocus());
    expect(back).toHaveTextContent('Too long.');
    expect((await keptEnquiries()).map(({ state }) => state)).toEqual(['refused']);
    expect(spy).not.toHaveBeenCalled();
  });
});
