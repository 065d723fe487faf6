/**
 * The owner's inbox API under `{api base}/inbox` (docs/spec/contracts.md §11). Every answer is
 * `Cache-Control: no-store` and `X-Robots-Tag: noindex`; every endpoint but signing in answers
 * 401 without a valid session (exports included), before anything else is looked at; every
 * change (signing in and out included) must pass the CSRF rules of §3.4 for our own origin only
 * (ALLOWED_ORIGINS do not apply here), checked before the body is read. Signing in and out, and
 * its limit on wrong passphrases: signIn.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INBOX_MAX_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  INBOX_PREVIEW_LENGTH,
  type InboxEnquiry,
  type InboxEnquirySummary,
  type InboxPage,
  type InboxStatus,
} from '../../shared/inbox';
import { CONSENT_GIVEN, enquiryCheck, type EnquiryWords } from '../../shared/enquiry';
import { csrfProblem } from '../csrf';
import { toCsv, toJson } from '../enquiryExport';
import { PublicError } from '../errors';
import type { Store } from '../store';
import { messageWithheld, type ListedEnquiry } from '../store/records';
import { checkConsentGiven } from './confirmedBy';
import { inboxMessages } from './messages';
import { Sessions } from './session';
import { sessionRoutes, type InboxTiming } from './signIn';

export interface InboxOptions {
  store: Store;
  dataDir: string;
  csrfSecret: string;
  timing: InboxTiming;
  /** Called when failed e-mails are owed again (wakes the outbox worker). */
  onRetryEmail?: () => void;
  /** The words a correction is checked with: the form's own, in the inbox's language (English). */
  enquiryWords: EnquiryWords;
  /**
   * The privacy notice's "last updated" date, as the build wrote it (src/server/privacyNotice.ts):
   * kept with each parent's consent confirmed, as the version of the notice they agreed to.
   * Undefined when the build wrote none (then null is kept).
   */
  noticeDate?: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `none`: the route works without a session (signing in); `optional`: it answers itself. */
    inboxSession?: 'none' | 'optional';
  }
  interface FastifyRequest {
    /** The hash of the request's valid inbox session, set before the handler runs. */
    inboxSession?: string;
  }
}

/** The start of a message, on one line, at most INBOX_PREVIEW_LENGTH characters. */
function previewOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > INBOX_PREVIEW_LENGTH
    ? `${chars.slice(0, INBOX_PREVIEW_LENGTH - 1).join('')}…`
    : line;
}

function summaryOf(e: ListedEnquiry): InboxEnquirySummary {
  return {
    id: e.id,
    reference: e.reference,
    receivedAt: e.receivedAt,
    language: e.language,
    fullName: e.fullName,
    phoneNumber: e.phoneNumber,
    userEmail: e.userEmail,
    writer: e.writer,
    relationship: e.relationship,
    consent: e.consent,
    preview: messageWithheld(e) ? null : previewOf(e.message),
    readAt: e.readAt,
    repliedAt: e.repliedAt,
    email: e.email,
  };
}

function enquiryOf(e: ListedEnquiry): InboxEnquiry {
  return {
    id: e.id,
    reference: e.reference,
    receivedAt: e.receivedAt,
    language: e.language,
    fullName: e.fullName,
    phoneNumber: e.phoneNumber,
    userEmail: e.userEmail,
    writer: e.writer,
    relationship: e.relationship,
    consent: e.consent,
    message: messageWithheld(e) ? null : e.message,
    readAt: e.readAt,
    repliedAt: e.repliedAt,
    email: e.email,
  };
}

/** A whole number in a query string, or the fallback; undefined when it is not one. */
function whole(value: unknown, fallback: number, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The enquiry id in the address, or a 404 (nothing is said about ids that are not numbers). */
function enquiryId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw new PublicError(404, inboxMessages.notFound);
  return Number(raw);
}

/** Today's date, for the name of an export file. */
function today(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Before any route: the answer is never stored or indexed, the session is checked (a route says
 * when it needs none, or answers without one itself), and every change passes the CSRF rules
 * before its body is read.
 */
function guardEveryRequest(app: FastifyInstance, sessions: Sessions, csrfSecret: string): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');
    const rule = request.routeOptions.config.inboxSession;
    if (rule === 'none') return;
    const session = sessions.current(request);
    if (session) {
      request.inboxSession = session;
      return;
    }
    // A cookie for a session that has ended is dropped.
    if (sessions.hasCookie(request)) sessions.end(request, reply);
    if (rule === 'optional') return;
    throw new PublicError(401, inboxMessages.signInNeeded);
  });

  /** Every change, before its body is read: our own origin, and the double-submit token. */
  const checkCsrf = async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const problem = csrfProblem(request, csrfSecret);
    if (problem) throw new PublicError(403, inboxMessages[problem]);
  };
  app.addHook('preParsing', async (request, _reply, payload) => {
    await checkCsrf(request);
    return payload;
  });
}

