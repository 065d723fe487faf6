/**
 * Signing in and out of the owner's inbox (docs/spec/contracts.md §11.2): `GET`, `POST` and
 * `DELETE {api base}/inbox/session`. Signing in is limited per client IP (TRUST_PROXY decides
 * what that is, as for the contact form): at most `signInMax` wrong passphrases per window, then
 * 429 with Retry-After; each try counts from the moment it arrives (so parallel tries cannot pass
 * the limit together), a right passphrase clears the count, and every wrong one is answered only
 * after a constant pause.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PassphraseStatus } from '../../shared/inbox';
import { AcceptedLimit } from '../acceptedLimit';
import { PublicError } from '../errors';
import { inboxMessages } from './messages';
import { readPassphrase, verifyPassphrase, MAX_PASSPHRASE_LENGTH } from './passphrase';
import type { Sessions, SessionTiming } from './session';

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

/** Whether a passphrase is set in DATA_DIR, told to a browser that is not signed in. */
function passphraseStatus(dataDir: string): PassphraseStatus {
  return readPassphrase(dataDir).state;
}

/** 429 with Retry-After while the address has used up its wrong passphrases. */
function refuseWhileLockedOut(failures: AcceptedLimit, ip: string): void {
  const wait = failures.retryAfter(ip);
  if (wait > 0) {
    throw new PublicError(429, inboxMessages.tooManyTries(wait), { 'Retry-After': String(wait) });
  }
}

/** The session routes, on the inbox's routes (routes.ts), which check the session and CSRF first. */
export function sessionRoutes(
  app: FastifyInstance,
  { sessions, dataDir, timing }: { sessions: Sessions; dataDir: string; timing: InboxTiming },
): void {
  const failures = new AcceptedLimit(timing.signInMax, timing.signInWindowMs, timing.now);
  app.addHook('onClose', async () => failures.close());

  app.get('/session', { config: { inboxSession: 'optional' } }, async (request, reply) => {
    if (request.inboxSession) return { signedIn: true };
    return reply.code(401).send({
      message: inboxMessages.signInNeeded,
      passphrase: passphraseStatus(dataDir),
    });
  });

  app.post(
    '/session',
    {
      config: { inboxSession: 'none' },
      bodyLimit: 8 * 1024,
      // Before the CSRF check and the body: a locked-out address costs nothing more.
      onRequest: async (request) => refuseWhileLockedOut(failures, request.ip),
    },
    async (request, reply: FastifyReply) => {
      const stored = readPassphrase(dataDir);
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
      refuseWhileLockedOut(failures, request.ip);
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
      const now = readPassphrase(dataDir);
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
}
