/**
 * The enquiry form end to end, in real Chromium against the real service (the `npm start` entry)
 * with its own SQLite file: the whole journey with the keyboard alone, the double-submit XSRF
 * header, the "Success!" and "Oops!" alert dialogs (axe with each one open), what is missing told
 * before anything is sent, a refusal from the service, a network failure, the error summary, where
 * focus goes when a dialog closes, and the busy state. Names, roles,
 * descriptions and invalid states come from Chromium's accessibility tree, as a screen reader
 * gets them; what was stored is read back with the owner's own command (`npm run enquiries`).
 */
import { urgentHelp } from '../src/content/urgentHelp';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  contactForm,
  dialogButtons,
  enquiryMessages,
  invalidEnquiryMessage,
} from '../src/content/contactForm';
import type { Enquiry, EnquiryField } from '../src/shared/enquiry';
import { runAxe, viewports } from '../src/testing/browser/browser';
import {
  recordFocusTrail,
  startFocusTrail,
  trailUntilFocused,
} from '../src/testing/browser/focusTrail';
import { focusedRoleAndName } from '../src/testing/browser/focus';
import { headerStops } from '../src/testing/browser/headerStops';
import { wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';
import { english } from '../src/testing/server/serviceWords';
import { heardText } from '../src/content/spokenNumbers';

// A service of our own (not the shared one), so that its database can be read afterwards; the
// rate limit is raised because this file sends more enquiries than a visitor ever would.
const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/**
 * What Chromium's console says for the two failures these tests cause on purpose; the tests that
 * cause one expect exactly that line, and nothing else.
 */
const consoleLines = {
  badRequest:
    'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
  aborted: 'error: Failed to load resource: net::ERR_FAILED',
};

const fieldOrder: EnquiryField[] = ['fullName', 'phoneNumber', 'userEmail', 'message'];
const fieldNames = Object.fromEntries(
  fieldOrder.map((field) => [field, contactForm.fields[field].label]),
) as Record<EnquiryField, string>;

/** The confirm button's colours (docs/spec/product.md §9.3): teal on success, red on error. */
const confirmColours = { success: 'rgb(2, 104, 115)', error: 'rgb(221, 51, 51)' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A different e-mail address for every enquiry, so that each one can be found in the database. */
let sequence = 0;
function uniqueEmail(what: string): string {
  sequence += 1;
  return `${what}.${sequence}.${Date.now()}@example.org`;
}

/** An enquiry a visitor in India might send: Hindi, emoji (one with joiners), two lines. */
function hindiEnquiry(userEmail: string): Enquiry {
  return {
    fullName: 'आशा वर्मा',
    phoneNumber: '+91 98765 43210',
    userEmail,
    message: 'नमस्ते! क्या आप ब्रेल में किताब भेज सकते हैं? 🙏🏽\nमेरी बहन भी आना चाहती है 👩‍👧 — धन्यवाद',
  };
}

/** The `/u1/contact` POST, as the browser sees it. */
function isEnquiryPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/u1/contact';
}

/** The service's answer to that POST. */
function isEnquiryAnswer(response: Response): boolean {
  return isEnquiryPost(response.request());
}

/**
 * Opens /contact and waits until React has hydrated the form: before that, Enter on Submit would
 * make the browser send the form itself (a GET to /contact), not the script.
 */
async function openContact(viewport: { width: number; height: number } = viewports.desktop) {
  const { page, problems } = await site.newPage({ viewport });
  const response = await page.goto(`${site.baseUrl}/contact`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => {
    const button = document.querySelector('form button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  const field = (name: EnquiryField) => page.getByRole('textbox', { name: fieldNames[name] });
  const submit = page.getByRole('button', { name: contactForm.submit });
  return { page, problems, field, submit };
}

/** One node of Chromium's accessibility tree, reduced to what these tests look at. */
interface AccessibleNode {
  role: string;
  name: string;
  description: string;
  invalid: boolean;
}

/** Every node of Chromium's accessibility tree that assistive technology is given. */
async function accessibilityTree(page: Page): Promise<AccessibleNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => ({
        role: String(node.role?.value ?? ''),
        name: String(node.name?.value ?? '').trim(),
        description: String(node.description?.value ?? '').trim(),
        invalid: node.properties?.some(
          (property) => property.name === 'invalid' && property.value.value !== 'false',
        )
          ? true
          : false,
      }));
  } finally {
    await cdp.detach();
  }
}

/** The node with this role and name; fails when there is not exactly one. */
async function accessibleNode(page: Page, role: string, name: string): Promise<AccessibleNode> {
  const found = (await accessibilityTree(page)).filter(
    (node) => node.role === role && node.name === name,
  );
  expect(found, `one ${role} named "${name}" in the accessibility tree`).toHaveLength(1);
  return found[0]!;
}

/** Waits for the alert dialog to open and finish its fade-in, so that axe measures it as seen. */
async function openedDialog(page: Page, title: string): Promise<Locator> {
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
function confirmColour(dialog: Locator): Promise<string> {
  return dialog
    .getByRole('button', { name: dialogButtons.confirm })
    .evaluate((button) => getComputedStyle(button).backgroundColor);
}

/** Types into the focused field; each line break is an Enter, as a visitor would press it. */
async function typeLines(page: Page, text: string) {
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** What the browser sent: parsed JSON body and every header (cookies included). */
async function sentRequest(request: Request) {
  return {
    headers: await request.allHeaders(),
    body: request.postDataJSON() as unknown,
    rawBody: request.postData(),
  };
}

describe.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('the enquiry form at the %s width', (width, viewport) => {
  /** The Tab stops from the top of the page to the first field, as role and accessible name. */
  const stopsToForm = [
    ...headerStops(wordsOf.en!, 'en', width === 'desktop' ? 'page links' : 'menu button'),
    // The privacy notice, before anything is typed (docs/spec/product.md §2.8).
    { role: 'link', name: wordsOf.en!.privacy.beforeTheForm.link.label },
    // The note before the form: it is not for emergencies, and where the helplines are.
    { role: 'link', name: urgentHelp.seeHelplines },
    { role: 'textbox', name: fieldNames.fullName },
  ];

  it(`is sent with the keyboard alone, says "Success!", empties the form and stores the enquiry byte for byte (${stopsToForm.length} Tabs to the first field)`, async () => {
    const { page, problems, field } = await openContact(viewport);
    await recordFocusTrail(page);
    const enquiry = hindiEnquiry(uniqueEmail(`journey-${width}`));

    const stops: { role: string; name: string }[] = [];
    for (let press = 0; press < stopsToForm.length; press++) {
      await page.keyboard.press('Tab');
      stops.push(await focusedRoleAndName(page));
    }
    expect(stops).toEqual(stopsToForm);

    for (const [index, name] of fieldOrder.entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      expect(await focusedRoleAndName(page)).toEqual({ role: 'textbox', name: fieldNames[name] });
      await typeLines(page, enquiry[name]);
    }
    for (const name of fieldOrder) expect(await field(name).inputValue()).toBe(enquiry[name]);

    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: contactForm.submit });
    const answered = page.waitForResponse(isEnquiryAnswer);
    await page.keyboard.press('Enter');
    expect((await answered).status()).toBe(201);

    const dialog = await openedDialog(page, contactForm.success.title);
    // The service's words, then where to turn before the reply comes.
    expect(await accessibleNode(page, 'dialog', contactForm.success.title)).toMatchObject({
      description: `${english.service.sent} ${heardText(urgentHelp.afterSending)}`,
    });
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'button', name: dialogButtons.confirm });
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await confirmColour(dialog)).toBe(confirmColours.success);
    expect(await runAxe(page)).toEqual([]);

    // OK: focus goes from the dialog straight back to Submit, never resting on the document.
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    expect(await trailUntilFocused(page, 'button[type="submit"]')).toEqual([
      { kind: 'focus', element: `button "${contactForm.submit}"` },
    ]);
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: contactForm.submit });
    for (const name of fieldOrder) expect(await field(name).inputValue()).toBe('');

    await site.expectStored(enquiry);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('when a field is missing, says "Oops!" naming it without sending, and OK goes straight to the error summary', async () => {
    const { page, problems, field } = await openContact(viewport);
    await recordFocusTrail(page);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isEnquiryPost(request)) sent.push(request);
    });
    const message = `Only a message, no way to reply (${width}).\nसिर्फ़ संदेश।`;

    await field('message').focus();
    await typeLines(page, message);
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: contactForm.submit });
    await page.keyboard.press('Enter');

    const dialog = await openedDialog(page, contactForm.failure.title);
    const errors = {
      phoneNumber: enquiryMessages.contactNeeded,
      userEmail: enquiryMessages.contactNeeded,
    };
    expect(await accessibleNode(page, 'dialog', contactForm.failure.title)).toMatchObject({
      description: invalidEnquiryMessage(errors),
    });
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'button', name: dialogButtons.confirm });
    expect(await confirmColour(dialog)).toBe(confirmColours.error);
    expect(await runAxe(page)).toEqual([]);

    // A click on the dimmed overlay, held as a person holds a button: an alert needs an answer,
    // so it stays open, and focus stays on OK, never resting on the document meanwhile.
    const box = (await dialog.boundingBox())!;
    const outside = { x: box.x / 2, y: box.y / 2 };
    expect(outside.x < box.x && outside.y < box.y).toBe(true);
    await startFocusTrail(page);
    await page.mouse.click(outside.x, outside.y, { delay: 100 });
    expect(await trailUntilFocused(page, '[data-site-modal] button')).toEqual([]);
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'button',
      name: dialogButtons.confirm,
    });
    expect(await dialog.isVisible()).toBe(true);

    // OK: focus goes from the dialog straight to the summary, never resting on the document.
    await startFocusTrail(page);
    await page.keyboard.press('Enter');
    const trail = await trailUntilFocused(page, '[role="group"]');
    expect(trail).toEqual([
      { kind: 'focus', element: expect.stringMatching(/^div "There is a problem/) },
    ]);
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'group',
      name: contactForm.errorSummaryTitle,
    });
    expect(await field('message').inputValue()).toBe(message);
    expect(sent).toEqual([]);

    const rejected = `${contactForm.errorPrefix} ${enquiryMessages.contactNeeded}`;
    for (const name of ['phoneNumber', 'userEmail'] as const) {
      expect(await accessibleNode(page, 'textbox', fieldNames[name])).toMatchObject({
        invalid: true,
        description: rejected,
      });
    }
    for (const name of ['fullName', 'message'] as const) {
      expect(await accessibleNode(page, 'textbox', fieldNames[name])).toMatchObject({
        invalid: false,
        description: '',
      });
    }
    // The summary, the marked fields and their error text in view still pass.
    expect(await runAxe(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('when the server refuses it, shows the server’s words and marks its fields', async () => {
    const { page, problems, field, submit } = await openContact(viewport);
    const enquiry = hindiEnquiry(uniqueEmail(`refused-${width}`));
    for (const name of fieldOrder) await field(name).fill(enquiry[name]);
    // A rule of the service's that the form does not know (a newer service, an older page).
    const refusal = {
      message: 'Please check the highlighted fields.',
      errors: { phoneNumber: 'Please give an Indian phone number.' },
    };
    await page.route('**/u1/contact', (route) => route.fulfill({ status: 400, json: refusal }));
    await submit.focus();
    await page.keyboard.press('Enter');
    const dialog = await openedDialog(page, contactForm.failure.title);
    expect(await accessibleNode(page, 'dialog', contactForm.failure.title)).toMatchObject({
      description: refusal.message,
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'group',
      name: contactForm.errorSummaryTitle,
    });
    expect(await accessibleNode(page, 'textbox', fieldNames.phoneNumber)).toMatchObject({
      invalid: true,
      description: `${contactForm.errorPrefix} ${refusal.errors.phoneNumber}`,
    });
    for (const name of fieldOrder) expect(await field(name).inputValue()).toBe(enquiry[name]);
    await expect.poll(() => problems).toEqual([consoleLines.badRequest]);
    await page.context().close();
  });
});

