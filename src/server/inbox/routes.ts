/**
 * The owner's inbox API under `{api base}/inbox` (docs/spec/contracts.md §11). Every answer is
 * `Cache-Control: no-store` and `X-Robots-Tag: noindex`; every endpoint but signing in answers
 * 401 without a valid session (exports included), before anything else is looked at; every
 * change (signing in and out included) must pass the CSRF rules of §3.4 for our own origin only
 * (ALLOWED_ORIGINS do not apply here), checked before the body is read.
 *
 * Signing in is limited per client IP (TRUST_PROXY decides what that is, as for the contact
 * form): at most `signInMax` wrong passphrases per window, then 429 with Retry-After; each try
 * counts from the moment it arrives (so parallel tries cannot pass the limit together), a right
 * passphrase clears the count, and every wrong one is answered only after a constant pause.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INBOX_MAX_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  INBOX_PREVIEW_LENGTH,
  type InboxEnquiry,
  type InboxEnquirySummary,
  type InboxPage,
  type InboxStatus,
  type PassphraseStatus,
} from '../../shared/inbox';
import { AcceptedLimit } from '../acceptedLimit';
import { csrfProblem } from '../csrf';
import { toCsv, toJson } from '../enquiryExport';
import { PublicError } from '../errors';
import type { Store } from '../store';
import type { ListedEnquiry } from '../store/records';
import { readPassphrase, verifyPassphrase, MAX_PASSPHRASE_LENGTH } from './passphrase';
import { Sessions, type SessionTiming } from './session';

export const SET_PASSPHRASE_COMMAND = 'npm run inbox -- set-passphrase';

/** Whole minutes, rounded up, in words. */
function minutes(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds / 60));
  return whole === 1 ? 'a minute' : `${whole} minutes`;
}

/** What the inbox API says, in words the owner understands. */
export const inboxMessages = {
  signInNeeded: 'Please sign in to use the inbox.',
  noPassphrase: `No passphrase is set yet. On the server, run: ${SET_PASSPHRASE_COMMAND}`,
  unusablePassphrase: `The passphrase file on the server cannot be used. Set the passphrase again with: ${SET_PASSPHRASE_COMMAND}`,
  passphraseMissing: 'Please type your passphrase.',
  passphraseChanged: 'The passphrase was changed on the server just now. Please sign in again.',
  wrongPassphrase: (left: number, windowSeconds: number) =>
    left > 0
      ? `That passphrase is not right. You can try ${left === 1 ? 'once more' : `${left} more times`} in the next ${minutes(windowSeconds)}.`
      : `That passphrase is not right, and that was the last try for now. Please wait ${minutes(windowSeconds)} and try again.`,
  tooManyTries: (seconds: number) =>
    `Too many wrong passphrases from your connection. Please wait ${minutes(seconds)} and try again.`,
  foreignOrigin: 'The inbox can only be used from its own page.',
  badToken: 'For your safety this was refused. Please reload the page and try again.',
  notFound: 'There is no such enquiry: it may have been deleted.',
  badChange: 'We could not read what was asked. Please reload the page and try again.',
  badQuery: 'We could not read the search. Please reload the page and try again.',
  retried: (count: number) =>
    count === 0
      ? 'No e-mail has failed: there is nothing to send again.'
      : `${count === 1 ? 'The failed e-mail is' : `The ${count} failed e-mails are`} being sent again.`,
} as const;

export interface InboxTiming extends SessionTiming {
  /** Wrong passphrases allowed per client IP per window. */
  signInMax: number;
  signInWindowMs: number;
  /** The pause before every "wrong passphrase" answer. */
  failureDelayMs: number;
  /** How the pause is taken (a test may watch it instead of waiting). */
  wait: (ms: number) => Promise<void>;
}

export const defaultInboxTiming: InboxTiming = {
  signInMax: 5,
  signInWindowMs: 15 * 60_000,
  failureDelayMs: 1000,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  idleMs: 8 * 3_600_000,
  absoluteMs: 7 * 86_400_000,
  now: Date.now,
};

