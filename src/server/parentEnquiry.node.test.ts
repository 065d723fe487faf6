/**
 * A parent's or guardian's enquiry in the store (DPDP Rules 2025, rule 10): kept with who wrote,
 * confirmed by the owner's call, erased when not confirmed in time (and its text wiped from the
 * file), the older databases migrated as adults' and their repeats still repeats, and the owner's
 * e-mail that says to call first, with none of the parent's words.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PARENT_CONFIRM_DAYS } from '../shared/enquiry';
import { composeEmail } from './notify';
import { DATABASE_FILE, openStore, type Store } from './store';
import { CHECKED_AFTER_RESTORE } from './store/enquiries';
import { CONSENT_LEDGER_FILE } from './store/ledgers';
import { FIRST_SCHEMA } from './store/schema';
import { StartupError } from './startupError';

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'parent-'));
  store = openStore(dataDir);
});

afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true, force: true });
});

const parent = (message: string) => ({
  writer: 'parent' as const,
  relationship: 'my daughter',
  fullName: 'Sunita Devi',
  phoneNumber: '+91 98765 43210',
  userEmail: '',
  message,
});
const adult = (message: string) => ({
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'a@b.co',
  message,
});
/** What the owner records on the call, as the inbox sends it. */
const given = (confirmedBy: string) => ({
  confirmedBy,
  checked: 'Spoke with Sunita Devi, her mother, an adult; she agreed to the notice.',
  noticeDate: '29 November 2026',
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Which of the database's files hold `text`, read as raw bytes. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, 'utf8');
  return [DATABASE_FILE, `${DATABASE_FILE}-wal`].filter((name) => {
    const file = path.join(dir, name);
    return existsSync(file) && readFileSync(file).includes(needle);
  });
}

describe("a parent's enquiry", () => {
  it('is kept with who wrote and what the young person is to them, waiting for confirmation', () => {
    const saved = store.saveEnquiry(parent('waiting'), { spam: false });
    if (saved.outcome !== 'stored') throw new Error('not stored');
    expect(store.getEnquiry(saved.id)).toMatchObject({
      writer: 'parent',
      relationship: 'my daughter',
      consent: null,
    });
    // An adult's has no relationship, whatever was handed in.
    const other = store.saveEnquiry({ ...adult('adult'), relationship: 'x' }, { spam: false });
    if (other.outcome !== 'stored') throw new Error('not stored');
    expect(store.getEnquiry(other.id)).toMatchObject({
      writer: 'adult',
      relationship: '',
      consent: null,
    });
  });

  it('records the owner’s confirmation once, and never on an adult’s or on spam', () => {
    const ids = [
      store.saveEnquiry(parent('to confirm'), { spam: false }),
      store.saveEnquiry(adult('adult'), { spam: false }),
      store.saveEnquiry(parent('bot'), { spam: true }),
    ].map((saved) => (saved.outcome === 'stored' ? saved.id : Number.NaN));
    const [parentId, adultId, spamId] = ids as [number, number, number];
    const at = new Date('2026-11-29T10:00:00.000Z');
    expect(store.confirmConsent(parentId, given('Meera (founder)'), at)).toBe(true);
    expect(store.getEnquiry(parentId)?.consent).toEqual({
      confirmedAt: '2026-11-29T10:00:00.000Z',
      ...given('Meera (founder)'),
    });
    // A second confirmation changes nothing: the first call is the record.
    expect(store.confirmConsent(parentId, given('Someone else'))).toBe(false);
    expect(store.getEnquiry(parentId)?.consent?.confirmedBy).toBe('Meera (founder)');
    expect(store.confirmConsent(adultId, given('Meera'))).toBe(false);
    expect(store.confirmConsent(spamId, given('Meera'))).toBe(false);
    expect(store.confirmConsent(9999, given('Meera'))).toBe(false);
  });

  it('keeps the notice they read as they sent it, though it changed before the call', () => {
    const saved = store.saveEnquiry(parent('sent under the old notice'), {
      spam: false,
      noticeDate: '29 November 2026',
    });
    const older = store.saveEnquiry(parent('stored before notices were kept'), { spam: false });
    if (saved.outcome !== 'stored' || older.outcome !== 'stored') throw new Error('not stored');
    // The call, after the notice was updated: the build now carries a newer date.
    const newer = { ...given('Meera (founder)'), noticeDate: '5 December 2026' };
    expect(store.confirmConsent(saved.id, newer)).toBe(true);
    expect(store.getEnquiry(saved.id)?.consent?.noticeDate).toBe('29 November 2026');
    expect(store.confirmConsent(older.id, newer)).toBe(true);
    expect(store.getEnquiry(older.id)?.consent?.noticeDate).toBe('5 December 2026');
    const ledger = readFileSync(path.join(dataDir, CONSENT_LEDGER_FILE), 'utf8');
    expect(
      ledger
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).noticeDate),
    ).toEqual(['29 November 2026', '5 December 2026']);
    // An adult's keeps none.
    const adults = store.saveEnquiry(adult('adult'), {
      spam: false,
      noticeDate: '29 November 2026',
    });
    if (adults.outcome !== 'stored') throw new Error('not stored');
    const row = store.db
      .prepare('SELECT consentNoticeDate FROM enquiries WHERE id = ?')
      .get(adults.id) as { consentNoticeDate: string | null };
    expect(row.consentNoticeDate).toBeNull();
  });

  it(`is erased, its text wiped from the file, when not confirmed within ${PARENT_CONFIRM_DAYS} days`, () => {
    const marker = `unconfirmed-${Date.now()}`;
    store.saveEnquiry(parent(marker), { spam: false, now: daysAgo(PARENT_CONFIRM_DAYS + 1) });
    store.saveEnquiry(parent('still waiting'), {
      spam: false,
      now: daysAgo(PARENT_CONFIRM_DAYS - 1),
    });
    const confirmed = store.saveEnquiry(parent('confirmed'), {
      spam: false,
      now: daysAgo(PARENT_CONFIRM_DAYS + 5),
    });
    if (confirmed.outcome !== 'stored') throw new Error('not stored');
    store.confirmConsent(confirmed.id, given('Meera'), daysAgo(PARENT_CONFIRM_DAYS + 4));
    store.saveEnquiry(adult('old adult'), { spam: false, now: daysAgo(PARENT_CONFIRM_DAYS + 9) });

    expect(store.deleteUnconfirmedOlderThan(PARENT_CONFIRM_DAYS)).toBe(1);
    expect(store.listEnquiries().map((e) => e.message)).toEqual([
      'old adult',
      'confirmed',
      'still waiting',
    ]);
    // Its e-mail state went with it.
    expect(store.outboxState()).toHaveLength(3);
    expect(filesHolding(dataDir, marker)).toEqual([]);
  });
});

