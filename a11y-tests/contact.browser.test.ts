/**
 * The enquiry form end to end at the desktop and the mobile width, in real Chromium against the
 * real service (the `npm start` entry) with its own SQLite file: the whole journey with the
 * keyboard alone, what is missing told before anything is sent ("Oops!", then the error
 * summary), and a refusal from the service. Names, roles, descriptions and invalid states come
 * from Chromium's accessibility tree, as a screen reader gets them; what was stored is read back
 * with the owner's own command (`npm run enquiries`). The request itself, the network failing and
 * the busy state: contactSending.browser.test.ts. Shared: src/testing/browser/contactForm.ts.
 */
import { urgentHelp } from '../src/content/urgentHelp';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  contactForm,
  dialogButtons,
  enquiryMessages,
  invalidEnquiryMessage,
} from '../src/content/contactForm';
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
import { digitByDigit, heardText } from '../src/content/spokenNumbers';
import { writtenReference } from '../src/shared/reference';
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
  typeLines,
  uniqueEmail,
} from '../src/testing/browser/contactForm';

// A service of our own (not the shared one), so that its database can be read afterwards; the
// rate limit is raised because this file sends more enquiries than a visitor ever would.
const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });
const openContact = (viewport?: { width: number; height: number }, options = {}) =>
  openContactOn(site, viewport, options);

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
    // Who is writing, before any field: its first answer.
    { role: 'radio', name: contactForm.writer.adult },
  ];

  it('is sent with the keyboard alone, says "Success!", empties the form and stores the enquiry byte for byte', async () => {
    const { page, problems, field } = await openContact(viewport, { answered: false });
    await recordFocusTrail(page);
    const enquiry = hindiEnquiry(uniqueEmail(`journey-${width}`));

    const stops: { role: string; name: string }[] = [];
    for (let press = 0; press < stopsToForm.length; press++) {
      await page.keyboard.press('Tab');
      stops.push(await focusedRoleAndName(page));
    }
    expect(stops).toEqual(stopsToForm);
    // No field until an answer is chosen: Space chooses "I am 18 or older", and Tab goes on to
    // the first field (the other answers are one stop, the group's).
    expect(await field('fullName').isVisible()).toBe(false);
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: contactForm.writer.adult }).isChecked()).toBe(
      true,
    );

    for (const name of fieldOrder) {
      await page.keyboard.press('Tab');
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
    const { reference } = await site.expectStored(enquiry);
    // The service's words, where to turn before the reply comes, then the enquiry's reference,
    // heard digit by digit.
    const heardReference = contactForm.success.reference.replace(
      '{reference}',
      digitByDigit(writtenReference(reference!)),
    );
    expect(await accessibleNode(page, 'dialog', contactForm.success.title)).toMatchObject({
      description: `${english.service.sent} ${heardText(urgentHelp.afterSending)} ${heardReference}`,
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

  it('asked again while the last "Oops!" is still leaving (kept a second after OK), opens a new one with focus on OK', async () => {
    const { page, field, submit } = await openContact(viewport);
    // The page's own clock, paused once OK is pressed: the closed dialog is then still there,
    // however fast or slow the machine, when the visitor sends again.
    await page.clock.install();
    await field('message').fill(`Only a message (${width}).`);
    await submit.focus();
    await page.keyboard.press('Enter');
    const dialog = await openedDialog(page, contactForm.failure.title);
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'button', name: dialogButtons.confirm });
    // Ahead of the page's time, which runs on while this line travels (a busy machine is slow).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'group', name: contactForm.errorSummaryTitle });
    expect(await page.locator('[data-site-modal]').count()).toBe(1);

    await submit.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'button', name: dialogButtons.confirm });
    expect(await dialog.count()).toBe(1);
    await page.clock.resume();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedRoleAndName(page)).toEqual({
      role: 'group',
      name: contactForm.errorSummaryTitle,
    });
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
