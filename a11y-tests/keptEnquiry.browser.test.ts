/**
 * An enquiry sent on a dead link (docs/offline.md), in real Chromium with the service worker in
 * control, the service stopped for real (its port refuses): the enquiry is kept on the phone and
 * the notice says so, with the helplines; when the link is back and a page of the site is opened,
 * it reaches the service exactly once, and never again after more visits. Background Sync's own
 * send (the worker) is fired through the DevTools protocol, with a token in the browser that no
 * service signed: only the fresh one the worker fetches after the 403 lets it through. One
 * deleted from the phone is never sent, even by a sync already registered. A refusal (4xx) is
 * shown on the next page opened, with the words the visitor wrote. English and Hindi.
 */
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_FILE } from '../src/server/store';
import { launchBrowser, runAxe, testChromePath } from '../src/testing/browser/browser';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { SiteWithALink } from '../src/testing/browser/siteWithALink';
import { visit } from '../src/testing/browser/visit';

let browser: Browser;
const site = new SiteWithALink();

beforeAll(async () => {
  browser = await launchBrowser({ executablePath: testChromePath });
  await site.start();
});

afterAll(async () => {
  await site.stop();
  await browser?.close();
});

const url = (path: string) => `${site.baseUrl}${path}`;
const WAIT = { timeout: 30_000, interval: 100 };

/**
 * Gives the browser an anti-CSRF token no service signed: the first send is refused (403), and
 * only a fresh token, fetched by the sender, lets it through.
 */
async function staleToken(context: BrowserContext) {
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'stale.token', url: site.baseUrl }]);
}

/** How many enquiries the service has stored whose message holds `marker`. */
function storedWith(marker: string): number {
  const db = new Database(`${site.dataDir}/${DATABASE_FILE}`, { readonly: true });
  try {
    const row = db
      .prepare<[string], { count: number }>(
        'SELECT COUNT(*) AS count FROM enquiries WHERE message LIKE ?',
      )
      .get(`%${marker}%`);
    return row?.count ?? 0;
  } finally {
    db.close();
  }
}

/** What the phone keeps: each kept enquiry's state and message. */
function keptOnThePhone(page: Page): Promise<{ state: string; message: string }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open('kept-enquiries');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('enquiries')) return resolve([]);
          const all = db.transaction('enquiries').objectStore('enquiries').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { state: string; body: { message: string } }[]).map((kept) => ({
                state: kept.state,
                message: kept.body.message,
              })),
            );
        };
      }),
  );
}

/** Fires the worker's Background Sync `kept-enquiries` now (Chromium's DevTools protocol). */
async function fireBackgroundSync(page: Page) {
  const session = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  session.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...(event.registrations as typeof registrations)),
  );
  await session.send('ServiceWorker.enable');
  await vi.waitFor(() => expect(registrations.length).toBeGreaterThan(0), WAIT);
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin: site.baseUrl,
    registrationId: registrations[0]!.registrationId,
    tag: 'kept-enquiries',
    lastChance: false,
  });
  await session.detach();
}

/**
 * Records where focus is at each frame (what a screen reader is told) from now on, for
 * `focusSeen`: a move from a button that goes to what takes its place must never pass the body.
 */
async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __focusSeen: seen });
    const sample = () => {
      const element = document.activeElement;
      // The confirmation of a deletion told apart from a notice: both are sections.
      const now =
        element?.getAttribute('data-state') === 'deleted'
          ? 'CONFIRMATION'
          : (element?.tagName ?? 'NONE');
      if (seen.at(-1) !== now) seen.push(now);
      requestAnimationFrame(sample);
    };
    sample();
  });
}

/** Each element focus was on since `watchFocus` (its tag name), in order. */
function focusSeen(page: Page) {
  return page.evaluate(() => (window as unknown as { __focusSeen: string[] }).__focusSeen);
}

/** Whether `locator`'s element has focus. */
function hasFocus(locator: Locator) {
  return locator.evaluate((element) => element === document.activeElement);
}