/** Puts `backup` in place of the database in `dir`, as docs/deploy.md restores one. */
function restore(dir: string, backup: string): void {
  for (const suffix of ['', '-wal', '-shm']) {
    rmSync(path.join(dir, `${DATABASE_FILE}${suffix}`), { force: true });
  }
  copyFileSync(backup, path.join(dir, DATABASE_FILE));
}

describe('the consent ledger', () => {
  it('keeps each confirmation (which enquiry, when, by whom, the notice), never what was written or said', () => {
    const saved = store.saveEnquiry(parent('Her words stay out of the ledger.'), { spam: false });
    if (saved.outcome !== 'stored') throw new Error('not stored');
    const at = new Date('2026-11-29T10:00:00.000Z');
    store.confirmConsent(saved.id, given('Meera'), at);
    const { receivedAt } = store.getEnquiry(saved.id)!;
    const lines = readFileSync(path.join(dataDir, CONSENT_LEDGER_FILE), 'utf8');
    const line = {
      id: saved.id,
      receivedAt,
      confirmedAt: at.toISOString(),
      confirmedBy: 'Meera',
      noticeDate: given('Meera').noticeDate,
    };
    expect(lines).toBe(`${JSON.stringify(line)}\n`);
    // Neither the enquiry's words nor the owner's about the call, which name the parent.
    for (const words of ['Sunita', '98765', 'daughter', 'ledger.', 'mother']) {
      expect(lines).not.toContain(words);
    }
  });

  it('survives a restore: a backup from before the call is confirmed again, and not deleted as unconfirmed', async () => {
    const received = daysAgo(PARENT_CONFIRM_DAYS + 2);
    const saved = store.saveEnquiry(parent('confirmed after the backup'), {
      spam: false,
      now: received,
    });
    if (saved.outcome !== 'stored') throw new Error('not stored');
    const backup = path.join(dataDir, 'backup.sqlite');
    await store.db.backup(backup);
    const confirmedAt = daysAgo(1);
    store.confirmConsent(saved.id, given('Meera'), confirmedAt);
    store.close();

    restore(dataDir, backup);
    store = openStore(dataDir);
    expect(store.consentsApplied).toBe(1);
    expect(store.getEnquiry(saved.id)?.consent).toEqual({
      confirmedAt: confirmedAt.toISOString(),
      ...given('Meera'),
      checked: CHECKED_AFTER_RESTORE,
    });
    expect(store.deleteUnconfirmedOlderThan(PARENT_CONFIRM_DAYS)).toBe(0);
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['confirmed after the backup']);
  });

  it('confirms nothing for another enquiry that only shares the number', async () => {
    const saved = store.saveEnquiry(parent('first'), { spam: false, now: daysAgo(3) });
    if (saved.outcome !== 'stored') throw new Error('not stored');
    const backup = path.join(dataDir, 'empty.sqlite');
    store.deleteEnquiry(saved.id);
    store.confirmConsent(saved.id, given('Meera'));
    store.close();
    // A database where the same number went to another parent's enquiry.
    const other = openStore(path.join(dataDir, 'other'));
    other.saveEnquiry(parent('another parent'), { spam: false });
    await other.db.backup(backup);
    other.close();
    restore(dataDir, backup);
    store = openStore(dataDir);
    expect(store.consentsApplied).toBe(0);
    expect(store.listEnquiries()[0]).toMatchObject({ message: 'another parent', consent: null });
  });

  it('stops the start at a damaged line, naming the file', () => {
    store.close();
    appendFileSync(path.join(dataDir, CONSENT_LEDGER_FILE), 'not a line of the ledger\n');
    let error: unknown;
    try {
      store = openStore(dataDir);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(
      `The consent ledger ${path.join(dataDir, CONSENT_LEDGER_FILE)} is damaged at line 1.`,
    );
    rmSync(path.join(dataDir, CONSENT_LEDGER_FILE));
    store = openStore(dataDir);
  });
});

