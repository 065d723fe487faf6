/**
 * `POST {api base}/contact`: the product's one call. In the order a request meets them:
 * CORS headers for allowed origins, the per-IP limit on posts of any outcome, the per-IP limit on
 * accepted enquiries (CONTACT_RATE_MAX), the CSRF rules, the JSON body (only JSON, at most 64 KB),
 * the shared validation, the honeypot, then one SQLite transaction, and only after its commit the
 * 201.
 *
 * The same enquiry posted by the form itself when no script runs (`POST {api base}/contact/form`,
 * src/server/contactForm.ts) meets the same limits and goes through the same `acceptEnquiry`:
 * only the CSRF rules (a plain form cannot send the header), the body's encoding and the answer
 * (a page, not JSON) differ.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ForgettingRateStore } from './forgettingRateStore';
import { enquiryCheck, honeypotField } from '../shared/enquiry';
import { CONTACT_PATH } from '../shared/api';
import {
  sentMessage,
  tooManyMessage,
  type ServiceLanguage,
  type ServiceWords,
} from '../shared/serviceWords';
import { AcceptedLimit } from './acceptedLimit';
import { csrfProblem } from './csrf';
import { PublicError, languageOf } from './errors';
import { header } from './requestHeader';
import { contactRefusals, type AcceptEnquiry } from './acceptance';
import { contactFormRoutes } from './contactForm';
import type { ContactFormPages } from './contactFormPage';
import type { Store } from './store';

/**
 * The longest valid enquiry fits: each field at its code-unit guard (CODE_UNITS_PER_CHARACTER
 * times its limit in characters, 17,536 UTF-16 code units over the four fields), at most 3 bytes
 * of UTF-8 each, is under 52 KB, so "too long", with its field named, comes before "too large".
 */
export const CONTACT_BODY_LIMIT = 64 * 1024;

/** "Please wait {a minute / N minutes}", in the language of the request. */
const tooMany = (seconds: number) => (language: ServiceLanguage) =>
  tooManyMessage(language, seconds);

/**
 * Posts of any outcome (refused ones too) allowed per IP per window, as a multiple of
 * CONTACT_RATE_MAX: room for many corrections, but not for a flood of junk.
 */
export const POSTS_PER_ACCEPTED = 10;

/** What a client may use as an Idempotency-Key: a UUID or a similar opaque token. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

export interface ContactOptions {
  store: Store;
  /** What the service says, in every language of the site (dist/.server/service-words.json). */
  words: ServiceWords;
  csrfSecret: string;
  /** Origins other than our own that may post (CORS with credentials), on their Origin alone. */
  allowedOrigins: string[];
  /** Enquiries accepted per client IP per window (CONTACT_RATE_MAX). */
  rateMax: number;
  rateWindowSeconds: number;
  /** Called after an enquiry that owes an e-mail is committed (wakes the outbox worker). */
  onStored?: () => void;
  /** The pages that answer the form posted without script (src/server/contactFormPage.ts). */
  formPages: ContactFormPages;
  /** Called before each of those pages is sent (sets the XSRF cookie, as on every page). */
  onPage?: (reply: FastifyReply) => void;
  /**
   * The privacy notice's "last updated" date the build recorded (none when it recorded none):
   * kept with a parent's enquiry, the notice they agreed to by ticking the statement.
   */
  noticeDate?: string | undefined;
}

/** Anything at all in the trap field means a bot filled it in. */
function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[honeypotField];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/**
 * CORS for the origins allowed besides our own (ALLOWED_ORIGINS): their headers on every answer,
 * and the preflight.
 */
function answerAllowedOrigins(app: FastifyInstance, allowed: ReadonlySet<string>): void {
  app.addHook('onRequest', async (request, reply) => {
    // Answers depend on who asks and must never be cached by a browser or a proxy.
    reply.header('Cache-Control', 'no-store').header('Vary', 'Origin');
    const origin = header(request, 'origin');
    if (origin !== undefined && allowed.has(origin)) {
      // On every answer, errors included, so the other site's script can read the message.
      reply
        .header('Access-Control-Allow-Origin', origin)
        .header('Access-Control-Allow-Credentials', 'true')
        .header('Access-Control-Expose-Headers', 'Retry-After');
    }
  });

  app.options(`/${CONTACT_PATH}`, async (request, reply: FastifyReply) => {
    const origin = header(request, 'origin');
    if (origin === undefined || !allowed.has(origin)) {
      throw new PublicError(403, contactRefusals.foreignOrigin);
    }
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'POST')
      .header('Access-Control-Allow-Headers', 'Content-Type, Idempotency-Key')
      .header('Access-Control-Max-Age', '600')
      .send();
  });
}

/**
 * The one way an enquiry is taken, for the JSON call and the form without script alike: the
 * shared check in the language the request said, the accepted-enquiry limit again right before
 * storing, the honeypot, and one transaction; the answer in the request's language.
 */
