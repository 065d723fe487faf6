/**
 * The contact form posted without JavaScript (docs/spec/contracts.md §3.11), through Fastify's
 * inject against the real built pages (`npm run build` first: the answers are rendered by the
 * build's server-side bundle in dist/.server/): a stored enquiry and its 303 to "Success!",
 * idempotency, the bot trap, Hindi stored byte for byte, pages that need no script, the render
 * bundle never served, and the limits shared with the JSON call. Refusals:
 * contactFormRefused.node-built.test.ts; the visitor's language:
 * contactFormLanguage.node-built.test.ts. Shared set-up: src/testing/server/noScriptForm.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { enquiryLimits } from '../shared/enquiry';
import { tooManyMessage } from '../shared/serviceWords';
import { english } from '../testing/server/serviceWords';
import { contactDetails } from '../content/site';
import {
  browserHeaders,
  documentOf,
  expectRefusedPage,
  expectSitePage,
  field,
  HOST,
  type Service,
  startService,
  stopService,
  token,
  uniqueEnquiry,
  withFormService,
} from '../testing/server/noScriptForm';

const { service, postForm, storedFrom } = withFormService();

describe('a form posted without JavaScript', () => {
  it('is stored and answered with 303 to the "Success!" page, which holds the same words as the JSON call', async () => {
    const enquiry = uniqueEnquiry();
    const response = await postForm(enquiry);
    expect(response.statusCode).toBe(303);
    expect(storedFrom(enquiry.userEmail!)).toMatchObject([{ spam: false, message: 'Hello' }]);
    const reference = storedFrom(enquiry.userEmail!)[0]?.reference;
    // Relative: /u1/contact/form -> /u1/contact/sent, behind any proxy, with the form's language
    // and the enquiry's random reference; nothing the visitor wrote.
    expect(reference).toMatch(/^[0-9]{6}$/);
    expect(response.headers.location).toBe(`sent?language=en&reference=${reference}`);
    expect(response.body).toBe('');

    const result = await service().app.inject({
      url: `/u1/contact/sent?language=en&reference=${reference}`,
      headers: { host: HOST },
    });
    expect(result.statusCode).toBe(200);
    const page = documentOf(result);
    expectSitePage(page, result, 'Success!');
    expect(page.querySelector('main h1 + p')?.textContent).toBe(english.service.sent);
    expect(page.querySelector('main a[href="/contact"]')?.textContent).toBe('Send another message');
    expect(page.querySelector('main form')).toBeNull();
  });

  it('stores Hindi, emoji and two lines byte for byte (CR LF from the text area back to LF)', async () => {
    const enquiry = uniqueEnquiry({
      fullName: 'आशा वर्मा',
      phoneNumber: '+91 ९८७६५ ४३२१०',
      message: 'नमस्ते! क्या आप ब्रेल में किताब भेज सकते हैं? 🙏🏽\nमेरी बहन भी आना चाहती है 👩‍👧 — धन्यवाद',
    });
    const response = await postForm(enquiry);
    expect(response.statusCode).toBe(303);
    const [stored] = storedFrom(enquiry.userEmail!);
    for (const name of ['fullName', 'phoneNumber', 'userEmail', 'message'] as const) {
      expect(Buffer.from(stored![name], 'utf8').equals(Buffer.from(enquiry[name]!, 'utf8'))).toBe(
        true,
      );
    }
  });

  it('stores the longest valid enquiry in Hindi, form-encoded (9 bytes a code unit)', async () => {
    const enquiry = uniqueEnquiry({
      fullName: 'क्षि'.repeat(enquiryLimits.fullName),
      phoneNumber: '९'.repeat(enquiryLimits.phoneNumber),
      message: 'क्षि'.repeat(enquiryLimits.message),
    });
    expect(
      new URLSearchParams(enquiry as Record<string, string>).toString().length,
    ).toBeGreaterThan(140 * 1024);
    const response = await postForm(enquiry);
    expect(response.statusCode).toBe(303);
    expect(storedFrom(enquiry.userEmail!)[0]?.message).toBe(enquiry.message);
  });

  it('stores the same form sent twice from one browser once (a second press on a slow link)', async () => {
    const enquiry = uniqueEnquiry({ message: 'Pressed twice' });
    const [first, second] = await Promise.all([postForm(enquiry), postForm(enquiry)]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(storedFrom(enquiry.userEmail!)).toHaveLength(1);
    // Another enquiry from the same browser is another enquiry.
    expect((await postForm({ ...enquiry, message: 'And another thing' })).statusCode).toBe(303);
    expect(storedFrom(enquiry.userEmail!)).toHaveLength(2);
  });

  it('keeps what the bot trap caught apart, with the same answer as a person gets', async () => {
    const enquiry = uniqueEnquiry({ website: 'https://spam.example' });
    const response = await postForm(enquiry);
    expect(response.statusCode).toBe(303);
    const reference = storedFrom(enquiry.userEmail!)[0]?.reference;
    // A reference of its own, as a person's: nothing tells the bot it was caught.
    expect(response.headers.location).toBe(`sent?language=en&reference=${reference}`);
    expect(storedFrom(enquiry.userEmail!)).toMatchObject([{ spam: true }]);
  });
});

describe('the render bundle', () => {
  it('is never served: its files and the template answer 404', async () => {
    for (const file of [SERVER_ENTRY_FILE, 'page.html']) {
      const response = await service().app.inject({
        url: `/${SERVER_RENDER_DIR}/${file}`,
        headers: { host: HOST },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('renderContactFormResult');
    }
  });
});

describe('the limits, shared with the JSON call', () => {
  let limited: Service;

  beforeAll(async () => {
    limited = await startService({ CONTACT_RATE_MAX: '2', CONTACT_RATE_WINDOW_S: '600' });
  });

  afterAll(() => stopService(limited));

  it('after CONTACT_RATE_MAX enquiries (by either way), a page that says how long to wait and how else to reach us', async () => {
    const json = await limited.app.inject({
      method: 'POST',
      url: '/u1/contact',
      headers: {
        ...browserHeaders,
        'content-type': 'application/json',
        'x-xsrf-token': token,
      },
      payload: JSON.stringify(uniqueEnquiry()),
    });
    expect(json.statusCode).toBe(201);
    expect((await postForm(uniqueEnquiry(), {}, limited)).statusCode).toBe(303);

    const enquiry = uniqueEnquiry({ message: 'One too many' });
    const response = await postForm(enquiry, {}, limited);
    const wait = Number(response.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    const page = expectRefusedPage(response, 429, tooManyMessage(english, wait));
    expect(page.querySelector('main a[href="mailto:hello@example.org"]')).not.toBeNull();
    // The phone too once it is given; never its stand-in (src/content/schema/standIns.ts). (The
    // form's own call links, the helplines of its answers for a parent or a child, are not it.)
    const phone = [...page.querySelectorAll('main a[href^="tel:"]')].find(
      (link) => !link.closest('form'),
    );
    if (contactDetails.phoneHref) expect(phone).toBeDefined();
    else {
      expect(phone).toBeUndefined();
      expect(page.querySelector('main')?.textContent).not.toMatch(/0{5}/);
    }
    // The words wait in the form for later; nothing was stored.
    expect(field(page, 'message').value).toBe('One too many');
    expect(storedFrom(enquiry.userEmail!, limited)).toEqual([]);
  });
});
