/**
 * The owner's inbox passphrase, kept only as a slow, salted hash in `DATA_DIR/inbox-passphrase`
 * (docs/spec/contracts.md §11.1): scrypt from node:crypto, with its parameters written next to the
 * hash so that a later version can raise them without locking the owner out.
 *
 * The file is one line, `scrypt$N$r$p$salt$hash` (salt and hash in base64url), readable by the
 * service's user only, and written whole or not at all (a file of its own, flushed, then renamed
 * over the old one). The service reads it at every sign-in, so a new passphrase set with
 * `npm run inbox -- set-passphrase` counts at once, without a restart.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { writeWholeFile } from '../wholeFile';

export const PASSPHRASE_FILE = 'inbox-passphrase';

/** Shortest passphrase accepted, in characters (Unicode code points, so Hindi counts fairly). */
export const MIN_PASSPHRASE_LENGTH = 12;
/** Longest, in characters: far past any real one, short enough that hashing it costs nothing more. */
export const MAX_PASSPHRASE_LENGTH = 1024;

/**
 * scrypt's cost: N = 2^15, r = 8, p = 1 uses 32 MiB and about 0.1 s of one core per try on a
 * small server (the lower bound OWASP's guidance allows for scrypt), so a stolen file yields
 * a few guesses a second per core. The sign-in limit (5 tries per address per 15 minutes) is
 * what stops guessing over the network.
 */
export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export interface PassphraseHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

/** Why a passphrase cannot be used, in a sentence; undefined when it can. */
export function passphraseProblem(passphrase: string): string | undefined {
  const length = [...passphrase].length;
  if (passphrase.trim() === '') {
    return 'The passphrase is empty: type at least 12 characters, for example four or five words you will remember.';
  }
  if (length < MIN_PASSPHRASE_LENGTH) {
    return `The passphrase has ${length} characters; it needs at least ${MIN_PASSPHRASE_LENGTH}. Four or five words you will remember make a good one.`;
  }
  if (length > MAX_PASSPHRASE_LENGTH) {
    return `The passphrase has ${length} characters; at most ${MAX_PASSPHRASE_LENGTH} are allowed.`;
  }
  return undefined;
}

/**
 * The same passphrase typed on another keyboard can reach us in another Unicode form (Hindi in
 * particular): both are compared in NFC.
 */
function normalised(passphrase: string): string {
  return passphrase.normalize('NFC');
}

function derive(passphrase: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  const { N = SCRYPT_COST.N, r = SCRYPT_COST.r } = cost;
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128 * N * r bytes, and Node's default cap (32 MiB) is just under that.
    scrypt(
      normalised(passphrase),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** A new salted hash of `passphrase`, at today's cost. */
export async function hashPassphrase(passphrase: string): Promise<PassphraseHash> {
  const salt = randomBytes(SALT_BYTES);
  return { ...SCRYPT_COST, salt, hash: await derive(passphrase, salt, SCRYPT_COST) };
}

/** Whether `candidate` is the passphrase of `stored`, compared in constant time. */
export async function verifyPassphrase(
  candidate: string,
  stored: PassphraseHash,
): Promise<boolean> {
  const key = await derive(candidate, stored.salt, { N: stored.N, r: stored.r, p: stored.p });
  return key.length === stored.hash.length && timingSafeEqual(key, stored.hash);
}

export function formatHash({ N, r, p, salt, hash }: PassphraseHash): string {
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}\n`;
}

/** The hash in a file's text, or undefined when the text is not one. */
export function parseHash(text: string): PassphraseHash | undefined {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]{16,})\$([\w-]{32,})$/.exec(text.trim());
  if (!match) return undefined;
  const [, N, r, p, salt, hash] = match;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  // A power of two of at least 2^14, and sane r and p: anything else was not written by us.
  if (cost.N < 2 ** 14 || cost.N > 2 ** 22 || (cost.N & (cost.N - 1)) !== 0) return undefined;
  if (cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) return undefined;
  return {
    ...cost,
    salt: Buffer.from(salt ?? '', 'base64url'),
    hash: Buffer.from(hash ?? '', 'base64url'),
  };
}

export type PassphraseState =
  | { state: 'unset' }
  | { state: 'set'; hash: PassphraseHash }
  /** The file is there but holds no hash we wrote, or cannot be read. */
  | { state: 'unusable'; reason: string };

/** What `DATA_DIR/inbox-passphrase` holds now. */
export function readPassphrase(dataDir: string): PassphraseState {
  const file = path.join(dataDir, PASSPHRASE_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { state: 'unset' };
    return { state: 'unusable', reason: `${file} cannot be read (${code ?? 'unknown error'})` };
  }
  const hash = parseHash(text);
  return hash
    ? { state: 'set', hash }
    : { state: 'unusable', reason: `${file} does not hold a passphrase hash` };
}

/**
 * Writes the hash into `DATA_DIR/inbox-passphrase` (mode 600), whole or not at all, creating
 * DATA_DIR (mode 700) when needed. Returns the file's path.
 */
export function writePassphrase(dataDir: string, hash: PassphraseHash): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, PASSPHRASE_FILE);
  writeWholeFile(file, formatHash(hash));
  return file;
}
