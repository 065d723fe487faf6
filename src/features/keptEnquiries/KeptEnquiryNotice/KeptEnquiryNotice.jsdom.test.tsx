import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../../content/contactForm';
import {
  deleteKeptEnquiry,
  keepEnquiry,
  keptEnquiries,
  keptEnquiry,
  recordAnswer,
} from '../../../shared/keptEnquiries';
import { KEPT_ENQUIRY_SHOWN } from '../mark';
import { KeptEnquiryNotice } from './KeptEnquiryNotice';
import { withFakeIndexedDb } from '../../../testing/jsdom/fakeIndexedDb';
import { heardTextOf, seenTextOf } from '../../../testing/jsdom/heard';

withFakeIndexedDb();

const words = contactForm.kept;
const body = {
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'नमस्ते!\nCould you send a Braille copy?',
};

/** The network: no answer until `answer` is given a status. */
function network() {
  let status: number | undefined;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (status === undefined) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ message: 'Thank you. We will reply soon.' }), { status });
  });
  return { spy, answer: (next: number) => (status = next) };
}

function renderNotice() {
  return render(
    <MemoryRouter>
      <main id="main">
        <KeptEnquiryNotice />
        <h1>Contact</h1>
        <Link to="/about">About</Link> <Link to="/">Back to this page</Link>
      </main>
    </MemoryRouter>,
  );
}

const notice = (title: string) => screen.findByRole('region', { name: title });

beforeEach(async () => {
  for (const enquiry of await keptEnquiries()) await deleteKeptEnquiry(enquiry.key);
  await keepEnquiry({ key: 'key-0001', body, language: 'en' });
});

afterEach(() => vi.restoreAllMocks());

describe('an enquiry waiting on the phone', () => {
  it('says it is kept and not sent yet, shows its words, and the helplines as calls', async () => {
    network();
    const { container } = renderNotice();
    const region = await notice(words.title);
    expect(region).toHaveTextContent(words.notSentYet);
    expect(region).toHaveTextContent(words.helpNow);
    expect(within(region).getByText(words.yourMessage)).toBeVisible();
    expect(region).toHaveTextContent('Could you send a Braille copy?');
    const calls = within(region).getAllByRole('link');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(within(region).getByRole('button', { name: words.delete })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is deleted from the phone, and a confirmation in its place takes focus', async () => {
    const { spy, container } = { ...network(), ...renderNotice() };
    const region = await notice(words.title);
    await userEvent.click(within(region).getByRole('button', { name: words.delete }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: words.title })).not.toBeInTheDocument(),
    );
    expect(await keptEnquiry('key-0001')).toBeUndefined();
    expect(screen.getByRole('region', { name: words.deleted })).toHaveFocus();
    // Heard once, as what has focus: not a second time from the live region.
    expect(container.querySelector('[aria-live]')).toHaveTextContent(/^$/);
    expect(await axe(container)).toHaveNoViolations();
    spy.mockClear();
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await keptEnquiries()).toEqual([]));
    expect(spy).not.toHaveBeenCalled();
  });

  it('is sent when the link comes back while the page is open, and says so politely', async () => {
    const link = network();
    renderNotice();
    await notice(words.title);
    link.answer(201);
    window.dispatchEvent(new Event('online'));
    const sent = await notice(words.sentTitle);
    expect(sent).toHaveTextContent('Thank you. We will reply soon.');
    const live = screen.getByText(words.sentNow);
    expect(live.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(within(sent).getByRole('button', { name: words.close }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(await keptEnquiries()).toEqual([]);
    // OK closes it: nothing to confirm, focus on the page's heading.
    expect(screen.queryByText(words.deleted)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

describe('the confirmation of a deletion', () => {
  /** "Delete it from this phone" on the notice shown: its confirmation. */
  async function deleteTheKeptOne() {
    const region = await notice(words.title);
    await userEvent.click(within(region).getByRole('button', { name: words.delete }));
    return screen.findByRole('region', { name: words.deleted });
  }

  it('is for the page it was made on: gone once the visitor moves to another, and after', async () => {
    network();
    renderNotice();
    await deleteTheKeptOne();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.queryByText(words.deleted)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to this page' }));
    expect(screen.queryByText(words.deleted)).not.toBeInTheDocument();
  });

  it('goes when the form keeps a new one: the new notice takes focus', async () => {
    network();
    renderNotice();
    await deleteTheKeptOne();
    await keepEnquiry({ key: 'key-0002', body, language: 'en' });
    window.dispatchEvent(new Event(KEPT_ENQUIRY_SHOWN));
    // The notice shows once the kept one is read back, and takes focus in the effect after: on a
    // busy machine the two can be a moment apart.
    const kept = await notice(words.title);
    await waitFor(() => expect(kept).toHaveFocus());
    expect(screen.queryByText(words.deleted)).not.toBeInTheDocument();
  });

  it('takes focus again after a second deletion on the same page', async () => {
    network();
    await keepEnquiry({ key: 'key-0002', body, language: 'en' });
    renderNotice();
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2));
    const [first] = screen.getAllByRole('region');
    await userEvent.click(within(first!).getByRole('button', { name: words.delete }));
    const confirmation = await screen.findByRole('region', { name: words.deleted });
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: words.title })).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: words.delete }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: words.title })).not.toBeInTheDocument(),
    );
    expect(confirmation).toHaveFocus();
    expect(await keptEnquiries()).toEqual([]);
  });
});

