/** The signed double-submit token and the secret that signs it. */
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createToken, isValidToken, loadCsrfSecret, tokensMatch } from './csrf';

const secret = 's'.repeat(64);

describe('tokens', () => {
  it('are fresh each time and carry our signature', () => {
    const a = createToken(secret);
    const b = createToken(secret);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(isValidToken(secret, a)).toBe(true);
    expect(isValidToken('another secret entirely, long enough', a)).toBe(false);
  });

  it.each([undefined, '', 'abc', 'abc.', '.abc', 'abc.def', 'a.b.c'])('refuses %j', (token) => {
    expect(isValidToken(secret, token)).toBe(false);
  });

  it('refuses a signature moved to another nonce', () => {
    const [, signature] = createToken(secret).split('.');
    const [nonce] = createToken(secret).split('.');
    expect(isValidToken(secret, `${nonce}.${signature}`)).toBe(false);
  });

  it('match only when the header and the cookie are the same valid token', () => {
    const token = createToken(secret);
    expect(tokensMatch(secret, token, token)).toBe(true);
    expect(tokensMatch(secret, token, createToken(secret))).toBe(false);
    expect(tokensMatch(secret, token, undefined)).toBe(false);
    expect(tokensMatch(secret, undefined, token)).toBe(false);
    expect(tokensMatch(secret, `${token}x`, `${token}x`)).toBe(false);
  });
});

describe('the secret', () => {
  it('is CSRF_SECRET when set', () => {
    expect(loadCsrfSecret('/nonexistent', secret)).toBe(secret);
  });

  it('is otherwise generated once, kept private in DATA_DIR, and the same on every start', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'csrf-'));
    try {
      const first = loadCsrfSecret(dataDir, undefined);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(loadCsrfSecret(dataDir, undefined)).toBe(first);
      expect(statSync(path.join(dataDir, 'csrf-secret')).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