describe.each(siteLanguages.map(({ folder }) => folder))(
  'an enquiry on a dead link, in %s',
  (folder) => {
    const words = wordsOf[folder]!;
    const kept = words.contactForm.kept;
    const fields = words.contactForm.fields;
    const contact = pathIn(folder, '/contact');
    const about = pathIn(folder, '/about');
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      await site.bringTheLinkBack();
      context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      page = await context.newPage();
      // A first visit to the contact page, and one to another page: both kept, the worker in control.
      await visit(page, url(about));
      await vi.waitFor(
        async () =>
          expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true),
        WAIT,
      );
      await visit(page, url(contact));
    });

    afterAll(async () => {
      await context?.close();
      await site.bringTheLinkBack();
    });

    afterEach(async () => {
      await page.unrouteAll();
    });

    /** Fills the form on the open contact page with `message`, and presses Submit. */
    async function sendOnADeadLink(message: string) {
      await page.getByRole('radio', { name: words.contactForm.writer.adult }).check();
      await page.getByRole('textbox', { name: fields.fullName.label }).fill('Asha');
      await page.getByRole('textbox', { name: fields.userEmail.label }).fill('asha@example.org');
      await page.getByRole('textbox', { name: fields.message.label }).fill(message);
      await site.cutTheLink();
      await page.getByRole('button', { name: words.contactForm.submit }).click();
      const notice = page.getByRole('region', { name: kept.title });
      await notice.waitFor();
      return notice;
    }

    it('is kept on the phone and said so, with the helplines, and focus on the notice', async () => {
      const marker = `kept-once-${folder}`;
      const notice = await sendOnADeadLink(`Hello ${marker}`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('SECTION');
      await expect.poll(() => notice.textContent()).toContain(kept.notSentYet);
      const calls = notice.locator('a[href^="tel:"]');
      expect(await calls.count()).toBeGreaterThanOrEqual(words.urgentHelp.helplines.length);
      expect(await page.getByRole('textbox', { name: fields.message.label }).inputValue()).toBe('');
      expect(await keptOnThePhone(page)).toEqual([
        { state: 'waiting', message: `Hello ${marker}` },
      ]);
      expect(await runAxe(page)).toEqual([]);

      // The link comes back; the visitor opens another page of the site (from the phone).
      await site.bringTheLinkBack();
      await staleToken(context);
      const statuses: number[] = [];
      const answered = (response: { url(): string; status(): number }) => {
        if (response.url().endsWith('/u1/contact')) statuses.push(response.status());
      };
      page.on('response', answered);
      await page.goto(url(about));
      const sent = page.getByRole('region', { name: kept.sentTitle });
      await sent.waitFor({ timeout: 30_000 });
      expect(storedWith(marker)).toBe(1);
      // Sent once; before it, at most a refusal of the stale token (the page's own load may
      // have brought a fresh one first).
      expect(statuses.at(-1)).toBe(201);
      expect(statuses.filter((status) => status !== 403)).toEqual([201]);
      page.off('response', answered);
      expect(await runAxe(page)).toEqual([]);
      await sent.getByRole('button', { name: kept.close }).click();
      await expect.poll(() => sent.count()).toBe(0);
      expect(await keptOnThePhone(page)).toEqual([]);

      // More visits: nothing more is sent, nothing more is shown.
      for (const path of [contact, about]) {
        await visit(page, url(path));
        await page.waitForLoadState('networkidle');
      }
      expect(await page.getByRole('region', { name: kept.title }).count()).toBe(0);
      expect(storedWith(marker)).toBe(1);
    });

    it('is sent by the worker (Background Sync) when the link is back, once', async () => {
      const marker = `kept-sync-${folder}`;
      await visit(page, url(contact));
      await sendOnADeadLink(`Hello ${marker}`);
      await site.bringTheLinkBack();
      await staleToken(context);
      // The page would send it as soon as it sees the link (`online`); here only the worker does,
      // with the token read through the Cookie Store API, and a fresh one after the 403.
      await fireBackgroundSync(page);
      await vi.waitFor(() => expect(storedWith(marker)).toBe(1), WAIT);
      // The page still open hears it, and sees it.
      await page.getByRole('region', { name: kept.sentTitle }).waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByText(kept.sentNow).count()).toBe(1);
      await page.getByRole('button', { name: kept.close }).click();
      await visit(page, url(about));
      await page.waitForLoadState('networkidle');
      expect(storedWith(marker)).toBe(1);
    });

    it('is never sent once deleted from the phone, by the page or by a sync registered before', async () => {
      const marker = `kept-deleted-${folder}`;
      await visit(page, url(contact));
      const notice = await sendOnADeadLink(`Hello ${marker}`);
      // From the notice's button straight to the confirmation in its place, never the body.
      const deleteButton = notice.getByRole('button', { name: kept.delete });
      await deleteButton.focus();
      await watchFocus(page);
      await deleteButton.press('Enter');
      await expect.poll(() => notice.count()).toBe(0);
      await expect.poll(() => page.getByText(kept.deleted).count()).toBe(1);
      expect(await hasFocus(page.getByRole('region', { name: kept.deleted }))).toBe(true);
      expect(await focusSeen(page)).toEqual(['BUTTON', 'CONFIRMATION']);
      expect(await keptOnThePhone(page)).toEqual([]);
      await site.bringTheLinkBack();
      await fireBackgroundSync(page);
      await visit(page, url(about));
      await page.waitForLoadState('networkidle');
      expect(storedWith(marker)).toBe(0);
    });

    it('deleted, then Undo by keyboard: back as it was, with focus, and sent once', async () => {
      const marker = `kept-undone-${folder}`;
      await visit(page, url(contact));
      const notice = await sendOnADeadLink(`Hello ${marker}`);
      await notice.getByRole('button', { name: kept.delete }).press('Enter');
      const confirmation = page.getByRole('region', { name: kept.deleted });
      await expect.poll(() => hasFocus(confirmation)).toBe(true);
      await page.keyboard.press('Tab');
      const undo = confirmation.getByRole('button', { name: kept.undo });
      expect(await hasFocus(undo)).toBe(true);
      await watchFocus(page);
      await page.keyboard.press('Enter');
      const back = page.getByRole('region', { name: kept.title });
      await expect.poll(() => hasFocus(back)).toBe(true);
      expect(await confirmation.count()).toBe(0);
      expect(await focusSeen(page)).toEqual(['BUTTON', 'SECTION']);
      expect(await keptOnThePhone(page)).toEqual([
        { state: 'waiting', message: `Hello ${marker}` },
      ]);
      expect(await runAxe(page)).toEqual([]);
      // The link comes back: it goes, once.
      await site.bringTheLinkBack();
      await page.goto(url(about));
      await page.getByRole('region', { name: kept.sentTitle }).waitFor({ timeout: 30_000 });
      expect(storedWith(marker)).toBe(1);
      await page.getByRole('button', { name: kept.close }).click();
      expect(await keptOnThePhone(page)).toEqual([]);
    });

    it('refused by the service: shown on the next page opened, its words put back in the form', async () => {
      const marker = `kept-refused-${folder}`;
      await visit(page, url(contact));
      await sendOnADeadLink(`Hello ${marker}`);
      await site.bringTheLinkBack();
      await page.route('**/u1/contact', (route) =>
        route.fulfill({ status: 400, json: { message: 'Please shorten your message.' } }),
      );
      await page.goto(url(about));
      const refused = page.getByRole('region', { name: kept.refusedTitle });
      await refused.waitFor({ timeout: 30_000 });
      expect(await refused.textContent()).toContain('Please shorten your message.');
      expect(await refused.textContent()).toContain(`Hello ${marker}`);
      expect(await runAxe(page)).toEqual([]);
      // Not tried again: still refused on the next page, and never stored.
      await page.unrouteAll();
      await visit(page, url(contact));
      await page.getByRole('region', { name: kept.refusedTitle }).waitFor();
      expect(storedWith(marker)).toBe(0);

      // From another page, by keyboard: the words back in the form on the contact page, focus
      // on them (the service named no field), the answer "I am 18 or older" chosen again.
      await visit(page, url(about));
      const putBack = page.getByRole('button', { name: kept.putBack });
      await putBack.waitFor({ timeout: 30_000 });
      await putBack.press('Enter');
      const message = page.getByRole('textbox', { name: fields.message.label });
      await expect.poll(() => hasFocus(message)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(contact);
      expect(await message.inputValue()).toBe(`Hello ${marker}`);
      expect(
        await page.getByRole('radio', { name: words.contactForm.writer.adult }).isChecked(),
      ).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      // Sent from there: stored once, and gone from the phone.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: words.contactForm.success.title }).waitFor();
      expect(storedWith(marker)).toBe(1);
      await expect.poll(() => keptOnThePhone(page)).toEqual([]);
      await expect
        .poll(() => page.getByRole('region', { name: kept.refusedTitle }).count())
        .toBe(0);
    });
  },
);