describe('what became of it, shown on the next page opened', () => {
  it('sent: the service’s words and OK', async () => {
    network();
    await recordAnswer('key-0001', 'sent', { message: 'Thank you.', fieldErrors: {} });
    const { container } = renderNotice();
    const region = await notice(words.sentTitle);
    expect(region).toHaveTextContent('Thank you.');
    expect(within(region).getByRole('button', { name: words.close })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sent with a reference: the same sentence as under "Success!", heard digit by digit', async () => {
    network();
    // As the service's answer is kept with it (src/shared/sendKeptEnquiries.ts, `readAnswer`).
    const answer = { message: 'Thank you.', fieldErrors: {}, reference: '482915' };
    await recordAnswer('key-0001', 'sent', answer);
    const { container } = renderNotice();
    const region = await notice(words.sentTitle);
    const sentence = within(region).getByText(/^Your reference number is/);
    expect(heardTextOf(sentence)).toBe(
      'Your reference number is 4 8 2, 9 1 5. Please give it if you write to us or call us about this message.',
    );
    expect(seenTextOf(sentence)).toContain('Your reference number is 482 915.');
    // After the service's words, and said once.
    expect(heardTextOf(region)).toContain('Thank you.Your reference number is 4 8 2, 9 1 5.');
    expect(heardTextOf(region).split('4 8 2, 9 1 5')).toHaveLength(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['none', { message: 'Thank you.', fieldErrors: {} }],
    ['one that is not six digits', { message: 'Thank you.', fieldErrors: {}, reference: '4829' }],
  ])('sent with %s kept as its reference: no sentence about one', async (_what, answer) => {
    network();
    await recordAnswer('key-0001', 'sent', answer);
    renderNotice();
    const region = await notice(words.sentTitle);
    expect(region).toHaveTextContent('Thank you.');
    expect(region).not.toHaveTextContent(/reference/i);
  });

  it('refused: why, and the words the visitor wrote, with a way to put them back in the form', async () => {
    network();
    await recordAnswer('key-0001', 'refused', {
      message: 'Please shorten your message.',
      fieldErrors: {},
    });
    const { container } = renderNotice();
    const region = await notice(words.refusedTitle);
    expect(region).toHaveTextContent('Please shorten your message.');
    expect(region).toHaveTextContent(words.refusedIntro);
    expect(region).toHaveTextContent('Could you send a Braille copy?');
    expect(within(region).getByRole('button', { name: words.putBack })).toBeVisible();
    expect(within(region).getByRole('button', { name: words.delete })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });
});

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
    const kept = await keptEnquiries();
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
      focused.push((event.target as HTMLElement).getAttribute('data-kept-key') ?? 'other');
    document.addEventListener('focusin', record);
    await userEvent.keyboard('{Enter}');
    const back = await screen.findByRole('region', { name: words.title });
    await waitFor(() => expect(back).toHaveFocus());
    document.removeEventListener('focusin', record);
    expect(focused).toEqual(['key-0001']);
    expect(screen.queryByRole('region', { name: words.deleted })).not.toBeInTheDocument();
    // The same record: its key (the service stores it once), its words, when it was kept.
    expect(await keptEnquiries()).toEqual(kept);
    expect(back).toHaveTextContent('Could you send a Braille copy?');
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
