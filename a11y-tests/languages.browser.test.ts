/**
 * The languages in real Chromium against the real service: the language switch is reached early
 * with Tab and leads to the same page in the other language; the header's row still holds the
 * logo, the switch and the menu button at 320 px; and the Hindi contact page sends a Hindi
 * enquiry, with JavaScript and without, that is stored byte for byte.
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

// A service of our own, so that its database can be read afterwards.
const site = withSite({ ownService: { CONTACT_RATE_MAX: '1000' } });

/** The focused element: its tag, text, href, lang and hreflang. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      text: element?.firstChild?.textContent ?? '',
      href: element?.getAttribute('href'),
      lang: element?.getAttribute('lang'),
      hreflang: element?.getAttribute('hreflang'),
    };
  });
}

describe('the language switch', () => {
  const pages = languageRoutes.filter((route) => route.id === 'about' || route.id === 'home');

  it.each(pages)(
    '$path: the third Tab stop, after the skip link and the logo, and Enter leads to the same page in the other language',
    async (route) => {
      const other = siteLanguages.find((language) => language.folder !== route.language);
      if (!other) throw new Error('content/settings.yaml lists one language only.');
      const otherWords = wordsOf[other.folder];
      const target = pathIn(other.folder, route.routePath);
      const { page, problems } = await site.newPage();
      await page.goto(`${site.baseUrl}${route.path}`, { waitUntil: 'load' });
      for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press('Tab');
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
    '$path at 320 px: the logo, the switch and the menu button all inside the window, 44 px targets',
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
      expect(boxes.length).toBe(3);
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
      await page.goto(`${site.baseUrl}/hi/contact`, { waitUntil: 'load' });
      if (javaScriptEnabled) {
        // Hydrated: before that, the browser would send the form itself.
        await page.waitForFunction(() => {
          const button = document.querySelector('form button[type="submit"]');
          return (
            button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
          );
        });
      }
      const sent = enquiry(`hindi-${javaScriptEnabled ? 'js' : 'nojs'}.${Date.now()}@example.org`);
      for (const name of fieldNames) {
        await page.getByRole('textbox', { name: form.fields[name].label }).fill(sent[name]);
      }
      await page.getByRole('button', { name: form.submit }).click();
      if (javaScriptEnabled) {
        await expect
          .poll(() => page.getByRole('alertdialog').or(page.getByRole('dialog')).textContent())
          .toContain(form.success.title);
      } else {
        await page.waitForLoadState('load');
        await expect.poll(() => page.locator('h1, h2').allTextContents()).not.toEqual([]);
      }
      await expect.poll(() => site.storedFrom(sent.userEmail).then((list) => list.length)).toBe(1);
      const [stored] = await site.storedFrom(sent.userEmail);
      for (const name of fieldNames) {
        expect(
          Buffer.from(stored?.[name] ?? '', 'utf8').equals(Buffer.from(sent[name], 'utf8')),
        ).toBe(true);
      }
      await page.context().close();
    },
  );
});