function enquiryAcceptance({
  store,
  words,
  accepted,
  checkAccepted,
  onStored,
  noticeDate,
}: {
  store: Store;
  words: ServiceWords;
  accepted: AcceptedLimit;
  checkAccepted: (request: FastifyRequest) => void;
  onStored: (() => void) | undefined;
  noticeDate: string | undefined;
}): AcceptEnquiry {
  return (request, body, key) => {
    // The one check of the browser's form, with the words of the language the request said.
    const language = languageOf(words, request);
    const result = enquiryCheck(language).validate(body);
    if (!result.ok) return { ok: false, message: result.message, errors: result.errors };

    // Again, right before storing (nothing asynchronous in between): posts of one IP that were
    // read side by side must not together pass the limit.
    checkAccepted(request);
    // A bot that filled the trap gets the same answer as a person; its enquiry is kept apart.
    const spam = honeypotFilled(body);
    const saved = store.saveEnquiry(result.value, {
      spam,
      idempotencyKey: key,
      language: language.folder,
      noticeDate,
    });
    if (saved.outcome === 'conflict') {
      throw new PublicError(409, contactRefusals.keyReused);
    }
    if (saved.outcome === 'stored') {
      accepted.record(request.ip);
      if (!spam) onStored?.();
    }
    request.log.info({ enquiryId: saved.id, outcome: saved.outcome, spam }, 'enquiry stored');
    const { writer } = result.value;
    // A parent is told when their message will be read: after the owner's call.
    const message = sentMessage(language.service, writer);
    return { ok: true, message, reference: saved.reference ?? undefined, writer };
  };
}

export async function contactRoutes(app: FastifyInstance, options: ContactOptions) {
  const allowed = new Set(options.allowedOrigins);

  // The API speaks JSON only. A plain HTML form (the classic cross-site forgery) can send
  // text/plain but never application/json, so with this parser gone it gets 415: a second wall
  // behind the CSRF rules, and one that does not depend on the browser sending Origin.
  app.removeContentTypeParser('text/plain');

  // Before any route of this context, or the routes would be silently unlimited.
  await app.register(rateLimit, {
    global: false,
    // An address forgotten once its window ends, as the privacy notice says (address-minutes).
    store: ForgettingRateStore,
    errorResponseBuilder: (_request, context) =>
      new PublicError(context.statusCode, tooMany(Math.ceil(context.ttl / 1000))),
  });

  const accepted = new AcceptedLimit(options.rateMax, options.rateWindowSeconds * 1000);
  app.addHook('onClose', async () => accepted.close());

  // Posts of any outcome, per IP: one count for both ways of sending (JSON and the form without
  // script), so that using both gives no more room than one.
  const postsLimit = app.rateLimit({
    max: options.rateMax * POSTS_PER_ACCEPTED,
    timeWindow: options.rateWindowSeconds * 1000,
  });

  /** 429 once this IP has had CONTACT_RATE_MAX enquiries accepted within the window. */
  function checkAccepted(request: FastifyRequest) {
    const wait = accepted.retryAfter(request.ip);
    if (wait > 0) {
      throw new PublicError(429, tooMany(wait), { 'Retry-After': String(wait) });
    }
  }

  answerAllowedOrigins(app, allowed);

  /** Runs after the rate limit and before the body is read: refused requests cost no parsing. */
  async function checkCsrf(request: FastifyRequest) {
    const problem = csrfProblem(request, options.csrfSecret, allowed);
    if (problem) throw new PublicError(403, contactRefusals[problem]);
  }

  const acceptEnquiry = enquiryAcceptance({
    store: options.store,
    words: options.words,
    accepted,
    checkAccepted,
    onStored: options.onStored,
    noticeDate: options.noticeDate,
  });

  app.post(
    `/${CONTACT_PATH}`,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: postsLimit,
      // Before the body is read: a refused request costs no parsing.
      preParsing: async (request, _reply, payload) => {
        checkAccepted(request);
        await checkCsrf(request);
        return payload;
      },
    },
    async (request, reply) => {
      const key = header(request, 'idempotency-key');
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        throw new PublicError(400, contactRefusals.badKey);
      }

      const result = acceptEnquiry(request, request.body, key);
      if (!result.ok) {
        return reply.code(400).send({ message: result.message, errors: result.errors });
      }
      // The reference is left out only for a repeat of an enquiry stored before references were
      // given: the visitor was never told one.
      const { message, reference } = result;
      return reply.code(201).send(reference === undefined ? { message } : { message, reference });
    },
  );

  await app.register(contactFormRoutes, {
    csrfSecret: options.csrfSecret,
    postsLimit,
    acceptEnquiry,
    pages: options.formPages,
    onPage: options.onPage,
    words: options.words,
  });
}
