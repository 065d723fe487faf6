/**
 * Anti-CSRF, the signed double-submit way: every HTML page gives the visitor an `XSRF-TOKEN`
 * cookie (a random nonce and its HMAC), the site's script copies it into the `X-XSRF-TOKEN`
 * header, and the service accepts a same-origin POST only when both are present, equal and
 * correctly signed. Another site can neither read our cookie nor set the header; the signature
 * stops a token that was planted (for example from a sibling subdomain) without our secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SECRET_FILE = 'csrf-secret';

/**
 * CSRF_SECRET when set; otherwise a secret generated on the first start and kept in DATA_DIR
 * (readable by the service's user only), so tokens stay valid across restarts.
 */
export function loadCsrfSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting together keep one secret.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
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
