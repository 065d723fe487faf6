/**
 * The exports (`npm run enquiries -- --json / --csv`, the inbox's downloads) leave out a parent's
 * message until the owner has confirmed their consent by phone, as the inbox does; every other
 * field of it, and every adult's message, is there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toCsv, toJson } from './enquiryExport';
import { openStore, type Store } from './store';

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'export-'));
  store = openStore(dataDir);
});

afterEach(async () => {
  store.close();
  await rm(dataDir, { recursive: true, force: true });
});

function saveParent(message: string): number {
  const saved = store.saveEnquiry(
    {
      writer: 'parent',
      relationship: 'my son',
      fullName: 'Sunita Devi',
      phoneNumber: '+91 98765 43210',
      userEmail: '',
      message,
    },
    { spam: false },
  );
  if (saved.outcome !== 'stored') throw new Error('not stored');
  return saved.id;
}

describe("a parent's enquiry in the exports", () => {
  it('has no message until their consent is confirmed, then has it', () => {
    const id = saveParent('He cries at night.');
    store.saveEnquiry(
      { fullName: 'Asha', phoneNumber: '', userEmail: 'a@b.co', message: 'An adult writes.' },
      { spam: false },
    );
    const parentIn = (json: string) =>
      (JSON.parse(json) as Record<string, unknown>[]).find((row) => row.id === id);

    const before = toJson(store.listEnquiries());
    expect(parentIn(before)).toMatchObject({
      fullName: 'Sunita Devi',
      relationship: 'my son',
      message: null,
      consentConfirmedAt: null,
    });
    expect(before).toContain('An adult writes.');
    const csv = toCsv(store.listEnquiries());
    expect(csv).not.toContain('cries');
    expect(csv).toContain('Sunita Devi');

    store.confirmConsent(id, {
      confirmedBy: 'Meera',
      checked: 'Spoke with Sunita Devi, his mother, an adult; she agreed.',
      noticeDate: '29 November 2026',
    });
    expect(parentIn(toJson(store.listEnquiries()))).toMatchObject({
      message: 'He cries at night.',
      consentConfirmedBy: 'Meera',
    });
    expect(toCsv(store.listEnquiries())).toContain('He cries at night.');
  });
});
