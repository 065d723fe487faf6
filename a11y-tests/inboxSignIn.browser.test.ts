/**
 * The owner's inbox before anyone signs in, in real Chromium against the real service (the
 * `npm start` entry) with its own DATA_DIR (docs/spec/contracts.md §11): without a passphrase it
 * says how to set one; nothing is readable without a session, in the page or over the API; the
 * passphrase is set with the real command (`npm run inbox -- set-passphrase`, on standard input);
 * wrong passphrases are limited (429 after 5, told in words). axe runs on every state at 1280
 * and 320 px, which must not scroll sideways and whose targets are at least 44 px; focus is
 * followed with the focus trail. Signed in: inbox.browser.test.ts. Shared set-up (the proxy, the
 * enquiries, the screenshots in reports/inbox/): src/testing/browser/inbox.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { inboxContent, setPassphraseCommand } from '../src/content/inbox';
import { startFocusTrail, trailUntilFocused } from '../src/testing/browser/focusTrail';
import {
  checkState,
  PASSPHRASE,
  withInboxSite,
  type InboxBrowser,
} from '../src/testing/browser/inbox';

const inbox = withInboxSite();
const { site, newBrowser, setPassphrase, expectNothingReadable } = inbox;

const owner = { address: '198.51.100.7' } as InboxBrowser & { address: string };

afterAll(() => owner.context?.close());

describe("the owner's inbox before signing in", () => {
  it('without a passphrase says exactly how to set one', async () => {
    Object.assign(owner, await newBrowser(owner.address));
    const { page } = owner;
    const response = await page.goto(`${site.baseUrl}/inbox`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    await page.getByRole('heading', { level: 1, name: inboxContent.noPassphrase.title }).waitFor();
    await expect
      .poll(() => page.getByText(setPassphraseCommand, { exact: true }).isVisible())
      .toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await checkState(page, 'no-passphrase');
  });

  it('shows nothing without a session, in the page or over the API', async () => {
    await expectNothingReadable();
    // From the page itself (same origin, with its XSRF cookie), too.
    const statuses = await owner.page.evaluate(async () =>
      Promise.all(
        ['/u1/inbox/enquiries', '/u1/inbox/export.csv', '/u1/inbox/export.json'].map(
          async (url) => (await fetch(url)).status,
        ),
      ),
    );
    expect(statuses).toEqual([401, 401, 401]);
    const html = await (await fetch(`${site.baseUrl}/inbox`)).text();
    expect(html).not.toMatch(/Meera|Ravi|Asha/);
  });

  it('once the passphrase is set with npm run inbox -- set-passphrase, "Check again" offers to sign in', async () => {
    expect(await setPassphrase(PASSPHRASE)).toBe(0);
    const { page } = owner;
    await page.getByRole('button', { name: inboxContent.noPassphrase.checkAgain }).focus();
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, 'h1');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      inboxContent.signIn.title,
    );
    await checkState(page, 'sign-in');
    // The owner's browser is done in this file: nothing on its console all the way.
    expect(owner.problems).toEqual([]);
  });

  it('limits wrong passphrases per address: 429 after 5, told in words, even for the right one', async () => {
    const guesser = await newBrowser('203.0.113.99');
    try {
      const { page } = guesser;
      await page.goto(`${site.baseUrl}/inbox`);
      const field = page.getByLabel(inboxContent.signIn.passphrase, { exact: true });
      const summary = page.getByRole('group', { name: inboxContent.signIn.errorSummaryTitle });
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (
          response.url().endsWith('/u1/inbox/session') &&
          response.request().method() === 'POST'
        ) {
          statuses.push(response.status());
        }
      });
      for (let i = 1; i <= 6; i++) {
        await field.fill(`wrong guess number ${i}`);
        await field.press('Enter');
        await expect.poll(() => statuses.length).toBe(i);
        // The summary takes focus and says what happened, in words.
        await expect
          .poll(() => summary.evaluate((element) => element === document.activeElement))
          .toBe(true);
        if (i === 1) {
          await expect
            .poll(() => summary.textContent())
            .toMatch(/not right\. You can try 4 more times/);
          await checkState(page, 'sign-in-error');
        }
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      await expect
        .poll(() => summary.textContent())
        .toMatch(/Too many wrong passphrases from your connection\. Please wait 15 minutes/);
      await field.fill(PASSPHRASE);
      await field.press('Enter');
      await expect.poll(() => statuses.length).toBe(7);
      expect(statuses[6]).toBe(429);
      expect(guesser.problems).toEqual([]);
    } finally {
      await guesser.context.close();
    }
  });
});
