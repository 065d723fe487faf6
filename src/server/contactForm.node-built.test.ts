/**
 * The contact form posted without JavaScript (docs/spec/contracts.md §3.11), through Fastify's
 * inject against the real built pages (`npm run build` first: the answers are rendered by the
 * build's server-side bundle in dist/.server/): a stored enquiry and its 303 to "Success!", every
 * refusal with "Oops!", the error summary and the visitor's words back in their fields (escaped),
 * the CSRF rules of a form that cannot send a header, the shared limits, idempotency, the bot trap,
 * Hindi stored byte for byte, and pages that need no script.
 */
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY_FILE, SERVER_RENDER_DIR } from '../shared/builtSite';
import { enquiryMessages, invalidEnquiryMessage } from '../content/contactForm';
import { checkedContent } from '../content/load/readContent';
import { enquiryCheck, enquiryLimits } from '../shared/enquiry';
import { tooManyMessage } from '../shared/serviceWords';
import { buildApp } from './app';
import { CONTACT_FORM_BODY_LIMIT } from './contactForm';
import { readConfig } from './config';
import { createToken, XSRF_COOKIE } from './csrf';
import { openStore, type Store } from './store';
import { projectRoot } from '../testing/server/service';
import { english, hindi } from '../testing/server/serviceWords';

const distDir = path.join(projectRoot, 'dist');
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const HOST = 'saathi.test';
const ORIGIN = `http://${HOST}`;
const token = createToken(SECRET);

interface Service {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
}

async function startService(env: Record<string, string> = {}): Promise<Service> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'contact-form-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    CSRF_SECRET: SECRET,
    CONTACT_RATE_MAX: '100000',
    ...env,
  });
  const app = await buildApp({ config });
  return { app, store: openStore(dataDir), dataDir };
}

async function stopService(service: Service | undefined) {
  service?.store.close();
  await service?.app.close();
  if (service) await rm(service.dataDir, { recursive: true, force: true });
}

let service: Service;

beforeAll(async () => {
  try {
    await access(path.join(distDir, SERVER_RENDER_DIR, SERVER_ENTRY_FILE));
  } catch {
    throw new Error('dist/ is missing or old: run `npm run build` before these tests.');
  }
  service = await startService();
});

afterAll(() => stopService(service));

/** What a browser posting the form from our own page sends. */
const browserHeaders = {
  host: HOST,
  origin: ORIGIN,
  'sec-fetch-site': 'same-origin',
  'content-type': 'application/x-www-form-urlencoded',
  cookie: `${XSRF_COOKIE}=${token}`,
};

type Fields = Record<string, string>;

/** The body a browser writes: form-encoded, every line break of the text area as CR LF. */
function encode(fields: Fields): string {
  const browserLines = Object.entries(fields).map(([name, value]) => [
    name,
    value.replace(/\r?\n/g, '\r\n'),
  ]);
  return new URLSearchParams(browserLines).toString();
}

function postForm(
  fields: Fields,
  headers: Record<string, string | undefined> = {},
  target: Service = service,
) {
  const sent = Object.fromEntries(
    Object.entries({ ...browserHeaders, ...headers }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  return target.app.inject({
    method: 'POST',
    url: '/u1/contact/form',
    headers: sent,
    payload: encode(fields),
  });
}

const valid: Fields = {
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'Hello',
  website: '',
};

let sequence = 0;
/** A valid enquiry with an e-mail address of its own, to find it in the database. */
function uniqueEnquiry(fields: Fields = {}): Fields {
  sequence += 1;
  return { ...valid, userEmail: `form.${sequence}@example.org`, ...fields };
}

function storedFrom(userEmail: string, target: Service = service) {
  return target.store
    .listEnquiries({ includeSpam: true })
    .filter((enquiry) => enquiry.userEmail === userEmail);
}

function documentOf(response: LightMyRequestResponse): Document {
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return new JSDOM(response.body).window.document;
}

/** A page the service answers the form with: the site's layout, no script at all, `noindex`. */
function expectSitePage(page: Document, response: LightMyRequestResponse, title: string) {
  expect(page.title).toBe(`${title} - Saathi`);
  expect(page.documentElement.lang).toBe('en-IN');
  expect(page.querySelector('a[href="#main"]')?.textContent).toBe('Skip to main content');
  expect(page.querySelectorAll('header, main#main, footer')).toHaveLength(3);
  expect(page.querySelector('main h1')?.textContent).toBe(title);
  expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  // Nothing to run: no script of any kind, no inline style the CSP would refuse.
  expect(response.body).not.toMatch(/<script/i);
  expect(page.querySelectorAll('[style]')).toHaveLength(0);
  expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  expect(response.headers['cache-control']).toBe('no-store');
  // Every id a field names for its description exists (react-aria's server render names more).
  for (const element of page.querySelectorAll('[aria-describedby], [aria-labelledby]')) {
    for (const attribute of ['aria-describedby', 'aria-labelledby']) {
      for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        expect(page.getElementById(id), `#${id} named by ${attribute}`).not.toBeNull();
      }
    }
  }
}

/** The form on a refused page, by field name. */
function field(page: Document, name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = page.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `form [name="${name}"]`,
  );
  expect(element, `the field named ${name}`).not.toBeNull();
  return element!;
}