describe('the enquiry form', () => {
  it('sends the XSRF cookie’s value in X-XSRF-TOKEN, a fresh Idempotency-Key, JSON, and exactly the four fields', async () => {
    const { page, problems, field, submit } = await openContact();
    const enquiry = hindiEnquiry(uniqueEmail('xsrf'));
    for (const name of fieldOrder) await field(name).fill(enquiry[name]);
    // ky hands fetch its body as a stream, which Chromium does not copy into the request event;
    // a route that only lets the request through sees the bytes that go on the wire.
    await page.route('**/u1/contact', (route) => route.continue());

    const posted = page.waitForRequest(isEnquiryPost);
    const answered = page.waitForResponse(isEnquiryAnswer);
    await submit.click();
    const { headers, body, rawBody } = await sentRequest(await posted);
    expect((await answered).status()).toBe(201);

    const cookies = await page.context().cookies(site.baseUrl);
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(xsrf, 'the page set an XSRF-TOKEN cookie').toBeDefined();
    expect(xsrf!.httpOnly, 'script must be able to read the token').toBe(false);
    expect(headers['x-xsrf-token']).toBe(decodeURIComponent(xsrf!.value));
    // The cookie itself went along: the server compares the two.
    expect(headers.cookie).toContain(`XSRF-TOKEN=${xsrf!.value}`);
    expect(headers['idempotency-key']).toMatch(UUID);
    expect(headers['content-type']).toBe('application/json');
    // Exactly the four fields, in the contract's order, as JSON: no honeypot, nothing else.
    expect(body).toStrictEqual(enquiry);
    expect(rawBody).toBe(JSON.stringify(enquiry));

    const dialog = await openedDialog(page, contactForm.success.title);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // A second enquiry from the same page gets a key of its own.
    await field('userEmail').fill(uniqueEmail('xsrf-again'));
    await field('message').fill('A second question.');
    const postedAgain = page.waitForRequest(isEnquiryPost);
    await submit.click();
    const again = await sentRequest(await postedAgain);
    expect(again.headers['idempotency-key']).toMatch(UUID);
    expect(again.headers['idempotency-key']).not.toBe(headers['idempotency-key']);
    await openedDialog(page, contactForm.success.title);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('lets the visitor send once they follow the summary to the phone field and fill it in', async () => {
    const { page, problems, field } = await openContact();
    const message = 'Please call me back.';
    const phoneNumber = `+91 98765 ${String(Date.now()).slice(-5)}`;

    await field('message').focus();
    await page.keyboard.type(message);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const oops = await openedDialog(page, contactForm.failure.title);
    await page.keyboard.press('Escape');
    await oops.waitFor({ state: 'detached' });
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'group',
      name: contactForm.errorSummaryTitle,
    });

    // The summary's one link leads to the first of the two fields that can meet the rule.
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'link',
      name: enquiryMessages.contactNeeded,
    });
    await page.keyboard.press('Enter');
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'textbox',
      name: fieldNames.phoneNumber,
    });
    await page.keyboard.type(phoneNumber);
    // Either one of e-mail and phone meets the rule, so neither field is still marked, and the
    // summary, with nothing left to fix, has gone.
    for (const name of ['phoneNumber', 'userEmail'] as const) {
      expect(await accessibleNode(page, 'textbox', fieldNames[name])).toMatchObject({
        invalid: false,
      });
    }
    expect(await page.getByRole('group', { name: contactForm.errorSummaryTitle }).count()).toBe(0);
    for (let press = 0; press < 3; press++) await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: contactForm.submit });

    const accepted = page.waitForResponse(isEnquiryAnswer);
    await page.keyboard.press('Enter');
    expect((await accepted).status()).toBe(201);
    await openedDialog(page, contactForm.success.title);

    const stored = (await site.storedEnquiries()).filter((e) => e.phoneNumber === phoneNumber);
    expect(stored).toMatchObject([{ fullName: '', phoneNumber, userEmail: '', message }]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says "Oops!" with "Something went wrong." and keeps every value when the network fails', async () => {
    const { page, problems, field, submit } = await openContact();
    const enquiry = hindiEnquiry(uniqueEmail('offline'));
    for (const name of fieldOrder) await field(name).fill(enquiry[name]);
    await page.route('**/u1/contact', (route) => route.abort());

    const failed = page.waitForEvent('requestfailed', isEnquiryPost);
    await submit.focus();
    await page.keyboard.press('Enter');
    await failed;

    const dialog = await openedDialog(page, contactForm.failure.title);
    expect(await accessibleNode(page, 'dialog', contactForm.failure.title)).toMatchObject({
      description: contactForm.failure.fallbackMessage,
    });
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'button', name: dialogButtons.confirm });
    expect(await confirmColour(dialog)).toBe(confirmColours.error);
    expect(await runAxe(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'button', name: contactForm.submit });

    for (const name of fieldOrder) expect(await field(name).inputValue()).toBe(enquiry[name]);
    // Nothing was rejected by a server, so no field is marked.
    for (const name of fieldOrder) {
      expect(await accessibleNode(page, 'textbox', fieldNames[name])).toMatchObject({
        invalid: false,
      });
    }
    expect(await site.storedFrom(enquiry.userEmail)).toEqual([]);
    await expect.poll(() => problems).toEqual([consoleLines.aborted]);
    await page.context().close();
  });

  it('stops an address that is not an e-mail address, saying so, sending nothing', async () => {
    const { page, problems, field, submit } = await openContact();
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isEnquiryPost(request)) sent.push(request);
    });
    await field('userEmail').fill('not-an-address');
    await field('message').fill('Hello.');

    await submit.focus();
    await page.keyboard.press('Enter');
    const oops = await openedDialog(page, contactForm.failure.title);
    expect(await accessibleNode(page, 'dialog', contactForm.failure.title)).toMatchObject({
      description: invalidEnquiryMessage({ userEmail: enquiryMessages.userEmail.format }),
    });
    await page.keyboard.press('Enter');
    await oops.waitFor({ state: 'detached' });
    expect(await accessibleNode(page, 'textbox', fieldNames.userEmail)).toMatchObject({
      invalid: true,
      description: `${contactForm.errorPrefix} ${enquiryMessages.userEmail.format}`,
    });

    // Correcting it sends exactly one enquiry: had the refused attempt gone out, there would be two.
    const address = uniqueEmail('corrected');
    await field('userEmail').fill(address);
    const accepted = page.waitForResponse(isEnquiryAnswer);
    await submit.focus();
    await page.keyboard.press('Enter');
    expect((await accepted).status()).toBe(201);
    await openedDialog(page, contactForm.success.title);
    expect(sent).toHaveLength(1);
    expect(await site.storedFrom(address)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('is busy while sending: Submit is aria-disabled, a polite status says so, and a second Enter sends nothing', async () => {
    const { page, problems, field, submit } = await openContact();
    const enquiry = hindiEnquiry(uniqueEmail('busy'));
    for (const name of fieldOrder) await field(name).fill(enquiry[name]);

    // Each request is held until the checks below are done: the state is awaited, not slept on.
    let routed = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/u1/contact', async (route) => {
      routed += 1;
      await held;
      await route.continue();
    });

    const status = page.getByRole('status').filter({ hasText: contactForm.sending });
    expect(await status.count()).toBe(0);
    await submit.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => routed).toBe(1);

    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => status.count()).toBe(1);
    expect(await status.textContent()).toBe(contactForm.sending);
    // role="status" is polite by definition; nothing turns it assertive or off.
    expect(await status.getAttribute('aria-live')).toBeNull();
    expect(await submit.evaluate((element) => element === document.activeElement)).toBe(true);
    // Enter and a click while busy change nothing (force: Playwright itself waits for a button
    // that is aria-disabled to become enabled before clicking it).
    await page.keyboard.press('Enter');
    await submit.click({ force: true });

    const answered = page.waitForResponse(isEnquiryAnswer);
    release();
    expect((await answered).status()).toBe(201);
    const dialog = await openedDialog(page, contactForm.success.title);
    expect(routed).toBe(1);
    expect(await site.storedFrom(enquiry.userEmail)).toHaveLength(1);

    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await submit.getAttribute('aria-disabled')).toBeNull();
    expect(await status.count()).toBe(0);
    expect(routed).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
