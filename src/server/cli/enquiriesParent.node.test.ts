/**
 * `npm run enquiries` and a parent's or guardian's enquiry: the listing says so, leaves its message
 * out until the owner has confirmed the parent's consent (as the inbox does), then shows the
 * proof of it; `--json` carries the same (docs/spec/contracts.md §4).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore } from '../store';
import { runEnquiries } from '../../testing/server/enquiriesCli';
import { MESSAGE_WITHHELD } from './render';

describe("npm run enquiries, a parent's enquiry", { timeout: 60_000 }, () => {
  it("says which enquiries are a parent's, whether their consent is confirmed yet, and its proof", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cli-parent-'));
    try {
      const store = openStore(dir);
      // An adult's enquiry first, number 1.
      store.saveEnquiry(
        { fullName: 'Asha', phoneNumber: '', userEmail: 'a@b.co', message: 'An adult writes.' },
        { spam: false, now: new Date('2026-07-01T00:00:00.000Z') },
      );
      const parent = (fullName: string, message: string, at: string) => {
        const saved = store.saveEnquiry(
          {
            writer: 'parent',
            relationship: 'my daughter',
            fullName,
            phoneNumber: '+91 91234 56789',
            userEmail: '',
            message,
          },
          { spam: false, now: new Date(at) },
        );
        if (saved.outcome !== 'stored') throw new Error('not stored');
        return saved.id;
      };
      const waiting = parent(
        'Sunita Rao',
        'About her Braille lessons.',
        '2026-07-02T00:00:00.000Z',
      );
      const confirmed = parent('Kavya Menon', 'About a reader.', '2026-07-03T00:00:00.000Z');
      store.confirmConsent(
        confirmed,
        {
          confirmedBy: 'Anita Sharma',
          // Two lines, and a character that would drive the terminal.
          checked:
            'Spoke with Kavya Menon, 39, her mother.\nThe young person is Isha, 14;\u001b[2J she agreed.',
          noticeDate: '29 November 2026',
        },
        new Date('2026-07-04T06:30:00.000Z'),
      );
      // Confirmed by a service that knew no date for its notice: no line for it.
      const undated = parent('Leela Iyer', 'About a magnifier.', '2026-07-03T01:00:00.000Z');
      store.confirmConsent(
        undated,
        {
          confirmedBy: 'Anita Sharma',
          checked: 'Spoke with Leela Iyer, her aunt and guardian.',
          noticeDate: null,
        },
        new Date('2026-07-04T07:00:00.000Z'),
      );
      store.close();

      const { code, stdout } = await runEnquiries([], dir);
      expect(code).toBe(0);
      const block = (id: number) =>
        stdout.split('\n\n').find((b) => b.startsWith(`Enquiry ${id},`));
      expect(block(waiting)).toContain(
        [
          '  Email: -',
          '  From a parent or guardian (my daughter)',
          '  Consent to confirm: call before reading',
        ].join('\n'),
      );
      // Not even the owner on the server reads it before the call: here as in the inbox.
      expect(block(waiting)).toContain(`  Message:\n    ${MESSAGE_WITHHELD}`);
      expect(block(waiting)).not.toContain('Braille');
      expect(block(confirmed)).toContain('    About a reader.');
      expect(block(confirmed)).toContain(
        [
          '  From a parent or guardian (my daughter)',
          '  Consent confirmed by phone 2026-07-04 12:00:00 Asia/Kolkata by Anita Sharma',
          '    What was checked: Spoke with Kavya Menon, 39, her mother.',
          '      The young person is Isha, 14;[2J she agreed.',
          '    Privacy notice agreed to: last updated 29 November 2026',
          '  E-mail to the owner:',
        ].join('\n'),
      );
      expect(block(undated)).toContain(
        [
          '  Consent confirmed by phone 2026-07-04 12:30:00 Asia/Kolkata by Anita Sharma',
          '    What was checked: Spoke with Leela Iyer, her aunt and guardian.',
          '  E-mail to the owner:',
        ].join('\n'),
      );
      expect(block(undated)).not.toContain('Privacy notice');
      // An adult's enquiry says nothing of either.
      expect(block(1)).not.toContain('parent');
      expect(block(1)).not.toContain('Consent');

      const list = JSON.parse((await runEnquiries(['--json'], dir)).stdout) as Record<
        string,
        unknown
      >[];
      expect(list.find((e) => e.id === confirmed)).toMatchObject({
        writer: 'parent',
        relationship: 'my daughter',
        message: 'About a reader.',
        consentConfirmedAt: '2026-07-04T06:30:00.000Z',
        consentConfirmedBy: 'Anita Sharma',
        consentChecked:
          'Spoke with Kavya Menon, 39, her mother.\nThe young person is Isha, 14;\u001b[2J she agreed.',
        consentNoticeDate: '29 November 2026',
      });
      expect(list.find((e) => e.id === waiting)).toMatchObject({
        message: null,
        consentConfirmedAt: null,
        consentConfirmedBy: null,
        consentChecked: null,
        consentNoticeDate: null,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
