/**
 * The second engine, the contact form and the dropped link (issue 46; docs/testing.md,
 * "Firefox"), in both languages, in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi)
 * against a service and database of this file's own: an enquiry sent with the keyboard alone
 * ("Success!", focus on OK, back to Submit), one refused by the form before anything is sent
 * ("Oops!", then the error summary, nothing lost), and one sent on a dead link: kept on the
 * phone, the pages visited still opening and any other answered by the offline page, then sent
 * once when the link is back. The Chromium files: contact, contactSending, keptEnquiry, offline.
 *
 * The link is cut by stopping the service (its port refuses), as in Chromium's files: BiDi's
 * offline emulation (`page.setOfflineMode`) cuts the page's own requests in Firefox 153 but not
 * its service worker's, which went on fetching from the service. Firefox has no Background Sync:
 * the kept enquiry goes from the next page of the site opened, as it does in Chromium.
 */
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { digitByDigit } from '../src/content/spokenNumbers';
import { DATABASE_FILE } from '../src/server/store';
import { adultEnquiryFields } from '../src/shared/enquiry';
import { writtenReference } from '../src/shared/reference';
import { viewports } from '../src/testing/browser/browser';
import {
  allNamed,
  byRoleAndName,
  focusReaches,
  launchFirefox,
  openInFirefox,
  sizeFirefoxPage,
  waitForNamed,
  whereFocusIs,
} from '../src/testing/browser/firefox';
import { installRecorder, type FocusTrailEntry } from '../src/testing/browser/focusTrail';
import { pathIn, siteLanguages, wordsOf } from '../src/testing/browser/languageRoutes';
import { SiteWithALink } from '../src/testing/browser/siteWithALink';
import { typedEnquiryIn } from '../src/testing/browser/typedEnquiry';

let browser: Browser;
// Six sends from one address in a file: more than the service's default limit (5).
const site = new SiteWithALink({ CONTACT_RATE_MAX: '1000' });
let context: BrowserContext | undefined;
let page: Page | undefined;

// One after the other: with both at once, a site that failed to start left Firefox running.
beforeAll(async () => {
  browser = await launchFirefox();
  await site.start();
});

afterAll(async () => {
  await browser?.close();
  await site.stop();
});

// A test that failed with the link cut leaves it cut for none of the next ones.
afterEach(async () => {
  await site.bringTheLinkBack();
});

const url = (path: string) => `${site.baseUrl}${path}`;
const WAIT = { timeout: 30_000, interval: 100 };

/**
 * A tab of the test's own at a phone's width, in a browser context of its own (its own cookies,
 * storage, caches and service worker, as Chromium's contexts), recording focus (focusTrail.ts).
 */
async function newTab(): Promise<Page> {
  await context?.close();
  context = await browser.createBrowserContext();
  page = await context.newPage();
  await sizeFirefoxPage(page, viewports.mobile);
  await page.evaluateOnNewDocument(installRecorder);
  return page;
}

/** The enquiries the service has stored whose message holds `marker`: their references. */
function storedWith(marker: string): { reference: string }[] {
  const db = new Database(`${site.dataDir}/${DATABASE_FILE}`, { readonly: true });
  try {
    return db
      .prepare<[string], { reference: string }>(
        'SELECT reference FROM enquiries WHERE message LIKE ?',
      )
      .all(`%${marker}%`);
  } finally {
    db.close();
  }
}

/** Each rest of focus on the document since the trail started (focusTrail.ts). */
const startTrail = (tab: Page) => tab.evaluate(() => window.__startFocusTrail?.());
const restsOnTheDocument = (tab: Page) =>
  tab.evaluate(
    () =>
      (window.__focusTrail ?? []).filter((entry: FocusTrailEntry) => entry.kind === 'document')
        .length,
  );

/** The words of the elements the focused one's `aria-describedby` names: what is heard after it. */
const focusedDescription = (tab: Page) =>
  tab.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    return (dialog?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  });

