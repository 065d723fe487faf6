/**
 * The enquiry form in real Chromium, for the contact files (`a11y-tests/contact*.browser.test.ts`):
 * the form opened and hydrated, enquiries to send, the requests and answers to watch for, the
 * alert dialogs, and the console lines the failures they cause on purpose leave.
 */
import type { Locator, Page, Request, Response } from 'playwright-core';
import { expect } from 'vitest';
import { contactForm, dialogButtons } from '../../content/contactForm';
import {
  adultEnquiryFields,
  enquiryFields,
  type Enquiry,
  type EnquiryField,
} from '../../shared/enquiry';
import { viewports } from './browser';
import type { BrowserSite } from './withSite';

/**
 * What Chromium's console says for the two failures these tests cause on purpose; the tests that
 * cause one expect exactly that line, and nothing else.
 */
export const consoleLines = {
  badRequest:
    'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
  aborted: 'error: Failed to load resource: net::ERR_FAILED',
};

/** The fields of an adult's enquiry, in the form's order. */
export const fieldOrder = adultEnquiryFields;
export const fieldNames = Object.fromEntries(
  enquiryFields.map((field) => [field, contactForm.fields[field].label]),
) as Record<EnquiryField, string>;

/** The confirm button's colours (docs/spec/product.md §9.3): teal on success, red on error. */
export const confirmColours = { success: 'rgb(2, 104, 115)', error: 'rgb(221, 51, 51)' };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A different e-mail address for every enquiry, so that each one can be found in the database. */
let sequence = 0;
export function uniqueEmail(what: string): string {
  sequence += 1;
  return `${what}.${sequence}.${Date.now()}@example.org`;
}

/** An enquiry a visitor in India might send: Hindi, emoji (one with joiners), two lines. */
export function hindiEnquiry(userEmail: string): Enquiry {
  return {
    fullName: 'आशा वर्मा',
    phoneNumber: '+91 98765 43210',
    userEmail,
    message: 'नमस्ते! क्या आप ब्रेल में किताब भेज सकते हैं? 🙏🏽\nमेरी बहन भी आना चाहती है 👩‍👧 — धन्यवाद',
  };
}

/** "I am 18 or older", the answer to "Who is writing?" that shows the form's fields. */
export function adultAnswerIn(page: Page, words: { writer: { adult: string } } = contactForm) {
  return page.getByRole('radio', { name: words.writer.adult });
}

/** The `/u1/contact` POST, as the browser sees it. */
export function isEnquiryPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/u1/contact';
}

/** The service's answer to that POST. */
export function isEnquiryAnswer(response: Response): boolean {
  return isEnquiryPost(response.request());
}

/**
 * Opens /contact, waits until React has hydrated the form (before that, Enter on Submit would
 * make the browser send the form itself, not the script), and, unless told not to, answers "Who
 * is writing?" with "I am 18 or older", which shows the fields.
 */
export async function openContact(
  site: BrowserSite,
  viewport: { width: number; height: number } = viewports.desktop,
  { answered = true }: { answered?: boolean } = {},
) {
  const { page, problems } = await site.newPage({ viewport });
  const response = await page.goto(`${site.baseUrl}/contact`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  // Chosen with the mouse; a test of the keyboard journey chooses it itself.
  if (answered) await adultAnswerIn(page).check();
  const field = (name: EnquiryField) => page.getByRole('textbox', { name: fieldNames[name] });
  const submit = page.getByRole('button', { name: contactForm.submit });
  return { page, problems, field, submit };
}

/** Waits for the alert dialog to open and finish its fade-in, so that axe measures it as seen. */
export async function openedDialog(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await expect
    .poll(() =>
      dialog.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.opacity !== '1' || (style.transform !== 'none' && node !== element)) {
            return false;
          }
        }
        return true;
      }),
    )
    .toBe(true);
  return dialog;
}

/** The background of the dialog's confirm button, as painted. */
export function confirmColour(dialog: Locator): Promise<string> {
  return dialog
    .getByRole('button', { name: dialogButtons.confirm })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
}

/** Types into the focused field; each line break is an Enter, as a visitor would press it. */
export async function typeLines(page: Page, text: string) {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** What the browser sent: parsed JSON body and every header (cookies included). */
export async function sentRequest(request: Request) {
  return {
    headers: await request.allHeaders(),
    body: request.postDataJSON() as unknown,
    rawBody: request.postData(),
  };
}
