/**
 * The languages in real Chromium against the real service: the language switch is reached early
 * with Tab and leads to the same page in the other language; the header's row still holds the
 * logo, the switch and the menu button at 320 px; and the Hindi contact page sends a Hindi
 * enquiry, with JavaScript and without, that is stored byte for byte, and the service answers it
 * in Hindi: its thanks, its refusals, its messages by field, and without JavaScript its result
 * pages in the Hindi layout (docs/spec/contracts.md §3.12).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '../src/testing/browser/browser';
import {
  languageRoutes,
  pathIn,
  siteLanguages,
  wordsOf,
} from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';
import { hindi as hindiService } from '../src/testing/server/serviceWords';
import { enquiryCheck } from '../src/shared/enquiry';

// A service of our own, so that its database can be read afterwards.
const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/** The focused element: its tag, first words, href, lang and hreflang. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      // Its first words, past any icon (aria-hidden: seen only).
      text:
        Array.from(element?.childNodes ?? []).find(
          (node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'),
        )?.textContent ?? '',
      href: element?.getAttribute('href'),
      lang: element?.getAttribute('lang'),
      hreflang: element?.getAttribute('hreflang'),
    };
  });
}

describe('the language switch', () => {
  const pages = languageRoutes.filter((route) => route.id === 'about' || route.id === 'home');

  it.each(pages)(
    '$path: the fourth Tab stop, after the skip link, the logo and "Help now", and Enter leads to the same page in the other language',
    async (route) => {
      const other = siteLanguages.find((language) => language.folder !== route.language);
      if (!other) throw new Error('content/settings.yaml lists one language only.');
      const otherWords = wordsOf[other.folder];
      const target = pathIn(other.folder, route.routePath);
      const { page, problems } = await site.newPage();
      await page.goto(`${site.baseUrl}${route.path}`, { waitUntil: 'load' });
      for (let stop = 0; stop < 4; stop += 1) await page.keyboard.press('Tab');
      expect(await focused(page)).toEqual({
        tag: 'a',
        text: other.name,
        href: target,
        lang: otherWords?.site.locale.lang,
        hreflang: other.folder,
      });
      await Promise.all([
        page.waitForURL(`${site.baseUrl}${target}`),
        page.keyboard.press('Enter'),
      ]);
      expect(await page.locator('html').getAttribute('lang')).toBe(otherWords?.site.locale.lang);
      const title = otherWords?.site.pages[route.id ?? 'home'].title ?? '';
      expect(await page.title()).toBe(
        otherWords?.site.shell.documentTitle.replace('{title}', title),
      );
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it.each(languageRoutes.filter((route) => route.id === 'contact'))(
    '$path at 320 px: the logo, "Help now", the switch and the menu button all inside the window, 44 px targets',
    async (route) => {
      const { page } = await site.newPage({ viewport: viewports.narrow });
      await page.goto(`${site.baseUrl}${route.path}`, { waitUntil: 'load' });
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('header a[href], header button')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => {
            const box = element.getBoundingClientRect();
            const clipped = [...element.querySelectorAll('*')].some(
              (child) => child.getBoundingClientRect().right > window.innerWidth,
            );
            return { left: box.left, right: box.right, height: box.height, clipped };
          }),
      );
      expect(boxes.length).toBe(4);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(viewports.narrow.width);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.clipped).toBe(false);
      }
      await page.context().close();
    },
  );
});

/** The text of the open dialog, if any. */
async function dialogText(page: Page): Promise<string> {
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  return (await dialog.count()) > 0 ? ((await dialog.first().textContent()) ?? '') : '';
}

/** The words tied to a field by `aria-describedby` (its error, with the prefix). */
function descriptionOf(page: Page, name: string): Promise<string> {
  return page.evaluate((field) => {
    const input = document.querySelector(`form [name="${field}"]`);
    return (input?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }, name);
}

/** Loaded, and with JavaScript hydrated: before that, the browser would send the form itself. */
/** The Hindi contact page, hydrated when script runs, "Who is writing?" answered 18 or older. */
async function openContact(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url, { waitUntil: 'load' });
  if (javaScriptEnabled) {
    await page.waitForFunction(() => {
      const button = document.querySelector('form button[type="submit"]');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    });
  }
  await page.getByRole('radio', { name: wordsOf.hi!.contactForm.writer.adult }).check();
}