/** The error text tied to a field by aria-describedby, or undefined when it has none. */
function fieldError(page: Document, name: string): string | undefined {
  const input = field(page, name);
  if (input.getAttribute('aria-invalid') !== 'true') return undefined;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => page.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The error summary: its heading, whether it takes focus on load, and each link. */
function summaryOf(page: Document) {
  const summary = page.querySelector('form [role="group"]');
  if (!summary) return undefined;
  return {
    heading: summary.querySelector('h2')?.textContent,
    autofocus: summary.hasAttribute('autofocus') && summary.getAttribute('tabindex') === '-1',
    links: [...summary.querySelectorAll('a')].map((link) => ({
      text: link.textContent,
      // The field the link leads to, by its name.
      field: page.getElementById(link.getAttribute('href')!.slice(1))?.getAttribute('name'),
    })),
  };
}

/** A refusal: "Oops!", the service's words, the form posting to the same place. */
function expectRefusedPage(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  const page = documentOf(response);
  expectSitePage(page, response, 'Oops!');
  expect(page.querySelector('main h1 + p')?.textContent).toBe(message);
  const form = page.querySelector('main form');
  expect(form?.getAttribute('method')).toBe('post');
  expect(form?.getAttribute('action')).toBe('/u1/contact/form?language=en');
  return page;
}

describe('a form posted without JavaScript', () => {
  it('is stored and answered with 303 to the "Success!" page, which holds the same words as the JSON call', async () => {
    const enquiry = uniqueEnquiry();
    const response = await postForm(enquiry);
    expect(response.statusCode).toBe(303);
    // Relative: /u1/contact/form -> /u1/contact/sent, behind any proxy, with the form's language;
    // nothing of the visitor's.
    expect(response.headers.location).toBe('sent?language=en');
    expect(response.body).toBe('');
    expect(storedFrom(enquiry.userEmail!)).toMatchObject([{ spam: false, message: 'Hello' }]);

    const result = await service.app.inject({ url: '/u1/contact/sent', headers: { host: HOST } });
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
    expect(response.headers.location).toBe('sent?language=en');
    expect(storedFrom(enquiry.userEmail!)).toMatchObject([{ spam: true }]);
  });
});

describe('a refused form', () => {
  it('without a message: "Oops!", the summary takes focus and links to the field, whose words stay', async () => {
    const enquiry = uniqueEnquiry({ fullName: 'आशा', message: '   ' });
    const response = await postForm(enquiry);
    const errors = { message: enquiryMessages.message.required };
    const page = expectRefusedPage(response, 400, invalidEnquiryMessage(errors));
    expect(summaryOf(page)).toEqual({
      heading: 'There is a problem',
      autofocus: true,
      links: [{ text: errors.message, field: 'message' }],
    });
    expect(fieldError(page, 'message')).toBe(`Error: ${errors.message}`);
    for (const name of ['fullName', 'phoneNumber', 'userEmail']) {
      expect(fieldError(page, name)).toBeUndefined();
    }
    expect(field(page, 'fullName').value).toBe('आशा');
    expect(field(page, 'userEmail').value).toBe(enquiry.userEmail);
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
  });

  it('without an e-mail address or a phone number: told on both fields, listed once', async () => {
    const response = await postForm({ fullName: 'Asha', message: 'How do I reach you?' });
    const errors = {
      phoneNumber: enquiryMessages.contactNeeded,
      userEmail: enquiryMessages.contactNeeded,
    };
    const page = expectRefusedPage(response, 400, invalidEnquiryMessage(errors));
    expect(summaryOf(page)?.links).toEqual([
      { text: enquiryMessages.contactNeeded, field: 'phoneNumber' },
    ]);
    expect(fieldError(page, 'phoneNumber')).toBe(`Error: ${enquiryMessages.contactNeeded}`);
    expect(fieldError(page, 'userEmail')).toBe(`Error: ${enquiryMessages.contactNeeded}`);
    expect(field(page, 'message').value).toBe('How do I reach you?');
  });

  it('with an address that is not one: the e-mail field says so and keeps it', async () => {
    const response = await postForm({ ...valid, userEmail: 'asha at example' });
    const page = expectRefusedPage(
      response,
      400,
      invalidEnquiryMessage({ userEmail: enquiryMessages.userEmail.format }),
    );
    expect(fieldError(page, 'userEmail')).toBe(`Error: ${enquiryMessages.userEmail.format}`);
    expect(field(page, 'userEmail').value).toBe('asha at example');
  });

  it('with a message too long: told on the message, which comes back whole (in Hindi too)', async () => {
    // One letter over the limit, each letter four code units: "too long", never "too large".
    const message = 'क्षि'.repeat(enquiryLimits.message + 1);
    const response = await postForm(uniqueEnquiry({ message }));
    const page = expectRefusedPage(
      response,
      400,
      invalidEnquiryMessage({ message: enquiryMessages.message.tooLong }),
    );
    expect(fieldError(page, 'message')).toBe(`Error: ${enquiryMessages.message.tooLong}`);
    expect(field(page, 'message').value).toBe(message);
  });

  it('gives the words back inert: a <script> in them is text, never markup', async () => {
    const attack = '</textarea><script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await postForm({
      fullName: `"><script>alert(3)</script>`,
      userEmail: 'not an address',
      message: attack,
    });
    const page = expectRefusedPage(
      response,
      400,
      invalidEnquiryMessage({ userEmail: enquiryMessages.userEmail.format }),
    );
    expect(response.body).not.toMatch(/<script|<img src=x/i);
    expect(response.body).toContain('&lt;script&gt;');
    expect(page.querySelectorAll('img[onerror], main script')).toHaveLength(0);
    expect(field(page, 'message').value).toBe(attack);
    expect(field(page, 'fullName').value).toBe(`"><script>alert(3)</script>`);
  });

  it('from another website (its Origin): 403, nothing stored', async () => {
    const enquiry = uniqueEnquiry();
    const response = await postForm(enquiry, { origin: 'https://evil.example' });
    const page = expectRefusedPage(response, 403, english.service.foreignOrigin);
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
    // Refused before its body is read: nothing another site sent is shown on our page.
    expect(field(page, 'userEmail').value).toBe('');
  });

  it('from another website without Origin (Sec-Fetch-Site: cross-site): 403, nothing stored', async () => {
    const enquiry = uniqueEnquiry();
    const response = await postForm(enquiry, { origin: undefined, 'sec-fetch-site': 'cross-site' });
    expectRefusedPage(response, 403, english.service.foreignOrigin);
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
    // A sibling site is not us either.
    const sibling = await postForm(enquiry, { origin: undefined, 'sec-fetch-site': 'same-site' });
    expect(sibling.statusCode).toBe(403);
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
  });

  it('without the anti-CSRF cookie: 403, and the page gives a new one so the form can be sent again', async () => {
    const enquiry = uniqueEnquiry();
    const response = await postForm(enquiry, { cookie: undefined });
    const page = expectRefusedPage(response, 403, english.service.badToken);
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
    // Most likely the browser session ended while the page stayed open: the words come back.
    expect(field(page, 'userEmail').value).toBe(enquiry.userEmail);
    expect(field(page, 'message').value).toBe(enquiry.message);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Strict/,
    );
    // An old browser that sends neither Origin nor Sec-Fetch-Site, with the cookie: accepted.
    const old = await postForm(enquiry, { origin: undefined, 'sec-fetch-site': undefined });
    expect(old.statusCode).toBe(303);
    expect(storedFrom(enquiry.userEmail!)).toHaveLength(1);
  });

  it('that is not form-encoded: 415, and the JSON call still refuses a form encoding', async () => {
    const json = await postForm({}, { 'content-type': 'application/json' });
    expectRefusedPage(json, 415, english.service.notJson);
    const toJsonCall = await service.app.inject({
      method: 'POST',
      url: '/u1/contact',
      headers: { ...browserHeaders, 'x-xsrf-token': token },
      payload: encode(valid),
    });
    expect(toJsonCall.statusCode).toBe(415);
    expect(toJsonCall.json()).toEqual({ message: english.service.notJson });
  });
});

