/**
 * What a visitor on a slow link meets: the prerendered page is on screen seconds before the app
 * has taken it over. A button pressed or a form sent in that time must not be lost, and the
 * browser must never send the form itself (a GET with the visitor's words in the URL). With
 * JavaScript off, the form says how else to reach the founder. Real Chromium, the built site;
 * the app's entry script is held back until the test lets it through.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactForm } from '../src/content/contactForm';
import { shell } from '../src/content/site';
import type { Enquiry } from '../src/shared/enquiry';
import { viewports } from '../src/testing/browser/browser';
import { isHydrated } from '../src/testing/browser/visit';
import { pathIn, wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

/**
 * Holds the app's entry script (named in the boot script's `data-entry`) until `release()`.
 * Everything else loads as usual, so the page is painted and styled, only not yet hydrated.
 */
async function holdEntryScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, wasRequested: () => requested };
}

describe('before the app has taken over the page', () => {
  it('opens the menu pressed too early, once the app is there', async () => {
    const { page, problems } = await site.newPage({ viewport: viewports.narrow });
    const entry = await holdEntryScript(page);
    await page.goto(`${site.baseUrl}/about`, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: shell.openMenu });
    await button.click();

    // The press started the app, which is still on its way: nothing has opened yet.
    await expect.poll(entry.wasRequested).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);

    entry.release();
    await page.getByRole('dialog', { name: shell.menuTitle }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    // It opened once: a second press would have closed it again. The marks are replayed in one
    // go once the page has hydrated; when it has, and two frames have passed, any would have.
    await expect.poll(() => isHydrated(page)).toBe(true);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.getByRole('dialog', { name: shell.menuTitle }).count()).toBe(1);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends a form submitted too early through the app, never in the URL', async () => {
    const { page, problems } = await site.newPage({ viewport: viewports.desktop });
    const entry = await holdEntryScript(page);
    await page.goto(`${site.baseUrl}/contact`, { waitUntil: 'load' });
    const enquiry: Enquiry = {
      fullName: 'Asha Verma',
      phoneNumber: '+91 98765 43210',
      userEmail: `early.${Date.now()}@example.org`,
      message: 'Can you send the book in Braille?',
    };
    await page.getByRole('radio', { name: contactForm.writer.adult }).check();
    for (const [field, value] of Object.entries(enquiry)) {
      await page
        .getByRole('textbox', { name: contactForm.fields[field as keyof Enquiry].label })
        .fill(value);
    }
    const posted = page.waitForRequest(
      (request: Request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === '/u1/contact',
    );
    await page.getByRole('button', { name: contactForm.submit }).click();

    // The browser did not send the form itself: the page and its address are as they were.
    await expect.poll(entry.wasRequested).toBe(true);
    expect(await isHydrated(page)).toBe(false);
    expect(page.url()).toBe(`${site.baseUrl}/contact`);

    entry.release();
    const request = await posted;
    expect(request.postDataJSON()).toEqual({ writer: 'adult', ...enquiry });
    await page.getByRole('dialog', { name: contactForm.success.title }).waitFor();
    expect(page.url()).toBe(`${site.baseUrl}/contact`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe.each(['en', 'hi'])('with JavaScript off (%s)', (language) => {
  const words = wordsOf[language]!.contactForm;

  it('asks who is writing first, and shows the form, which posts itself, for "I am 18 or older" and a parent alone (a11y-tests/noScriptForm.browser.test.ts and parentEnquiry.browser.test.ts send it)', async () => {
    const { page } = await site.newPage({
      javaScriptEnabled: false,
      viewport: viewports.narrow,
    });
    await page.goto(`${site.baseUrl}${pathIn(language, '/contact')}`, { waitUntil: 'load' });
    const submit = page.getByRole('button', { name: words.submit });
    // Shown or not, field by field in the form's order: name, relationship, phone, e-mail,
    // message; then the parent's statement.
    const fieldsShown = async () => {
      const shown = [];
      for (const name of [
        'fullName',
        'relationship',
        'phoneNumber',
        'userEmail',
        'message',
      ] as const) {
        const label = words.fields[name].label;
        shown.push(await page.getByRole('textbox', { name: label }).isVisible());
      }
      shown.push(await page.getByRole('checkbox', { name: words.consent.label }).isVisible());
      return shown;
    };
    // Nothing but the question until it is answered.
    expect(await fieldsShown()).toEqual([false, false, false, false, false, false]);
    expect(await submit.isVisible()).toBe(false);

    await page.getByRole('radio', { name: words.writer.adult }).check();
    expect(await fieldsShown()).toEqual([true, false, true, true, true, false]);
    expect(await submit.isVisible()).toBe(true);
    const form = page.locator('form').filter({ has: submit });
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe(`/u1/contact/form?language=${language}`);

    // A parent: the fields with their own; a young person under 18: no field at all, the
    // helplines.
    await page.getByRole('radio', { name: words.writer.parent }).check();
    expect(await fieldsShown()).toEqual([true, true, true, true, true, true]);
    expect(await submit.isVisible()).toBe(true);
    await page.getByRole('radio', { name: words.writer.underEighteen }).check();
    expect(await fieldsShown()).toEqual([false, false, false, false, false, false]);
    expect(await submit.isVisible()).toBe(false);
    const heading = page.getByRole('heading', { name: words.writer.forUnderEighteen.heading });
    expect(await heading.isVisible()).toBe(true);
    const [teleManas] = wordsOf[language]!.urgentHelp.helplines;
    expect(
      await page
        .locator('form')
        .getByRole('link', { name: teleManas!.callLabel.split('{number}')[0]!.trim() })
        .first()
        .isVisible(),
    ).toBe(true);
    await page.context().close();
  });
});
