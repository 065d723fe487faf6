/**
 * Erasure survives a restore: an enquiry deleted on request is written in the erasure ledger (its
 * number and arrival time, nothing it said), and when an older backup of the database is put back
 * the service deletes it again before it sends any e-mail, so it is never seen or e-mailed again;
 * an enquiry that only shares its number is kept. The ledger refuses to be read past damage.
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync, copyFileSync, readFileSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { StartupError } from './startupError';
import { DATABASE_FILE, openStore, type Store } from './store';
import { ERASURE_LEDGER_FILE } from './store/ledgers';
import { eventually, makeSite } from '../testing/server/service';
import { headersOf, startSmtp } from '../testing/server/smtp';

type Site = Awaited<ReturnType<typeof makeSite>>;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function site(): Promise<Site> {
  const made = await makeSite('erasure');
  cleanups.push(() => made.remove());
  return made;
}

function open(dataDir: string): Store {
  const store = openStore(dataDir);
  cleanups.push(() => store.close());
  return store;
}

const enquiry = (message: string) => ({
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message,
});

function save(store: Store, message: string, now?: Date): number {
  const saved = store.saveEnquiry(enquiry(message), { spam: false, now });
  if (saved.outcome !== 'stored') throw new Error(`not stored: ${saved.outcome}`);
  return saved.id;
}

/** A backup as docs/deploy.md makes one (SQLite's online backup), into `file`. */
async function backUp(store: Store, file: string): Promise<void> {
  await store.db.backup(file);
}

/** Puts `backup` in place of the database in `dataDir`, as docs/deploy.md restores one. */
function restore(dataDir: string, backup: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(path.join(dataDir, `${DATABASE_FILE}${suffix}`), { force: true });
  }
  copyFileSync(backup, path.join(dataDir, DATABASE_FILE));
}

const messages = (store: Store) =>
  store.listEnquiries({ includeSpam: true }).map((row) => row.message);