/** Each enquiry kept on the phone, whole, as IndexedDB `kept-enquiries` holds it. */
function keptRecords(tab: Page) {
  return tab.evaluate(
    () =>
      new Promise<{ state: string; body: Record<string, string> }[]>((resolve, reject) => {
        const opening = indexedDB.open('kept-enquiries');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('enquiries')) return resolve([]);
          const all = db.transaction('enquiries').objectStore('enquiries').getAll();
          all.onsuccess = () =>
            resolve(all.result as { state: string; body: { message: string } }[]);
        };
      }),
  );
}

/** What the phone keeps: each kept enquiry's state and message. */
const keptOnThePhone = async (tab: Page) =>
  (await keptRecords(tab)).map(({ state, body }) => ({ state, message: body.message }));

/** The enquiries the service has stored from `userEmail`: who wrote them, about whom, what. */
function storedFrom(userEmail: string) {
  const db = new Database(`${site.dataDir}/${DATABASE_FILE}`, { readonly: true });
  try {
    return db
      .prepare<[string], { writer: string; relationship: string | null; message: string }>(
        'SELECT writer, relationship, message FROM enquiries WHERE userEmail = ?',
      )
      .all(userEmail);
  } finally {
    db.close();
  }
}

/** The addresses the phone keeps as pages (the worker's `pages` cache). */
const keptPages = (tab: Page) =>
  tab.evaluate(async () =>
    (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname),
  );

/** Who the young person is to the parent writing, in their language. */
const relationshipIn: { en: string } & Partial<Record<string, string>> = {
  en: 'my daughter',
  hi: 'मेरी बेटी',
};

/** A parent's fields, in the form's order: their own relationship after the name. */
const parentFields = ['fullName', 'relationship', 'phoneNumber', 'userEmail', 'message'] as const;

const heading = (tab: Page) => tab.evaluate(() => document.querySelector('#main h1')?.textContent);