describe('the Hindi contact page', () => {
  const hindi = wordsOf.hi;
  if (!hindi) throw new Error('content/hi/ is missing.');
  const form = hindi.contactForm;
  const enquiry = (userEmail: string) => ({
    fullName: 'आशा वर्मा',
    phoneNumber: '+91 98765 43210',
    userEmail,
    message: 'नमस्ते! क्या आप ब्रेल में किताब भेज सकते हैं? 🙏🏽\nमेरी बहन भी आना चाहती है 👩‍👧 — धन्यवाद',
  });
  const fieldNames = ['fullName', 'phoneNumber', 'userEmail', 'message'] as const;

  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ] as const)(
    'sends a Hindi enquiry %s, by its Hindi labels, stored byte for byte',
    async (_how, javaScriptEnabled) => {
      const { page } = await site.newPage({ javaScriptEnabled });
      // Hydrated when script runs: before that, the browser would send the form itself.
      await openContact(page, `${site.baseUrl}/hi/contact`, javaScriptEnabled);
      const sent = enquiry(`hindi-${javaScriptEnabled ? 'js' : 'nojs'}.${Date.now()}@example.org`);
      for (const name of fieldNames) {
        await page.getByRole('textbox', { name: form.fields[name].label }).fill(sent[name]);
      }
      await page.getByRole('button', { name: form.submit }).click();
      if (javaScriptEnabled) {
        await expect.poll(() => dialogText(page)).toContain(form.success.title);
        // The service's thanks, in Hindi: the call said the page's language.
        expect(await dialogText(page)).toContain(hindiService.service.sent);
      } else {
        // The service's "Success!" page, in the Hindi layout.
        await expect.poll(() => page.locator('main h1').textContent()).toBe(form.success.title);
        expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
        expect(await page.locator('main h1 + p').textContent()).toBe(hindiService.service.sent);
      }
      const stored = await site.expectStored(sent, { language: 'hi' });
      if (!javaScriptEnabled) {
        // The language, and the reference the enquiry was given: nothing the visitor wrote.
        expect(new URL(page.url()).search).toBe(`?language=hi&reference=${stored.reference}`);
      }
      await page.context().close();
    },
  );

  const check = enquiryCheck(hindiService);

  it('without JavaScript, a mistake gets the Hindi "Oops!" page: the errors by field in Hindi, the visitor’s words kept; corrected, it is stored byte for byte', async () => {
    const { page } = await site.newPage({ javaScriptEnabled: false });
    await openContact(page, `${site.baseUrl}/hi/contact`, false);
    const sent = enquiry(`hindi-oops.${Date.now()}@example.org`);
    const typed = { ...sent, userEmail: 'आशा at example' };
    for (const name of fieldNames) {
      await page.getByRole('textbox', { name: form.fields[name].label }).fill(typed[name]);
    }
    await page.getByRole('button', { name: form.submit }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(form.failure.title);

    expect(new URL(page.url()).pathname).toBe('/u1/contact/form');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    expect(await page.title()).toBe(
      hindi.site.shell.documentTitle.replace('{title}', form.failure.title),
    );
    const errors = { userEmail: check.messages.userEmail.format };
    expect(await page.locator('main h1 + p').textContent()).toBe(check.summary(errors));
    // The error summary and the field's own message, in Hindi; the other fields have none.
    const summary = page.getByRole('group', { name: form.errorSummaryTitle });
    expect(await summary.getByRole('link').allTextContents()).toEqual([errors.userEmail]);
    expect(await descriptionOf(page, 'userEmail')).toBe(`${form.errorPrefix} ${errors.userEmail}`);
    expect(
      await page
        .getByRole('textbox', { name: form.fields.userEmail.label })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // Every word as typed, the text area's two lines too.
    for (const name of fieldNames) {
      expect(await page.getByRole('textbox', { name: form.fields[name].label }).inputValue()).toBe(
        typed[name],
      );
    }
    // The layout's links stay in Hindi.
    for (const href of await page
      .locator('header nav a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/hi(\/|$)/);
    }
    expect(await site.storedFrom(typed.userEmail)).toEqual([]);

    // Corrected on that page and sent again: the Hindi "Success!" page, stored byte for byte.
    await page.getByRole('textbox', { name: form.fields.userEmail.label }).fill(sent.userEmail);
    await page.getByRole('button', { name: form.submit }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe(form.success.title);
    expect(await page.locator('main h1 + p').textContent()).toBe(hindiService.service.sent);
    await site.expectStored(sent, { language: 'hi' });
  });

  it('with JavaScript, the service’s own messages by field come back in Hindi, in the dialog and on the fields', async () => {
    const { page } = await site.newPage();
    await openContact(page, `${site.baseUrl}/hi/contact`, true);
    const sent = enquiry(`hindi-server-check.${Date.now()}@example.org`);
    // The page's own check passes; on the way, the address is spoilt, so that the service's
    // check refuses it: its words, not the page's, are what the visitor then reads.
    const languages: string[] = [];
    await page.route('**/u1/contact', async (route) => {
      languages.push((await route.request().headerValue('accept-language')) ?? '');
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, userEmail: 'asha at example' }) });
    });
    for (const name of fieldNames) {
      await page.getByRole('textbox', { name: form.fields[name].label }).fill(sent[name]);
    }
    await page.getByRole('button', { name: form.submit }).click();
    const errors = { userEmail: check.messages.userEmail.format };
    await expect.poll(() => dialogText(page)).toContain(form.failure.title);
    expect(languages).toEqual(['hi-IN']);
    expect(await dialogText(page)).toContain(check.summary(errors));
    expect(await descriptionOf(page, 'userEmail')).toBe(`${form.errorPrefix} ${errors.userEmail}`);
    expect(await site.storedFrom(sent.userEmail)).toEqual([]);
  });

  it('with JavaScript, a refusal that is not about a field (the anti-forgery token gone) is said in Hindi', async () => {
    const { page } = await site.newPage();
    await openContact(page, `${site.baseUrl}/hi/contact`, true);
    const sent = enquiry(`hindi-token.${Date.now()}@example.org`);
    for (const name of fieldNames) {
      await page.getByRole('textbox', { name: form.fields[name].label }).fill(sent[name]);
    }
    // As when a phone closed the browser while the page stayed open: the cookie is gone.
    await page.context().clearCookies();
    await page.getByRole('button', { name: form.submit }).click();
    await expect.poll(() => dialogText(page)).toContain(form.failure.title);
    expect(await dialogText(page)).toContain(hindiService.service.badToken);
    // The words wait in the form.
    expect(await page.getByRole('textbox', { name: form.fields.message.label }).inputValue()).toBe(
      sent.message,
    );
    expect(await site.storedFrom(sent.userEmail)).toEqual([]);
  });
});
