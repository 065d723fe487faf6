/**
 * The reference on the "Success!" page of the form posted without JavaScript (docs/spec/contracts.md
 * §3.11): the 303 carries the enquiry's reference, and `writer=parent` for a parent or guardian;
 * the page is given the reference only when the address holds one of its shape, and a parent's
 * words when it says a parent wrote. The page's renderer is replaced by one that records what it
 * is asked to show, so this needs no build (the built pages: contactForm.node-built.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactFormResult } from '../shared/contactFormResult';
import { buildApp } from './app';
import { readConfig } from './config';
import { createToken, XSRF_COOKIE } from './csrf';
import { openStore, type Store } from './store';
import { makeSite } from '../testing/server/service';
import { english, hindi } from '../testing/server/serviceWords';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const HOST = 'saathi.test';
const token = createToken(SECRET);

let site: Awaited<ReturnType<typeof makeSite>>;
let app: FastifyInstance;
let store: Store;
/** What the service asked the page to show, in order. */
const shown: ContactFormResult[] = [];

beforeAll(async () => {
  site = await makeSite('form-reference');
  const config = readConfig(
    { DATA_DIR: site.dataDir, DIST_DIR: site.distDir, CSRF_SECRET: SECRET },
    site.root,
  );
  app = await buildApp({
    config,
    contactFormRenderer: async () => ({
      template: '<!doctype html><title><!--app-title--></title><!--app-html-->',
      render: async (result) => {
        shown.push(result);
        return { html: '<main></main>', title: result.outcome, description: '' };
      },
    }),
  });
  store = openStore(site.dataDir);
});

afterAll(async () => {
  store?.close();
  await app?.close();
  await site?.remove();
});

let posted = 0;
/** Posts the form as a browser does, with an e-mail address of its own to find it by. */
async function postForm(fields: Record<string, string>, language = 'en') {
  posted += 1;
  const userEmail = fields.userEmail ?? `reference.${posted}@example.org`;
  const response = await app.inject({
    method: 'POST',
    url: `/u1/contact/form?language=${language}`,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `${XSRF_COOKIE}=${token}`,
    },
    payload: new URLSearchParams({
      writer: 'adult',
      fullName: 'Asha',
      phoneNumber: '',
      message: 'Hello',
      website: '',
      userEmail,
      ...fields,
    }).toString(),
  });
  const stored = store.listEnquiries().find((e) => e.userEmail === userEmail);
  return { response, stored };
}

/** What the "Success!" page at `query` was asked to show. */
async function sentPage(query: string): Promise<ContactFormResult> {
  const response = await app.inject({ url: `/u1/contact/sent${query}`, headers: { host: HOST } });
  expect(response.statusCode, query).toBe(200);
  const result = shown.at(-1);
  if (!result) throw new Error('Nothing was shown.');
  return result;
}

describe('the form posted without JavaScript, once stored', () => {
  it('sends the browser to "Success!" with the reference, and the page gives it', async () => {
    const { response, stored } = await postForm({});
    expect(response.statusCode).toBe(303);
    expect(stored?.reference).toMatch(/^[0-9]{6}$/);
    expect(response.headers.location).toBe(`sent?language=en&reference=${stored!.reference}`);
    expect(await sentPage(`?language=en&reference=${stored!.reference}`)).toEqual({
      outcome: 'sent',
      message: english.service.sent,
      reference: stored!.reference,
    });
  });

  it("says so for a parent or guardian, in the form's language", async () => {
    const { response, stored } = await postForm(
      {
        writer: 'parent',
        relationship: 'मेरा बेटा',
        fullName: 'सुनीता',
        phoneNumber: '+91 98765 43210',
        consent: 'yes',
      },
      'hi',
    );
    expect(response.statusCode).toBe(303);
    expect(stored).toMatchObject({ writer: 'parent' });
    expect(response.headers.location).toBe(
      `sent?language=hi&reference=${stored!.reference}&writer=parent`,
    );
    expect(await sentPage(`?${String(response.headers.location).split('?')[1]}`)).toEqual({
      outcome: 'sent',
      message: hindi.service.sentParent,
      reference: stored!.reference,
    });
  });

  it('gives the same reference for the same form sent twice from one browser', async () => {
    const fields = { userEmail: 'twice@example.org', message: 'Pressed twice' };
    const first = await postForm(fields);
    const second = await postForm(fields);
    expect([first.response.statusCode, second.response.statusCode]).toEqual([303, 303]);
    expect(second.response.headers.location).toBe(first.response.headers.location);
    expect(first.response.headers.location).toContain(`reference=${first.stored!.reference}`);
    expect(store.listEnquiries().filter((e) => e.userEmail === fields.userEmail)).toHaveLength(1);
  });
});

describe('the "Success!" page', () => {
  it('gives no reference, and no error, when the address holds none of its shape', async () => {
    for (const query of [
      '',
      '?reference=',
      '?reference=48291',
      '?reference=4829150',
      '?reference=48291a',
      '?reference=482%20915',
      '?reference=%E0%A5%AA%E0%A5%AE%E0%A5%A8%E0%A5%AF%E0%A5%A7%E0%A5%AB',
      '?reference=<b>1</b>',
      '?reference=482915&reference=482915',
    ]) {
      expect(await sentPage(query), query).toEqual({
        outcome: 'sent',
        message: english.service.sent,
      });
    }
  });

  it("gives a parent's words only for writer=parent", async () => {
    expect((await sentPage('?writer=parent')).message).toBe(english.service.sentParent);
    for (const query of ['?writer=adult', '?writer=Parent', '?writer=parent&writer=parent']) {
      expect((await sentPage(query)).message, query).toBe(english.service.sent);
    }
  });
});
