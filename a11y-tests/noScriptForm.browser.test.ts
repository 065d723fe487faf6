/**
 * The contact form with JavaScript off (docs/spec/contracts.md §3.11), in real Chromium against
 * the real service with its own SQLite file: filled and sent with the keyboard alone, the browser
 * posts it itself and lands on "Success!", and the enquiry is stored byte for byte; a refused send
 * lands on "Oops!" with the error summary focused, the visitor's words kept, axe clean, and each of
 * the summary's links taking the keyboard to its field; corrected, it is sent. What is stored is
 * read back with the owner's own command (`npm run enquiries`).
 */
import { urgentHelp } from '../src/content/urgentHelp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contactForm, enquiryMessages, invalidEnquiryMessage } from '../src/content/contactForm';
import { documentTitle, shell } from '../src/content/site';
import { adultEnquiryFields, type Enquiry, type EnquiryField } from '../src/shared/enquiry';
import { runAxe, viewports } from '../src/testing/browser/browser';
import { focusedRoleAndName } from '../src/testing/browser/focus';
import { headerStops } from '../src/testing/browser/headerStops';
import { wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';
import { english } from '../src/testing/server/serviceWords';

const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

const fieldOrder = adultEnquiryFields;
const label = (field: EnquiryField) => contactForm.fields[field].label;

/** Types into the focused field; each line break is an Enter, as a visitor would press it. */
async function typeLines(page: Page, text: string) {
  for (const [index, line] of text.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** /contact with no script at all: what Opera Mini's server mode or a phone with it off gets. */
async function openContactWithoutScript() {
  const { page, problems } = await site.newPage({
    javaScriptEnabled: false,
    viewport: viewports.desktop,
  });
  const response = await page.goto(`${site.baseUrl}/contact`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, problems };
}

/**
 * axe on the page a visitor without script got. axe needs script to run, and Chromium runs none
 * (not even its timers) in a page with JavaScript off, so the same HTML, at the same address (its
 * stylesheet and CSP from the real service), is loaded into a page where it can: the page itself
 * has no script, so it is the same page.
 */
async function axeOfPageWithoutScript(page: Page) {
  const [url, html] = [page.url(), await page.content()];
  const { page: twin } = await site.newPage({ viewport: page.viewportSize() ?? undefined });
  await twin.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  await twin.goto(url, { waitUntil: 'load' });
  try {
    return await runAxe(twin);
  } finally {
    await twin.context().close();
  }
}

/**
 * Tab from the top of the page to "Who is writing?", checking every stop on the way; Space
 * chooses "I am 18 or older" (no script: the browser's own radio button, and CSS shows the
 * fields), and Tab goes on to the first field.
 */
async function tabToFirstField(page: Page) {
  const stops = [
    // Without JavaScript there is no menu button: the page links, at every width.
    ...headerStops(wordsOf.en!, 'en', 'page links'),
    // The privacy notice, before anything is typed (docs/spec/product.md §2.8).
    { role: 'link', name: wordsOf.en!.privacy.beforeTheForm.link.label },
    // The note before the form: it is not for emergencies, and where the helplines are.
    { role: 'link', name: urgentHelp.seeHelplines },
    { role: 'radio', name: contactForm.writer.adult },
  ];
  const seen = [];
  for (let press = 0; press < stops.length; press++) {
    await page.keyboard.press('Tab');
    seen.push(await focusedRoleAndName(page));
  }
  expect(seen).toEqual(stops);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  expect(await focusedRoleAndName(page)).toEqual({ role: 'textbox', name: label('fullName') });
}

/** Tab through the four fields from the first, typing each value, to Submit; Enter sends. */
async function fillAndSend(page: Page, enquiry: Partial<Enquiry>) {
  for (const [index, name] of fieldOrder.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'textbox', name: label(name) });
    if (enquiry[name]) await typeLines(page, enquiry[name]);
  }
  await page.keyboard.press('Tab');
  expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: contactForm.submit });
  const answered = page.waitForNavigation({ waitUntil: 'load' });
  await page.keyboard.press('Enter');
  return answered;
}

