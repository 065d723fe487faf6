/**
 * The inbox's access log (docs/deploy.md, "If personal data is breached"): the service's log
 * says which enquiry was opened and which left in an export, and when, so that the founder can
 * tell who used the inbox; never an enquiry's words, a name, or what was searched for. The
 * service: src/testing/server/inboxService.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withInbox } from '../../testing/server/inboxService';

const inbox = withInbox();
const { call, session, save } = inbox;

/** The log's lines since `from` (a length of `inbox.log`), read as the JSON pino writes. */
function linesSince(from: number): { msg: string; time: number; [key: string]: unknown }[] {
  return inbox.log
    .slice(from)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { msg: string; time: number });
}

describe('the access log', () => {
  let cookie: string;
  let asha: number;
  let ravi: number;

  beforeAll(async () => {
    asha = save('Asha Verma', 'Private words about my sister.', '2026-11-01T08:00:00.000Z', {
      phoneNumber: '+91 98765 43210',
      userEmail: '',
    });
    ravi = save('Ravi Kumar', 'About the book.', '2026-11-01T09:00:00.000Z');
    cookie = await session();
  });

  it('notes each enquiry opened, by its number, with the time', async () => {
    const from = inbox.log.length;
    expect((await call(`enquiries/${asha}`, { session: cookie })).status).toBe(200);
    const opened = linesSince(from).filter(({ msg }) => msg === 'enquiry opened in the inbox');
    expect(opened).toEqual([expect.objectContaining({ enquiryId: asha })]);
    expect(opened[0]!.time).toEqual(expect.any(Number));
  });

  it('does not note an enquiry that is not there', async () => {
    const from = inbox.log.length;
    expect((await call('enquiries/999999', { session: cookie })).status).toBe(404);
    expect(linesSince(from).map(({ msg }) => msg)).not.toContain('enquiry opened in the inbox');
  });

  it('notes each export: its format, whether a search chose it, and which enquiries left', async () => {
    const from = inbox.log.length;
    expect((await call('export.csv', { session: cookie })).status).toBe(200);
    const found = await call(`export.json?query=${encodeURIComponent('98765 43210')}`, {
      session: cookie,
    });
    expect(found.status).toBe(200);
    const exports = linesSince(from).filter(
      ({ msg }) => msg === 'enquiries exported from the inbox',
    );
    expect(exports).toEqual([
      expect.objectContaining({ format: 'csv', found: false, exported: [asha, ravi] }),
      expect.objectContaining({ format: 'json', found: true, exported: [asha] }),
    ]);
  });

  it('holds no words, names or searches of the enquiries it notes', async () => {
    await call(`export.csv?query=${encodeURIComponent('Asha')}`, { session: cookie });
    for (const private_ of ['Private words', 'Asha', 'Ravi', '98765', 'About the book']) {
      expect(inbox.log).not.toContain(private_);
    }
  });
});
