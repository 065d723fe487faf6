/**
 * The form without JavaScript refused (docs/spec/contracts.md §3.11): every refusal answered
 * with "Oops!", the error summary and the visitor's words back in their fields (escaped), and
 * the CSRF rules of a form that cannot send a header. Shared set-up:
 * src/testing/server/noScriptForm.ts.
 */
import { describe, expect, it } from 'vitest';
import { enquiryMessages, invalidEnquiryMessage } from '../content/contactForm';
import { enquiryLimits } from '../shared/enquiry';
import { english } from '../testing/server/serviceWords';
import {
  browserHeaders,
  encode,
  expectRefusedPage,
  field,
  fieldError,
  summaryOf,
  token,
  uniqueEnquiry,
  valid,
  withFormService,
} from '../testing/server/noScriptForm';

const { service, postForm, storedFrom } = withFormService();

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
    const response = await postForm({
      writer: 'adult',
      fullName: 'Asha',
      message: 'How do I reach you?',
    });
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
      writer: 'adult',
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
    const toJsonCall = await service().app.inject({
      method: 'POST',
      url: '/u1/contact',
      headers: { ...browserHeaders, 'x-xsrf-token': token },
      payload: encode(valid),
    });
    expect(toJsonCall.statusCode).toBe(415);
    expect(toJsonCall.json()).toEqual({ message: english.service.notJson });
  });
});
