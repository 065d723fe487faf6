/**
 * Anti-CSRF, the signed double-submit way: every HTML page gives the visitor an `XSRF-TOKEN`
 * cookie (a random nonce and its HMAC), the site's script copies it into the `X-XSRF-TOKEN`
 * header, and the service accepts a same-origin POST only when both are present, equal and
 * correctly signed. Another site can neither read our cookie nor set the header; the signature
 * stops a token that was planted (for example from a sibling subdomain) without our secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER as SHARED_XSRF_HEADER } from '../shared/api';
import { header } from './requestHeader';
import { StartupError, fileProblem } from './startupError';
import { writeWholeFile } from './wholeFile';

export { XSRF_COOKIE };
/** How Node gives the header's name (lower case). */
export const XSRF_HEADER = SHARED_XSRF_HEADER.toLowerCase();
export const SECRET_FILE = 'csrf-secret';
/** The shortest key accepted, in characters; a generated one has 64 (32 random bytes in hex). */
export const MIN_SECRET_LENGTH = 32;

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StartupError(
      `The service cannot read ${file} (${fileProblem(error)}): it holds the key that signs the ` +
        "XSRF-TOKEN cookies; make it readable by the service's user, or set CSRF_SECRET.",
    );
  }
}

/**
 * CSRF_SECRET when set; otherwise a secret generated on the first start and kept in DATA_DIR
 * (readable by the service's user only), so tokens stay valid across restarts.
 *
 * The file appears whole or not at all: the key is written and flushed to a file of its own, then
 * linked in under the real name, which fails if the name exists (so two processes starting
 * together keep one key). An empty file (cut short by a crash of a version that wrote in place,
 * or emptied by hand) holds no key to lose, so it is replaced, and `onReplaced` says so. Any
 * other content shorter than MIN_SECRET_LENGTH was put there by someone, and is refused with a
 * sentence naming the file: a short key would make every token easy to forge.
 */
export function loadCsrfSecret(
  dataDir: string,
  configured: string | undefined,
  onReplaced?: (message: string) => void,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  let text = read(file);
  if (text === undefined || text.trim() === '') {
    try {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const key = randomBytes(32).toString('hex');
      // A new file only where there was none: another process starting now may have written one.
      writeWholeFile(file, key, { onlyIfAbsent: text === undefined });
    } catch (error) {
      throw new StartupError(
        `The service cannot write ${file} (${fileProblem(error)}): it keeps the key that signs ` +
          'the XSRF-TOKEN cookies there; make DATA_DIR writable, or set CSRF_SECRET.',
      );
    }
    if (text !== undefined) onReplaced?.(`${file} was empty; a new key was written to it.`);
    text = read(file) ?? '';
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new StartupError(
      `${file} holds a key of ${secret.length} characters, and a key needs at least ` +
        `${MIN_SECRET_LENGTH}: delete the file and the service writes a new one at its next ` +
        'start (visitors with a page open then get one refusal and a new token), or set CSRF_SECRET.',
    );
  }
  return secret;
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

/** A fresh token: `nonce.signature`, both base64url (safe in a cookie without encoding). */
export function createToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether a token carries our signature. */
export function isValidToken(secret: string, token: string | undefined): boolean {
  if (!token) return false;
  const dot = token.indexOf('.');
  if (dot <= 0 || dot === token.length - 1) return false;
  return sameText(token.slice(dot + 1), sign(secret, token.slice(0, dot)));
}

/** The header and the cookie are one and the same valid token. */
export function tokensMatch(
  secret: string,
  cookie: string | undefined,
  header: string | undefined,
): boolean {
  if (!cookie || !header) return false;
  return sameText(cookie, header) && isValidToken(secret, cookie);
}

/** The origin the visitor's browser sees us at (behind a proxy, with TRUST_PROXY). */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The CSRF rules of docs/spec/contracts.md §3.4, before the body is read: an origin in
 * `allowedOrigins` passes on its Origin alone; any other foreign Origin, or
 * `Sec-Fetch-Site: cross-site`, is `foreignOrigin`; otherwise the double-submit token must match
 * (`badToken` when it does not). Undefined when the request passes.
 */
export function csrfProblem(
  request: FastifyRequest,
  secret: string,
  allowedOrigins: ReadonlySet<string> = new Set(),
): 'foreignOrigin' | 'badToken' | undefined {
  const origin = header(request, 'origin');
  if (origin !== undefined && allowedOrigins.has(origin)) return undefined;
  if (origin !== undefined && origin !== ownOrigin(request)) return 'foreignOrigin';
  if (header(request, 'sec-fetch-site') === 'cross-site') return 'foreignOrigin';
  // Same origin (or a client that sends no Origin): the double-submit token must match.
  return tokensMatch(secret, request.cookies[XSRF_COOKIE], header(request, XSRF_HEADER))
    ? undefined
    : 'badToken';
}

/**
 * The CSRF rules for the contact form posted without script (docs/spec/contracts.md §3.11), which
 * cannot send the double-submit header: a plain HTML form sends only what the browser adds.
 * `Origin`, when sent, must be the site's own (`ALLOWED_ORIGINS` do not apply: another site has no
 * business posting our form); `Sec-Fetch-Site`, when sent, must be `same-origin`. Browsers set
 * both themselves and no page can change them, so any browser of the last years that sends a
 * forged post from elsewhere is refused here. Then the `XSRF-TOKEN` cookie must be there and
 * signed by us: it is `SameSite=Strict`, so a browser that knows SameSite never sends it with a
 * post from another site, and its presence shows the post comes from a browser that loaded one of
 * our pages. An old browser that sends neither header nor knows SameSite could still be made to
 * post an enquiry from another site: docs/decisions.md says why that is acceptable for this form.
 */
export function formCsrfProblem(
  request: FastifyRequest,
  secret: string,
): 'foreignOrigin' | 'badToken' | undefined {
  const origin = header(request, 'origin');
  if (origin !== undefined && origin !== ownOrigin(request)) return 'foreignOrigin';
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return 'foreignOrigin';
  return isValidToken(secret, request.cookies[XSRF_COOKIE]) ? undefined : 'badToken';
}

/**
 * For `registerStaticSite`'s `onPage`: gives a visitor without a valid token a new one. The
 * cookie is readable by script (the client must copy it), sent only to our own site
 * (SameSite=Strict), for the whole site (Path=/), and Secure whenever the page came over HTTPS.
 * It lasts for the browser session; every page view renews it when it has gone.
 */
export function xsrfCookieSetter(secret: string) {
  return (reply: FastifyReply) => {
    const request: FastifyRequest = reply.request;
    if (isValidToken(secret, request.cookies[XSRF_COOKIE])) return;
    reply.setCookie(XSRF_COOKIE, createToken(secret), {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: request.protocol === 'https',
    });
  };
}
