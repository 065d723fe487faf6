/**
 * The owner's inbox end to end, in real Chromium against the real service (the `npm start`
 * entry) with its own DATA_DIR (docs/spec/contracts.md §11): without a passphrase it says
 * how to set one; the passphrase is set with the real command (`npm run inbox -- set-passphrase`,
 * on standard input); signing in with the keyboard alone; wrong passphrases limited (429 after 5,
 * told in words); the list newest first with new ones marked; opening one, marking it replied,
 * searching, exporting (the download starts with a byte-order mark), deleting for good (a confirm
 * dialog, the enquiry gone from the database, focus on the next one) and signing out; nothing
 * readable without a session, in the page or over the API. axe runs on every state at 1280 and
 * 320 px, which must not scroll sideways and whose targets are at least 44 px; focus is followed
 * with the focus trail (it never rests on the document between views).
 *
 * The service runs with TRUST_PROXY=1 and each browser sends its own X-Forwarded-For, as a proxy
 * would add it: the owner's browser and the one guessing passphrases count as two addresses.
 * Screenshots of each state are written to reports/inbox/ for people to look at.
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxContent, setPassphraseCommand } from '../src/content/inbox';
import { openStore, type Store } from '../src/server/store';
import { runAxe } from '../src/testing/browser/browser';
import {
  recordFocusTrail,
  startFocusTrail,
  trailUntilFocused,
} from '../src/testing/browser/focusTrail';
import { projectRoot } from '../src/testing/browser/site';
import { withSite } from '../src/testing/browser/withSite';

const PASSPHRASE = 'four words the owner remembers';
const screenshots = path.join(projectRoot, 'reports/inbox');
const widths = [1280, 320] as const;

const site = withSite({ ownService: { TRUST_PROXY: '1' } });
let store: Store;

/** Lines Chromium's console prints for the refusals these tests cause on purpose. */
const expectedConsole = /Failed to load resource: the server responded with a status of (401|429)/;

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true });
  store = openStore(site.dataDir);
  const save = (fullName: string, at: string, extra: Partial<Record<string, string>> = {}) => {
    const saved = store.saveEnquiry(
      {
        fullName,
        phoneNumber: extra.phoneNumber ?? '',
        userEmail: extra.userEmail ?? '',
        message: extra.message ?? `A message from ${fullName}.`,
      },
      { spam: false, now: new Date(at) },
    );
    if (saved.outcome !== 'stored') throw new Error('not stored');
    return saved.id;
  };
  save('=HYPERLINK("http://evil.example","Click")', '2026-11-01T04:30:00.000Z', {
    userEmail: 'formula@example.org',
  });
  const asha = save('Asha Devi', '2026-11-02T04:30:00.000Z', { userEmail: 'asha@example.org' });
  const ravi = save('Ravi Kumar', '2026-11-03T04:30:00.000Z', {
    userEmail: 'ravi@example.org',
    message: 'I would like to volunteer with the audio books.',
  });
  save('Meera Iyer', '2026-11-04T04:30:00.000Z', {
    phoneNumber: '+91 98765 43210',
    userEmail: 'meera@example.org',
    message: 'Could you send the book in Braille?\n\nWe are a school of 14 students.',
  });
  store.setReplied(asha, true);
  store.db
    .prepare(
      "UPDATE outbox SET attempts = 1, failedAt = '2026-11-03T04:31:00.000Z', lastError = ? WHERE enquiryId = ?",
    )
    .run('550 5.1.1 No such user', ravi);
});

afterAll(async () => {
  store?.close();
});

/** A browser of its own, as one client address behind the proxy. */
async function newBrowser(address: string): Promise<{
  context: BrowserContext;
  page: Page;
  problems: string[];
}> {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { 'x-forwarded-for': address },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const line = `${message.type()}: ${message.text()}`;
    if (!expectedConsole.test(line)) problems.push(line);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await recordFocusTrail(page);
  return { context, page, problems };
}

/** Runs the command as the owner would, with the passphrase on standard input. */
function setPassphrase(passphrase: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli/inbox.ts', 'set-passphrase'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: site.dataDir }, stdio: 'pipe' },
    );
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end(`${passphrase}\n`);
  });
}

/**
 * The state as seen at both widths: axe finds nothing, nothing scrolls sideways at 320 px, every
 * control in the page is at least 44 by 44 px (links in running text aside), and a screenshot.
 */
async function checkState(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 1000 ? 800 : 640 });
    // Reflow and any animation settle before anything is measured.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await runAxe(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, [role="row"]')]
        .filter((element) => {
          // A link in running text (the error summary's) is exempt, as WCAG 2.5.5 allows; the
          // inbox's own links (back, reply, downloads) are styled as targets and are not.
          if (element.tagName === 'A' && !element.className) return false;
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false; // hidden
          // The skip link is off screen until focused.
          if (box.bottom < 0) return false;
          // Clipped to nothing (react-aria's visually hidden Dismiss button, for screen readers
          // only): no pointer can hit it, so it is no target.
          for (let node: HTMLElement | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).clipPath === 'inset(50%)') return false;
          }
          return box.height < 44 || box.width < 44;
        })
        .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`),
    );
    expect(small, `${name}: targets under 44 px at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Tab presses until focus is on an element matching `selector`; fails after `limit`. */
async function tabTo(page: Page, selector: string, limit = 15) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Every inbox endpoint, as a script or a curious visitor would call it: status and body. */
async function callApi(cookie = ''): Promise<{ status: number; text: string }[]> {
  const paths = [
    ['GET', 'session'],
    ['GET', 'enquiries'],
    ['GET', 'enquiries/1'],
    ['GET', 'status'],
    ['GET', 'export.csv'],
    ['GET', 'export.json'],
    ['DELETE', 'enquiries/1'],
  ];
  return Promise.all(
    paths.map(async ([method, pathName]) => {
      const response = await fetch(`${site.baseUrl}/u1/inbox/${pathName}`, {
        method,
        headers: cookie ? { cookie } : {},
      });
      return { status: response.status, text: await response.text() };
    }),
  );
}

/** Nothing readable: every endpoint answers 401, and no answer holds an enquiry's words. */
async function expectNothingReadable(cookie = '') {
  const answers = await callApi(cookie);
  expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
  for (const { text } of answers) expect(text).not.toMatch(/Meera|Ravi|Asha|HYPERLINK/);
}

const owner = { address: '198.51.100.7' } as {
  address: string;
  context: BrowserContext;
  page: Page;
  problems: string[];
};

describe("the owner's inbox", () => {
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
    expect(store.getEnquiry(id)?.repliedAt).not.toBeNull();
    expect(store.getEnquiry(id)?.readAt).not.toBeNull();
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
    await search.press('Escape');
    await expect.poll(() => rows.count()).toBe(4);
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
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'receivedAt',
      'fullName',
      'phoneNumber',
      'userEmail',
      'message',
    ]);
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
    expect(store.getEnquiry(id)).toBeUndefined();
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