/** The list, one enquiry, where e-mail stands, and the exports. */
function readingRoutes(app: FastifyInstance, store: Store, timing: InboxTiming): void {
  app.get('/enquiries', async (request): Promise<InboxPage> => {
    const query = request.query as Record<string, unknown>;
    const limit = whole(query.limit, INBOX_PAGE_SIZE, 1, INBOX_MAX_PAGE_SIZE);
    const offset = whole(query.offset, 0, 0, 1_000_000_000);
    const search = query.query ?? '';
    if (limit === undefined || offset === undefined || typeof search !== 'string') {
      throw new PublicError(400, inboxMessages.badQuery);
    }
    const page = store.inbox({ search: search.slice(0, 200), limit, offset });
    return {
      enquiries: page.enquiries.map(summaryOf),
      total: page.total,
      unread: page.unread,
      offset,
      limit,
    };
  });

  app.get('/enquiries/:id', async (request): Promise<InboxEnquiry> => {
    const found = store.getEnquiry(enquiryId(request));
    if (!found || found.spam) throw new PublicError(404, inboxMessages.notFound);
    // The inbox's access log (docs/deploy.md, the breach runbook): which enquiry was opened and
    // when, never its words.
    request.log.info({ enquiryId: found.id }, 'enquiry opened in the inbox');
    return enquiryOf(found);
  });

  app.get('/status', async (): Promise<InboxStatus> => {
    const { pending, sent, failed } = store.emailCounts();
    return {
      emailCheck: store.emailCheck() ?? null,
      emails: { pending, sent, failed },
      unread: store.countUnread(),
    };
  });

  // The same bytes as `npm run enquiries -- --csv` and `--json` (one implementation: enquiryExport).
  // With `?query=`, only the enquiries found (one person's copy, for the privacy notice's right
  // to a copy), in a file named so.
  const exported = (request: FastifyRequest, format: 'csv' | 'json') => {
    const { query } = request.query as { query?: unknown };
    const search = typeof query === 'string' ? query.trim().slice(0, 200) : '';
    const found = search !== '';
    const enquiries = found ? store.findEnquiries(search) : store.listEnquiries();
    // The access log: that an export left the service, of which enquiries, never the search
    // (often a person's name or phone number) nor their words.
    request.log.info(
      { exported: enquiries.map(({ id }) => id), format, found },
      'enquiries exported from the inbox',
    );
    return { enquiries, name: `enquiries${found ? '-found' : ''}-${today(timing.now())}` };
  };

  app.get('/export.csv', async (request, reply) => {
    const { enquiries, name } = exported(request, 'csv');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}.csv"`)
      .send(toCsv(enquiries));
  });

  app.get('/export.json', async (request, reply) => {
    const { enquiries, name } = exported(request, 'json');
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}.json"`)
      .send(toJson(enquiries));
  });
}

/** The fields a correction may change: the name and the ways to reach the person. */
const CORRECTED = ['fullName', 'phoneNumber', 'userEmail'] as const;

/**
 * Correction (the privacy notice's right to have one's details corrected): the name, phone and
 * e-mail, checked as the contact form checks them; the old ones wiped from the file and its log.
 */
function correctionRoute(app: FastifyInstance, store: Store, enquiryWords: EnquiryWords): void {
  app.put('/enquiries/:id/contact', { bodyLimit: 4096 }, async (request, reply) => {
    const id = enquiryId(request);
    const body = request.body as Record<string, unknown> | null;
    if (
      typeof body !== 'object' ||
      body === null ||
      !CORRECTED.every((field) => typeof body[field] === 'string')
    ) {
      throw new PublicError(400, inboxMessages.badChange);
    }
    const found = store.getEnquiry(id);
    if (!found || found.spam) throw new PublicError(404, inboxMessages.notFound);
    const check = enquiryCheck(enquiryWords);
    // Checked as the enquiry was taken: a parent's needs their name and phone still.
    const result = check.validate({
      writer: found.writer,
      relationship: found.relationship,
      consent: CONSENT_GIVEN,
      ...Object.fromEntries(CORRECTED.map((field) => [field, body[field]])),
      message: found.message,
    });
    if (!result.ok) {
      const errors = Object.fromEntries(
        CORRECTED.flatMap((field) => (result.errors[field] ? [[field, result.errors[field]]] : [])),
      );
      return reply.code(400).send({ message: check.summary(errors), errors });
    }
    store.correctContact(id, result.value);
    request.log.info({ enquiryId: id }, 'enquiry corrected from the inbox');
    const changed = store.getEnquiry(id);
    if (!changed) throw new PublicError(404, inboxMessages.notFound);
    return enquiryOf(changed);
  });
}

