/**
 * The contact form without JavaScript (docs/spec/contracts.md §3.11), GOV.UK's progressive
 * enhancement: the prerendered form posts itself, `application/x-www-form-urlencoded`, to
 * `POST {api base}/contact/form`, and the answer is a page in the site's layout, not JSON.
 *
 * One path with the JSON call: the same per-IP limits (registered once, in contact.ts), and
 * `acceptEnquiry` for the validation, the accepted-enquiry limit, the honeypot, idempotency and
 * the one transaction. What differs: the CSRF rules (`formCsrfProblem`: a plain form cannot send
 * the double-submit header), the body's encoding, the idempotency key (derived here, since a
 * plain form sends no header), and the answer: stored, `303 See Other` to
 * `GET {api base}/contact/sent` ("Success!"); refused, a page with the status the JSON call
 * would have had, "Oops!", the service's words, and the form again with the visitor's words.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { CONTACT_FORM_PATH, CONTACT_SENT_PATH, LANGUAGE_PARAM } from '../shared/api';
import type { ContactFormResult } from '../shared/contactFormResult';
import {
  consentField,
  enquiryFields,
  honeypotField,
  writerField,
  type Enquiry,
  type SendingWriter,
} from '../shared/enquiry';
import { isReference } from '../shared/reference';
import { sentMessage, type ServiceLanguage, type ServiceWords } from '../shared/serviceWords';
import { contactRefusals, type AcceptEnquiry } from './acceptance';
import { lastResortPage, type ContactFormPages } from './contactFormPage';
import { formCsrfProblem, XSRF_COOKIE } from './csrf';
import { describeError, languageOf, PublicError, type VisitorError } from './errors';

/**
 * Where a stored enquiry sends the browser, relative to the form's address ("sent"), so that it
 * resolves under the address the browser used, behind any proxy; with the form's language
 * (`sent?language=hi`), so that "Success!" is in it too, the enquiry's reference
 * (`&reference=482915`), so that the page can give it, and for a parent or guardian
 * `&writer=parent`, so that it says what happens to their message.
 */
const SENT_PATH = path.posix.relative(
  path.posix.dirname(`/${CONTACT_FORM_PATH}`),
  `/${CONTACT_SENT_PATH}`,
);
/** The "Success!" page's parameters besides the language's. */
const REFERENCE_PARAM = 'reference';
const WRITER_PARAM = 'writer';
const PARENT: SendingWriter = 'parent';

function sentLocation(
  language: ServiceLanguage,
  reference: string | undefined,
  writer: SendingWriter,
): string {
  const params = new URLSearchParams({ [LANGUAGE_PARAM]: language.folder });
  if (reference !== undefined) params.set(REFERENCE_PARAM, reference);
  if (writer === PARENT) params.set(WRITER_PARAM, PARENT);
  return `${SENT_PATH}?${params.toString()}`;
}

/**
 * The form encoding writes each byte of UTF-8 outside plain ASCII as `%XX`: a code unit of Hindi
 * (3 bytes) takes 9. The longest valid enquiry (each field at its code-unit guard, 17,536 UTF-16
 * code units over the four fields, src/shared/enquiry.ts) is under 155 KB so encoded; 160 KB
 * keeps "too long", with its field named, ahead of "too large" here too.
 */
export const CONTACT_FORM_BODY_LIMIT = 160 * 1024;

/**
 * The fields read from the form: who is writing, the enquiry's, a parent's statement and the bot
 * trap. Others are dropped.
 */
const formFields = [writerField, ...enquiryFields, consentField, honeypotField] as const;

/** What the form posts: each field once as text (a field sent twice is kept as a list). */
export type FormFields = Partial<Record<(typeof formFields)[number], string | string[]>>;

/**
 * Reads the form encoding. Browsers send every line break of a text area as CR LF (the HTML form
 * encoding's rule); the JSON call sends what the field holds, LF. Turning CR LF back into LF
 * stores the same text whichever way it came, and counts a message's length the same.
 */
export function parseFormBody(body: string): FormFields {
  const params = new URLSearchParams(body);
  const fields: FormFields = {};
  for (const name of formFields) {
    const values = params.getAll(name).map((value) => value.replaceAll('\r\n', '\n'));
    if (values.length === 1) fields[name] = values[0];
    // Never from the form: the shared validation refuses a list as "not text".
    else if (values.length > 1) fields[name] = values;
  }
  return fields;
}

/** A field's value as posted, the first when it came more than once. */
function firstOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** What the visitor typed, for the fields of the page that answers a refusal. */
function valuesIn(fields: FormFields | undefined): Enquiry {
  const values: Enquiry = {
    fullName: '',
    phoneNumber: '',
    userEmail: '',
    message: '',
    relationship: '',
  };
  for (const field of enquiryFields) {
    values[field] = firstOf(fields?.[field]) ?? '';
  }
  return values;
}

/**
 * A plain form sends no Idempotency-Key, and its prerendered page cannot hold a fresh one. The key
 * is derived instead from the visitor's anti-CSRF token (one per browser session, and required
 * here) and exactly what was posted: the same form sent again from the same browser (a second
 * press of Submit on a slow link, the browser's "send again" on a reload) stores nothing new and
 * gets the same answer; a different enquiry, or another browser, gets another key. The token is
 * hashed with the rest, so the key in the database reveals nothing of it.
 */