describe('the contact form with JavaScript off', () => {
  it('is sent with the keyboard alone, lands on "Success!" and stores the enquiry byte for byte', async () => {
    const { page, problems } = await openContactWithoutScript();
    const enquiry: Enquiry = {
      fullName: 'आशा वर्मा',
      phoneNumber: '+91 98765 43210',
      userEmail: `noscript.${Date.now()}@example.org`,
      message: 'नमस्ते! क्या आप ब्रेल में किताब भेज सकते हैं? 🙏🏽\nमेरी बहन भी आना चाहती है — धन्यवाद',
    };
    await tabToFirstField(page);
    const response = await fillAndSend(page, enquiry);

    // Post/Redirect/Get: the browser followed the 303 to a page of its own.
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/u1/contact/sent');
    expect(await page.title()).toBe(documentTitle(contactForm.success.title));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      contactForm.success.title,
    );
    expect(await page.getByText(english.service.sent).isVisible()).toBe(true);
    // Seen as the content writes it (the spaces that make the helpline's number heard digit by
    // digit have no width: src/components/Words).
    const seen = await page.locator('main p').evaluateAll((paragraphs) =>
      paragraphs.map((paragraph) => {
        const copy = paragraph.cloneNode(true) as Element;
        copy.querySelectorAll('[data-heard-only]').forEach((hidden) => hidden.remove());
        return copy.textContent;
      }),
    );
    expect(seen).toContain(urgentHelp.afterSending);
    // The site's layout: skip link first, the page's links in view (no menu button without script).
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'link', name: shell.skipLink });
    expect(await page.getByRole('button', { name: shell.openMenu }).isVisible()).toBe(false);
    expect(await axeOfPageWithoutScript(page)).toEqual([]);

    await site.expectStored(enquiry);
    // No CSP violation, no error: the page needs no script and no inline style.
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('refused: "Oops!", the summary focused, the words kept, axe clean, each link leads to its field, and once corrected it is sent', async () => {
    const { page, problems } = await openContactWithoutScript();
    const userEmail = `noscript.refused.${Date.now()}@example.org`;
    await tabToFirstField(page);
    const response = await fillAndSend(page, {
      fullName: 'Asha',
      userEmail: 'asha at example',
      message: '',
    });

    expect(response?.status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/u1/contact/form');
    expect(await page.title()).toBe(documentTitle(contactForm.failure.title));
    const errors = {
      userEmail: enquiryMessages.userEmail.format,
      message: enquiryMessages.message.required,
    };
    expect(await page.getByText(invalidEnquiryMessage(errors)).isVisible()).toBe(true);
    // The summary took focus as the page loaded, with no script: a screen reader reads it first.
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'group', name: contactForm.errorSummaryTitle });
    // The words the visitor typed are back in their fields.
    expect(await page.getByRole('textbox', { name: label('fullName') }).inputValue()).toBe('Asha');
    expect(await page.getByRole('textbox', { name: label('userEmail') }).inputValue()).toBe(
      'asha at example',
    );
    expect(await axeOfPageWithoutScript(page)).toEqual([]);

    // Each link of the summary takes the keyboard to its field: the first with one Tab from the
    // summary; the next by going back (Shift+Tab) from that field past the others to it.
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'link', name: errors.userEmail });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'textbox', name: label('userEmail') });
    for (let press = 0; press < 4; press++) {
      await page.keyboard.press('Shift+Tab');
      if ((await focusedRoleAndName(page)).name === errors.message) break;
    }
    expect(await focusedRoleAndName(page)).toEqual({ role: 'link', name: errors.message });
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'textbox', name: label('message') });

    // Corrected with the keyboard and sent again from the same page.
    await page.keyboard.type('Can you send the book in Braille?');
    await page.getByRole('textbox', { name: label('userEmail') }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(userEmail);
    await page.getByRole('button', { name: contactForm.submit }).focus();
    const sent = page.waitForNavigation({ waitUntil: 'load' });
    await page.keyboard.press('Enter');
    expect((await sent)?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      contactForm.success.title,
    );
    expect(await site.storedFrom(userEmail)).toMatchObject([
      { fullName: 'Asha', userEmail, message: 'Can you send the book in Braille?' },
    ]);
    // The only console line is Chromium's own note of the refusal's status.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await page.context().close();
  });
});
