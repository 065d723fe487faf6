/**
 * A parent's or guardian's enquiry in the inbox (docs/spec/contracts.md §11; DPDP Rules 2025,
 * rule 10): its message is withheld, from the list, the enquiry and the search, until the owner
 * has called them and recorded that they confirmed their consent; recording it takes the owner's
 * name, checked as a name is, once only, for a parent's enquiry only, behind the session and the
 * CSRF rules; the log says which enquiry without the name. The service:
 * src/testing/server/inboxService.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxEnquiry, InboxPage } from '../../shared/inbox';
import { withInbox } from '../../testing/server/inboxService';
import { CONFIRMED_BY_LIMIT } from './confirmedBy';
import { inboxMessages } from './messages';

const inbox = withInbox();
const { call, session, save } = inbox;

/** A parent's enquiry, as the contact form stores one: a name, a phone, and what it is about. */
const saveParent = (fullName: string, message: string, receivedAt: string, spam = false) =>
  save(fullName, message, receivedAt, {
    writer: 'parent',
    relationship: 'my son',
    phoneNumber: '+91 91234 56789',
    userEmail: '',
    spam,
  });

describe("a parent's enquiry, until its consent is confirmed", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await session();
  });

  const get = async <T>(pathName: string) => {
    const response = await call(pathName, { session: cookie });
    expect(response.status, pathName).toBe(200);
    return { body: response.json() as unknown as T, text: response.text };
  };
  const confirm = (id: number, body: unknown, extra: { headers?: Record<string, string> } = {}) =>
    call(`enquiries/${id}/consent`, { method: 'PUT', body, session: cookie, ...extra });

  it('withholds the message from the list and the enquiry, then shows it once confirmed', async () => {
    const words = 'My son Arjun is 12 and is losing his sight.';
    const id = saveParent('Sunita Rao', words, '2026-11-02T08:00:00.000Z');

    const list = await get<InboxPage>('enquiries');
    expect(list.body.enquiries.find((e) => e.id === id)).toMatchObject({
      fullName: 'Sunita Rao',
      phoneNumber: '+91 91234 56789',
      writer: 'parent',
      relationship: 'my son',
      consent: null,
      preview: null,
    });
    expect(list.text).not.toContain('Arjun');
    const one = await get<InboxEnquiry>(`enquiries/${id}`);
    expect(one.body).toMatchObject({ writer: 'parent', consent: null, message: null });
    expect(one.text).not.toContain('Arjun');
    // Opening it (marking it read) answers with the enquiry too: still withheld.
    const read = await call(`enquiries/${id}`, {
      method: 'PATCH',
      body: { read: true },
      session: cookie,
    });
    expect(read.json()).toMatchObject({ message: null });

    const confirmed = await confirm(id, { confirmedBy: '  Anita Sharma ' });
    expect(confirmed.status).toBe(200);
    const consent = {
      confirmedAt: new Date(inbox.clock).toISOString(),
      confirmedBy: 'Anita Sharma',
    };
    expect(confirmed.json()).toMatchObject({ id, consent, message: words });
    expect((await get<InboxEnquiry>(`enquiries/${id}`)).body.message).toBe(words);
    const after = await get<InboxPage>('enquiries');
    expect(after.body.enquiries.find((e) => e.id === id)).toMatchObject({
      consent,
      preview: words,
    });
    expect(inbox.store.getEnquiry(id)?.consent).toEqual(consent);

    expect(inbox.log).toContain(`"enquiryId":${id}`);
    expect(inbox.log).toContain('parent consent confirmed from the inbox');
    expect(inbox.log).not.toContain('Anita Sharma');
    expect(inbox.log).not.toContain('Arjun');
  });

  it('is not found by the words of its message, but by its name, phone and e-mail', async () => {
    const id = saveParent('Kavya Menon', 'About the tactile atlas.', '2026-11-02T09:00:00.000Z');
    const found = async (query: string) =>
      (await get<InboxPage>(`enquiries?query=${encodeURIComponent(query)}`)).body.enquiries.map(
        (e) => e.id,
      );

    expect(await found('tactile atlas')).toEqual([]);
    expect(await found('Kavya')).toEqual([id]);
    expect(await found('91234 56789')).toContain(id);
    // One person's copy (the export of what a search finds) does not find it by its words either.
    const copy = await call('export.json?query=tactile%20atlas', { session: cookie });
    expect(JSON.parse(copy.text)).toEqual([]);

    expect((await confirm(id, { confirmedBy: 'Anita Sharma' })).status).toBe(200);
    expect(await found('tactile atlas')).toEqual([id]);
  });

  it('refuses a name that is empty, too long, on two lines or with hidden characters', async () => {
    const id = saveParent('Farah Khan', 'About Braille lessons.', '2026-11-02T10:00:00.000Z');
    const refusals = [
      ['', inboxMessages.confirmedBy.missing],
      ['   ', inboxMessages.confirmedBy.missing],
      ['a'.repeat(CONFIRMED_BY_LIMIT + 1), inboxMessages.confirmedBy.tooLong(CONFIRMED_BY_LIMIT)],
      ['Anita\nSharma', inboxMessages.confirmedBy.oneLine],
      ['Anita\u2028Sharma', inboxMessages.confirmedBy.oneLine],
      ['Anita\tSharma', inboxMessages.confirmedBy.unusual],
      ['Anita\u0007', inboxMessages.confirmedBy.unusual],
    ] as const;
    for (const [confirmedBy, problem] of refusals) {
      const response = await confirm(id, { confirmedBy });
      expect(response.status, JSON.stringify(confirmedBy)).toBe(400);
      expect(response.json()).toEqual({ message: problem, errors: { confirmedBy: problem } });
    }
    for (const body of [null, {}, { confirmedBy: 5 }, ['Anita']]) {
      const response = await confirm(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(inboxMessages.badChange);
    }
    expect(inbox.store.getEnquiry(id)?.consent).toBeNull();

    // A hundred characters, as a person counts them, is not too long: Hindi ones included.
    const hindi = 'क्षि'.repeat(CONFIRMED_BY_LIMIT);
    expect((await confirm(id, { confirmedBy: hindi })).status).toBe(200);
    expect(inbox.store.getEnquiry(id)?.consent?.confirmedBy).toBe(hindi);
  });

  it("is recorded once, and only for a parent's enquiry that is there and is not spam", async () => {
    const id = saveParent('Rekha Das', 'About audio books.', '2026-11-02T11:00:00.000Z');
    expect((await confirm(id, { confirmedBy: 'Anita Sharma' })).status).toBe(200);
    const twice = await confirm(id, { confirmedBy: 'Someone Else' });
    expect(twice.status).toBe(409);
    expect(twice.json().message).toBe(inboxMessages.consentConfirmedAlready);
    expect(inbox.store.getEnquiry(id)?.consent?.confirmedBy).toBe('Anita Sharma');

    const adult = save('Ravi Kumar', 'I am writing for myself.', '2026-11-02T12:00:00.000Z');
    const spam = saveParent('Bot', 'buy now', '2026-11-02T13:00:00.000Z', true);
    for (const other of [adult, spam, 999_999]) {
      const response = await confirm(other, { confirmedBy: 'Anita Sharma' });
      expect(response.status, String(other)).toBe(404);
      expect(response.json().message).toBe(inboxMessages.notFound);
    }
    expect(inbox.store.getEnquiry(adult)?.consent).toBeNull();
    expect(inbox.store.getEnquiry(spam)?.consent).toBeNull();
  });

  it('needs a session and passes the CSRF rules, changing nothing otherwise', async () => {
    const id = saveParent('Lata Pillai', 'About a reader.', '2026-11-02T14:00:00.000Z');
    const body = { confirmedBy: 'Anita Sharma' };
    const signedOut = await call(`enquiries/${id}/consent`, { method: 'PUT', body });
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).not.toContain('About a reader');
    const refusals: Record<string, string>[] = [
      { 'x-xsrf-token': '' },
      { 'x-xsrf-token': `${inbox.token}x` },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusals) {
      expect((await confirm(id, body, { headers })).status, JSON.stringify(headers)).toBe(403);
    }
    expect(inbox.store.getEnquiry(id)?.consent).toBeNull();
  });
});
