/**
 * A parent's or guardian's enquiry in the owner's inbox, against the stand-in of its API
 * (testing/jsdom/fakeInboxApi.ts) with what the service does for one (below): the list says who
 * wrote and, in words, that consent is still to be confirmed; the enquiry shows the steps and a
 * small form in place of its message, of which no word is in the page; recording the consent by
 * keyboard is said politely, shows the message and puts focus on its heading; a refused name is
 * told on the field and in a summary that takes focus. The service's side:
 * src/server/inbox/inboxConsent.node.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxContent } from '../../content/inbox';
import { checkConfirmedBy } from '../../server/inbox/confirmedBy';
import { inboxMessages } from '../../server/inbox/messages';
import type { InboxEnquiry } from '../../shared/inbox';
import { enquiry, fakeInboxApi, sampleEnquiries } from '../../testing/jsdom/fakeInboxApi';
import { when } from '../format';
import { InboxApp } from '../InboxApp';

const words = inboxContent.detail.consent;

const MESSAGE = 'My son Arjun is 12 and is losing his sight.';
const RECORDED_AT = '2026-11-06T09:00:00.000Z';

afterEach(() => {
  document.title = '';
});

/** What the polite live region says now. */
const spoken = () =>
  document.querySelector('[aria-live="polite"]')?.textContent?.replace(/\u00a0$/, '') ?? '';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}

/** Whether the service withholds an enquiry's words: a parent's, until consent is recorded. */
const waiting = (e: Partial<InboxEnquiry>) => e.writer === 'parent' && e.consent === null;

/**
 * The stand-in of the API, with what the service does for a parent's enquiry (routes.ts): its
 * words withheld from every answer (`preview` and `message` null) until consent is recorded, and
 * PUT enquiries/{id}/consent, which checks the name with the service's own check.
 */
