/**
 * The SQLite store on a real file: durability settings, retention and erasure that leave no trace
 * of the text on disk, the outbox's claims, what the owner's inbox needs, the migration of a
 * database of the first release, and plain refusals of a damaged file or an unusable DATA_DIR.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StartupError } from './startupError';
import { DATABASE_FILE, openStore, type Store } from './store';
import { FIRST_SCHEMA, SCHEMA_VERSION } from './store/schema';

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-'));
  store = openStore(dataDir);
});

afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const enquiry = (message: string) => ({
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'a@b.co',
  message,
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Which of the database's files hold `text`, read as raw bytes (as anyone with the disk could). */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, 'utf8');
  return [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`].filter((name) => {
    const file = path.join(dir, name);
    return existsSync(file) && readFileSync(file).includes(needle);
  });
}

/** Overwrites part of a page of the file, as a failing disk or a bad copy would. */
function damagePage(file: string, page: number) {
  const fd = openSync(file, 'r+');
  writeSync(fd, Buffer.alloc(200, 0xab), 0, 200, (page - 1) * 4096);
  closeSync(fd);
}

/** The error `act` throws (so its type and message can both be checked). */
function thrown(act: () => unknown): Error {
  try {
    act();
  } catch (error) {
    return error as Error;
  }
  throw new Error('It did not throw.');
}

describe('the store', () => {
  it('uses WAL and fsyncs every commit', () => {
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('keeps the file private to the service user', () => {
    expect(statSync(path.join(dataDir, 'enquiries.sqlite')).mode & 0o777).toBe(0o600);
  });

  it('keeps what it stored across a reopen', () => {
    store.saveEnquiry(enquiry('kept'), { spam: false });
    store.close();
    store = openStore(dataDir);
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['kept']);
  });

  it('lists oldest first, from a date on, without spam unless asked', () => {
    store.saveEnquiry(enquiry('old'), { spam: false, now: daysAgo(10) });
    store.saveEnquiry(enquiry('bot'), { spam: true, now: daysAgo(5) });
    store.saveEnquiry(enquiry('new'), { spam: false, now: daysAgo(1) });
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['old', 'new']);
    expect(store.listEnquiries({ includeSpam: true }).map((e) => e.message)).toEqual([
      'old',
      'bot',
      'new',
    ]);
    expect(store.listEnquiries({ since: daysAgo(7) }).map((e) => e.message)).toEqual(['new']);
  });

  it('owes an e-mail for every enquiry that is not spam, whatever the settings', () => {
    store.saveEnquiry(enquiry('person'), { spam: false });
    store.saveEnquiry(enquiry('bot'), { spam: true });
    expect(store.outboxState()).toHaveLength(1);
    expect(store.listEnquiries({ includeSpam: true }).map((e) => e.email.status)).toEqual([
      'pending',
      'none',
    ]);
  });

  it('deletes enquiries past the retention period, and the e-mails they still owed', () => {
    store.saveEnquiry(enquiry('expired'), { spam: false, now: daysAgo(31) });
    store.saveEnquiry(enquiry('recent'), { spam: false, now: daysAgo(29) });
    expect(store.deleteOlderThan(30)).toBe(1);
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['recent']);
    expect(store.outboxState()).toHaveLength(1);
  });

  it('deletes spam past its own period, and nothing that is not spam', () => {
    store.saveEnquiry(enquiry('old spam'), { spam: true, now: daysAgo(31) });
    store.saveEnquiry(enquiry('new spam'), { spam: true, now: daysAgo(29) });
    store.saveEnquiry(enquiry('old person'), { spam: false, now: daysAgo(400) });
    expect(store.deleteSpamOlderThan(30)).toBe(1);
    expect(store.listEnquiries({ includeSpam: true }).map((e) => e.message)).toEqual([
      'old person',
      'new spam',
    ]);
  });

  it('lets one worker at a time hold an e-mail, until its lease runs out', () => {
    store.saveEnquiry(enquiry('mail me'), { spam: false, now: new Date(1000) });
    const claimed = store.claimDueEmail(2000, 60_000);
    expect(claimed?.enquiry.message).toBe('mail me');
    expect(store.claimDueEmail(2001, 60_000)).toBeUndefined();
    // A crashed worker's claim expires, and the e-mail is owed again.
    expect(store.claimDueEmail(62_001, 60_000)?.outboxId).toBe(claimed!.outboxId);
  });

  it('retries a failed e-mail when due, and giving up never deletes the enquiry', () => {
    store.saveEnquiry(enquiry('flaky'), { spam: false, now: new Date(1000) });
    const first = store.claimDueEmail(1000, 60_000)!;
    store.markEmailFailed(first.outboxId, 'connection refused', 5000);
    expect(store.claimDueEmail(4999, 60_000)).toBeUndefined();
    expect(store.nextEmailDueAt()).toBe(5000);
    const second = store.claimDueEmail(5000, 60_000)!;
    expect(second.attempts).toBe(1);
    store.markEmailFailed(second.outboxId, 'still refused', 'never');
    expect(store.claimDueEmail(10 ** 13, 60_000)).toBeUndefined();
    expect(store.outboxState()[0]).toMatchObject({
      attempts: 2,
      lastError: 'still refused',
      sentAt: null,
    });
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['flaky']);
  });
});

describe('deletion is real', () => {
  it('turns on secure_delete', () => {
    expect(store.db.pragma('secure_delete', { simple: true })).toBe(1);
  });

  it('leaves no trace of what retention deleted in the database file or its log', () => {
    const marker = `retention-${randomUUID()}`;
    const kept = `kept-${randomUUID()}`;
    store.saveEnquiry(
      { ...enquiry(`${marker} short`), fullName: `${marker} name` },
      { spam: false, now: daysAgo(40) },
    );
    // Longer than a page: its text spills onto overflow pages.
    store.saveEnquiry(enquiry(`${marker} ${'नमस्ते '.repeat(500)}`), {
      spam: false,
      now: daysAgo(40),
    });
    store.saveEnquiry(enquiry(kept), { spam: false, now: daysAgo(1) });
    expect(filesHolding(dataDir, marker)).not.toEqual([]);

    expect(store.deleteOlderThan(30)).toBe(2);
    // The store is still open, as in the running service.
    expect(filesHolding(dataDir, marker)).toEqual([]);
    expect(filesHolding(dataDir, kept)).not.toEqual([]);
  });

  it('leaves no trace of an erased enquiry, and erases its e-mail state with it', () => {
    const marker = `erasure-${randomUUID()}`;
    const { id } = store.saveEnquiry(
      {
        fullName: `${marker} name`,
        phoneNumber: '98765 43210',
        userEmail: 'a@b.co',
        message: marker,
      },
      { spam: false },
    ) as { id: number };
    store.saveEnquiry(enquiry('another'), { spam: false });
    store.markEmailFailed(
      store.claimDueEmail(Date.now(), 1000)!.outboxId,
      `refused ${marker}`,
      'never',
    );
    expect(filesHolding(dataDir, marker)).not.toEqual([]);

    expect(store.deleteEnquiry(id)).toBe(true);
    expect(store.getEnquiry(id)).toBeUndefined();
    expect(store.outboxState().map((row) => row.enquiryId)).not.toContain(id);
    expect(filesHolding(dataDir, marker)).toEqual([]);
    expect(store.deleteEnquiry(id)).toBe(false);
  });
});

describe("the owner's inbox", () => {
  it('lists newest first, with new ones marked, and counts the new ones', () => {
    store.saveEnquiry(enquiry('first'), { spam: false, now: daysAgo(3) });
    store.saveEnquiry(enquiry('second'), { spam: false, now: daysAgo(2) });
    store.saveEnquiry(enquiry('bot'), { spam: true, now: daysAgo(1) });
    const { enquiries, total, unread } = store.inbox();
    expect(enquiries.map((e) => e.message)).toEqual(['second', 'first']);
    expect(enquiries.every((e) => e.readAt === null && e.repliedAt === null)).toBe(true);
    expect({ total, unread }).toEqual({ total: 2, unread: 2 });
    expect(store.inbox({ includeSpam: true }).enquiries.map((e) => e.message)).toEqual([
      'bot',
      'second',
      'first',
    ]);
    expect(store.inbox({ limit: 1, offset: 1 }).enquiries.map((e) => e.message)).toEqual(['first']);
  });

  it('marks one read, new again, and replied (which also marks it read)', () => {
    const a = store.saveEnquiry(enquiry('a'), { spam: false }) as { id: number };
    const b = store.saveEnquiry(enquiry('b'), { spam: false }) as { id: number };
    const at = new Date('2026-11-01T10:00:00.000Z');
    expect(store.setRead(a.id, true, at)).toBe(true);
    // Opening it again keeps the first time.
    store.setRead(a.id, true, new Date('2026-11-02T10:00:00.000Z'));
    expect(store.getEnquiry(a.id)!.readAt).toBe(at.toISOString());
    expect(store.countUnread()).toBe(1);
    store.setRead(a.id, false);
    expect(store.getEnquiry(a.id)!.readAt).toBeNull();

    expect(store.setReplied(b.id, true, at)).toBe(true);
    expect(store.getEnquiry(b.id)).toMatchObject({
      repliedAt: at.toISOString(),
      readAt: at.toISOString(),
    });
    store.setReplied(b.id, false);
    expect(store.getEnquiry(b.id)).toMatchObject({ repliedAt: null, readAt: at.toISOString() });
    expect(store.setReplied(9999, true)).toBe(false);
  });

  it('searches names, phones, addresses and messages, in any script, taking % and _ literally', () => {
    store.saveEnquiry(
      {
        fullName: 'आशा देवी',
        phoneNumber: '+91 98765 43210',
        userEmail: '',
        message: 'किताब चाहिए',
      },
      { spam: false },
    );
    store.saveEnquiry(
      { fullName: 'Ravi', phoneNumber: '', userEmail: 'Ravi@Example.org', message: '100% sure' },
      { spam: false },
    );
    store.saveEnquiry(enquiry('50_50'), { spam: false });
    const found = (search: string) =>
      store.inbox({ search }).enquiries.map((e) => e.fullName + ':' + e.message);
    expect(found('किताब')).toEqual(['आशा देवी:किताब चाहिए']);
    expect(found('98765')).toEqual(['आशा देवी:किताब चाहिए']);
    expect(found('ravi@example')).toEqual(['Ravi:100% sure']);
    expect(found('%')).toEqual(['Ravi:100% sure']);
    expect(found('_')).toEqual(['Asha:50_50']);
    expect(found('nobody')).toEqual([]);
    expect(store.inbox({ search: 'RAVI' }).total).toBe(1);
  });

  it("shows each enquiry's e-mail: waiting, sent, failed with the reason, or never (spam)", () => {
    store.saveEnquiry(enquiry('waits'), { spam: false, now: daysAgo(4) });
    store.saveEnquiry(enquiry('sent'), { spam: false, now: daysAgo(3) });
    store.saveEnquiry(enquiry('refused'), { spam: false, now: daysAgo(2) });
    store.saveEnquiry(enquiry('bot'), { spam: true, now: daysAgo(1) });
    const now = Date.now();
    store.markEmailFailed(
      store.claimDueEmail(now, 1000)!.outboxId,
      'connection refused',
      now + 60_000,
    );
    store.markEmailSent(store.claimDueEmail(now, 1000)!.outboxId);
    store.markEmailFailed(store.claimDueEmail(now, 1000)!.outboxId, '550 No such user', 'never');
    const email = Object.fromEntries(
      store.inbox({ includeSpam: true }).enquiries.map((e) => [e.message, e.email]),
    );
    expect(email.waits).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connection refused',
      nextAttemptAt: new Date(now + 60_000).toISOString(),
    });
    expect(email.sent).toMatchObject({ status: 'sent', attempts: 0 });
    expect(email.sent!.sentAt).not.toBeNull();
    expect(email.refused).toMatchObject({ status: 'failed', lastError: '550 No such user' });
    expect(email.bot).toMatchObject({ status: 'none' });
    expect(store.emailCounts()).toEqual({ pending: 1, sent: 1, failed: 1 });

    // The owner asks for the failed one again: it is owed as new.
    expect(store.retryFailedEmails()).toBe(1);
    expect(store.emailCounts()).toEqual({ pending: 2, sent: 1, failed: 0 });
    expect(store.claimDueEmail(Date.now(), 1000)?.enquiry.message).toBe('refused');
  });

  it('keeps what the e-mail check at the start found', () => {
    expect(store.emailCheck()).toBeUndefined();
    const check = {
      state: 'failing',
      detail: 'ECONNREFUSED',
      checkedAt: '2026-11-01T00:00:00.000Z',
    } as const;
    store.recordEmailCheck(check);
    expect(store.emailCheck()).toEqual(check);
  });
});

describe('inbox sessions', () => {
  it('are kept by hash, used, ended one by one, all at once, or when expired', () => {
    store.createSession('hash-a', 1000);
    store.createSession('hash-b', 2000);
    expect(store.findSession('hash-a')).toEqual({ createdAt: 1000, lastSeenAt: 1000 });
    store.touchSession('hash-a', 5000);
    expect(store.findSession('hash-a')).toEqual({ createdAt: 1000, lastSeenAt: 5000 });
    store.deleteSession('hash-a');
    expect(store.findSession('hash-a')).toBeUndefined();
    store.createSession('hash-c', 9000);
    // Begun before 1500, or unused since before 2500: hash-b goes, hash-c stays.
    expect(store.deleteExpiredSessions(1500, 2500)).toBe(1);
    expect(store.findSession('hash-c')).toBeDefined();
    expect(store.deleteAllSessions()).toBe(1);
    expect(store.findSession('hash-c')).toBeUndefined();
  });
});

describe('a database of the first release', () => {
  it('is migrated in place: its enquiries stay, each owes its e-mail, and text it deleted is wiped', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'store-v0-'));
    try {
      const marker = `deleted-long-ago-${randomUUID()}`;
      const old = new Database(path.join(dir, DATABASE_FILE));
      old.pragma('journal_mode = WAL');
      old.exec(FIRST_SCHEMA);
      const insert = old.prepare(
        `INSERT INTO enquiries (receivedAt, fullName, phoneNumber, userEmail, message, spam, fingerprint)
         VALUES (?, 'Asha', '', 'a@b.co', ?, ?, 'x')`,
      );
      insert.run('2026-01-01T00:00:00.000Z', 'stored without e-mail set up', 0);
      insert.run('2026-01-02T00:00:00.000Z', 'e-mailed', 0);
      insert.run('2026-01-03T00:00:00.000Z', 'bot', 1);
      insert.run('2026-01-04T00:00:00.000Z', marker, 0);
      old
        .prepare(
          "INSERT INTO outbox (enquiryId, nextAttemptAt, sentAt) VALUES (2, 0, '2026-01-02T00:01:00.000Z')",
        )
        .run();
      // The first release deleted without secure_delete: the text stayed in the file.
      old.prepare('DELETE FROM enquiries WHERE id = 4').run();
      old.close();
      expect(filesHolding(dir, marker)).toEqual([DATABASE_FILE]);

      const migrated = openStore(dir);
      try {
        expect(migrated.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
        const listed = migrated.listEnquiries({ includeSpam: true });
        expect(listed.map((e) => [e.message, e.email.status, e.readAt])).toEqual([
          ['stored without e-mail set up', 'pending', null],
          ['e-mailed', 'sent', null],
          ['bot', 'none', null],
        ]);
        expect(filesHolding(dir, marker)).toEqual([]);
      } finally {
        migrated.close();
      }
      // Opening it again changes nothing.
      const again = openStore(dir);
      expect(again.listEnquiries({ includeSpam: true })).toHaveLength(3);
      expect(again.outboxState()).toHaveLength(2);
      again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('written by a newer version is refused, not changed', () => {
    store.db.pragma('user_version = 99');
    store.close();
    const error = thrown(() => openStore(dataDir));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(/written by a newer version of this service/);
  });
});

describe('opening refuses, in one sentence,', () => {
  it('a damaged database, naming the file and what to do', () => {
    for (let i = 0; i < 40; i += 1)
      store.saveEnquiry(enquiry(`m${i} ${'x'.repeat(400)}`), { spam: false });
    store.close();
    const file = path.join(dataDir, DATABASE_FILE);
    damagePage(file, 3);
    const error = thrown(() => openStore(dataDir));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toContain(`The database ${file} is damaged`);
    expect(error.message).toMatch(/restore the latest backup \(docs\/deploy\.md, section 4\)/);
    expect(error.message).not.toContain('\n');

    // A file whose first page is gone is not a database at all: the same sentence.
    damagePage(file, 1);
    expect(thrown(() => openStore(dataDir)).message).toContain(`The database ${file} is damaged`);
  });

  it('a DATA_DIR it cannot create or write, naming DATA_DIR and the folder', async () => {
    const notAFolder = path.join(dataDir, 'a-file');
    await writeFile(notAFolder, 'x');
    const error = thrown(() => openStore(path.join(notAFolder, 'data')));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toBe(
      `The service cannot write to DATA_DIR (${path.join(notAFolder, 'data')}): part of that path is a file, not a folder. ` +
        "It keeps the enquiries there, so DATA_DIR must be a folder on a local disk that the service's user can write to: " +
        'check the path, its owner, the free space, and that its disk is not mounted read-only.',
    );
  });

  it('a missing database when one must exist (the CLI), creating nothing', () => {
    const empty = path.join(dataDir, 'empty');
    const error = thrown(() => openStore(empty, { mustExist: true }));
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).toMatch(
      /^DATA_DIR \(.*empty\) does not exist, so there is no database of enquiries to read/,
    );
    expect(existsSync(empty)).toBe(false);
  });
});
