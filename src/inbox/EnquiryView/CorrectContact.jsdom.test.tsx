/**
 * "Correct name or contact" in the owner's inbox, against the stand-in of its API
 * (testing/jsdom/fakeInboxApi.ts, which checks as the service does): by keyboard, focus on the
 * name when it opens and back on the button when it closes; a refusal told field by field with
 * a summary that takes focus; a saved correction shown and said. The service's side:
 * src/server/inbox/inboxCorrection.node.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiryMessages } from '../../content/contactForm';
import { inboxContent } from '../../content/inbox';
import { fakeInboxApi } from '../../testing/jsdom/fakeInboxApi';
import { InboxApp } from '../InboxApp';

const words = inboxContent.detail.correct;

afterEach(() => {
  document.title = '';
});

/** What the polite live region says now. */
const spoken = () =>
  document.querySelector('[aria-live="polite"]')?.textContent?.replace(/\u00a0$/, '') ?? '';

async function openEnquiry() {
  const api = fakeInboxApi({ signedIn: true });
  render(<InboxApp initialPath="/inbox/enquiries/4" />);
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Meera Iyer' });
  return api;
}

describe('correcting a name or contact', () => {
  it('opens with focus on the name, saves by keyboard, and says so with focus back on its button', async () => {
    const api = await openEnquiry();
    const opener = screen.getByRole('button', { name: words.open });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const form = screen.getByRole('region', { name: words.heading });
    const name = within(form).getByRole('textbox', { name: inboxContent.detail.fields.name });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Meera Iyer');
    expect(await axe(document.body)).toHaveNoViolations();

    await userEvent.clear(name);
    await userEvent.keyboard('Meera Iyengar');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(spoken()).toBe(words.saved));
    expect(screen.queryByRole('region', { name: words.heading })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enquiry from Meera Iyengar' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: words.open })).toHaveFocus();
    expect(api.state.requests.at(-1)).toEqual({
      method: 'PUT',
      path: 'enquiries/4/contact',
      body: {
        fullName: 'Meera Iyengar',
        phoneNumber: '+91 98765 43210',
        userEmail: 'meera@example.org',
      },
    });
  });

  it('tells a refusal field by field, the summary taking focus and linking to the field', async () => {
    await openEnquiry();
    await userEvent.click(screen.getByRole('button', { name: words.open }));
    const form = screen.getByRole('region', { name: words.heading });
    const email = within(form).getByRole('textbox', { name: inboxContent.detail.fields.email });
    await userEvent.clear(email);
    await userEvent.type(email, 'meera@');
    await userEvent.click(within(form).getByRole('button', { name: words.save }));

    const summary = await within(form).findByRole('group', { name: words.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('link', { name: enquiryMessages.userEmail.format }),
    ).toHaveAttribute('href', `#${email.id}`);
    expect(email).toHaveAccessibleDescription(
      `${words.errorPrefix} ${enquiryMessages.userEmail.format}`,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('closes on Cancel, changing nothing, focus back on its button', async () => {
    const api = await openEnquiry();
    await userEvent.click(screen.getByRole('button', { name: words.open }));
    const form = screen.getByRole('region', { name: words.heading });
    await userEvent.type(
      within(form).getByRole('textbox', { name: inboxContent.detail.fields.name }),
      ' typo',
    );
    await userEvent.click(within(form).getByRole('button', { name: words.cancel }));
    expect(screen.getByRole('button', { name: words.open })).toHaveFocus();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enquiry from Meera Iyer' }),
    ).toBeVisible();
    expect(api.state.requests.some((request) => request.method === 'PUT')).toBe(false);
  });
});
