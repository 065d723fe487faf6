/**
 * A parent's or guardian's enquiry in the inbox (docs/spec/contracts.md §11; DPDP Act s.6(10),
 * DPDP Rules 2025 rule 10): its message is withheld, from the list, the enquiry and the search,
 * until the owner has called them and recorded that they confirmed their consent; recording it
 * takes the owner's name, checked as a name is, and what they checked on the call (10 to 500
 * characters, lines allowed), both refusals told at once, and keeps the date of the privacy
 * notice the service carried as the enquiry arrived (null without one); once only, for a parent's enquiry only,
 * behind the session and the CSRF rules; the log says which enquiry, without the name or what
 * was checked. The service: src/testing/server/inboxService.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxEnquiry, InboxPage } from '../../shared/inbox';
import { writtenReference } from '../../shared/reference';
import { withInbox } from '../../testing/server/inboxService';
import { fetchToken, request, sameOriginHeaders } from '../../testing/server/service';
import { CHECKED_LIMITS, CONFIRMED_BY_LIMIT } from './confirmedBy';
import { inboxMessages } from './messages';

/** The privacy notice's "last updated" date, as the build records it for the service. */
const NOTICE_DATE = '29 November 2026';

const inbox = withInbox({ noticeDate: NOTICE_DATE });
const { call, session, save } = inbox;

/** What the owner writes they checked on the call, as the inbox's field sends it. */
const CHECKED =
  'Spoke with Sunita Rao, 42, his mother; the young person is Arjun, 12; she agreed to what the notice says.';
/** A body the service accepts, with another name or account of the call. */
const given = (confirmedBy = 'Anita Sharma', checked = CHECKED) => ({ confirmedBy, checked });
/** One Hindi letter with its marks: one character as a person counts, four code units. */
const HINDI = 'क्षि';

/** A parent's enquiry, as the contact form stores one: a name, a phone, and what it is about. */
const saveParent = (fullName: string, message: string, receivedAt: string, spam = false) =>
  save(fullName, message, receivedAt, {
    writer: 'parent',
    relationship: 'my son',
    phoneNumber: '+91 91234 56789',
    userEmail: '',
    spam,
  });

