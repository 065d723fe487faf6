/**
 * `npm run inbox -- set-passphrase` (docs/spec/contracts.md §11.1), run as a real process with the
 * passphrase on standard input: only a slow salted hash is kept (mode 600), empty and short ones
 * are refused with a sentence, a wrong command line exits 2, the command works through npm as
 * docs/deploy.md writes it, and a new passphrase signs out every session of the running service
 * at once (the old passphrase no longer works, the new one does).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { PASSPHRASE_FILE, parseHash, readPassphrase, verifyPassphrase } from '../inbox/passphrase';
import { makeSite, projectRoot, request } from '../../testing/server/service';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command with `input` on a pipe as its standard input. */
function run(args: string[], input: string, dataDir: string, viaNpm = false): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = viaNpm
      ? spawn('npm', ['run', 'inbox', '--', ...args], {
          cwd: projectRoot,
          env: { ...process.env, DATA_DIR: dataDir },
        })
      : spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/inbox.ts', ...args], {
          cwd: projectRoot,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
        });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'inbox-cli-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run inbox -- set-passphrase', () => {
  it('keeps only a slow salted hash, in a file only its owner can read, and exits 0', async () => {
    const passphrase = 'मेरा पासवर्ड लंबा है';
    const result = await run(['set-passphrase'], `${passphrase}\n`, dataDir);
    expect(result.code).toBe(0);
    const file = path.join(dataDir, PASSPHRASE_FILE);
    expect(result.stdout).toContain(
      `The inbox passphrase is set. Only a salted hash of it is kept, in ${file}.`,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(passphrase);
    expect(text).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}\n$/);
    const stored = readPassphrase(dataDir);
    if (stored.state !== 'set') throw new Error('not set');
    expect(await verifyPassphrase(passphrase, stored.hash)).toBe(true);
    // The same words in another Unicode form (decomposed) are the same passphrase.
    expect(await verifyPassphrase(passphrase.normalize('NFD'), stored.hash)).toBe(true);
    expect(await verifyPassphrase(`${passphrase} `, stored.hash)).toBe(false);

    // A second time: a new salt, so a new hash.
    expect((await run(['set-passphrase'], `${passphrase}\n`, dataDir)).code).toBe(0);
    expect(parseHash(readFileSync(file, 'utf8'))!.salt).not.toEqual(stored.hash.salt);
  });

  it.each([
    ['empty', '', /^The passphrase is empty/],
    ['only a line end', '\n', /^The passphrase is empty/],
    ['only spaces', '              \n', /^The passphrase is empty/],
    ['11 characters', 'eleven char\n', /^The passphrase has 11 characters; it needs at least 12\./],
  ])('refuses a passphrase that is %s, changing nothing (exit 1)', async (_what, input, words) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-cli-refused-'));
    try {
      const result = await run(['set-passphrase'], input, dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(words);
      expect(result.stderr).toMatch(/Nothing was changed\.\n$/);
      expect(readPassphrase(dir).state).toBe('unset');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([[[]], [['set-password']], [['set-passphrase', 'extra']], [['--nope']]])(
    'explains a wrong command line %j and exits 2',
    async (args) => {
      const result = await run(args, 'twelve chars ok\n', dataDir);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run inbox -- set-passphrase');
    },
  );

  it('works through npm, as docs/deploy.md writes it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'inbox-cli-npm-'));
    try {
      const result = await run(['set-passphrase'], 'a passphrase set through npm\n', dir, true);
      expect(result.code, result.stderr).toBe(0);
      expect(readPassphrase(dir).state).toBe('set');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a new passphrase, while the service runs', () => {
  let site: Awaited<ReturnType<typeof makeSite>>;
  let app: FastifyInstance;
  let base: string;
  let token: string;

  beforeAll(async () => {
    site = await makeSite('inbox-cli-service');
    expect((await run(['set-passphrase'], 'the first passphrase\n', site.dataDir)).code).toBe(0);
    app = await buildApp({
      config: readConfig({ DATA_DIR: site.dataDir, DIST_DIR: site.distDir }, site.root),
      inbox: { wait: async () => undefined },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const page = await request(`${base}/inbox`);
    token = /XSRF-TOKEN=([^;]+)/.exec(String(page.headers['set-cookie']))?.[1] ?? '';
  });

  afterAll(async () => {
    await app?.close();
    await site?.remove();
  });

  const signIn = (passphrase: string) =>
    request(`${base}/u1/inbox/session`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        cookie: `XSRF-TOKEN=${token}`,
        'x-xsrf-token': token,
      },
      body: JSON.stringify({ passphrase }),
    });
  const sessionOf = (response: Awaited<ReturnType<typeof signIn>>) =>
    String(response.headers['set-cookie']).split(';')[0] ?? '';
  const status = (session: string) =>
    request(`${base}/u1/inbox/status`, { headers: { cookie: session } });

  it('signs out every session at once; the old passphrase stops working, the new one works', async () => {
    const first = sessionOf(await signIn('the first passphrase'));
    const second = sessionOf(await signIn('the first passphrase'));
    expect((await status(first)).status).toBe(200);
    expect((await status(second)).status).toBe(200);

    const result = await run(['set-passphrase'], 'the second passphrase\n', site.dataDir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('2 signed-in sessions were ended.');

    expect((await status(first)).status).toBe(401);
    expect((await status(second)).status).toBe(401);
    expect((await signIn('the first passphrase')).status).toBe(401);
    const third = await signIn('the second passphrase');
    expect(third.status).toBe(200);
    expect((await status(sessionOf(third))).status).toBe(200);
  });

  it('leaves no other file in DATA_DIR behind', async () => {
    expect(readdirSync(site.dataDir).filter((name) => name.includes('.tmp'))).toEqual([]);
  });
});