function startWithParent(path: string) {
  const parent = enquiry(5, 'Sunita Rao', '2026-11-05T08:00:00.000Z', {
    writer: 'parent',
    relationship: 'my son',
    consent: null,
    phoneNumber: '+91 91234 56789',
    userEmail: '',
    message: MESSAGE,
  });
  const api = fakeInboxApi({ signedIn: true, enquiries: [parent, ...sampleEnquiries()] });
  const serve = api.spy.getMockImplementation();
  if (!serve) throw new Error('the stand-in answers no call');

  const withhold = (e: Record<string, unknown>) =>
    waiting(e) ? { ...e, ...('preview' in e ? { preview: null } : { message: null }) } : e;

  api.spy.mockImplementation(async (input, init) => {
    const request = input as Request;
    const address = new URL(request.url).pathname.replace(/^\/u1\/inbox\//, '');
    const consent = /^enquiries\/(\d+)\/consent$/.exec(address);
    if (!consent || request.method !== 'PUT') {
      const response = await serve(input, init);
      if (!response.headers.get('content-type')?.includes('json')) return response;
      const body = (await response.json()) as Record<string, unknown>;
      const page = body.enquiries as Record<string, unknown>[] | undefined;
      return json(
        response.status,
        page ? { ...body, enquiries: page.map(withhold) } : withhold(body),
      );
    }
    const body = JSON.parse(await request.text()) as { confirmedBy: string };
    api.state.requests.push({ method: 'PUT', path: address, body });
    const found = api.state.enquiries.find((e) => e.id === Number(consent[1]));
    if (!found || found.writer !== 'parent') return json(404, { message: inboxMessages.notFound });
    if (found.consent) return json(409, { message: inboxMessages.consentConfirmedAlready });
    const checked = checkConfirmedBy(body.confirmedBy);
    if (!checked.ok) {
      return json(400, { message: checked.problem, errors: { confirmedBy: checked.problem } });
    }
    found.consent = { confirmedAt: RECORDED_AT, confirmedBy: checked.name };
    return json(200, found);
  });
  render(<InboxApp initialPath={path} />);
  return api;
}

async function openParentEnquiry() {
  const api = startWithParent('/inbox/enquiries/5');
  await screen.findByRole('heading', { level: 1, name: 'Enquiry from Sunita Rao' });
  const section = await screen.findByRole('region', { name: words.heading });
  return { api, section };
}

describe("a parent's enquiry, until its consent is confirmed", () => {
  it('is marked in the list, in words, with no word of its message', async () => {
    startWithParent('/inbox');
    const grid = await screen.findByRole('grid', { name: inboxContent.list.enquiriesHeading });
    // The row's name, heard as it takes focus, says it too.
    const row = await within(grid).findByRole('row', {
      name: /^Sunita Rao, new, from a parent or guardian, consent to confirm, received /,
    });
    expect(within(row).getByText(inboxContent.list.fromParent('my son'))).toBeVisible();
    expect(within(row).getByText(inboxContent.list.consentToConfirm)).toBeVisible();
    // An adult's row says neither, and shows its first words.
    const adult = within(grid).getByRole('row', { name: /^Meera Iyer, new, received / });
    expect(within(adult).getByText(/^Could you send the book in Braille\?/)).toBeVisible();
    expect(document.body).not.toHaveTextContent('Arjun');
  });

  it('shows the steps and a form in place of the message, and no word of it', async () => {
    const { section } = await openParentEnquiry();
    expect(screen.queryByRole('heading', { name: inboxContent.detail.messageHeading })).toBeNull();
    expect(document.body).not.toHaveTextContent('Arjun');
    expect(screen.getByText(inboxContent.detail.writtenByParent('my son'))).toBeVisible();
    expect(screen.getByText(inboxContent.detail.consentWaiting)).toBeVisible();

    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `${inboxContent.detail.call('+91 91234 56789')}${words.askFor('Sunita Rao')}`,
      words.ask,
      words.record,
    ]);
    expect(
      within(section).getByRole('link', { name: inboxContent.detail.call('+91 91234 56789') }),
    ).toHaveAttribute('href', 'tel:+919123456789');
    // Fourteen days after it came, as the form told the parent.
    expect(
      within(section).getByText(words.deletedBy(when('2026-11-19T08:00:00.000Z'))),
    ).toBeVisible();
    expect(within(section).getByRole('textbox', { name: words.name })).toHaveValue('');
    expect(within(section).getByRole('button', { name: words.submit })).toBeVisible();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('records it by keyboard: said politely, the message shown, focus on its heading', async () => {
    const { api, section } = await openParentEnquiry();
    within(section)
      .getByRole('link', { name: inboxContent.detail.call('+91 91234 56789') })
      .focus();
    await userEvent.tab();
    const name = within(section).getByRole('textbox', { name: words.name });
    expect(name).toHaveFocus();
    await userEvent.keyboard('Anita Sharma');
    await userEvent.tab();
    expect(within(section).getByRole('button', { name: words.submit })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: inboxContent.detail.messageHeading,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(spoken()).toBe(words.recorded);
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(screen.queryByRole('region', { name: words.heading })).not.toBeInTheDocument();
    expect(
      screen.getByText(inboxContent.detail.consentConfirmed(when(RECORDED_AT), 'Anita Sharma')),
    ).toBeVisible();
    expect(api.state.requests.at(-1)).toEqual({
      method: 'PUT',
      path: 'enquiries/5/consent',
      body: { confirmedBy: 'Anita Sharma' },
    });
  });

  it('tells a refused name on the field, the summary taking focus and linking to it', async () => {
    const { api, section } = await openParentEnquiry();
    await userEvent.click(within(section).getByRole('button', { name: words.submit }));

    const summary = await within(section).findByRole('group', { name: words.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    const name = within(section).getByRole('textbox', { name: words.name });
    expect(
      within(summary).getByRole('link', { name: inboxMessages.confirmedBy.missing }),
    ).toHaveAttribute('href', `#${name.id}`);
    expect(name).toHaveAccessibleDescription(
      `${words.errorPrefix} ${inboxMessages.confirmedBy.missing}`,
    );
    expect(api.state.enquiries.find((e) => e.id === 5)?.consent).toBeNull();
    expect(document.body).not.toHaveTextContent('Arjun');
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says so, as a problem, when the consent was recorded already in another tab', async () => {
    const { api, section } = await openParentEnquiry();
    const found = api.state.enquiries.find((e) => e.id === 5);
    if (found) found.consent = { confirmedAt: RECORDED_AT, confirmedBy: 'Another Tab' };
    await userEvent.type(within(section).getByRole('textbox', { name: words.name }), 'Anita');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(spoken()).toBe(inboxMessages.consentConfirmedAlready));
    // Shown in the page as well, above the enquiry.
    expect(
      within(screen.getByRole('main')).getByText(inboxMessages.consentConfirmedAlready),
    ).toBeVisible();
  });
});
