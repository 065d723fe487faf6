/**
 * A parent's or guardian's enquiry in the owner's inbox, against the stand-in of its API
 * (testing/jsdom/fakeInboxApi.ts) with what the service does for one (below): the list says who
 * wrote and, in words, that consent is still to be confirmed; the enquiry shows the steps of the
 * call and a small form (the owner's name, and what they checked on the call, both required) in
 * place of its message, of which no word is in the page; recording the consent by keyboard is
 * said politely, shows the message and puts focus on its heading, and the facts then say who
 * confirmed it, what was checked and which privacy notice was agreed to; refusals are told on
 * each field and in a summary that takes focus. The service's side:
 * src/server/inbox/inboxConsent.node.test.ts.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxContent } from '../../content/inbox';
import { checkConsentGiven } from '../../server/inbox/confirmedBy';
import { inboxMessages } from '../../server/inbox/messages';
import type { InboxEnquiry } from '../../shared/inbox';
import { enquiry, fakeInboxApi, sampleEnquiries } from '../../testing/jsdom/fakeInboxApi';
import { when } from '../format';
import { InboxApp } from '../InboxApp';

const words = inboxContent.detail.consent;

const MESSAGE = 'My son Arjun is 12 and is losing his sight.';
const RECORDED_AT = '2026-11-06T09:00:00.000Z';
/** The privacy notice's date the stand-in keeps, as the service keeps the build's. */
const NOTICE_DATE = '29 November 2026';
/** What the owner types they checked: two lines, as a note of a call may have. */
const CHECKED_LINES = ['Spoke with Sunita Rao, 41, his mother.', 'Arjun is 12; she agreed.'];

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
 * PUT enquiries/{id}/consent, which checks the name and what was checked with the service's own
 * check and keeps them with the notice's date.
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
    const body = JSON.parse(await request.text()) as { confirmedBy: string; checked: string };
    api.state.requests.push({ method: 'PUT', path: address, body });
    const found = api.state.enquiries.find((e) => e.id === Number(consent[1]));
    if (!found || found.writer !== 'parent') return json(404, { message: inboxMessages.notFound });
    if (found.consent) return json(409, { message: inboxMessages.consentConfirmedAlready });
    const given = checkConsentGiven(body);
    if (!given.ok) return json(400, { message: given.message, errors: given.errors });
    found.consent = {
      confirmedAt: RECORDED_AT,
      confirmedBy: given.confirmedBy,
      checked: given.checked,
      noticeDate: NOTICE_DATE,
    };
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
      words.notice,
      words.record,
      words.notSo,
    ]);
    // In their order, as a list of steps.
    expect(steps[0]?.parentElement?.tagName).toBe('OL');
    expect(
      within(section).getByRole('link', { name: inboxContent.detail.call('+91 91234 56789') }),
    ).toHaveAttribute('href', 'tel:+919123456789');
    // Fourteen days after it came, as the form told the parent.
    expect(
      within(section).getByText(words.deletedBy(when('2026-11-19T08:00:00.000Z'))),
    ).toBeVisible();
    const name = within(section).getByRole('textbox', { name: words.name });
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('aria-required', 'true');
    const checked = within(section).getByRole('textbox', { name: words.checked });
    expect(checked.tagName).toBe('TEXTAREA');
    expect(checked).toHaveValue('');
    expect(checked).toHaveAttribute('aria-required', 'true');
    expect(checked).toHaveAccessibleDescription(words.checkedHint);
    // Both say "(required)" to the eye (a screen reader hears it from aria-required).
    for (const field of [name, checked]) {
      expect(document.querySelector(`label[for="${field.id}"]`)).toHaveTextContent(
        `${field === name ? words.name : words.checked} ${words.requiredMarker}`,
      );
    }
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
    const checked = within(section).getByRole('textbox', { name: words.checked });
    expect(checked).toHaveFocus();
    // Enter in the note is a new line, not a send.
    await userEvent.keyboard(CHECKED_LINES.join('{Enter}'));
    expect(checked).toHaveValue(CHECKED_LINES.join('\n'));
    expect(api.state.requests.some((r) => r.method === 'PUT')).toBe(false);
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
    // The facts say who confirmed it and when, what was checked, and which notice.
    const consent = [...document.querySelectorAll('dt')].find(
      (term) => term.textContent === inboxContent.detail.fields.consent,
    );
    const told: Element[] = [];
    for (let next = consent?.nextElementSibling; next; next = next.nextElementSibling) {
      told.push(next);
    }
    expect(told.map((d) => [d.tagName, d.textContent])).toEqual([
      ['DD', `Confirmed by phone on ${when(RECORDED_AT)} by Anita Sharma`],
      ['DD', `What was checked: ${CHECKED_LINES.join('\n')}`],
      // The form was in English (the fake's default), so the notice and statement were too.
      ['DD', 'Privacy notice agreed to: last updated 29 November 2026, in English'],
    ]);
    for (const d of told) expect(d).toBeVisible();
    expect(api.state.requests.at(-1)).toEqual({
      method: 'PUT',
      path: 'enquiries/5/consent',
      body: { confirmedBy: 'Anita Sharma', checked: CHECKED_LINES.join('\n') },
    });
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('leaves out the notice when the service kept no date for it', async () => {
    const { api, section } = await openParentEnquiry();
    const serve = api.spy.getMockImplementation();
    if (!serve) throw new Error('the stand-in answers no call');
    // A service whose build recorded no date on its notice answers with null.
    api.spy.mockImplementation(async (input, init) => {
      const response = await serve(input, init);
      if ((input as Request).method !== 'PUT' || response.status !== 200) return response;
      const body = (await response.json()) as InboxEnquiry;
      return json(200, { ...body, consent: body.consent && { ...body.consent, noticeDate: null } });
    });
    await userEvent.type(within(section).getByRole('textbox', { name: words.name }), 'Anita');
    await userEvent.type(
      within(section).getByRole('textbox', { name: words.checked }),
      CHECKED_LINES[0] ?? '',
    );
    await userEvent.click(within(section).getByRole('button', { name: words.submit }));
    await screen.findByRole('heading', { level: 2, name: inboxContent.detail.messageHeading });
    expect(
      screen.getByText(inboxContent.detail.consentChecked(CHECKED_LINES[0] ?? '')),
    ).toBeVisible();
    expect(document.body).not.toHaveTextContent('Privacy notice agreed to');
  });

  it('tells both refusals on their fields, the summary taking focus and linking to each', async () => {
    const { api, section } = await openParentEnquiry();
    await userEvent.click(within(section).getByRole('button', { name: words.submit }));

    const summary = await within(section).findByRole('group', { name: words.errorSummaryTitle });
    await waitFor(() => expect(summary).toHaveFocus());
    const name = within(section).getByRole('textbox', { name: words.name });
    const checked = within(section).getByRole('textbox', { name: words.checked });
    // In the form's order, each linking to its field.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [inboxMessages.confirmedBy.missing, `#${name.id}`],
      [inboxMessages.checked.missing, `#${checked.id}`],
    ]);
    expect(name).toHaveAccessibleDescription(
      `${words.errorPrefix} ${inboxMessages.confirmedBy.missing}`,
    );
    expect(name).toBeInvalid();
    // The hint first, then why it was refused.
    expect(checked).toHaveAccessibleDescription(
      `${words.checkedHint} ${words.errorPrefix} ${inboxMessages.checked.missing}`,
    );
    expect(checked).toBeInvalid();
    expect(api.state.enquiries.find((e) => e.id === 5)?.consent).toBeNull();
    expect(document.body).not.toHaveTextContent('Arjun');
    expect(await axe(document.body)).toHaveNoViolations();

    // The summary's link takes focus to the note; a note too short is refused on its own.
    await userEvent.click(
      within(summary).getByRole('link', { name: inboxMessages.checked.missing }),
    );
    expect(checked).toHaveFocus();
    await userEvent.keyboard('Spoke ok.');
    // Typing clears that field's error only.
    expect(checked).toBeValid();
    expect(name).toBeInvalid();
    await userEvent.type(name, 'Anita Sharma');
    await userEvent.click(within(section).getByRole('button', { name: words.submit }));
    const tooShort = inboxMessages.checked.tooShort(10);
    await waitFor(() =>
      expect(checked).toHaveAccessibleDescription(
        `${words.checkedHint} ${words.errorPrefix} ${tooShort}`,
      ),
    );
    expect(name).toBeValid();
    const again = within(section).getByRole('group', { name: words.errorSummaryTitle });
    await waitFor(() => expect(again).toHaveFocus());
    expect(
      within(again)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([tooShort]);
    expect(api.state.enquiries.find((e) => e.id === 5)?.consent).toBeNull();
  });

  it('says so, as a problem, when the consent was recorded already in another tab', async () => {
    const { api, section } = await openParentEnquiry();
    const found = api.state.enquiries.find((e) => e.id === 5);
    if (found) {
      found.consent = {
        confirmedAt: RECORDED_AT,
        confirmedBy: 'Another Tab',
        checked: 'Spoke with her in another tab.',
        noticeDate: NOTICE_DATE,
      };
    }
    await userEvent.type(within(section).getByRole('textbox', { name: words.name }), 'Anita');
    await userEvent.type(
      within(section).getByRole('textbox', { name: words.checked }),
      'Spoke with Sunita Rao.',
    );
    await userEvent.click(within(section).getByRole('button', { name: words.submit }));
    await waitFor(() => expect(spoken()).toBe(inboxMessages.consentConfirmedAlready));
    // Shown in the page as well, above the enquiry.
    expect(
      within(screen.getByRole('main')).getByText(inboxMessages.consentConfirmedAlready),
    ).toBeVisible();
  });
});