/**
 * A parent's or guardian's consent, confirmed by the owner's call (DPDP Act s.6(10), DPDP Rules
 * 2025 rule 10): kept with when, the owner's name as they typed it, what they checked on the
 * call in their words, and the date of the privacy notice agreed to. The message is shown from
 * then on. The body limit lets both fields through at their code-unit guard (4 per character:
 * 600 characters of Hindi letters with their marks are 7,200 bytes), so that a text too long is
 * told "too long" in words, not refused as too large.
 */
function consentRoute(
  app: FastifyInstance,
  store: Store,
  { timing, noticeDate }: Pick<InboxOptions, 'timing' | 'noticeDate'>,
): void {
  app.put('/enquiries/:id/consent', { bodyLimit: 8192 }, async (request, reply) => {
    const id = enquiryId(request);
    const body = request.body as Record<string, unknown> | null;
    if (
      typeof body !== 'object' ||
      body === null ||
      typeof body.confirmedBy !== 'string' ||
      typeof body.checked !== 'string'
    ) {
      throw new PublicError(400, inboxMessages.badChange);
    }
    const found = store.getEnquiry(id);
    if (!found || found.spam || found.writer !== 'parent') {
      throw new PublicError(404, inboxMessages.notFound);
    }
    if (found.consent) throw new PublicError(409, inboxMessages.consentConfirmedAlready);
    const given = checkConsentGiven({ confirmedBy: body.confirmedBy, checked: body.checked });
    if (!given.ok) {
      return reply.code(400).send({ message: given.message, errors: given.errors });
    }
    const recorded = store.confirmConsent(
      id,
      { confirmedBy: given.confirmedBy, checked: given.checked, noticeDate: noticeDate ?? null },
      new Date(timing.now()),
    );
    const confirmed = store.getEnquiry(id);
    // Another process (`npm run enquiries -- --delete`) may have changed it since it was read.
    if (!confirmed) throw new PublicError(404, inboxMessages.notFound);
    if (!recorded) throw new PublicError(409, inboxMessages.consentConfirmedAlready);
    // Which enquiry, never the owner's name, what they checked, or the enquiry's words.
    request.log.info({ enquiryId: id }, 'parent consent confirmed from the inbox');
    return enquiryOf(confirmed);
  });
}

/**
 * Marks (read, replied), correction (correctionRoute), a parent's consent confirmed
 * (consentRoute), erasure, and owing the failed e-mails again, registered in that order.
 */
function changingRoutes(
  app: FastifyInstance,
  { store, onRetryEmail, enquiryWords, timing, noticeDate }: InboxOptions,
): void {
  app.patch('/enquiries/:id', { bodyLimit: 1024 }, async (request): Promise<InboxEnquiry> => {
    const id = enquiryId(request);
    const body = request.body as Record<string, unknown> | null;
    const read = body?.read;
    const replied = body?.replied;
    if (
      typeof body !== 'object' ||
      body === null ||
      (read === undefined && replied === undefined) ||
      (read !== undefined && typeof read !== 'boolean') ||
      (replied !== undefined && typeof replied !== 'boolean')
    ) {
      throw new PublicError(400, inboxMessages.badChange);
    }
    const found = store.getEnquiry(id);
    if (!found || found.spam) throw new PublicError(404, inboxMessages.notFound);
    // Replied first: marking replied also marks read, which `read` may then undo on purpose.
    if (typeof replied === 'boolean') store.setReplied(id, replied);
    if (typeof read === 'boolean') store.setRead(id, read);
    const changed = store.getEnquiry(id);
    if (!changed) throw new PublicError(404, inboxMessages.notFound);
    return enquiryOf(changed);
  });

  correctionRoute(app, store, enquiryWords);
  consentRoute(app, store, { timing, noticeDate });

  // Erasure: the enquiry and its e-mail state, wiped from the file and its log.
  app.delete('/enquiries/:id', async (request, reply) => {
    const id = enquiryId(request);
    const found = store.getEnquiry(id);
    if (!found || found.spam || !store.deleteEnquiry(id)) {
      throw new PublicError(404, inboxMessages.notFound);
    }
    request.log.info({ enquiryId: id }, 'enquiry erased from the inbox');
    return reply.code(204).send();
  });

  app.post('/email/retry', async () => {
    const count = store.retryFailedEmails();
    if (count > 0) onRetryEmail?.();
    return { retried: count, message: inboxMessages.retried(count) };
  });
}

export async function inboxRoutes(app: FastifyInstance, options: InboxOptions) {
  const sessions = new Sessions(options.store, options.timing);
  // JSON bodies only, and small ones.
  app.removeContentTypeParser('text/plain');
  guardEveryRequest(app, sessions, options.csrfSecret);
  sessionRoutes(app, { sessions, dataDir: options.dataDir, timing: options.timing });
  readingRoutes(app, options.store, options.timing);
  changingRoutes(app, options);
}
