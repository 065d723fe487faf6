/**
 * Correction from the inbox (docs/spec/contracts.md §11, the privacy notice's right to have
 * one's details corrected): the name, phone and e-mail of an enquiry are replaced, checked as
 * the contact form checks them, the old ones wiped from the database files (and from the hash
 * kept for repeated sends), and the log says
 * which enquiry without a word of it. The service: src/testing/server/inboxService.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxEnquiry } from '../../shared/inbox';
import { withInbox } from '../../testing/server/inboxService';
import { english } from '../../testing/server/serviceWords';
import { DATABASE_FILE } from '../store';
import { inboxMessages } from './messages';

const inbox = withInbox();
const { call, session, save } = inbox;

/** The database's files that hold `text`, read as raw bytes. */
const filesHolding = (text: string) =>
  [DATABASE_FILE, `${DATABASE_FILE}-wal`].filter((name) => {
    const file = path.join(inbox.site.dataDir, name);
    return existsSync(file) && readFileSync(file).includes(Buffer.from(text));
  });

describe('correcting a name or contact', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await session();
  });

  const correct = (id: number, body: unknown) =>
    call(`enquiries/${id}/contact`, { method: 'PUT', body, session: cookie });

  it('replaces the three, keeps the message, and wipes the old ones from the files', async () => {
    const id = save('Ravii Kumarr', 'About the Braille book.', '2026-11-01T08:00:00.000Z', {
      userEmail: 'ravii@typo.example',
    });
    expect(filesHolding('Ravii Kumarr')).not.toEqual([]);
    const fingerprintOf = () =>
      inbox.store.db.prepare('SELECT fingerprint FROM enquiries WHERE id = ?').pluck().get(id);
    const before = fingerprintOf();

    const response = await correct(id, {
      fullName: '  Ravi Kumar ',
      phoneNumber: '+91 98765 43210',
      userEmail: 'ravi@example.org',
    });
    expect(response.status).toBe(200);
    const changed = response.json() as unknown as InboxEnquiry;
    expect(changed).toMatchObject({
      id,
      fullName: 'Ravi Kumar',
      phoneNumber: '+91 98765 43210',
      userEmail: 'ravi@example.org',
      message: 'About the Braille book.',
    });
    expect(inbox.store.getEnquiry(id)).toMatchObject({ fullName: 'Ravi Kumar' });
    expect(filesHolding('Ravii Kumarr')).toEqual([]);
    expect(filesHolding('ravii@typo.example')).toEqual([]);
    // Nor can they be guessed back from the hash kept to tell a repeated send (made anew).
    expect(fingerprintOf()).not.toBe(before);
    expect(inbox.log).toContain(`"enquiryId":${id}`);
    expect(inbox.log).toContain('enquiry corrected from the inbox');
    expect(inbox.log).not.toContain('Ravi Kumar');
  });

  it("refuses what the form would refuse, in the form's words, field by field, changing nothing", async () => {
    const id = save('Asha', 'Hello.', '2026-11-01T09:00:00.000Z');
    const bad = await correct(id, { fullName: 'Asha', phoneNumber: '', userEmail: 'asha@' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toEqual({
      message: expect.stringContaining(english.problems.fieldNames.userEmail),
      errors: { userEmail: english.problems.userEmail.format },
    });
    const none = await correct(id, { fullName: 'Asha', phoneNumber: '', userEmail: '' });
    expect(Object.keys((none.json() as { errors: object }).errors)).toEqual([
      'phoneNumber',
      'userEmail',
    ]);
    expect(inbox.store.getEnquiry(id)?.userEmail).toBe('writer@example.org');
  });

  it('refuses a body it cannot read, and an enquiry that is not there or is spam', async () => {
    const id = save('Meera', 'Hi.', '2026-11-01T10:00:00.000Z');
    for (const body of [null, {}, { fullName: 'Meera', phoneNumber: 1, userEmail: '' }]) {
      const response = await correct(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(inboxMessages.badChange);
    }
    const spam = save('Bot', 'buy now', '2026-11-01T11:00:00.000Z', { spam: true });
    const valid = { fullName: 'X', phoneNumber: '', userEmail: 'x@example.org' };
    expect((await correct(spam, valid)).status).toBe(404);
    expect((await correct(999_999, valid)).status).toBe(404);
    expect(inbox.store.getEnquiry(spam)?.fullName).toBe('Bot');
  });
});