describe("a parent's enquiry, as it arrives", () => {
  it('keeps the date of the notice the service carries, the one they agreed to by ticking', async () => {
    const xsrf = await fetchToken(inbox.base);
    const sent = await request(`${inbox.base}/u1/contact`, {
      method: 'POST',
      headers: sameOriginHeaders(inbox.base, xsrf),
      body: JSON.stringify({
        writer: 'parent',
        relationship: 'my daughter',
        consent: 'yes',
        fullName: 'Kavita Rao',
        phoneNumber: '+91 91234 56780',
        userEmail: '',
        message: 'About my daughter.',
      }),
    });
    expect(sent.status).toBe(201);
    const row = inbox.store.db
      .prepare("SELECT consentNoticeDate FROM enquiries WHERE fullName = 'Kavita Rao'")
      .get() as { consentNoticeDate: string | null } | undefined;
    expect(row?.consentNoticeDate).toBe(NOTICE_DATE);
  });
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

    const confirmed = await confirm(id, given('  Anita Sharma ', `\n  ${CHECKED}\n`));
    expect(confirmed.status).toBe(200);
    const consent = {
      confirmedAt: new Date(inbox.clock).toISOString(),
      confirmedBy: 'Anita Sharma',
      checked: CHECKED,
      noticeDate: NOTICE_DATE,
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
    expect(inbox.log).not.toContain('Sunita');
  });

  it('is not found by the words of its message, but by its name, phone, e-mail and reference', async () => {
    const id = saveParent('Kavya Menon', 'About the tactile atlas.', '2026-11-02T09:00:00.000Z');
    const { reference } = inbox.store.getEnquiry(id)!;
    const found = async (query: string) =>
      (await get<InboxPage>(`enquiries?query=${encodeURIComponent(query)}`)).body.enquiries.map(
        (e) => e.id,
      );

    expect(await found('tactile atlas')).toEqual([]);
    expect(await found('Kavya')).toEqual([id]);
    expect(await found('91234 56789')).toContain(id);
    // As the parent reads it out on the phone: the owner types it while the message is withheld.
    expect(await found(writtenReference(reference!))).toContain(id);
    // One person's copy (the export of what a search finds) does not find it by its words either.
    const copy = await call('export.json?query=tactile%20atlas', { session: cookie });
    expect(JSON.parse(copy.text)).toEqual([]);

    expect((await confirm(id, given())).status).toBe(200);
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
      const response = await confirm(id, given(confirmedBy));
      expect(response.status, JSON.stringify(confirmedBy)).toBe(400);
      expect(response.json()).toEqual({ message: problem, errors: { confirmedBy: problem } });
    }
    const unreadable = [
      null,
      {},
      { confirmedBy: 5, checked: CHECKED },
      ['Anita'],
      // Both fields, always: a page from before the second one is asked to reload.
      { confirmedBy: 'Anita Sharma' },
      { confirmedBy: 'Anita Sharma', checked: null },
      { confirmedBy: 'Anita Sharma', checked: [CHECKED] },
    ];
    for (const body of unreadable) {
      const response = await confirm(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(inboxMessages.badChange);
    }
    expect(inbox.store.getEnquiry(id)?.consent).toBeNull();

    // A hundred characters, as a person counts them, is not too long: Hindi ones included.
    const hindi = HINDI.repeat(CONFIRMED_BY_LIMIT);
    expect((await confirm(id, given(hindi))).status).toBe(200);
    expect(inbox.store.getEnquiry(id)?.consent?.confirmedBy).toBe(hindi);
  });

  it('refuses an account of the call that is empty, too short, too long or with hidden characters', async () => {
    const id = saveParent('Meena Joshi', 'About large print.', '2026-11-02T10:30:00.000Z');
    const { min, max } = CHECKED_LIMITS;
    const words = inboxMessages.checked;
    const refusals = [
      ['', words.missing],
      [' \n\t ', words.missing],
      // Nine characters, and nine after trimming.
      ['Spoke ok.', words.tooShort(min)],
      ['   Spoke ok.   ', words.tooShort(min)],
      // Nine characters as a person counts them, though 36 code units.
      [HINDI.repeat(min - 1), words.tooShort(min)],
      ['a'.repeat(max + 1), words.tooLong(max)],
      [`${HINDI.repeat(max)}a`, words.tooLong(max)],
      ['Spoke with\tSunita Rao.', words.unusual],
      ['Spoke with Sunita Rao.\u0007', words.unusual],
      ['Spoke with\u000bSunita Rao.', words.unusual],
      ['Spoke with\u0085Sunita Rao.', words.unusual],
    ] as const;
    for (const [checked, problem] of refusals) {
      const response = await confirm(id, given('Anita Sharma', checked));
      expect(response.status, JSON.stringify(checked)).toBe(400);
      expect(response.json()).toEqual({ message: problem, errors: { checked: problem } });
    }
    expect(inbox.store.getEnquiry(id)?.consent).toBeNull();

    // Ten characters is enough, with its lines as typed (trimmed at both ends only).
    const lines = ' Spoke\r\nwith\nher\u2028. ';
    expect((await confirm(id, given('Anita Sharma', lines))).status).toBe(200);
    expect(inbox.store.getEnquiry(id)?.consent?.checked).toBe(lines.trim());
  });

  it('keeps five hundred characters as a person counts them, Hindi ones included', async () => {
    const id = saveParent('Pooja Nair', 'About audio lessons.', '2026-11-02T10:40:00.000Z');
    // Both fields at their longest in Hindi letters with their marks: 7,200 bytes of UTF-8.
    const name = HINDI.repeat(CONFIRMED_BY_LIMIT);
    const checked = HINDI.repeat(CHECKED_LIMITS.max);
    const response = await confirm(id, given(name, checked));
    expect(response.status).toBe(200);
    expect(inbox.store.getEnquiry(id)?.consent).toMatchObject({ confirmedBy: name, checked });
  });

  it('tells both refusals at once, each on its field, and a Hindi text too long in words', async () => {
    const id = saveParent('Geeta Rao', 'About Braille books.', '2026-11-02T10:50:00.000Z');
    const both = await confirm(id, given('', ''));
    expect(both.status).toBe(400);
    expect(both.json()).toEqual({
      message: inboxMessages.consentBothRefused,
      errors: {
        confirmedBy: inboxMessages.confirmedBy.missing,
        checked: inboxMessages.checked.missing,
      },
    });

    // One character too many in each, in Hindi at four code units each: told in words (400),
    // not refused as too large (413).
    const tooLong = await confirm(
      id,
      given(HINDI.repeat(CONFIRMED_BY_LIMIT + 1), HINDI.repeat(CHECKED_LIMITS.max + 1)),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.json()).toEqual({
      message: inboxMessages.consentBothRefused,
      errors: {
        confirmedBy: inboxMessages.confirmedBy.tooLong(CONFIRMED_BY_LIMIT),
        checked: inboxMessages.checked.tooLong(CHECKED_LIMITS.max),
      },
    });
    expect(inbox.store.getEnquiry(id)?.consent).toBeNull();
  });

  it("is recorded once, and only for a parent's enquiry that is there and is not spam", async () => {
    const id = saveParent('Rekha Das', 'About audio books.', '2026-11-02T11:00:00.000Z');
    expect((await confirm(id, given())).status).toBe(200);
    const twice = await confirm(id, given('Someone Else'));
    expect(twice.status).toBe(409);
    expect(twice.json().message).toBe(inboxMessages.consentConfirmedAlready);
    expect(inbox.store.getEnquiry(id)?.consent?.confirmedBy).toBe('Anita Sharma');

    const adult = save('Ravi Kumar', 'I am writing for myself.', '2026-11-02T12:00:00.000Z');
    const spam = saveParent('Bot', 'buy now', '2026-11-02T13:00:00.000Z', true);
    for (const other of [adult, spam, 999_999]) {
      const response = await confirm(other, given());
      expect(response.status, String(other)).toBe(404);
      expect(response.json().message).toBe(inboxMessages.notFound);
    }
    expect(inbox.store.getEnquiry(adult)?.consent).toBeNull();
    expect(inbox.store.getEnquiry(spam)?.consent).toBeNull();
  });

  it('needs a session and passes the CSRF rules, changing nothing otherwise', async () => {
    const id = saveParent('Lata Pillai', 'About a reader.', '2026-11-02T14:00:00.000Z');
    const body = given();
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

describe('a consent confirmed by a service built without a date on its privacy notice', () => {
  // A site with no notice file (a test's small site, or a build from before the date was kept).
  const plain = withInbox();

  it('is kept with no date (null), the rest as given', async () => {
    const cookie = await plain.session();
    const id = plain.save('Sunita Rao', 'About a reader.', '2026-11-02T08:00:00.000Z', {
      writer: 'parent',
      relationship: 'my son',
      phoneNumber: '+91 91234 56789',
      userEmail: '',
    });
    const response = await plain.call(`enquiries/${id}/consent`, {
      method: 'PUT',
      body: given(),
      session: cookie,
    });
    expect(response.status).toBe(200);
    const consent = {
      confirmedAt: new Date(plain.clock).toISOString(),
      confirmedBy: 'Anita Sharma',
      checked: CHECKED,
      noticeDate: null,
    };
    expect(response.json()).toMatchObject({ id, consent });
    expect(plain.store.getEnquiry(id)?.consent).toEqual(consent);
  });
});
