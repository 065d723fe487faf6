/**
 * No time limit (WCAG 2.2.1 at A, 2.2.3 at AAA): a visitor may take as long as they need. The
 * contact form, filled in and left for more than a day (the page's clock moved on with
 * Playwright's fake clock), keeps every word, shows nothing that asks them to hurry, and sends.
 * The service's anti-forgery token has no age of its own (src/server/csrf.ts).
 */
import { describe, expect, it } from 'vitest';
import { contactForm } from '../src/content/contactForm';
import {
  fieldNames,
  fieldOrder,
  hindiEnquiry,
  uniqueEmail,
} from '../src/testing/browser/contactForm';
import { viewportFor } from '../src/testing/browser/states';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();

describe('no time limit (WCAG 2.2.1, 2.2.3)', () => {
  it('the contact form, left filled in for 25 hours, keeps every word and sends', async () => {
    const { page, problems } = await site.newPage({ viewport: viewportFor(1280) });
    await page.clock.install();
    await site.visit(page, '/contact');
    await page.getByRole('radio', { name: contactForm.writer.adult }).check();
    const enquiry = hindiEnquiry(uniqueEmail('no-time-limit'));
    const field = (name: (typeof fieldOrder)[number]) =>
      page.getByRole('textbox', { name: new RegExp(`^${fieldNames[name]}`) });
    for (const name of fieldOrder) await field(name).fill(enquiry[name]);

    // What the page says in its live regions, before and after the day: the same.
    const said = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]')].map(
          (region) => region.textContent ?? '',
        ),
      );
    const before = await said();
    await page.clock.fastForward('25:00:00');
    expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.now() + 24 * 3600_000);
    // Nothing has come to hurry the visitor, and nothing they typed is gone.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await said()).toEqual(before);
    for (const name of fieldOrder) expect(await field(name).inputValue()).toBe(enquiry[name]);

    await page.getByRole('button', { name: contactForm.submit, exact: true }).click();
    // "Success!" comes only once the service has stored the enquiry.
    await page.getByRole('dialog', { name: contactForm.success.title }).waitFor();
    expect(problems).toEqual([]);
  });
});
