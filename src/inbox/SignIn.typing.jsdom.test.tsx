/**
 * Typing while a wrong passphrase is still being checked (the service answers a wrong one after a
 * pause of a second, docs/spec/contracts.md §11.4): what the owner typed in that pause is kept,
 * and the refusal says so, instead of wiping it and answering "Enter your passphrase" to the next
 * "Sign in". Against the jsdom stand-in of the API (testing/jsdom/fakeInboxApi.ts), its answer to
 * signing in held back until the test lets it go.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { inboxContent } from '../content/inbox';
import { InboxApp } from './InboxApp';
import { fakeInboxApi, RIGHT_PASSPHRASE } from '../testing/jsdom/fakeInboxApi';

afterEach(() => {
  document.title = '';
});

/** The fake API, with its answers to `POST session` held until `release()`. */
function startHeld() {
  const api = fakeInboxApi();
  const answer = api.spy.getMockImplementation();
  if (!answer) throw new Error('the fake API has no implementation');
  let release = () => {};
  const waiting = { count: 0 };
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  api.spy.mockImplementation(async (input, init) => {
    if (input instanceof Request && input.method === 'POST' && input.url.endsWith('/session')) {
      waiting.count += 1;
      await held;
    }
    return answer(input, init);
  });
  render(<InboxApp initialPath="/inbox" />);
  return { api, release, waiting };
}

it('keeps what the owner types while a wrong passphrase is checked, says so, and signs in with it', async () => {
  const { api, release, waiting } = startHeld();
  const field = await screen.findByLabelText(inboxContent.signIn.passphrase);
  await userEvent.click(field);
  await userEvent.keyboard('not the right one{Enter}');
  await waitFor(() => expect(waiting.count).toBe(1));

  // The wrong one is still being checked: the owner clears the field and types the right one.
  await userEvent.clear(field);
  await userEvent.type(field, RIGHT_PASSPHRASE);
  release();

  const summary = await screen.findByRole('group', {
    name: inboxContent.signIn.errorSummaryTitle,
  });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(summary).toHaveTextContent(inboxContent.signIn.keptTyped);
  expect(summary).not.toHaveTextContent(inboxContent.signIn.empty);
  expect(field).toHaveValue(RIGHT_PASSPHRASE);

  // The next "Sign in" sends what was kept, and the inbox opens.
  await userEvent.click(screen.getByRole('button', { name: inboxContent.signIn.submit }));
  expect(
    await screen.findByRole('heading', { level: 1, name: inboxContent.list.title }),
  ).toBeVisible();
  expect(api.state.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
    { passphrase: 'not the right one' },
    { passphrase: RIGHT_PASSPHRASE },
  ]);
});

it('still empties the field when nothing was typed while it was checked', async () => {
  const { release } = startHeld();
  const field = await screen.findByLabelText(inboxContent.signIn.passphrase);
  await userEvent.click(field);
  await userEvent.keyboard('not the right one{Enter}');
  release();
  const summary = await screen.findByRole('group', {
    name: inboxContent.signIn.errorSummaryTitle,
  });
  await waitFor(() => expect(field).toHaveValue(''));
  expect(within(summary).getByRole('link')).not.toHaveTextContent(inboxContent.signIn.keptTyped);
});
