/**
 * What a screen-reader user hears in the inbox, with @guidepup/virtual-screen-reader in jsdom
 * (a simulation that follows the ARIA and accessible-name specifications, as in
 * a11y-tests/screenReader.jsdom.test.tsx): the sign-in page read from the top, a refusal, the
 * list with its new enquiries said to be new, and the polite words after a change.
 */
import { virtual } from '@guidepup/virtual-screen-reader';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inboxContent } from '../content/inbox';
import { InboxApp } from './InboxApp';
import { fakeInboxApi, type FakeState } from '../testing/jsdom/fakeInboxApi';

afterEach(async () => {
  await virtual.stop();
});

async function start(state: Partial<FakeState> = {}) {
  fakeInboxApi(state);
  render(<InboxApp initialPath="/inbox" />);
}

/** Reads the page from the top to "end of document", as Down Arrow in browse mode would. */
async function readWholePage(): Promise<string[]> {
  await virtual.start({ container: document.body });
  for (let i = 0; i < 2000 && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++) {
    await virtual.next();
  }
  return virtual.spokenPhraseLog();
}

async function expectSpoken(matcher: RegExp): Promise<void> {
  await waitFor(async () => {
    const log = await virtual.spokenPhraseLog();
    expect(
      log.some((phrase) => matcher.test(phrase)),
      `not spoken: ${String(matcher)}\nspoken:\n${log.slice(-15).join('\n')}`,
    ).toBe(true);
  });
}

describe('the inbox, heard', () => {
  it('sign-in: the bar, main, one h1, the Passphrase field and the Sign in button, in order', async () => {
    await start();
    await screen.findByLabelText(inboxContent.signIn.passphrase);
    const log = await readWholePage();
    const at = (matcher: RegExp) => log.findIndex((phrase) => matcher.test(phrase));
    const order = [
      /^link, Skip to main content$/,
      /^banner$/,
      /^main$/,
      /^heading, Sign in to the inbox, level 1$/,
      /Passphrase/,
      /^button, Sign in$/,
    ].map(at);
    expect(
      order.every((index) => index >= 0),
      log.join('\n'),
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(log.filter((phrase) => /level 1$/.test(phrase))).toHaveLength(1);
  });

  it('a wrong passphrase: the summary is heard as soon as it takes focus', async () => {
    await start();
    const field = await screen.findByLabelText(inboxContent.signIn.passphrase);
    await virtual.start({ container: document.body });
    await userEvent.click(field);
    await userEvent.keyboard('a wrong one{Enter}');
    // Focus on the summary: its name is heard; reading on gives what to fix, as a link.
    await expectSpoken(/^group, There is a problem$/);
    for (let i = 0; i < 4; i++) await virtual.next();
    await expectSpoken(/^link, That passphrase is not right\. You can try 4 more times/);
  });

  it('the list: a grid named Enquiries whose rows say who, whether new or replied, and when', async () => {
    await start({ signedIn: true });
    await screen.findByText('Meera Iyer');
    const log = await readWholePage();
    expect(log).toContain('heading, Inbox, level 1');
    expect(log.some((phrase) => /^grid, Enquiries/.test(phrase))).toBe(true);
    // The row's name, heard when it takes focus (arrow keys), and its text in browse mode.
    expect(log).toContainEqual(expect.stringMatching(/^row, Meera Iyer, new, received 4 Nov 2026/));
    expect(log).toContainEqual(
      expect.stringMatching(/^row, Ravi Kumar, received 3 Nov 2026.*, e-mail to you failed$/),
    );
    expect(log).toContainEqual(expect.stringMatching(/^row, Asha Devi, replied, received/));
    expect(log).toContain('New');
    expect(log.some((phrase) => /E-mail to you: FAILED \(550 No such user\)/.test(phrase))).toBe(
      true,
    );
  });

  it('signing out is said politely', async () => {
    await start({ signedIn: true });
    await screen.findAllByRole('row');
    await virtual.start({ container: document.body });
    await userEvent.click(screen.getByRole('button', { name: inboxContent.signOut }));
    await expectSpoken(/You are signed out\./);
  });
});
