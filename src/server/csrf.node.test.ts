/** The signed double-submit token and the secret that signs it. */
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import { createToken, isValidToken, loadCsrfSecret, tokensMatch } from './csrf';
import { StartupError } from './startupError';
import { makeSite } from '../testing/server/service';

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

describe('the csrf-secret file', () => {
  async function withDataDir(act: (dataDir: string) => Promise<void>) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'csrf-file-'));
    try {
      await act(dataDir);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }

  it('is written whole, leaving no temporary file behind', async () => {
    await withDataDir(async (dataDir) => {
      loadCsrfSecret(dataDir, undefined);
      expect(readdirSync(dataDir)).toEqual(['csrf-secret']);
    });
  });

  it('when empty (a write cut short by a crash), is given a new key, and says so', async () => {
    await withDataDir(async (dataDir) => {
      const file = path.join(dataDir, 'csrf-secret');
      await writeFile(file, '\n', { mode: 0o600 });
      const said: string[] = [];
      const secret = loadCsrfSecret(dataDir, undefined, (message) => said.push(message));
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(file, 'utf8')).toBe(secret);
      expect(said).toEqual([`${file} was empty; a new key was written to it.`]);
      expect(readdirSync(dataDir)).toEqual(['csrf-secret']);
    });
  });

  it('with a key too short, refuses to start with a sentence naming the file', async () => {
    await withDataDir(async (dataDir) => {
      const file = path.join(dataDir, 'csrf-secret');
      await writeFile(file, 'password1\n');
      expect(() => loadCsrfSecret(dataDir, undefined)).toThrow(StartupError);
      expect(() => loadCsrfSecret(dataDir, undefined)).toThrow(
        `${file} holds a key of 9 characters, and a key needs at least 32: delete the file`,
      );
      // Left as it was: someone put it there.
      expect(readFileSync(file, 'utf8')).toBe('password1\n');
    });
  });

  it('when empty, never lets a token signed with an empty key through', async () => {
    // A tiny built site of its own: the service reads its words from dist/.
    const site = await makeSite('csrf-empty');
    try {
      await mkdir(site.dataDir);
      await writeFile(path.join(site.dataDir, 'csrf-secret'), '');
      const app = await buildApp({
        config: readConfig({ DATA_DIR: site.dataDir, DIST_DIR: site.distDir }),
        serveSite: false,
      });
      try {
        const nonce = randomBytes(18).toString('base64url');
        const forged = `${nonce}.${createHmac('sha256', '').update(nonce).digest('base64url')}`;
        const response = await app.inject({
          method: 'POST',
          url: '/u1/contact',
          headers: {
            'content-type': 'application/json',
            cookie: `XSRF-TOKEN=${forged}`,
            'x-xsrf-token': forged,
          },
          payload: { fullName: 'Eve', phoneNumber: '', userEmail: 'e@evil.example', message: 'hi' },
        });
        expect(response.statusCode).toBe(403);
      } finally {
        await app.close();
      }
    } finally {
      await site.remove();
    }
  });
});