describe('a database from before parents could write', () => {
  /** The fingerprint of an Idempotency-Key's enquiry, as schema 2 made it. */
  const oldFingerprint = (e: ReturnType<typeof adult>) =>
    createHash('sha256')
      .update(JSON.stringify([e.fullName, e.phoneNumber, e.userEmail, e.message, false]))
      .digest('base64url');

  it('keeps its enquiries as adults’, and a repeat sent across the upgrade is still a repeat', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'parent-v2-'));
    try {
      const old = new Database(path.join(dir, DATABASE_FILE));
      old.exec(FIRST_SCHEMA);
      const sent = adult('sent before the upgrade');
      old
        .prepare(
          `INSERT INTO enquiries
             (receivedAt, fullName, phoneNumber, userEmail, message, spam, idempotencyKey, fingerprint)
           VALUES ('2026-11-01T00:00:00.000Z', ?, ?, ?, ?, 0, 'key-1', ?)`,
        )
        .run(sent.fullName, sent.phoneNumber, sent.userEmail, sent.message, oldFingerprint(sent));
      old.close();

      const migrated = openStore(dir);
      try {
        expect(migrated.listEnquiries()).toMatchObject([
          { message: 'sent before the upgrade', writer: 'adult', relationship: '', consent: null },
        ]);
        // It was told no reference then, and is given none now.
        expect(migrated.saveEnquiry(sent, { spam: false, idempotencyKey: 'key-1' })).toEqual({
          outcome: 'repeat',
          id: 1,
          reference: null,
        });
      } finally {
        migrated.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the owner's e-mail for a parent's enquiry", () => {
  it('says to call them first, and carries none of their words', () => {
    const saved = store.saveEnquiry(parent('She cries at night.'), { spam: false });
    if (saved.outcome !== 'stored') throw new Error('not stored');
    const mail = composeEmail(store.getEnquiry(saved.id)!, 'owner@example.org', 'site@example.org');
    expect(mail.text).toContain('A parent or guardian wrote about a young person. Call them first');
    expect(mail.text).toContain(`Unconfirmed after ${PARENT_CONFIRM_DAYS} days, it is deleted.`);
    expect(mail.subject).toBe(`New enquiry from the website (number ${saved.id})`);
    for (const words of ['Sunita', '98765', 'daughter', 'cries']) {
      expect(`${mail.subject}\n${mail.text}`).not.toContain(words);
    }
  });
});
