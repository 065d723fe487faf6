/**
 * Each enquiry's reference (src/shared/reference.ts), on a real file: six random digits for every
 * new enquiry, spam too; the same one for a repeat of its Idempotency-Key; a reference already
 * taken drawn again, and a fault rather than an endless loop when draws keep colliding; a
 * database of schema 4 migrated with no reference for the enquiries it held. And the language of
 * each enquiry's form (schema 6), kept beside its reference: the same set-up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openStore, type Store } from './store';
import type { RandomBelow } from './store/enquiries';
import { FIRST_SCHEMA, MIGRATIONS, SCHEMA_VERSION } from './store/schema';

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-reference-'));
});

afterEach(async () => {
  store?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const enquiry = (message: string) => ({
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'a@b.co',
  message,
});

/** A random source that gives `draws` in turn, and records what it was asked for. */
function scripted(draws: number[]): RandomBelow & { asked: number[] } {
  const asked: number[] = [];
  const next = (below: number) => {
    asked.push(below);
    const draw = draws.shift();
    if (draw === undefined) throw new Error('No draw left.');
    return draw;
  };
  return Object.assign(next, { asked });
}

/** The reference a save gave, or a failure when it stored nothing new. */
function referenceOf(saved: ReturnType<Store['saveEnquiry']>): string {
  if (saved.outcome !== 'stored') throw new Error(`Not stored: ${saved.outcome}`);
  return saved.reference;
}

describe("an enquiry's reference", () => {
  it('is six random digits for every new enquiry, spam included, each its own', () => {
    store = openStore(dataDir);
    const saved = [
      store.saveEnquiry(enquiry('one'), { spam: false }),
      store.saveEnquiry(enquiry('two'), { spam: false }),
      store.saveEnquiry(enquiry('bot'), { spam: true }),
    ].map(referenceOf);
    for (const reference of saved) expect(reference).toMatch(/^[0-9]{6}$/);
    expect(new Set(saved).size).toBe(3);
    // What the store keeps, and what the owner's listings read.
    const listed = store.listEnquiries({ includeSpam: true });
    expect(listed.map((e) => e.reference)).toEqual(saved);
    expect(store.getEnquiry(listed[0]!.id)?.reference).toBe(saved[0]);
  });

  it('is drawn below a million and written with its leading zeros', () => {
    const random = scripted([42, 0]);
    store = openStore(dataDir, { randomBelow: random });
    expect(referenceOf(store.saveEnquiry(enquiry('a'), { spam: false }))).toBe('000042');
    expect(referenceOf(store.saveEnquiry(enquiry('b'), { spam: false }))).toBe('000000');
    expect(random.asked).toEqual([1_000_000, 1_000_000]);
  });

  it('is the one given the first time for a repeat of the same Idempotency-Key', () => {
    store = openStore(dataDir);
    const first = store.saveEnquiry(enquiry('once'), { spam: false, idempotencyKey: 'key-12345' });
    const repeat = store.saveEnquiry(enquiry('once'), { spam: false, idempotencyKey: 'key-12345' });
    if (first.outcome !== 'stored') throw new Error('Not stored.');
    expect(repeat).toEqual({ outcome: 'repeat', id: first.id, reference: first.reference });
    expect(store.listEnquiries()).toHaveLength(1);
  });

  it('is drawn again when the draw is one an enquiry already has', () => {
    const random = scripted([482915, 482915, 482915, 7]);
    store = openStore(dataDir, { randomBelow: random });
    expect(referenceOf(store.saveEnquiry(enquiry('first'), { spam: false }))).toBe('482915');
    expect(referenceOf(store.saveEnquiry(enquiry('second'), { spam: false }))).toBe('000007');
    expect(random.asked).toHaveLength(4);
    expect(store.listEnquiries().map((e) => e.reference)).toEqual(['482915', '000007']);
  });

  it('is a fault, storing nothing, when every draw is taken (no endless loop)', () => {
    store = openStore(dataDir, { randomBelow: () => 482915 });
    store.saveEnquiry(enquiry('first'), { spam: false });
    expect(() => store.saveEnquiry(enquiry('second'), { spam: false })).toThrow(
      /No free reference/,
    );
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['first']);
    expect(store.outboxState()).toHaveLength(1);
  });

  it('is unique in the file itself, whatever writes to it', () => {
    store = openStore(dataDir, { randomBelow: () => 482915 });
    store.saveEnquiry(enquiry('first'), { spam: false });
    const insert = store.db.prepare(
      `INSERT INTO enquiries (receivedAt, fullName, phoneNumber, userEmail, message, fingerprint, reference)
       VALUES ('2026-01-01T00:00:00.000Z', 'X', '', 'x@y.co', 'm', 'f', ?)`,
    );
    expect(() => insert.run('482915')).toThrow(/UNIQUE/);
    // Any number of enquiries without one.
    insert.run(null);
    insert.run(null);
  });
});

describe('a database of schema 4', () => {
  it('is migrated: its enquiries keep no reference (NULL), and new ones get one', () => {
    const old = new Database(path.join(dataDir, DATABASE_FILE));
    old.exec(FIRST_SCHEMA);
    for (const sql of MIGRATIONS.slice(0, 4)) old.exec(sql);
    old.pragma('user_version = 4');
    const insert = old.prepare(
      `INSERT INTO enquiries (receivedAt, fullName, phoneNumber, userEmail, message, spam, fingerprint)
       VALUES (?, 'Asha', '', 'a@b.co', ?, 0, 'x')`,
    );
    insert.run('2026-01-01T00:00:00.000Z', 'before references');
    insert.run('2026-01-02T00:00:00.000Z', 'also before');
    old.close();

    store = openStore(dataDir);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const made = store.saveEnquiry(enquiry('after references'), { spam: false });
    expect(store.listEnquiries().map((e) => [e.message, e.reference])).toEqual([
      ['before references', null],
      ['also before', null],
      ['after references', referenceOf(made)],
    ]);
  });
});

describe("an enquiry's language", () => {
  it('is the language of its form, as its content folder; none when the form gave none', () => {
    store = openStore(dataDir);
    store.saveEnquiry(enquiry('in Hindi'), { spam: false, language: 'hi' });
    store.saveEnquiry(enquiry('in English'), { spam: false, language: 'en' });
    store.saveEnquiry(enquiry('said none'), { spam: false });
    expect(store.listEnquiries().map((e) => [e.message, e.language])).toEqual([
      ['in Hindi', 'hi'],
      ['in English', 'en'],
      ['said none', null],
    ]);
  });

  it('is none (NULL) for the enquiries of a database of schema 5, once migrated', () => {
    const old = new Database(path.join(dataDir, DATABASE_FILE));
    old.exec(FIRST_SCHEMA);
    for (const sql of MIGRATIONS.slice(0, 5)) old.exec(sql);
    old.pragma('user_version = 5');
    old
      .prepare(
        `INSERT INTO enquiries (receivedAt, fullName, phoneNumber, userEmail, message, spam, fingerprint)
         VALUES ('2026-01-01T00:00:00.000Z', 'Asha', '', 'a@b.co', 'before languages', 0, 'x')`,
      )
      .run();
    old.close();

    store = openStore(dataDir);
    expect(store.db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    store.saveEnquiry(enquiry('after languages'), { spam: false, language: 'hi' });
    expect(store.listEnquiries().map((e) => [e.message, e.language])).toEqual([
      ['before languages', null],
      ['after languages', 'hi'],
    ]);
  });
});