function formIdempotencyKey(token: string, fields: FormFields): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([token, ...formFields.map((name) => fields[name] ?? '')]))
    .digest('base64url');
  return `form.${hash}`;
}

export interface ContactFormOptions {
  csrfSecret: string;
  /** The per-IP limit on posts of any outcome, shared with the JSON call. */
  postsLimit: onRequestHookHandler;
  acceptEnquiry: AcceptEnquiry;
  pages: ContactFormPages;
  onPage?: ((reply: FastifyReply) => void) | undefined;
  /** What the service says, in every language of the site. */
  words: ServiceWords;
}

/**
 * The pages this context answers with, "Success!" or "Oops!" with the form, rendered in the
 * language the form said (the build's render bundle, or a bare page when it cannot be had).
 */
function resultPages({
  words,
  pages,
  onPage,
}: Pick<ContactFormOptions, 'words' | 'pages' | 'onPage'>) {
  /** The page in the language the form said: its layout, its words, its `lang`. */
  async function sendPage(reply: FastifyReply, status: number, result: ContactFormResult) {
    const language = languageOf(words, reply.request);
    // Like every page: a visitor without a valid anti-CSRF cookie gets one, so that the form on a
    // refused page can be sent again (a missing cookie is one reason it was refused).
    onPage?.(reply);
    let page: string;
    try {
      page = await pages.page(result, language);
    } catch (error) {
      reply.request.log.error({ err: error }, 'the contact form page could not be rendered');
      page = lastResortPage(result.message, language);
    }
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }

  function refusedPage(
    reply: FastifyReply,
    { status, message, headers }: VisitorError,
    fields: FormFields | undefined,
  ) {
    reply.headers(headers);
    return sendPage(reply, status, {
      outcome: 'refused',
      message,
      values: valuesIn(fields),
      errors: {},
      // Sending again at once will not help: say how else to reach the founder.
      otherWays: status === 429 || status >= 500,
    });
  }

  return { sendPage, refusedPage };
}

export async function contactFormRoutes(app: FastifyInstance, options: ContactFormOptions) {
  // This context reads the form encoding and nothing else: JSON and anything else get 415 (and
  // the JSON call, in the parent context, still gets 415 for a form encoding).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: CONTACT_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseFormBody(body as string)),
  );

  const { sendPage, refusedPage } = resultPages(options);

  // Every refusal and fault of this context is a page: "Oops!", the service's words (those of the
  // JSON call), and the form with whatever could be read of what was sent.
  app.setErrorHandler((error: FastifyError | PublicError, request, reply) =>
    refusedPage(
      reply,
      describeError(error, request, languageOf(options.words, request)),
      request.body as FormFields | undefined,
    ),
  );

  app.post(
    `/${CONTACT_FORM_PATH}`,
    {
      bodyLimit: CONTACT_FORM_BODY_LIMIT,
      onRequest: options.postsLimit,
      // A post from another website is refused before its body is read: nothing of it is shown.
      // The other refusals come after it is read, so that the page can give the visitor's words
      // back: their anti-CSRF cookie may simply have gone with the browser session while the page
      // stayed open (phones close browsers to save memory), and over the limit their message can
      // wait in the form. The JSON call checks both earlier; its client keeps the words itself.
      preParsing: async (request, _reply, payload) => {
        if (formCsrfProblem(request, options.csrfSecret) === 'foreignOrigin') {
          throw new PublicError(403, contactRefusals.foreignOrigin);
        }
        return payload;
      },
    },
    async (request, reply) => {
      const fields = request.body as FormFields;
      const problem = formCsrfProblem(request, options.csrfSecret);
      if (problem) throw new PublicError(403, contactRefusals[problem]);
      // There, and signed by us (formCsrfProblem).
      const token = request.cookies[XSRF_COOKIE] ?? '';
      // Checks the accepted-enquiry limit too (429), right before storing.
      const result = options.acceptEnquiry(request, fields, formIdempotencyKey(token, fields));
      if (!result.ok) {
        return sendPage(reply, 400, {
          outcome: 'refused',
          message: result.message,
          values: valuesIn(fields),
          writer: firstOf(fields[writerField]),
          consent: firstOf(fields[consentField]),
          errors: result.errors,
          otherWays: false,
        });
      }
      // Post/Redirect/Get: the answer is a page of its own, so that reloading it, or going back
      // to it, never offers to post the enquiry again. Its address holds the random reference
      // and whether a parent wrote (the browser's history keeps it), nothing the visitor wrote.
      const language = languageOf(options.words, request);
      return reply
        .code(303)
        .header('Location', sentLocation(language, result.reference, result.writer))
        .send();
    },
  );

  // Anyone may open this address with anything in it: a reference is given back only when it
  // has a reference's shape (six digits, so nothing else of the address reaches the page), and
  // anything else is no reference, never an error. It proves nothing either: the page only shows
  // what the address says.
  app.get(`/${CONTACT_SENT_PATH}`, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const { service } = languageOf(options.words, request);
    const reference = query[REFERENCE_PARAM];
    return sendPage(reply, 200, {
      outcome: 'sent',
      message: sentMessage(service, query[WRITER_PARAM] === PARENT ? PARENT : 'adult'),
      ...(isReference(reference) ? { reference } : {}),
    });
  });
}