describe.each(siteLanguages.map(({ folder }) => folder))('the contact form in %s', (folder) => {
  const words = wordsOf[folder]!;
  const form = words.contactForm;
  const typed = typedEnquiryIn(folder);
  const contact = pathIn(folder, '/contact');
  const about = pathIn(folder, '/about');

  /** Opens the contact page, and chooses "I am 18 or older" with the keyboard (Space). */
  async function openTheForm(tab: Page) {
    await openInFirefox(tab, url(contact));
    await (await waitForNamed(tab, 'radio', form.writer.adult, 'form')).focus();
    await tab.keyboard.press(' ');
    await expect
      .poll(() => tab.evaluate(() => (document.activeElement as HTMLInputElement).checked))
      .toBe(true);
  }

  /** Tabs to each field in turn, checks its name in Gecko's tree, and types `values` into it. */
  async function typeInto(tab: Page, values: Partial<Record<string, string>>) {
    for (const field of adultEnquiryFields) {
      await tab.keyboard.press('Tab');
      const label = form.fields[field].label;
      expect(await whereFocusIs(tab, 'textbox', label)).toBe(`textbox "${label}"`);
      if (values[field]) await tab.keyboard.type(values[field]);
    }
    await tab.keyboard.press('Tab');
    expect(await whereFocusIs(tab, 'button', form.submit)).toBe(`button "${form.submit}"`);
  }

  /**
   * Sends an enquiry with `message` from the open form with the link cut: kept on the phone, and
   * the notice that says so focused. Returns the notice.
   */
  async function sendOnADeadLink(tab: Page, message: string) {
    await openTheForm(tab);
    await typeInto(tab, { ...typed, message });
    await site.cutTheLink();
    await tab.keyboard.press('Enter');
    const notice = await waitForNamed(tab, 'region', form.kept.title);
    await focusReaches(tab, 'region', form.kept.title);
    return notice;
  }

  it('is sent with the keyboard alone: "Success!" with focus on OK and its reference heard, then back to Submit, the form emptied', async () => {
    const tab = await newTab();
    const marker = `firefox-sent-${folder}`;
    await openTheForm(tab);
    await typeInto(tab, { ...typed, message: `${typed.message} ${marker}` });
    const answered = tab.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/contact'),
    );
    await startTrail(tab);
    await tab.keyboard.press('Enter');
    expect((await answered).status()).toBe(201);
    await waitForNamed(tab, 'dialog', form.success.title, '[role="dialog"]');
    await focusReaches(tab, 'button', form.dialogButtons.confirm);
    const stored = storedWith(marker);
    expect(stored).toHaveLength(1);
    // The reference, heard digit by digit after the service's words.
    expect(await focusedDescription(tab)).toContain(
      form.success.reference.replace(
        '{reference}',
        digitByDigit(writtenReference(stored[0]!.reference)),
      ),
    );

    await tab.keyboard.press('Enter');
    await focusReaches(tab, 'button', form.submit);
    expect(await restsOnTheDocument(tab)).toBe(0);
    expect(
      await tab.evaluate(
        (fields) =>
          fields.map(
            (field) => document.querySelector<HTMLInputElement>(`form [name="${field}"]`)?.value,
          ),
        [...adultEnquiryFields],
      ),
    ).toEqual(adultEnquiryFields.map(() => ''));
  });

  it('refused before sending when there is no way to reply: "Oops!", OK to the error summary, the fields marked, the message kept, nothing sent', async () => {
    const tab = await newTab();
    const posts: string[] = [];
    tab.on('request', (request: HTTPRequest) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await openTheForm(tab);
    await typeInto(tab, { message: typed.refusedMessage });
    await startTrail(tab);
    await tab.keyboard.press('Enter');
    await waitForNamed(tab, 'dialog', form.failure.title, '[role="dialog"]');
    await focusReaches(tab, 'button', form.dialogButtons.confirm);
    await tab.keyboard.press('Enter');
    await focusReaches(tab, 'group', form.errorSummaryTitle);
    expect(await restsOnTheDocument(tab)).toBe(0);
    const marked = await tab.evaluate(() =>
      [...document.querySelectorAll('form [aria-invalid="true"]')].map((field) =>
        field.getAttribute('name'),
      ),
    );
    expect(marked).toEqual(['phoneNumber', 'userEmail']);
    const message = await waitForNamed(tab, 'textbox', form.fields.message.label, 'form');
    expect(await message.evaluate((field) => (field as HTMLTextAreaElement).value)).toBe(
      typed.refusedMessage,
    );
    expect(posts).toEqual([]);
  });

  it('on a dead link: kept on the phone and said so, visited pages still open, others answer offline, and sent once when the link is back', async () => {
    const tab = await newTab();
    const marker = `firefox-kept-${folder}`;
    // A first visit: the worker installs once the page has loaded, and keeps it.
    await openInFirefox(tab, url(about));
    await expect.poll(() => keptPages(tab), WAIT).toContain(about);
    await expect
      .poll(() => tab.evaluate(() => navigator.serviceWorker.controller !== null), WAIT)
      .toBe(true);
    await sendOnADeadLink(tab, `${typed.message} ${marker}`);
    expect(await keptOnThePhone(tab)).toEqual([
      { state: 'waiting', message: `${typed.message} ${marker}` },
    ]);

    // Still without a link: the page visited opens as it was; one never visited, offline.
    expect((await tab.goto(url(about)))?.status()).toBe(200);
    await expect.poll(() => heading(tab)).toBe(words.story.hero.heading);
    const privacy = pathIn(folder, '/privacy');
    expect((await tab.goto(url(privacy)))?.status()).toBe(503);
    await expect.poll(() => heading(tab)).toBe(words.site.offline.heading);

    // The link comes back; the next page of the site opened sends it, once.
    await site.bringTheLinkBack();
    await openInFirefox(tab, url(about));
    const sent = await waitForNamed(tab, 'region', form.kept.sentTitle);
    await expect.poll(() => storedWith(marker).length, WAIT).toBe(1);
    // Closed from the keyboard: nothing is left on the phone.
    await (await sent.$(byRoleAndName('button', form.kept.close)))!.focus();
    await tab.keyboard.press('Enter');
    await expect.poll(() => keptOnThePhone(tab)).toEqual([]);
    await openInFirefox(tab, url(contact));
    await openInFirefox(tab, url(about));
    expect(storedWith(marker)).toHaveLength(1);
  });
  it('kept on a dead link, deleted and undone by keyboard: the confirmation takes focus, Undo puts the same record back with focus on the notice, never the document', async () => {
    const tab = await newTab();
    const message = `${typed.message} firefox-undone-${folder}`;
    const notice = await sendOnADeadLink(tab, message);
    const kept = await keptRecords(tab);
    expect(kept).toMatchObject([{ state: 'waiting', body: { message } }]);
    await (await notice.$(byRoleAndName('button', form.kept.delete)))!.focus();
    await startTrail(tab);
    await tab.keyboard.press('Enter');
    // The confirmation in the notice's place, focused; the record gone from the phone.
    await focusReaches(tab, 'region', form.kept.deleted);
    expect(await allNamed(tab, 'region', form.kept.title, 'main')).toHaveLength(0);
    await expect.poll(() => keptRecords(tab)).toEqual([]);
    await tab.keyboard.press('Tab');
    expect(await whereFocusIs(tab, 'button', form.kept.undo)).toBe(`button "${form.kept.undo}"`);
    await tab.keyboard.press('Enter');
    // The notice put back, focused; the same record back on the phone.
    await focusReaches(tab, 'region', form.kept.title);
    expect(await allNamed(tab, 'region', form.kept.deleted, 'main')).toHaveLength(0);
    expect(await keptRecords(tab)).toEqual(kept);
    expect(await restsOnTheDocument(tab)).toBe(0);
  });

  it('a parent or guardian writes about a child, by keyboard: their answer by an arrow, their fields in the Tab order, the tick, "Success!", stored as a parent\'s', async () => {
    const tab = await newTab();
    const enquiry = {
      ...typed,
      relationship: relationshipIn[folder] ?? relationshipIn.en,
      userEmail: `parent.${folder}.firefox@example.org`,
      message: `${typed.message} firefox-parent-${folder}`,
    };
    await openInFirefox(tab, url(contact));
    await (await waitForNamed(tab, 'radio', form.writer.adult, 'form')).focus();
    await tab.keyboard.press('ArrowDown');
    await focusReaches(tab, 'radio', form.writer.parent);
    expect(await tab.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(
      true,
    );
    // Past the helplines and our e-mail and phone (links) to the first field.
    const links: string[] = [];
    for (let pressed = 0; pressed < 12; pressed += 1) {
      await tab.keyboard.press('Tab');
      const link = await tab.evaluate(() =>
        document.activeElement?.tagName === 'A' ? document.activeElement.textContent : null,
      );
      if (link === null) break;
      links.push(link);
    }
    expect(links.length).toBeGreaterThan(2);
    for (const [index, field] of parentFields.entries()) {
      if (index > 0) await tab.keyboard.press('Tab');
      const label = form.fields[field].label;
      expect(await whereFocusIs(tab, 'textbox', label)).toBe(`textbox "${label}"`);
      await tab.keyboard.type(enquiry[field]);
    }
    await tab.keyboard.press('Tab');
    expect(await whereFocusIs(tab, 'checkbox', form.consent.label)).toBe(
      `checkbox "${form.consent.label}"`,
    );
    await tab.keyboard.press(' ');
    await tab.keyboard.press('Tab');
    expect(await whereFocusIs(tab, 'button', form.submit)).toBe(`button "${form.submit}"`);
    await tab.keyboard.press('Enter');
    await waitForNamed(tab, 'dialog', form.success.title, '[role="dialog"]');
    await focusReaches(tab, 'button', form.dialogButtons.confirm);
    expect(storedFrom(enquiry.userEmail)).toEqual([
      { writer: 'parent', relationship: enquiry.relationship, message: enquiry.message },
    ]);
  });
});
