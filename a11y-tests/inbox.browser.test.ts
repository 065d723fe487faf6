/**
 * The owner's inbox signed in, end to end in real Chromium against the real service (the
 * `npm start` entry) with its own DATA_DIR (docs/spec/contracts.md §11): signing in with the
 * keyboard alone; the list newest first with new ones marked; opening one, marking it replied,
 * searching and downloading what a search found, exporting (the download starts with a byte-order
 * mark), correcting a name by keyboard, deleting for good (a
 * confirm dialog, the enquiry gone from the database, focus on the next one), a parent's
 * enquiry whose message shows only once consent is recorded by keyboard (the owner's name and
 * what they checked on the call, kept with the privacy notice's date), and signing out;
 * then nothing readable with the old session. axe runs on every state at 1280 and 320 px,
 * which must not scroll sideways and whose targets are at least 44 px; focus is followed with the
 * focus trail (it never rests on the document between views). Before signing in:
 * inboxSignIn.browser.test.ts. Shared set-up: src/testing/browser/inbox.ts.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxContent } from '../src/content/inbox';
import { EXPORTED } from '../src/server/enquiryExport';
import { startFocusTrail, trailUntilFocused } from '../src/testing/browser/focusTrail';
import {
  checkState,
  PASSPHRASE,
  tabTo,
  withInboxSite,
  type InboxBrowser,
} from '../src/testing/browser/inbox';

const inbox = withInboxSite();
const { site, newBrowser, setPassphrase, callApi, expectNothingReadable } = inbox;

const owner = { address: '198.51.100.7' } as InboxBrowser & { address: string };

// The passphrase set with the owner's command (inboxSignIn.browser.test.ts checks the pages
// before it), and the owner's browser on the sign-in page.
beforeAll(async () => {
  expect(await setPassphrase(PASSPHRASE)).toBe(0);
  Object.assign(owner, await newBrowser(owner.address));
  await owner.page.goto(`${site.baseUrl}/inbox`);
});

describe("the owner's inbox", () => {
  it('signs in with the keyboard alone; focus goes to the inbox heading, never to the document', async () => {
    const { page } = owner;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: inboxContent.signIn.title }).waitFor();
    // From the top of the page: the skip link, then the field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Skip to main content',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe(
      'password',
    );
    await page.keyboard.type(PASSPHRASE);
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, 'h1');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      inboxContent.list.title,
    );
    const cookie = (await owner.context.cookies()).find((c) => c.name === 'inbox-session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000);
  });

  it('lists enquiries newest first, new ones marked in words, and says where e-mail stands', async () => {
    const { page } = owner;
    const rows = page
      .getByRole('grid', { name: inboxContent.list.enquiriesHeading })
      .getByRole('row');
    await expect.poll(() => rows.count()).toBe(4);
    const names = await rows.evaluateAll((elements) =>
      elements.map((row) => row.getAttribute('aria-label')),
    );
    expect(names).toEqual([
      expect.stringMatching(/^Meera Iyer, new, received/),
      expect.stringMatching(/^Ravi Kumar, new, received .*, e-mail to you failed$/),
      expect.stringMatching(/^Asha Devi, replied, received/),
      expect.stringMatching(/^=HYPERLINK\("http:\/\/evil\.example","Click"\), new, received/),
    ]);
    expect(await rows.nth(0).textContent()).toMatch(/^New Meera Iyer/);
    await expect.poll(() => page.getByText(inboxContent.email.off).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('0 sent, 3 waiting, 1 failed.').isVisible()).toBe(true);
    await checkState(page, 'list');
  });

  it('opens one with the keyboard (focus on its heading) and marks it replied', async () => {
    const { page } = owner;
    await tabTo(page, '[role="row"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Meera Iyer/,
    );
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, 'h1');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Enquiry from Meera Iyer',
    );
    expect(new URL(page.url()).pathname).toMatch(/^\/inbox\/enquiries\/\d+$/);
    // (The list stays in the page, hidden, while an enquiry is open: only what is seen counts.)
    await page.getByText('We are a school of 14 students.').filter({ visible: true }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href'),
    ).toBe('tel:+919876543210');
    expect(
      await page
        .getByRole('link', { name: 'Reply by e-mail to meera@example.org' })
        .getAttribute('href'),
    ).toMatch(/^mailto:meera@example\.org\?subject=/);
    await checkState(page, 'detail');

    const mark = page.getByRole('button', { name: inboxContent.detail.markReplied });
    await mark.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: inboxContent.detail.markNotReplied }).waitFor();
    // The same button, still focused, now says what it would undo.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      inboxContent.detail.markNotReplied,
    );
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(inboxContent.detail.markedReplied);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    expect(inbox.store.getEnquiry(id)?.repliedAt).not.toBeNull();
    expect(inbox.store.getEnquiry(id)?.readAt).not.toBeNull();
  });

  it('going back puts focus on the enquiry left, no longer new', async () => {
    const { page } = owner;
    await startFocusTrail(page);
    await page.goBack();
    const trail = await trailUntilFocused(page, '[role="row"]');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Meera Iyer, replied, received/,
    );
  });

  it('searches, and says how many match', async () => {
    const { page } = owner;
    const search = page.getByRole('searchbox', { name: inboxContent.list.searchLabel });
    await search.fill('volunteer');
    const rows = page.getByRole('grid').getByRole('row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('aria-label')).toMatch(/^Ravi Kumar/);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain('1 enquiry matches “volunteer”.');

    // What the search found, as files of their own: one person's copy.
    const found = page.getByRole('region', {
      name: inboxContent.export.found.heading(1, 'volunteer'),
    });
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      found.getByRole('link', { name: inboxContent.export.found.json }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^enquiries-found-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(await readFile((await json.path())!, 'utf8')) as { fullName: string }[];
    expect(copy.map((row) => row.fullName)).toEqual(['Ravi Kumar']);
    await checkState(page, 'search-found');

    await search.press('Escape');
    await expect.poll(() => rows.count()).toBe(4);
    await expect.poll(() => found.count()).toBe(0);
  });

  it('exports CSV (with a byte-order mark, formulas defused) and JSON as downloads', async () => {
    const { page } = owner;
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: inboxContent.export.csv }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await csv.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(`'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).toContain("'+91 98765 43210");

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: inboxContent.export.json }).click(),
    ]);
    const rows = JSON.parse(await readFile((await json.path())!, 'utf8')) as Record<
      string,
      unknown
    >[];
    expect(rows.map((row) => row.fullName)).toEqual([
      '=HYPERLINK("http://evil.example","Click")',
      'Asha Devi',
      'Ravi Kumar',
      'Meera Iyer',
    ]);
    // The contract's fields, in its order (the CLI's test spells them out: contracts §4).
    expect(Object.keys(rows[0]!)).toEqual(EXPORTED);
  });

  it('deletes one for good after a confirm (Cancel first); focus goes to the next one', async () => {
    const { page } = owner;
    const rows = page.getByRole('grid').getByRole('row');
    await rows.nth(1).click();
    await page.getByRole('heading', { level: 1, name: 'Enquiry from Ravi Kumar' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page
      .getByText(/FAILED \(550 5\.1\.1 No such user\)/)
      .filter({ visible: true })
      .waitFor();

    const remove = page.getByRole('button', { name: inboxContent.detail.delete });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: inboxContent.detail.confirm.title });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(inboxContent.detail.confirm.cancel);
    await expect
      .poll(() =>
        dialog.evaluate(
          (element) => getComputedStyle(element.closest('[data-site-modal]') ?? element).opacity,
        ),
      )
      .toBe('1');
    await checkState(page, 'delete-dialog');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      inboxContent.detail.confirm.confirm,
    );
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, '[role="row"]');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    // The one after it in the list takes its place.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      /^Asha Devi/,
    );
    await expect.poll(() => rows.count()).toBe(3);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(inboxContent.list.deleted('Ravi Kumar'));
    expect(inbox.store.getEnquiry(id)).toBeUndefined();
  });

  it('corrects a name with the keyboard alone: focus on the name, then back on its button', async () => {
    const { page } = owner;
    const rows = page.getByRole('grid').getByRole('row');
    await rows.first().click();
    await page.getByRole('heading', { level: 1, name: 'Enquiry from Meera Iyer' }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('button', { name: inboxContent.detail.correct.open }).focus();
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const name = page.getByRole('textbox', { name: inboxContent.detail.fields.name });
    await expect
      .poll(() => name.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await checkState(page, 'correction');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Meera Iyengar');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Enquiry from Meera Iyengar' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(inboxContent.detail.correct.open);
    const trail = await trailUntilFocused(page, 'button');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(inboxContent.detail.correct.saved);
    expect(inbox.store.getEnquiry(id)?.fullName).toBe('Meera Iyengar');
    await page.getByRole('link', { name: inboxContent.detail.back }).click();
    await page.getByRole('grid').waitFor();
  });

  it("holds a parent's message back until consent is recorded by keyboard; focus then on it", async () => {
    const { page } = owner;
    const words = inboxContent.detail.consent;
    const message = 'My son Arjun is 12 and is losing his sight.';
    const saved = inbox.store.saveEnquiry(
      {
        writer: 'parent',
        relationship: 'my son',
        fullName: 'Sunita Rao',
        phoneNumber: '+91 91234 56789',
        userEmail: '',
        message,
      },
      { spam: false, now: new Date('2026-11-05T04:30:00.000Z') },
    );
    if (saved.outcome !== 'stored') throw new Error('not stored');
    // Loaded anew, the list has it first (the newest), marked in words.
    await page.reload();
    const rows = page.getByRole('grid').getByRole('row');
    await expect
      .poll(() => rows.first().getAttribute('aria-label'))
      .toMatch(/^Sunita Rao, new, from a parent or guardian, consent to confirm, received/);
    expect(await rows.first().textContent()).toContain(inboxContent.list.consentToConfirm);
    expect(await page.getByText('Arjun').count()).toBe(0);

    await tabTo(page, '[role="row"]');
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    await trailUntilFocused(page, 'h1');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Enquiry from Sunita Rao',
    );
    const section = page.getByRole('region', { name: words.heading });
    await section.waitFor();
    expect(await page.getByText('Arjun').count()).toBe(0);
    expect(
      await section
        .getByRole('link', { name: inboxContent.detail.call('+91 91234 56789') })
        .getAttribute('href'),
    ).toBe('tel:+919123456789');
    await checkState(page, 'consent');

    // From the heading: the call link, then the name, then what was checked (Enter there is a
    // new line), then the button.
    await tabTo(page, 'input[name="confirmedBy"]', 3);
    await page.keyboard.type('Anita Sharma');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('checked');
    const checked = ['Spoke with Sunita Rao, 41, his mother.', 'Arjun is 12; she agreed.'];
    await page.keyboard.type(checked[0]!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(checked[1]!);
    expect(await section.count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(words.submit);
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, 'h2');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      inboxContent.detail.messageHeading,
    );
    await page.getByText(message).filter({ visible: true }).waitFor();
    await expect.poll(() => section.count()).toBe(0);
    await expect
      .poll(() => page.locator('[aria-live="polite"]').textContent())
      .toContain(words.recorded);
    const consent = inbox.store.getEnquiry(saved.id)?.consent;
    expect(consent).toMatchObject({ confirmedBy: 'Anita Sharma', checked: checked.join('\n') });
    // The date of the notice this build wrote, kept as the one agreed to, and said in the facts.
    expect(consent?.noticeDate).toMatch(/\d{4}/);
    await page.getByText(inboxContent.detail.consentNotice(consent?.noticeDate ?? '')).waitFor();
    expect(
      await page.getByText(`What was checked: ${checked[0]}`, { exact: false }).isVisible(),
    ).toBe(true);
    await page.getByRole('link', { name: inboxContent.detail.back }).click();
    await page.getByRole('grid').waitFor();
  });

  it('signs out: the sign-in form, and the old session opens nothing, also over the API', async () => {
    const { page, context } = owner;
    const cookie = (await context.cookies()).find((c) => c.name === 'inbox-session')!;
    const session = `${cookie.name}=${cookie.value}`;
    expect((await callApi(session)).slice(0, 2).map((answer) => answer.status)).toEqual([200, 200]);

    await page.getByRole('button', { name: inboxContent.signOut }).focus();
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, 'h1');
    expect(trail.filter((entry) => entry.kind === 'document')).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      inboxContent.signIn.title,
    );
    expect((await context.cookies()).some((c) => c.name === 'inbox-session')).toBe(false);
    expect(await page.getByText(/Meera|Asha/).count()).toBe(0);
    await expectNothingReadable(session);
    expect(owner.problems).toEqual([]);
    await owner.context.close();
  });
});