export interface InboxOptions {
  store: Store;
  dataDir: string;
  csrfSecret: string;
  timing: InboxTiming;
  /** Called when failed e-mails are owed again (wakes the outbox worker). */
  onRetryEmail?: () => void;
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

function passphraseStatus(dataDir: string): PassphraseStatus {
  return readPassphrase(dataDir).state;
}

function summaryOf(e: ListedEnquiry): InboxEnquirySummary {
  const message = e.message.replace(/\s+/g, ' ').trim();
  const chars = [...message];
  return {
    id: e.id,
    receivedAt: e.receivedAt,
    fullName: e.fullName,
    phoneNumber: e.phoneNumber,
    userEmail: e.userEmail,
    preview:
      chars.length > INBOX_PREVIEW_LENGTH
        ? `${chars.slice(0, INBOX_PREVIEW_LENGTH - 1).join('')}…`
        : message,
    readAt: e.readAt,
    repliedAt: e.repliedAt,
    email: e.email,
  };
}

function enquiryOf(e: ListedEnquiry): InboxEnquiry {
  return {
    id: e.id,
    receivedAt: e.receivedAt,
    fullName: e.fullName,
    phoneNumber: e.phoneNumber,
    userEmail: e.userEmail,
    message: e.message,
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

export async function inboxRoutes(app: FastifyInstance, options: InboxOptions) {
  const { store, timing } = options;
  const sessions = new Sessions(store, timing);
  const failures = new AcceptedLimit(timing.signInMax, timing.signInWindowMs, timing.now);
  app.addHook('onClose', async () => failures.close());

  // JSON bodies only, and small ones.
  app.removeContentTypeParser('text/plain');

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
    const problem = csrfProblem(request, options.csrfSecret);
    if (problem) throw new PublicError(403, inboxMessages[problem]);
  };
  app.addHook('preParsing', async (request, _reply, payload) => {
    await checkCsrf(request);
    return payload;
  });

  // ---- Signing in and out ----

  app.get('/session', { config: { inboxSession: 'optional' } }, async (request, reply) => {
    if (request.inboxSession) return { signedIn: true };
    return reply.code(401).send({
      message: inboxMessages.signInNeeded,
      passphrase: passphraseStatus(options.dataDir),
    });
  });

  app.post(
    '/session',
    {
      config: { inboxSession: 'none' },
      bodyLimit: 8 * 1024,
      // Before the CSRF check and the body: a locked-out address costs nothing more.
      onRequest: async (request) => {
        const wait = failures.retryAfter(request.ip);
        if (wait > 0) {
          throw new PublicError(429, inboxMessages.tooManyTries(wait), {
            'Retry-After': String(wait),
          });
        }
      },
    },
    async (request, reply: FastifyReply) => {
      const stored = readPassphrase(options.dataDir);
      if (stored.state === 'unset') throw new PublicError(409, inboxMessages.noPassphrase);
      if (stored.state === 'unusable') {
        request.log.error(`The inbox passphrase cannot be used: ${stored.reason}.`);
        throw new PublicError(409, inboxMessages.unusablePassphrase);
      }
      const body = request.body as { passphrase?: unknown } | null;
      const passphrase = body?.passphrase;
      if (typeof passphrase !== 'string' || passphrase === '') {
        throw new PublicError(400, inboxMessages.passphraseMissing);
      }
      // Counted now, before the slow comparison: parallel tries cannot pass the limit together.
      const wait = failures.retryAfter(request.ip);
      if (wait > 0) {
        throw new PublicError(429, inboxMessages.tooManyTries(wait), {
          'Retry-After': String(wait),
        });
      }
      failures.record(request.ip);
      const right =
        [...passphrase].length <= MAX_PASSPHRASE_LENGTH &&
        (await verifyPassphrase(passphrase, stored.hash));
      if (!right) {
        await timing.wait(timing.failureDelayMs);
        request.log.info('inbox sign-in refused: wrong passphrase');
        throw new PublicError(
          401,
          inboxMessages.wrongPassphrase(
            failures.remaining(request.ip),
            Math.ceil(timing.signInWindowMs / 1000),
          ),
        );
      }
      // The passphrase may have been changed while this one was compared: a session is only
      // begun for the passphrase that is set now (set-passphrase ends the sessions after it
      // writes the file, and this check and the start run in one go, with no pause between).
      const now = readPassphrase(options.dataDir);
      if (now.state !== 'set' || !now.hash.salt.equals(stored.hash.salt)) {
        throw new PublicError(409, inboxMessages.passphraseChanged);
      }
      failures.clear(request.ip);
      sessions.start(request, reply);
      request.log.info('inbox signed in');
      return { signedIn: true };
    },
  );

  app.delete('/session', async (request, reply) => {
    sessions.end(request, reply, request.inboxSession);
    request.log.info('inbox signed out');
    return reply.code(204).send();
  });

  // ---- Reading ----

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
  app.get('/export.csv', async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${today(timing.now())}.csv"`)
      .send(toCsv(store.listEnquiries())),
  );

  app.get('/export.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="enquiries-${today(timing.now())}.json"`)
      .send(toJson(store.listEnquiries())),
  );

  // ---- Changing ----

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
    if (count > 0) options.onRetryEmail?.();
    return { retried: count, message: inboxMessages.retried(count) };
  });
}