describe('the erasure ledger', () => {
  it('keeps the number and the arrival time of each erasure, never what was written', async () => {
    const { dataDir } = await site();
    const store = open(dataDir);
    const marker = `ledger-${randomUUID()}`;
    const id = save(store, marker);
    const { receivedAt } = store.getEnquiry(id)!;

    expect(store.deleteEnquiry(id, new Date('2026-11-29T10:00:00Z'))).toBe(true);

    const ledger = readFileSync(path.join(dataDir, ERASURE_LEDGER_FILE), 'utf8');
    expect(
      ledger
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([{ id, receivedAt, erasedAt: '2026-11-29T10:00:00.000Z' }]);
    expect(ledger).not.toContain(marker);
    expect(ledger).not.toContain('asha');
  });

  it('deletes again, at the next opening, an erased enquiry that a restored backup brought back', async () => {
    const { dataDir, root } = await site();
    const backup = path.join(root, 'backup.sqlite');
    let store = openStore(dataDir);
    const erased = save(store, 'erased after the backup');
    save(store, 'kept');
    await backUp(store, backup);
    store.deleteEnquiry(erased);
    store.close();

    restore(dataDir, backup);
    store = open(dataDir);

    expect(store.erasuresApplied).toBe(1);
    expect(messages(store)).toEqual(['kept']);
    expect(store.outboxState().map((row) => row.enquiryId)).not.toContain(erased);
  });

  it('keeps a new enquiry that was given the erased one’s number again', async () => {
    const { dataDir, root } = await site();
    const backup = path.join(root, 'backup.sqlite');
    let store = openStore(dataDir);
    await backUp(store, backup);
    const erased = save(store, 'erased', new Date('2026-11-20T10:00:00Z'));
    store.deleteEnquiry(erased);
    store.close();

    // The backup's counter is older than the erasure: the next enquiry is given its number.
    restore(dataDir, backup);
    store = openStore(dataDir);
    const again = save(store, 'new, with the same number', new Date('2026-11-29T10:00:00Z'));
    expect(again).toBe(erased);
    store.close();

    store = open(dataDir);
    expect(store.erasuresApplied).toBe(0);
    expect(messages(store)).toEqual(['new, with the same number']);
  });

  it('finishes an erasure whose line was written when the process stopped before the deletion', async () => {
    const { dataDir } = await site();
    let store = openStore(dataDir);
    const id = save(store, 'half erased');
    const { receivedAt } = store.getEnquiry(id)!;
    store.close();
    appendFileSync(
      path.join(dataDir, ERASURE_LEDGER_FILE),
      `${JSON.stringify({ id, receivedAt, erasedAt: receivedAt })}\n`,
    );

    store = open(dataDir);
    expect(store.erasuresApplied).toBe(1);
    expect(messages(store)).toEqual([]);
  });

  it('passes over a last line cut short by a crash, and writes the next erasure on a line of its own', async () => {
    const { dataDir } = await site();
    const ledger = path.join(dataDir, ERASURE_LEDGER_FILE);
    let store = openStore(dataDir);
    const id = save(store, 'to erase');
    store.close();
    appendFileSync(ledger, '{"id":99,"receivedAt":"2026-');

    store = open(dataDir);
    expect(store.erasuresApplied).toBe(0);
    expect(store.deleteEnquiry(id)).toBe(true);
    const lines = readFileSync(ledger, 'utf8').split('\n');
    expect(lines[0]).toBe('{"id":99,"receivedAt":"2026-');
    expect(JSON.parse(lines[1]!)).toMatchObject({ id });
  });

  it('refuses to open past a damaged line, naming the file and the line, and deletes nothing', async () => {
    const { dataDir } = await site();
    let store = openStore(dataDir);
    save(store, 'still here');
    store.close();
    appendFileSync(path.join(dataDir, ERASURE_LEDGER_FILE), 'not a line of the ledger\n');

    expect(() => openStore(dataDir)).toThrow(StartupError);
    expect(() => openStore(dataDir)).toThrow(
      `The erasure ledger ${path.join(dataDir, ERASURE_LEDGER_FILE)} is damaged at line 1.`,
    );
    rmSync(path.join(dataDir, ERASURE_LEDGER_FILE));
    store = open(dataDir);
    expect(messages(store)).toEqual(['still here']);
  });
});

describe('a restored backup, started as the service', { timeout: 30_000 }, () => {
  it('never e-mails an enquiry erased after the backup, and sends the one still owed', async () => {
    const made = await site();
    const backup = path.join(made.root, 'backup.sqlite');
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    // Two enquiries whose e-mails are still owed when the backup is made (e-mail was off).
    let store = openStore(made.dataDir);
    const erased = save(store, 'erased after the backup');
    const owed = save(store, 'still owed');
    await backUp(store, backup);
    store.deleteEnquiry(erased);
    store.close();
    restore(made.dataDir, backup);

    const config = readConfig(
      {
        DATA_DIR: made.dataDir,
        DIST_DIR: made.distDir,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        NOTIFY_TO: 'owner@saathi.example',
      },
      made.root,
    );
    const app: FastifyInstance = await buildApp({
      config,
      logger: false,
      outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 100 },
    });
    cleanups.push(() => app.close());
    await app.ready();

    // Wait for the owed one's e-mail: the outbox took its rows in order, the erased one first.
    const subjects = await eventually(() => {
      const sent = smtp.received.map((mail) => headersOf(mail.raw).get('subject')?.[0] ?? '');
      if (!sent.some((subject) => subject.includes(`(number ${owed})`))) return undefined;
      return sent;
    }, 'the e-mail of the enquiry still owed');
    expect(subjects.filter((subject) => subject.includes(`(number ${erased})`))).toEqual([]);
    store = open(made.dataDir);
    expect(messages(store)).toEqual(['still owed']);
  });
});
