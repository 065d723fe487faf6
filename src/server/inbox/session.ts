/**
 * The owner's inbox sessions. Signing in gives the browser a random 32-byte id in a cookie; the
 * database keeps only its SHA-256 hash (a stolen backup signs nobody in), when it began and when
 * it was last used. A session ends after 8 hours without use, 7 days after it began, when the
 * owner signs out, or when a new passphrase is set (`npm run inbox -- set-passphrase`).
 *
 * The cookie is HttpOnly (no script can read it), SameSite=Strict (no other site's page can
 * send it), Path=/, with a Max-Age. Over HTTPS it is `__Host-inbox` and Secure: the `__Host-`
 * prefix makes browsers refuse it unless it is Secure, has Path=/ and no Domain, so no sibling
 * subdomain and no plain-HTTP page can plant or overwrite it. Over plain HTTP (the service on its
 * own, or behind a proxy without TRUST_PROXY) browsers would refuse that name, so it is
 * `inbox-session` without Secure: this is for trying the service on one machine; in production
 * TRUST_PROXY makes the request HTTPS and the cookie Secure (docs/deploy.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store';

export const SECURE_SESSION_COOKIE = '__Host-inbox';
export const PLAIN_SESSION_COOKIE = 'inbox-session';

/** A session unused for this long has ended. */
export const SESSION_IDLE_MS = 8 * 3_600_000;
/** A session this old has ended, used or not. */
export const SESSION_ABSOLUTE_MS = 7 * 86_400_000;
/** How often the last use is written (each write is an fsync). */
const TOUCH_EVERY_MS = 60_000;

export interface SessionTiming {
  idleMs: number;
  absoluteMs: number;
  now: () => number;
}

/** The cookie's name for this request: `__Host-inbox` over HTTPS, `inbox-session` over HTTP. */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

function hashOf(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

export class Sessions {
  constructor(
    private readonly store: Store,
    private readonly timing: SessionTiming,
  ) {}

  private cookieOptions(request: FastifyRequest) {
    return {
      path: '/',
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: request.protocol === 'https',
    };
  }

  /** Begins a session and gives the browser its cookie. */
  start(request: FastifyRequest, reply: FastifyReply): void {
    const now = this.timing.now();
    // Sessions that ended are forgotten now and then: here, at each sign-in.
    this.store.deleteExpiredSessions(now - this.timing.absoluteMs, now - this.timing.idleMs);
    const id = randomBytes(32).toString('base64url');
    this.store.createSession(hashOf(id), now);
    reply.setCookie(sessionCookieName(request), id, {
      ...this.cookieOptions(request),
      maxAge: Math.floor(this.timing.absoluteMs / 1000),
    });
  }

  /**
   * The hash of the request's session when it is valid (and notes its use); undefined when the
   * request has none, or one that has ended (which is then forgotten).
   */
  current(request: FastifyRequest): string | undefined {
    const id = request.cookies[sessionCookieName(request)];
    if (!id || !/^[\w-]{43}$/.test(id)) return undefined;
    const idHash = hashOf(id);
    const session = this.store.findSession(idHash);
    if (!session) return undefined;
    const now = this.timing.now();
    if (
      now - session.createdAt >= this.timing.absoluteMs ||
      now - session.lastSeenAt >= this.timing.idleMs
    ) {
      this.store.deleteSession(idHash);
      return undefined;
    }
    if (now - session.lastSeenAt >= TOUCH_EVERY_MS) this.store.touchSession(idHash, now);
    return idHash;
  }

  /** Whether the request carries a session cookie at all (valid or not). */
  hasCookie(request: FastifyRequest): boolean {
    return request.cookies[sessionCookieName(request)] !== undefined;
  }

  /** Ends the session (when there is one) and tells the browser to drop its cookie. */
  end(request: FastifyRequest, reply: FastifyReply, idHash?: string): void {
    if (idHash) this.store.deleteSession(idHash);
    reply.clearCookie(sessionCookieName(request), this.cookieOptions(request));
  }
}