describe('the render bundle', () => {
  it('is never served: its files and the template answer 404', async () => {
    for (const file of [SERVER_ENTRY_FILE, 'page.html']) {
      const response = await service.app.inject({
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
    expect(page.querySelector('main a[href^="tel:"]')).not.toBeNull();
    // The words wait in the form for later; nothing was stored.
    expect(field(page, 'message').value).toBe('One too many');
    expect(storedFrom(enquiry.userEmail!, limited)).toEqual([]);
  });
});

describe('in the language the form says (the form on /hi/contact posts ?language=hi)', () => {
  const hi = checkedContent(undefined, 'hi');
  const hiCheck = enquiryCheck(hindi);
  const hindiTitle = (title: string) => hi.site.shell.documentTitle.replace('{title}', title);

  function postHindi(
    fields: Fields,
    headers: Record<string, string | undefined> = {},
    target: Service = service,
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
    expect(page.querySelector('label')?.textContent).toContain(
      hi.contactForm.fields.fullName.label,
    );
    expect(storedFrom(enquiry.userEmail!)).toEqual([]);
  });

  it('refused for two fields: both named in the Hindi summary, joined the Hindi way', async () => {
    const response = await postHindi({ fullName: 'आशा', message: ' ' });
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
    expect(response.headers.location).toBe('sent?language=hi');
    const sent = await service.app.inject({
      url: '/u1/contact/sent?language=hi',
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
      const response = await postHindi({ fullName: 'Asha', message: ' ' }, {}, service, query);
      expect(response.statusCode).toBe(400);
      const page = documentOf(response);
      expect(page.documentElement.lang).toBe('en-IN');
      expect(page.querySelector('main h1')?.textContent).toBe('Oops!');
    }
    const sent = await service.app.inject({
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
      const hindiPage = await postHindi({ message: ' ' }, {}, broken);
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
