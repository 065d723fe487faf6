/**
 * The owner's inbox with a session (docs/spec/contracts.md §11): the list, opening, marking,
 * searching, exporting (byte-order mark, formulas defused, the CLI's bytes) and erasing, and the
 * e-mail state. The service: src/testing/server/inboxService.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InboxEnquiry, InboxPage, InboxStatus } from '../../shared/inbox';
import { BOM, toCsv, toJson } from '../enquiryExport';
import { DATABASE_FILE } from '../store';
import { inboxMessages } from './messages';
import { withInbox } from '../../testing/server/inboxService';

const inbox = withInbox();
const { call, session, save } = inbox;

describe('with a session', () => {
  let cookie: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    inbox.store.db.exec('DELETE FROM enquiries');
    ids.oldest = save('Ravi Kumar', 'First, about the book.', '2026-10-01T08:00:00.000Z', {
      phoneNumber: '+91 98765 43210',
      userEmail: '',
    });
    ids.middle = save('आशा वर्मा', 'क्या आप ब्रेल में किताब भेज सकते हैं?', '2026-10-15T08:00:00.000Z');
    ids.spam = save('Bot', 'buy now', '2026-10-20T08:00:00.000Z', { spam: true });
    ids.formula = save(
      '=HYPERLINK("http://evil.example","Click")',
      '@SUM(1+1)',
      '2026-10-25T08:00:00.000Z',
    );
    ids.newest = save(
      'Meera',
      `A long message. ${'word '.repeat(100)}`,
      '2026-11-01T08:00:00.000Z',
    );
    cookie = await session();
  });

  const get = async <T>(pathName: string) => {
    const response = await call(pathName, { session: cookie });
    expect(response.status, pathName).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as unknown as T;
  };

  it('lists enquiries newest first, new ones marked, spam left out, with counts', async () => {
    const page = await get<InboxPage>('enquiries');
    expect(page.enquiries.map((e) => e.id)).toEqual([
      ids.newest,
      ids.formula,
      ids.middle,
      ids.oldest,
    ]);
    expect(page.enquiries.every((e) => e.readAt === null)).toBe(true);
    expect(page).toMatchObject({ total: 4, unread: 4, offset: 0, limit: 50 });
    const [newest] = page.enquiries;
    expect([...(newest!.preview ?? '')].length).toBeLessThanOrEqual(160);
    expect(newest!.preview).toMatch(/^A long message\. word word.*…$/);
    expect(newest!.email.status).toBe('pending');
  });

  it('pages and searches (names, messages, Hindi), and refuses a bad page', async () => {
    const second = await get<InboxPage>('enquiries?offset=1&limit=2');
    expect(second.enquiries.map((e) => e.id)).toEqual([ids.formula, ids.middle]);
    expect(second.total).toBe(4);
    const hindi = await get<InboxPage>(`enquiries?query=${encodeURIComponent('ब्रेल')}`);
    expect(hindi.enquiries.map((e) => e.id)).toEqual([ids.middle]);
    expect(hindi).toMatchObject({ total: 1, unread: 4 });
    const byPhone = await get<InboxPage>(`enquiries?query=${encodeURIComponent('98765')}`);
    expect(byPhone.enquiries.map((e) => e.id)).toEqual([ids.oldest]);
    const none = await get<InboxPage>('enquiries?query=%25');
    expect(none.enquiries).toEqual([]);
    for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'limit=abc']) {
      expect((await call(`enquiries?${bad}`, { session: cookie })).status, bad).toBe(400);
    }
  });

  it('gives each its reference (null before references), and finds one by it as a person types it', async () => {
    // Chosen rather than drawn, so that no other field can hold the digits by chance.
    const setReference = inbox.store.db.prepare<[string | null, number]>(
      'UPDATE enquiries SET reference = ? WHERE id = ?',
    );
    const drawn = [ids.middle!, ids.oldest!].map((id) => inbox.store.getEnquiry(id)!.reference);
    setReference.run('482915', ids.middle!);
    setReference.run(null, ids.oldest!);
    try {
      const page = await get<InboxPage>('enquiries');
      const listed = (id: number | undefined) => page.enquiries.find((e) => e.id === id);
      expect(listed(ids.middle)?.reference).toBe('482915');
      expect(listed(ids.oldest)?.reference).toBeNull();
      expect((await get<InboxEnquiry>(`enquiries/${ids.middle}`)).reference).toBe('482915');
      expect((await get<InboxEnquiry>(`enquiries/${ids.oldest}`)).reference).toBeNull();
      // Drawn for the others: six digits each.
      expect(listed(ids.newest)?.reference).toMatch(/^\d{6}$/);

      for (const typed of ['482915', '482 915', ' 482-915 ', '४८२ ९१५', '४८२९१५']) {
        const found = await get<InboxPage>(`enquiries?query=${encodeURIComponent(typed)}`);
        expect(
          found.enquiries.map((e) => e.id),
          typed,
        ).toEqual([ids.middle]);
        expect(found.total, typed).toBe(1);
      }
      // Part of a reference is no reference: it finds nothing.
      expect((await get<InboxPage>('enquiries?query=482%2091')).enquiries).toEqual([]);
      // One person's copy finds it by its reference too.
      const copy = await call(`export.json?query=${encodeURIComponent('482 915')}`, {
        session: cookie,
      });
      expect((JSON.parse(copy.text) as { id: number }[]).map((row) => row.id)).toEqual([
        ids.middle,
      ]);
    } finally {
      setReference.run(drawn[0] ?? null, ids.middle!);
      setReference.run(drawn[1] ?? null, ids.oldest!);
    }
  });

  it('opens one whole without marking it; marking read, replied, and new again', async () => {
    const whole = await get<InboxEnquiry>(`enquiries/${ids.newest}`);
    expect(whole.message).toBe(`A long message. ${'word '.repeat(100)}`);
    expect(whole.readAt).toBeNull();

    const read = await call(`enquiries/${ids.newest}`, {
      method: 'PATCH',
      body: { read: true },
      session: cookie,
    });
    expect(read.status).toBe(200);
    expect((read.json() as unknown as InboxEnquiry).readAt).not.toBeNull();
    expect((await get<InboxPage>('enquiries')).unread).toBe(3);

    const replied = await call(`enquiries/${ids.middle}`, {
      method: 'PATCH',
      body: { replied: true },
      session: cookie,
    });
    const repliedBody = replied.json() as unknown as InboxEnquiry;
    expect(repliedBody.repliedAt).not.toBeNull();
    // Replying means it was read.
    expect(repliedBody.readAt).not.toBeNull();

    const notReplied = await call(`enquiries/${ids.middle}`, {
      method: 'PATCH',
      body: { replied: false, read: false },
      session: cookie,
    });
    expect(notReplied.json()).toMatchObject({ repliedAt: null, readAt: null });
  });

  it('refuses a change it cannot read, and an enquiry that is not there (or is spam)', async () => {
    for (const body of [{}, { read: 'yes' }, { replied: 1 }, []]) {
      const response = await call(`enquiries/${ids.oldest}`, {
        method: 'PATCH',
        body,
        session: cookie,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['999999', 'abc', '1.5', String(ids.spam)]) {
      const response = await call(`enquiries/${id}`, { session: cookie });
      expect(response.status, id).toBe(404);
      expect(response.json().message).toBe(inboxMessages.notFound);
    }
  });

  it('exports CSV with a byte-order mark, formulas defused, the same bytes as the CLI', async () => {
    const response = await call('export.csv', { session: cookie });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text.startsWith(BOM)).toBe(true);
    expect(response.text).toContain(`'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(response.text).toContain(",'@SUM(1+1),");
    expect(response.text).toContain("'+91 98765 43210");
    expect(response.text).not.toContain('buy now');
    expect(response.text).toBe(toCsv(inbox.store.listEnquiries()));
  });

  it('exports JSON: the fields of npm run enquiries -- --json, the same bytes', async () => {
    const response = await call('export.json', { session: cookie });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="enquiries-[\d-]+\.json"/);
    expect(response.text).toBe(toJson(inbox.store.listEnquiries()));
    const rows = JSON.parse(response.text) as Record<string, unknown>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'reference',
      'receivedAt',
      'language',
      'fullName',
      'phoneNumber',
      'userEmail',
      'message',
      'writer',
      'relationship',
      'consentConfirmedAt',
      'consentConfirmedBy',
      'consentChecked',
      'consentNoticeDate',
    ]);
  });

  it("exports one person's enquiries, the ones a search finds, oldest first, spam left out", async () => {
    const extra = save('Ravi Kumar', 'Second, about a session.', '2026-11-02T08:00:00.000Z', {
      phoneNumber: '+91 98765 43210',
      userEmail: '',
    });
    const spam = save('Ravi Kumar', 'buy now', '2026-11-03T08:00:00.000Z', {
      phoneNumber: '+91 98765 43210',
      spam: true,
    });
    try {
      const json = await call(`export.json?query=${encodeURIComponent('98765 43210')}`, {
        session: cookie,
      });
      expect(json.status).toBe(200);
      expect(json.headers['content-disposition']).toMatch(
        /^attachment; filename="enquiries-found-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const rows = JSON.parse(json.text) as { id: number }[];
      expect(rows.map((row) => row.id)).toEqual([ids.oldest, extra]);
      expect(json.text).toBe(toJson(inbox.store.findEnquiries('98765 43210')));

      const csv = await call('export.csv?query=%E0%A4%86%E0%A4%B6%E0%A4%BE', { session: cookie });
      expect(csv.headers['content-disposition']).toMatch(/filename="enquiries-found-[\d-]+\.csv"/);
      expect(csv.text).toBe(toCsv(inbox.store.findEnquiries('आशा')));
      expect(csv.text).toContain('आशा वर्मा');
      expect(csv.text).not.toContain('Ravi');
      // An empty search is every enquiry, as before.
      const all = await call('export.json?query=%20', { session: cookie });
      expect(all.text).toBe(toJson(inbox.store.listEnquiries()));
    } finally {
      inbox.store.deleteEnquiry(extra);
      inbox.store.deleteEnquiry(spam);
    }
  });

  it('tells where e-mail stands, and sends the failed ones again', async () => {
    inbox.store.recordEmailCheck({
      state: 'failing',
      detail: 'smtp.example.org refused the login',
      checkedAt: '2026-11-02T09:00:00.000Z',
    });
    const due = inbox.store.claimDueEmail(Date.now(), 60_000)!;
    inbox.store.markEmailFailed(due.outboxId, '550 5.1.1 No such user', 'never');
    const status = await get<InboxStatus>('status');
    expect(status.emailCheck).toEqual({
      state: 'failing',
      detail: 'smtp.example.org refused the login',
      checkedAt: '2026-11-02T09:00:00.000Z',
    });
    expect(status.emails.failed).toBe(1);
    const failed = await get<InboxEnquiry>(`enquiries/${due.enquiry.id}`);
    expect(failed.email).toMatchObject({
      status: 'failed',
      lastError: '550 5.1.1 No such user',
      attempts: 1,
    });

    const retry = await call('email/retry', { method: 'POST', session: cookie });
    expect(retry.status).toBe(200);
    expect(retry.json()).toEqual({ retried: 1, message: inboxMessages.retried(1) });
    expect((await get<InboxStatus>('status')).emails.failed).toBe(0);
  });

  it('erases one for good: gone from the list, the API and the database files', async () => {
    const marker = `erase-me-${Date.now()}`;
    const id = save(`${marker} name`, `${marker} message`, '2026-11-01T12:00:00.000Z', {
      userEmail: `${marker}@example.org`,
    });
    const files = () =>
      [DATABASE_FILE, `${DATABASE_FILE}-wal`].filter((name) => {
        const file = path.join(inbox.site.dataDir, name);
        return existsSync(file) && readFileSync(file).includes(Buffer.from(marker));
      });
    expect(files()).not.toEqual([]);
    const response = await call(`enquiries/${id}`, { method: 'DELETE', session: cookie });
    expect(response.status).toBe(204);
    expect((await call(`enquiries/${id}`, { session: cookie })).status).toBe(404);
    expect((await call(`enquiries/${id}`, { method: 'DELETE', session: cookie })).status).toBe(404);
    expect((await get<InboxPage>('enquiries')).enquiries.some((e) => e.id === id)).toBe(false);
    expect(inbox.store.getEnquiry(id)).toBeUndefined();
    expect(files()).toEqual([]);
  });
});
