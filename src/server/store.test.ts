/** The SQLite store on a real file: durability settings, retention, and the outbox's claims. */
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import { makeSite } from './testSupport';
import { openStore, type Store } from './store';

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
    store.saveEnquiry(enquiry('kept'), { spam: false, notify: false });
    store.close();
    store = openStore(dataDir);
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['kept']);
  });

  it('lists oldest first, from a date on, without spam unless asked', () => {
    store.saveEnquiry(enquiry('old'), { spam: false, notify: false, now: daysAgo(10) });
    store.saveEnquiry(enquiry('bot'), { spam: true, notify: false, now: daysAgo(5) });
    store.saveEnquiry(enquiry('new'), { spam: false, notify: false, now: daysAgo(1) });
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['old', 'new']);
    expect(store.listEnquiries({ includeSpam: true }).map((e) => e.message)).toEqual([
      'old',
      'bot',
      'new',
    ]);
    expect(store.listEnquiries({ since: daysAgo(7) }).map((e) => e.message)).toEqual(['new']);
  });

  it('deletes enquiries past the retention period, and the e-mails they still owed', () => {
    store.saveEnquiry(enquiry('expired'), { spam: false, notify: true, now: daysAgo(31) });
    store.saveEnquiry(enquiry('recent'), { spam: false, notify: true, now: daysAgo(29) });
    expect(store.deleteOlderThan(30)).toBe(1);
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['recent']);
    expect(store.outboxState()).toHaveLength(1);
  });

  it('lets one worker at a time hold an e-mail, until its lease runs out', () => {
    store.saveEnquiry(enquiry('mail me'), { spam: false, notify: true, now: new Date(1000) });
    const claimed = store.claimDueEmail(2000, 60_000);
    expect(claimed?.enquiry.message).toBe('mail me');
    expect(store.claimDueEmail(2001, 60_000)).toBeUndefined();
    // A crashed worker's claim expires, and the e-mail is owed again.
    expect(store.claimDueEmail(62_001, 60_000)?.outboxId).toBe(claimed!.outboxId);
  });

  it('retries a failed e-mail when due, and giving up never deletes the enquiry', () => {
    store.saveEnquiry(enquiry('flaky'), { spam: false, notify: true, now: new Date(1000) });
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

describe('RETENTION_DAYS in the service', () => {
  it('deletes old enquiries when the service starts', async () => {
    store.saveEnquiry(enquiry('too old'), { spam: false, notify: false, now: daysAgo(400) });
    store.saveEnquiry(enquiry('fresh'), { spam: false, notify: false, now: daysAgo(2) });
    const site = await makeSite('retention');
    try {
      const config = readConfig(
        { DATA_DIR: dataDir, DIST_DIR: site.distDir, RETENTION_DAYS: '365' },
        site.root,
      );
      const app = await buildApp({ config });
      await app.ready();
      await app.close();
    } finally {
      await site.remove();
    }
    expect(store.listEnquiries().map((e) => e.message)).toEqual(['fresh']);
  });
});
