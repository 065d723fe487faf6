/**
 * The owner's inbox in jsdom, against a stand-in of its API (testing/fakeInboxApi.ts): each view
 * by role and accessible name, the keyboard journeys (sign in, open, mark, delete, search, sign
 * out), where focus goes after each move, what the live region says, and axe on every view. The
 * same journeys run in real Chromium against the real service in a11y-tests/inbox.browser.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxContent, setPassphraseCommand } from '../content/inbox';
import { InboxApp } from './InboxApp';
import {
  enquiry,
  fakeInboxApi,
  RIGHT_PASSPHRASE,
  type FakeState,
} from '../testing/jsdom/fakeInboxApi';

afterEach(() => {
  document.title = '';
});

function start(state: Partial<FakeState> = {}, path = '/inbox') {
  const api = fakeInboxApi(state);
  render(<InboxApp initialPath={path} />);
  return api;
}

/** What the polite live region says now. */
function spoken(): string {
  return document.querySelector('[aria-live="polite"]')?.textContent?.replace(/\u00a0$/, '') ?? '';
}

async function signInWithKeyboard(passphrase = RIGHT_PASSPHRASE) {
  const field = await screen.findByLabelText(inboxContent.signIn.passphrase);
  await userEvent.click(field);
  await userEvent.keyboard(passphrase);
  await userEvent.keyboard('{Enter}');
}

async function listShown() {
  const grid = await screen.findByRole('grid', { name: inboxContent.list.enquiriesHeading });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(0));
  return grid;
}

describe('without a passphrase', () => {
  it('says exactly how to set one, and looks again when asked', async () => {
    const api = start({ passphrase: 'unset' });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: inboxContent.noPassphrase.title,
    });
    expect(heading).toBeVisible();
    expect(screen.getByText(setPassphraseCommand)).toBeVisible();
    expect(screen.queryByLabelText(inboxContent.signIn.passphrase)).not.toBeInTheDocument();
    expect(document.title).toBe(inboxContent.documentTitle(inboxContent.noPassphrase.title));
    expect(await axe(document.body)).toHaveNoViolations();

    await userEvent.click(
      screen.getByRole('button', { name: inboxContent.noPassphrase.checkAgain }),
    );
    await waitFor(() => expect(spoken()).toBe(inboxContent.noPassphrase.stillUnset));

    api.state.passphrase = 'set';
    await userEvent.click(
      screen.getByRole('button', { name: inboxContent.noPassphrase.checkAgain }),
    );
    const signIn = await screen.findByRole('heading', {
      level: 1,
      name: inboxContent.signIn.title,
    });
    expect(signIn).toHaveFocus();
  });
});

