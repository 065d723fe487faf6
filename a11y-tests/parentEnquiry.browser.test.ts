/**
 * A parent or guardian writing about a young person (docs/spec/product.md §2.8), in real
 * Chromium against the real service with its own SQLite file, in both languages, with and
 * without JavaScript, with the keyboard alone: "I am a parent or guardian…" chosen with an arrow
 * key, the helplines and our e-mail and phone before the fields, the parent's own field and
 * statement in the Tab order, refused in words without the tick (the summary's link leads to
 * the box), then sent, and stored as a parent's enquiry that waits for the owner's call.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LanguageContent } from '../src/content/schema/language';
import { runAxe, viewports } from '../src/testing/browser/browser';
import { openedDialog } from '../src/testing/browser/contactForm';
import { focusedRoleAndName } from '../src/testing/browser/focus';
import { pathIn, wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';
import { openStore } from '../src/server/store';

const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/** A parent's enquiry in the words of a parent who writes in Hindi or English. */
function parentEnquiry(language: string, script: boolean) {
  return {
    fullName: language === 'hi' ? 'सुनीता देवी' : 'Sunita Devi',
    relationship: language === 'hi' ? 'मेरी बेटी' : 'my daughter',
    phoneNumber: '+91 98765 43210',
    userEmail: `parent.${language}.${script ? 'js' : 'nojs'}.${Date.now()}@example.org`,
    message:
      language === 'hi'
        ? 'मेरी बेटी देख नहीं सकती और स्कूल में अकेली महसूस करती है।'
        : 'My daughter is blind and feels alone at school.',
  };
}

type ParentEnquiry = ReturnType<typeof parentEnquiry>;

/**
 * From the first answer of "Who is writing?", Down Arrow chooses "I am a parent or guardian…";
 * Tab then passes only links (the helplines to call, our e-mail and phone) to the first field.
 * Returns those links' names.
 */
async function chooseParentAndTabToName(page: Page, words: LanguageContent) {
  const form = words.contactForm;
  await page.getByRole('radio', { name: form.writer.adult }).focus();
  await page.keyboard.press('ArrowDown');
  expect(await focusedRoleAndName(page)).toEqual({ role: 'radio', name: form.writer.parent });
  expect(await page.getByRole('radio', { name: form.writer.parent }).isChecked()).toBe(true);
  expect(await page.getByText(form.writer.forParent.howItWorks).isVisible()).toBe(true);
  const links: string[] = [];
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press('Tab');
    const focused = await focusedRoleAndName(page);
    if (focused.role !== 'link') {
      expect(focused).toEqual({ role: 'textbox', name: form.fields.fullName.label });
      return links;
    }
    links.push(focused.name);
  }
  throw new Error(`No field after the parent's part; the links were: ${links.join(', ')}`);
}

/** Types the enquiry field by field in the parent's Tab order, and stops on the statement. */
async function fillAsParent(page: Page, words: LanguageContent, enquiry: ParentEnquiry) {
  const { fields } = words.contactForm;
  const order = ['fullName', 'relationship', 'phoneNumber', 'userEmail', 'message'] as const;
  for (const [index, name] of order.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'textbox', name: fields[name].label });
    await page.keyboard.type(enquiry[name]);
  }
  await page.keyboard.press('Tab');
  expect(await focusedRoleAndName(page)).toEqual({
    role: 'checkbox',
    name: words.contactForm.consent.label,
  });
}

/**
 * The stored enquiry from `enquiry`'s address: a parent's, waiting for the owner's call. The
 * owner's export leaves its message out until then; the database holds it, byte for byte.
 */
async function expectStoredAsParent(enquiry: ParentEnquiry) {
  const { relationship, message, ...fields } = enquiry;
  await expect.poll(async () => (await site.storedFrom(enquiry.userEmail)).length).toBe(1);
  const [exported] = await site.storedFrom(enquiry.userEmail);
  expect(exported).toMatchObject({
    ...fields,
    message: null,
    writer: 'parent',
    relationship,
    consentConfirmedAt: null,
    consentConfirmedBy: null,
  });
  const store = openStore(site.dataDir, { mustExist: true });
  try {
    expect(store.getEnquiry(exported!.id)?.message).toBe(message);
  } finally {
    store.close();
  }
}

describe.each(['en', 'hi'])('a parent or guardian writes (%s)', (language) => {
  const words = wordsOf[language] as LanguageContent;
  const form = words.contactForm;
  const contactPath = pathIn(language, '/contact');

  it('with JavaScript: their fields in the Tab order, refused in words without the tick, then sent and stored as a parent’s', async () => {
    const { page, problems } = await site.newPage({ viewport: viewports.desktop });
    await site.visit(page, contactPath);
    const links = await chooseParentAndTabToName(page, words);
    // The helplines first (for the young person), then our e-mail.
    expect(links.length).toBeGreaterThan(2);
    expect(links).toContain(words.site.contact.email);
    const enquiry = parentEnquiry(language, true);
    await fillAsParent(page, words, enquiry);
    expect(await runAxe(page)).toEqual([]);

    // Sent without the tick: "Oops!" names the permission; OK leads to the summary, whose link
    // leads to the box.
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: form.submit });
    await page.keyboard.press('Enter');
    const oops = await openedDialog(page, form.failure.title);
    expect(await oops.textContent()).toContain(form.problems.fieldNames.consent);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'group', name: form.errorSummaryTitle });
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'link', name: form.problems.consent });
    await page.keyboard.press('Enter');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'checkbox', name: form.consent.label });
    await page.keyboard.press('Space');

    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await openedDialog(page, form.success.title);
    await expectStoredAsParent(enquiry);
    // The form's own check refused the first send: no request, so nothing in the console.
    expect(problems).toEqual([]);
  });

  it('without JavaScript: the browser posts it, "Oops!" keeps the answer and the words, then "Success!" and stored as a parent’s', async () => {
    const { page, problems } = await site.newPage({
      javaScriptEnabled: false,
      viewport: viewports.narrow,
    });
    await page.goto(site.url(contactPath), { waitUntil: 'load' });
    await chooseParentAndTabToName(page, words);
    const enquiry = parentEnquiry(language, false);
    await fillAsParent(page, words, enquiry);
    await page.keyboard.press('Tab');
    let answered = page.waitForNavigation({ waitUntil: 'load' });
    await page.keyboard.press('Enter');
    expect((await answered)?.status()).toBe(400);

    // The refused post's page: the summary focused, the answer and the words kept.
    await expect
      .poll(() => focusedRoleAndName(page))
      .toEqual({ role: 'group', name: form.errorSummaryTitle });
    expect(await page.getByRole('radio', { name: form.writer.parent }).isChecked()).toBe(true);
    expect(
      await page.getByRole('textbox', { name: form.fields.relationship.label }).inputValue(),
    ).toBe(enquiry.relationship);
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'link', name: form.problems.consent });
    await page.keyboard.press('Enter');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'checkbox', name: form.consent.label });
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focusedRoleAndName(page)).toEqual({ role: 'button', name: form.submit });
    answered = page.waitForNavigation({ waitUntil: 'load' });
    await page.keyboard.press('Enter');
    expect((await answered)?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(form.success.title);
    await expectStoredAsParent(enquiry);
    // The 400 of the refused post is the one line the console may hold.
    expect(problems.filter((line) => !line.includes('status of 400'))).toEqual([]);
  });
});
