/**
 * The form without JavaScript in the visitor's language (docs/spec/contracts.md §3.12): the
 * form on /hi/contact posts `?language=hi`, and every answer, refusal and page comes in Hindi.
 * Shared set-up: src/testing/server/noScriptForm.ts.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { checkedContent } from '../content/load/readContent';
import { enquiryCheck } from '../shared/enquiry';
import { tooManyMessage } from '../shared/serviceWords';
import { buildApp } from './app';
import { CONTACT_FORM_BODY_LIMIT } from './contactForm';
import { readConfig } from './config';
import { openStore } from './store';
import { english, hindi } from '../testing/server/serviceWords';
import {
  browserHeaders,
  distDir,
  documentOf,
  encode,
  field,
  fieldError,
  type Fields,
  HOST,
  SECRET,
  type Service,
  startService,
  stopService,
  summaryOf,
  uniqueEnquiry,
  withFormService,
} from '../testing/server/noScriptForm';

const { service, postForm, storedFrom } = withFormService();

describe('in the language the form says (the form on /hi/contact posts ?language=hi)', () => {
  const hi = checkedContent(undefined, 'hi');
  const hiCheck = enquiryCheck(hindi);
  const hindiTitle = (title: string) => hi.site.shell.documentTitle.replace('{title}', title);

  function postHindi(
    fields: Fields,
    headers: Record<string, string | undefined> = {},
    target: Service = service(),
    query = '?language=hi',
  ) {
    const sent = Object.fromEntries(
      Object.entries({ ...browserHeaders, ...headers }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    return target.app.inject({
      method: 'POST',
      url: `/u1/contact/form${query}`,
      headers: sent,
      payload: encode(fields),
    });
  }

  /** The Hindi layout: lang, title, skip link, the navigation's links to the Hindi pages. */
  function expectHindiPage(response: LightMyRequestResponse, title: string) {
    const page = documentOf(response);
    expect(page.documentElement.lang).toBe('hi-IN');
    expect(page.title).toBe(hindiTitle(title));
    expect(page.querySelector('a[href="#main"]')?.textContent).toBe(hi.site.shell.skipLink);
    expect(page.querySelectorAll('header, main#main, footer')).toHaveLength(3);
    expect(page.querySelector('main h1')?.textContent).toBe(title);
    const navLinks = [...page.querySelectorAll('header nav a')].map((a) => a.getAttribute('href'));
    expect(navLinks.length).toBeGreaterThan(0);
    for (const href of navLinks) expect(href).toMatch(/^\/hi(\/|$)/);
    expect(response.body).not.toMatch(/<script/i);
    return page;
  }

  function expectHindiRefusal(response: LightMyRequestResponse, status: number, message: string) {
    expect(response.statusCode).toBe(status);
    const page = expectHindiPage(response, hi.contactForm.failure.title);
    expect(page.querySelector('main h1 + p')?.textContent).toBe(message);
    expect(page.querySelector('main form')?.getAttribute('action')).toBe(
      '/u1/contact/form?language=hi',
    );
    return page;
  }

  it('refused: the Hindi "Oops!" page, the summary and each field’s message in Hindi, the visitor’s words kept', async () => {
    const enquiry = uniqueEnquiry({
      fullName: 'आशा देवी',
      userEmail: 'asha at example',
      message: 'मुझे किताब चाहिए।\nधन्यवाद',
    });
    const response = await postHindi(enquiry);
    const errors = { userEmail: hiCheck.messages.userEmail.format };
    const page = expectHindiRefusal(response, 400, hiCheck.summary(errors));
    expect(hiCheck.summary(errors)).toContain(hindi.problems.fieldNames.userEmail);
    expect(summaryOf(page)).toEqual({
      heading: hi.contactForm.errorSummaryTitle,
      autofocus: true,
      links: [{ text: errors.userEmail, field: 'userEmail' }],
    });
    expect(fieldError(page, 'userEmail')).toBe(`${hi.contactForm.errorPrefix} ${errors.userEmail}`);
    expect(field(page, 'fullName').value).toBe('आशा देवी');
    expect(field(page, 'userEmail').value).toBe('asha at example');
    expect(field(page, 'message').value).toBe('मुझे किताब चाहिए।\nधन्यवाद');
    expect(page.querySelector(`label[for="${field(page, 'fullName').id}"]`)?.textContent).toContain(
      hi.contactForm.fields.fullName.label,
    );
    // Who is writing, as posted: its answer chosen again on the page.
    expect(page.querySelector<HTMLInputElement>('input[name="writer"]:checked')?.value).toBe(
      'adult',
    );
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
  });

  it('refused for two fields: both named in the Hindi summary, joined the Hindi way', async () => {
    const response = await postHindi({ writer: 'adult', fullName: 'आशा', message: ' ' });
    const errors = {
      phoneNumber: hiCheck.messages.contactNeeded,
      userEmail: hiCheck.messages.contactNeeded,
      message: hiCheck.messages.message.required,
    };
    expectHindiRefusal(response, 400, hiCheck.summary(errors));
    expect(hiCheck.summary(errors)).toContain(
      `${hindi.problems.contactFields} और ${hindi.problems.fieldNames.message}`,
    );
  });

  it('stored: 303 to sent?language=hi, the Hindi "Success!" page, the enquiry byte for byte', async () => {
    const enquiry = uniqueEnquiry({ fullName: 'आशा', message: 'नमस्ते 🙏\nकैसे हैं?' });
    const response = await postHindi(enquiry);
    expect(response.statusCode).toBe(303);
    const reference = storedFrom(enquiry.userEmail!)[0]?.reference;
    expect(response.headers.location).toBe(`sent?language=hi&reference=${reference}`);
    const sent = await service().app.inject({
      url: `/u1/contact/sent?language=hi&reference=${reference}`,
      headers: { host: HOST },
    });
    expect(sent.statusCode).toBe(200);
    const page = expectHindiPage(sent, hi.contactForm.success.title);
    expect(page.querySelector('main h1 + p')?.textContent).toBe(hindi.service.sent);
    expect(page.querySelector('main a[href="/hi/contact"]')?.textContent).toBe(
      hi.contactForm.resultPage.anotherMessage,
    );
    const [stored] = storedFrom(enquiry.userEmail!);
    expect(stored?.fullName).toBe('आशा');
    expect(stored?.message).toBe('नमस्ते 🙏\nकैसे हैं?');
    // Kept with the language of its form: the one to answer in.
    expect(stored?.language).toBe('hi');
  });

  it('refused before the body is read, or for its token, still in Hindi (the language is in the address)', async () => {
    const foreign = await postHindi(uniqueEnquiry(), { origin: 'https://evil.example' });
    expectHindiRefusal(foreign, 403, hindi.service.foreignOrigin);
    const notForm = await postHindi(uniqueEnquiry(), { 'content-type': 'text/plain' });
    expectHindiRefusal(notForm, 415, hindi.service.notJson);
    const tooLarge = await postHindi({ message: 'क'.repeat(CONTACT_FORM_BODY_LIMIT / 9 + 1) });
    expectHindiRefusal(tooLarge, 413, hindi.service.tooLarge);
    const noCookie = await postHindi(uniqueEnquiry({ message: 'मेरा संदेश' }), {
      cookie: undefined,
    });
    const page = expectHindiRefusal(noCookie, 403, hindi.service.badToken);
    expect(field(page, 'message').value).toBe('मेरा संदेश');
  });

  it('over the limit: how long to wait, in Hindi, and the other ways to reach us', async () => {
    const limited = await startService({ CONTACT_RATE_MAX: '1', CONTACT_RATE_WINDOW_S: '600' });
    try {
      expect((await postHindi(uniqueEnquiry(), {}, limited)).statusCode).toBe(303);
      const response = await postHindi(uniqueEnquiry({ message: 'एक और' }), {}, limited);
      const wait = Number(response.headers['retry-after']);
      const page = expectHindiRefusal(response, 429, tooManyMessage(hindi, wait));
      expect(page.querySelector('main h1 + p')?.textContent).toContain('10 मिनट');
      expect(page.querySelector('main')?.textContent).toContain(
        hi.contactForm.resultPage.otherWays,
      );
      expect(field(page, 'message').value).toBe('एक और');
    } finally {
      await stopService(limited);
    }
  });

  it('falls back to English for a language the site does not have', async () => {
    for (const query of ['?language=fr', '?language=hi-IN', '']) {
      const response = await postHindi({ fullName: 'Asha', message: ' ' }, {}, service(), query);
      expect(response.statusCode).toBe(400);
      const page = documentOf(response);
      expect(page.documentElement.lang).toBe('en-IN');
      expect(page.querySelector('main h1')?.textContent).toBe('Oops!');
    }
    const sent = await service().app.inject({
      url: '/u1/contact/sent?language=xx',
      headers: { host: HOST },
    });
    expect(documentOf(sent).documentElement.lang).toBe('en-IN');
    expect(documentOf(sent).querySelector('main h1 + p')?.textContent).toBe(english.service.sent);
  });

  it('the last-resort page (when the result page cannot be made) has the lang and the words of the form’s language', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'contact-form-broken-'));
    const app = await buildApp({
      config: readConfig({ DATA_DIR: dataDir, DIST_DIR: distDir, CSRF_SECRET: SECRET }),
      contactFormRenderer: () => Promise.reject(new Error('no render bundle')),
    });
    const broken: Service = { app, store: openStore(dataDir), dataDir };
    try {
      const hindiPage = await postHindi({ writer: 'adult', message: ' ' }, {}, broken);
      expect(hindiPage.statusCode).toBe(400);
      const page = documentOf(hindiPage);
      expect(page.documentElement.lang).toBe('hi-IN');
      expect(page.querySelector('main p')?.textContent).toBe(
        hiCheck.summary({
          phoneNumber: hiCheck.messages.contactNeeded,
          userEmail: hiCheck.messages.contactNeeded,
          message: hiCheck.messages.message.required,
        }),
      );
      expect(page.querySelector('main a')?.getAttribute('href')).toBe('/hi/contact');
      expect(page.querySelector('main a')?.textContent).toBe(hindi.service.backToForm);
      const englishPage = documentOf(await postForm({ message: ' ' }, {}, broken));
      expect(englishPage.documentElement.lang).toBe('en-IN');
      expect(englishPage.querySelector('main a')?.getAttribute('href')).toBe('/contact');
      expect(englishPage.querySelector('main a')?.textContent).toBe(english.service.backToForm);
    } finally {
      await stopService(broken);
    }
  });
});