describe('signing in', () => {
  it('is one field labelled "Passphrase" and a "Sign in" button, in a page with a skip link and main', async () => {
    start();
    const field = await screen.findByLabelText('Passphrase');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(field);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Nothing but the skip link comes before the field in the Tab order.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    expect(field).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('with the keyboard: the inbox opens, and focus goes to its heading', async () => {
    start();
    await signInWithKeyboard();
    const heading = await screen.findByRole('heading', { level: 1, name: inboxContent.list.title });
    expect(heading).toHaveFocus();
    await listShown();
    expect(document.title).toBe(inboxContent.documentTitle(inboxContent.list.title));
  });

  it('a wrong passphrase is told in the field and in a summary that takes focus; the field empties', async () => {
    start();
    await signInWithKeyboard('not the right one');
    const summary = await screen.findByRole('group', {
      name: inboxContent.signIn.errorSummaryTitle,
    });
    await waitFor(() => expect(summary).toHaveFocus());
    const message =
      'That passphrase is not right. You can try 4 more times in the next 15 minutes.';
    expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    const field = screen.getByLabelText('Passphrase');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${inboxContent.signIn.errorPrefix} ${message}`);
    expect(field).toHaveValue('');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('after too many tries, says in words how long to wait', async () => {
    start({ wrongTries: 5 });
    await signInWithKeyboard();
    const summary = await screen.findByRole('group', {
      name: inboxContent.signIn.errorSummaryTitle,
    });
    expect(summary).toHaveTextContent(/Too many wrong passphrases.*wait 15 minutes/);
  });

  it('an empty passphrase is refused here, without a request', async () => {
    const api = start();
    await screen.findByLabelText('Passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('group', {
      name: inboxContent.signIn.errorSummaryTitle,
    });
    expect(summary).toHaveTextContent(inboxContent.signIn.empty);
    expect(api.state.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('the list', () => {
  it('shows enquiries newest first, new ones marked in words, with counts and e-mail state', async () => {
    start({ signedIn: true });
    const grid = await listShown();
    // The rows say where each e-mail stands once the status has come too (its own request,
    // which a busy machine can answer after the list's): wait for it, not for a fixed time.
    expect(await screen.findByText('0 sent, 3 waiting, 1 failed.')).toBeVisible();
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^New Meera Iyer/),
      expect.stringMatching(/^Ravi Kumar.*E-mail to you: FAILED \(550 No such user\)/),
      expect.stringMatching(/^Asha Devi Replied/),
      expect.stringMatching(/^New Kiran/),
    ]);
    expect(screen.getByText(inboxContent.list.counts(4, 2))).toBeVisible();
    expect(screen.getByText(inboxContent.email.off)).toBeVisible();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows older enquiries on demand, focus going to the first of them', async () => {
    const many = Array.from({ length: 55 }, (_, i) =>
      enquiry(
        100 - i,
        `Writer ${100 - i}`,
        new Date(Date.UTC(2026, 9, 1) + (55 - i) * 3_600_000).toISOString(),
      ),
    );
    start({ signedIn: true, enquiries: many });
    const grid = await listShown();
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(50));
    expect(screen.getByText('Showing 50 of 55.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: inboxContent.list.showOlder }));
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(55));
    const first = within(grid).getAllByRole('row')[50]!;
    expect(first).toHaveTextContent('Writer 50');
    await waitFor(() => expect(first).toHaveFocus());
    expect(
      screen.queryByRole('button', { name: inboxContent.list.showOlder }),
    ).not.toBeInTheDocument();
  });

  it('offers both exports as download links to the API', async () => {
    start({ signedIn: true });
    await listShown();
    expect(screen.getByRole('link', { name: inboxContent.export.csv })).toHaveAttribute(
      'href',
      '/u1/inbox/export.csv',
    );
    expect(screen.getByRole('link', { name: inboxContent.export.json })).toHaveAttribute(
      'download',
    );
  });

  it("offers the enquiries a search found as files of their own: one person's copy", async () => {
    start({ signedIn: true });
    const grid = await listShown();
    expect(screen.queryByRole('heading', { name: /found for/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'braille');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1));
    const found = screen.getByRole('region', {
      name: inboxContent.export.found.heading(1, 'braille'),
    });
    expect(found).toHaveAccessibleName('Download the enquiry found for “braille”');
    expect(
      within(found).getByRole('link', { name: inboxContent.export.found.csv }),
    ).toHaveAttribute('href', '/u1/inbox/export.csv?query=braille');
    expect(
      within(found).getByRole('link', { name: inboxContent.export.found.json }),
    ).toHaveAttribute('href', '/u1/inbox/export.json?query=braille');
    // Every enquiry still has its own links.
    expect(screen.getByRole('link', { name: inboxContent.export.csv })).toHaveAttribute(
      'href',
      '/u1/inbox/export.csv',
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('searches once typing pauses, and says how many match', async () => {
    start({ signedIn: true });
    const grid = await listShown();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'braille');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(1));
    expect(within(grid).getByRole('row')).toHaveTextContent('Meera Iyer');
    await waitFor(() => expect(spoken()).toBe('1 enquiry matches “braille”.'));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search enquiries' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search enquiries' }), 'nobody');
    await waitFor(() =>
      expect(within(grid).getByText('No enquiry matches “nobody”.')).toBeVisible(),
    );
  });

  it('sends the failed e-mails again', async () => {
    start({ signedIn: true });
    await listShown();
    await userEvent.click(screen.getByRole('button', { name: inboxContent.email.retry }));
    await waitFor(() => expect(screen.getByText('0 sent, 4 waiting, 0 failed.')).toBeVisible());
    expect(spoken()).toMatch(/being sent again/);
  });

  it('says when e-mail is not working, and why', async () => {
    start({
      signedIn: true,
      emailCheck: { state: 'failing', detail: 'login refused', checkedAt: '2026-11-04T09:00:00Z' },
    });
    await listShown();
    expect(await screen.findByText(/E-mail is NOT working: login refused/)).toBeVisible();
  });
});

describe('one enquiry', () => {
  it('opens from the list with the keyboard, marks it read, and takes focus to its heading', async () => {
    const api = start({ signedIn: true });
    const grid = await listShown();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    // Skip link, Sign out, the search field; then the list: one Tab stop, on its first row.
    await userEvent.tab();
    const [first] = within(grid).getAllByRole('row');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Enquiry from Meera Iyer',
    });
    expect(heading).toHaveFocus();
    expect(api.state.requests).toContainEqual({
      method: 'PATCH',
      path: 'enquiries/4',
      body: { read: true },
    });
    expect(await screen.findByText('We are a school of 14 students.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Reply by e-mail to meera@example.org' }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:meera@example\.org\?subject=/));
    expect(screen.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(document.title).toBe(inboxContent.documentTitle('Enquiry from Meera Iyer'));
    expect(await axe(document.body)).toHaveNoViolations();

    // Back to the list: focus returns to the row, which is no longer new.
    await userEvent.click(screen.getByRole('link', { name: inboxContent.detail.back }));
    const row = await waitFor(() => {
      const [again] = within(screen.getByRole('grid')).getAllByRole('row');
      expect(again).toHaveFocus();
      return again!;
    });
    expect(row).not.toHaveTextContent(/^New/);
  });

  it('is marked replied and not replied, said politely, focus staying on the button', async () => {
    start({ signedIn: true }, '/inbox/enquiries/4');
    const button = await screen.findByRole('button', { name: inboxContent.detail.markReplied });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(inboxContent.detail.markNotReplied));
    expect(button).toHaveFocus();
    expect(spoken()).toBe(inboxContent.detail.markedReplied);
    expect(screen.getByText(/^Replied \(marked/)).toBeVisible();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName(inboxContent.detail.markReplied));
    expect(spoken()).toBe(inboxContent.detail.markedNotReplied);
  });

  it('is deleted for good only after a confirm whose Cancel takes focus; then focus goes to the next row', async () => {
    const api = start({ signedIn: true });
    const grid = await listShown();
    await userEvent.click(within(grid).getAllByRole('row')[1]!);
    const remove = await screen.findByRole('button', { name: inboxContent.detail.delete });

    // Escape keeps it, and focus returns to the button.
    await userEvent.click(remove);
    let dialog = await screen.findByRole('dialog', {
      name: inboxContent.detail.confirm.title,
    });
    expect(dialog).toHaveAccessibleDescription(
      /The enquiry from Ravi Kumar, received .* will be erased from the database\. A backup put back later will not bring it back\./,
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus(),
    );
    expect(await axe(document.body)).toHaveNoViolations();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveFocus();
    expect(api.state.enquiries).toHaveLength(4);

    await userEvent.click(remove);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(api.state.enquiries.map((e) => e.id)).toEqual([4, 2, 1]));
    const rows = await waitFor(() => {
      const now = within(screen.getByRole('grid')).getAllByRole('row');
      expect(now).toHaveLength(3);
      return now;
    });
    // The row after the deleted one.
    await waitFor(() => expect(rows[1]).toHaveFocus());
    expect(rows[1]).toHaveTextContent('Asha Devi');
    expect(spoken()).toBe(inboxContent.list.deleted('Ravi Kumar'));
  });

  it('deleting the last one left puts focus on the list heading', async () => {
    start({ signedIn: true, enquiries: [enquiry(7, 'Only One', '2026-11-01T10:00:00.000Z')] });
    const grid = await listShown();
    await userEvent.click(within(grid).getByRole('row'));
    await userEvent.click(await screen.findByRole('button', { name: inboxContent.detail.delete }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: inboxContent.list.enquiriesHeading,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(inboxContent.list.empty)).toBeVisible();
  });

  it('that is not there says so', async () => {
    start({ signedIn: true }, '/inbox/enquiries/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: inboxContent.detail.notFound }),
    ).toBeVisible();
  });
});

describe('the session', () => {
  it('ended on the server: the next call brings back the sign-in form, which says so', async () => {
    const api = start({ signedIn: true });
    await listShown();
    api.state.expireSession = true;
    await userEvent.click(screen.getAllByRole('row')[0]!);
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: inboxContent.signIn.title,
    });
    expect(heading).toHaveFocus();
    expect(
      within(screen.getByRole('main')).getByText(inboxContent.signIn.sessionEnded),
    ).toBeVisible();
    // Nothing of the inbox is left in the page.
    expect(screen.queryByText('Meera Iyer')).not.toBeInTheDocument();
  });

  it('signing out: the sign-in form, focus on its heading, said politely', async () => {
    const api = start({ signedIn: true });
    await listShown();
    await userEvent.click(screen.getByRole('button', { name: inboxContent.signOut }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: inboxContent.signIn.title,
    });
    expect(heading).toHaveFocus();
    expect(spoken()).toBe(inboxContent.signIn.signedOut);
    expect(api.state.signedIn).toBe(false);
    expect(screen.queryByRole('button', { name: inboxContent.signOut })).not.toBeInTheDocument();
  });
});
