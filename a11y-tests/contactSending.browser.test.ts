/**
 * The enquiry form sending, in real Chromium against the real service with its own SQLite file:
 * the double-submit XSRF header, the Idempotency-Key and exactly the four fields, following the
 * summary to a field and sending, a network failure where the phone cannot keep the enquiry, an address that is not one, where focus
 * goes when a dialog closes, and the busy state. The journeys at both widths:
 * contact.browser.test.ts. Shared: src/testing/browser/contactForm.ts.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  contactForm,
  dialogButtons,
  enquiryMessages,
  invalidEnquiryMessage,
} from '../src/content/contactForm';
import { runAxe } from '../src/testing/browser/browser';
import { focusedRoleAndName } from '../src/testing/browser/focus';
import { withSite } from '../src/testing/browser/withSite';
import { accessibleNode } from '../src/testing/browser/accessibilityTree';
import {
  confirmColour,
  confirmColours,
  consoleLines,
  fieldNames,
  fieldOrder,
  hindiEnquiry,
  isEnquiryAnswer,
  isEnquiryPost,
  openContact as openContactOn,
  openedDialog,
  sentRequest,
  uniqueEmail,
  UUID,
} from '../src/testing/browser/contactForm';

// A service of our own (not the shared one), so that its database can be read afterwards; the
// rate limit is raised because this file sends more enquiries than a visitor ever would.
const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });
const openContact = (viewport?: { width: number; height: number }) => openContactOn(site, viewport);

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
    // Who is writing and the four fields, in the contract's order, as JSON: no honeypot,
    // nothing else.
    expect(body).toStrictEqual({ writer: 'adult', ...enquiry });
    expect(rawBody).toBe(JSON.stringify({ writer: 'adult', ...enquiry }));

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

  it('says "Oops!" with "Something went wrong." and keeps every value when the network fails and the phone cannot keep it', async () => {
    const { page, problems, field, submit } = await openContact();
    const enquiry = hindiEnquiry(uniqueEmail('offline'));
    for (const name of fieldOrder) await field(name).fill(enquiry[name]);
    await page.route('**/u1/contact', (route) => route.abort());
    // Storage refused (a phone that keeps nothing for the site): no promise that it is kept.
    // Where the phone can keep it: keptEnquiry.browser.test.ts.
    await page.evaluate(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      };
    });

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
