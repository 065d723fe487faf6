/**
 * E-mail to the owner through a real local SMTP server (smtp-server): each enquiry arrives once,
 * spam never; an SMTP server that is down or refusing never costs the visitor their 201, and the
 * e-mail is retried until it gets through (also after a restart), except when the server refuses
 * it for good (5xx), which stops at once with the reason kept; every enquiry owes its e-mail even
 * while e-mail is off, so setting it up later sends what waited; the SMTP server is checked once
 * at the start and the result said plainly; no visitor text goes into the e-mail at all.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import { retryDelay, startOutboxWorker } from './notify';
import { openStore } from './store';
import {
  eventually,
  fetchToken,
  makeSite,
  request,
  sameOriginHeaders,
  unusedPort,
} from '../testing/server/service';
import { bodyOf, headersOf, startSmtp } from '../testing/server/smtp';

const OWNER = 'owner@saathi.example';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The service on `site`, e-mailing through the SMTP server on `smtpPort` (null: e-mail off). */
async function startApp(
  smtpPort: number | null,
  site: Awaited<ReturnType<typeof makeSite>>,
  logTo?: { log: string },
) {
  const config = readConfig(
    {
      DATA_DIR: site.dataDir,
      DIST_DIR: site.distDir,
      CONTACT_RATE_MAX: '1000',
      ...(smtpPort === null ? {} : { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: OWNER }),
    },
    site.root,
  );
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (logTo) logTo.log += chunk.toString('utf8');
      done();
    },
  });
  const app: FastifyInstance = await buildApp({
    config,
    logger: logTo ? { stream } : false,
    // Quick retries, so the test waits milliseconds rather than minutes.
    outbox: { baseDelayMs: 20, maxDelayMs: 200, pollMs: 200 },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const token = await fetchToken(base);
  const post = (body: Record<string, string>) =>
    request(`${base}/u1/contact`, {
      method: 'POST',
      headers: sameOriginHeaders(base, token),
      body: JSON.stringify(body),
    });
  return { app, post };
}

/** The enquiry number an e-mail is about (its subject), and the number of the enquiry that says `message`. */
const emailedNumber = (raw: string) =>
  Number(/\(number (\d+)\)/.exec(headersOf(raw).get('subject')?.[0] ?? '')?.[1]);
const numberOf = (site: { dataDir: string }, message: string) => {
  const store = openStore(site.dataDir);
  try {
    return store.listEnquiries({ includeSpam: true }).find((row) => row.message === message)?.id;
  } finally {
    store.close();
  }
};

async function newSite() {
  const site = await makeSite('notify');
  cleanups.push(site.remove);
  return site;
}

describe('retryDelay', () => {
  it('doubles after each failed try, up to the cap', () => {
    const waits = [1, 2, 3, 4, 5, 10, 11, 20].map((n) => retryDelay(n, 30_000, 6 * 3_600_000));
    expect(waits).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 15_360_000, 21_600_000, 21_600_000,
    ]);
  });
});

describe('e-mail to the owner', () => {
  it("delivers each enquiry once, with its number and where to read it, and none of the visitor's words", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const site = await newSite();
    const { app, post } = await startApp(smtp.port, site);
    cleanups.push(() => app.close());

    const enquiry = {
      writer: 'adult',
      fullName: 'आशा देवी',
      phoneNumber: '98765 43210',
      userEmail: 'asha@example.org',
      message: 'नमस्ते 🙏🏽 I have been feeling low.\n.\nA line with only a dot above.',
    };
    const first = await post(enquiry);
    expect(first.status).toBe(201);
    await eventually(() => smtp.received.length === 1, 'the first e-mail');
    const id = numberOf(site, enquiry.message);

    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual([OWNER]);
    const headers = headersOf(mail.raw);
    expect(headers.get('to')).toEqual([OWNER]);
    expect(headers.has('reply-to')).toBe(false);
    expect(headers.get('subject')).toEqual([`New enquiry from the website (number ${id})`]);
    expect(headers.get('message-id')![0]).toMatch(/^<enquiry-\d+-\d+@saathi\.example>$/);
    const body = bodyOf(mail.raw);
    expect(body).toContain(`number ${id}, received `);
    expect(body).toContain(`/inbox/enquiries/${id}`);
    // Nothing the visitor typed, anywhere in the message as it travelled.
    for (const words of [
      'आशा',
      '98765',
      'asha@example.org',
      'asha',
      'feeling low',
      'नमस्ते',
      'dot above',
    ]) {
      expect(mail.raw).not.toContain(words);
    }

    // A second enquiry arrives, and the first has not come again.
    await post({
      writer: 'adult',
      fullName: '',
      phoneNumber: '98765 43210',
      userEmail: '',
      message: 'second',
    });
    await eventually(() => smtp.received.length === 2, 'the second e-mail');
    expect(bodyOf(smtp.received[1]!.raw)).not.toContain('second');

    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    // The SMTP server holds the mail before its "250" reaches the service, which then marks the
    // row sent: wait for that too. (Read at once, a busy machine failed it with the second row
    // not yet marked.)
    const outbox = await eventually(() => {
      const rows = store.outboxState();
      return rows.length === 2 && rows.every((row) => row.sentAt !== null) && rows;
    }, 'both e-mails marked sent');
    expect(outbox.map((row) => row.attempts)).toEqual([0, 0]);
  });

  it('never e-mails spam', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const site = await newSite();
    const { app, post } = await startApp(smtp.port, site);
    cleanups.push(() => app.close());

    const bot = await post({
      writer: 'adult',
      fullName: 'Bot',
      phoneNumber: '',
      userEmail: 'bot@spam.example',
      message: 'buy-now',
      website: 'x',
    });
    expect(bot.status).toBe(201);
    await post({
      writer: 'adult',
      fullName: 'Asha',
      phoneNumber: '',
      userEmail: 'asha@example.org',
      message: 'real-person',
    });
    await eventually(() => smtp.received.length === 1, 'the real e-mail');
    expect(emailedNumber(smtp.received[0]!.raw)).toBe(numberOf(site, 'real-person'));

    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    // The bot's enquiry owes no e-mail at all, so nothing can ever send it.
    expect(store.outboxState()).toHaveLength(1);
    expect(store.listEnquiries({ includeSpam: true })).toHaveLength(2);
  });

  it('keeps the 201 while SMTP is down, retries with backoff, and delivers once when it is back', async () => {
    const port = await unusedPort();
    const site = await newSite();
    const { app, post } = await startApp(port, site);
    cleanups.push(() => app.close());

    const response = await post({
      writer: 'adult',
      fullName: 'Asha',
      phoneNumber: '',
      userEmail: 'asha@example.org',
      message: 'while-down',
    });
    expect(response.status).toBe(201);

    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    const failing = await eventually(() => {
      const [row] = store.outboxState();
      return row && row.attempts >= 2 ? row : undefined;
    }, 'two failed tries');
    expect(failing.sentAt).toBeNull();
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The server comes back on the same port, but first refuses one message with a 451.
    const smtp = await startSmtp(port, 1);
    cleanups.push(smtp.close);
    await eventually(() => smtp.received.length === 1, 'the e-mail after the server came back');
    expect(emailedNumber(smtp.received[0]!.raw)).toBe(numberOf(site, 'while-down'));
    const sent = await eventually(
      () => store.outboxState()[0]?.sentAt && store.outboxState()[0],
      'sentAt',
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(store.listEnquiries()).toHaveLength(1);
  });

  it('stops with the app, and a new start sends what was still owed', async () => {
    const port = await unusedPort();
    const site = await newSite();
    const first = await startApp(port, site);
    await first.post({
      writer: 'adult',
      fullName: 'Asha',
      phoneNumber: '',
      userEmail: 'asha@example.org',
      message: 'owed',
    });
    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    await eventually(() => (store.outboxState()[0]?.attempts ?? 0) >= 1, 'a failed try');
    await first.app.close();
    expect(store.outboxState()[0]!.sentAt).toBeNull();

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    const second = await startApp(port, site);
    cleanups.push(() => second.app.close());
    await eventually(() => smtp.received.length === 1, 'the owed e-mail after a restart');
    expect(emailedNumber(smtp.received[0]!.raw)).toBe(numberOf(site, 'owed'));
  });

  it('stops at once when the SMTP server refuses for good (550), and keeps its reason for the owner', async () => {
    const smtp = await startSmtp(0, 0, { noSuchMailbox: true });
    cleanups.push(smtp.close);
    const site = await newSite();
    const { app, post } = await startApp(smtp.port, site);
    cleanups.push(() => app.close());

    const response = await post({
      writer: 'adult',
      fullName: 'Asha',
      phoneNumber: '',
      userEmail: 'asha@example.org',
      message: 'to a mistyped NOTIFY_TO',
    });
    expect(response.status).toBe(201);
    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    const failed = await eventually(
      () => store.outboxState()[0]?.failedAt && store.outboxState()[0],
      'the e-mail to be marked failed',
    );
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/550/);
    expect(failed.lastError).toMatch(/No such user here/);
    // Longer than many retries would take at these timings: nothing more was tried.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.recipientTries()).toBe(1);
    expect(store.outboxState()[0]!.attempts).toBe(1);
    const [listed] = store.listEnquiries();
    expect(listed!.email).toMatchObject({ status: 'failed', attempts: 1 });
    expect(listed!.message).toBe('to a mistyped NOTIFY_TO');
  });

  it('owes an e-mail for each enquiry while e-mail is off, and sends what waited once it is set up', async () => {
    const site = await newSite();
    const off = await startApp(null, site);
    expect(
      (
        await off.post({
          writer: 'adult',
          fullName: 'Asha',
          phoneNumber: '',
          userEmail: 'asha@example.org',
          message: 'written-before-email-was-set-up',
        })
      ).status,
    ).toBe(201);
    await off.app.close();
    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    expect(store.listEnquiries()[0]!.email.status).toBe('pending');
    expect(store.emailCheck()).toMatchObject({ state: 'off' });

    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const on = await startApp(smtp.port, site);
    cleanups.push(() => on.app.close());
    await eventually(() => smtp.received.length === 1, 'the e-mail that waited');
    expect(emailedNumber(smtp.received[0]!.raw)).toBe(
      numberOf(site, 'written-before-email-was-set-up'),
    );
    await eventually(() => store.listEnquiries()[0]!.email.status === 'sent', 'sent');
  });

  it('checks the SMTP server once at the start, says plainly when it does not work, and still takes enquiries', async () => {
    const site = await newSite();
    const logged = { log: '' };
    const { app, post } = await startApp(await unusedPort(), site, logged);
    cleanups.push(() => app.close());
    await eventually(
      () => logged.log.includes('E-mail to the owner is NOT working'),
      'the failed check in the log',
    );
    const line = logged.log.split('\n').find((l) => l.includes('NOT working'))!;
    expect(JSON.parse(line)).toMatchObject({ level: 50 });
    expect(JSON.parse(line).msg).toMatch(
      /^E-mail to the owner is NOT working: 127\.0\.0\.1:\d+ could not be reached or refused the login \(.*ECONNREFUSED.*\)\. Enquiries are still stored/,
    );
    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    expect(store.emailCheck()).toMatchObject({ state: 'failing' });
    expect(store.emailCheck()!.detail).toMatch(/ECONNREFUSED/);
    expect(
      (
        await post({
          writer: 'adult',
          fullName: '',
          phoneNumber: '98765 43210',
          userEmail: '',
          message: 'hi',
        })
      ).status,
    ).toBe(201);
  });

  it('says at the start when the SMTP server works, and when e-mail is off', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const site = await newSite();
    const logged = { log: '' };
    const working = await startApp(smtp.port, site, logged);
    await eventually(() => logged.log.includes('E-mail to the owner works'), 'the check');
    await working.app.close();
    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    expect(store.emailCheck()).toMatchObject({ state: 'working' });

    const offLog = { log: '' };
    const off = await startApp(null, site, offLog);
    cleanups.push(() => off.app.close());
    expect(offLog.log).toContain(
      'E-mail to the owner is off (SMTP_URL and NOTIFY_TO are not set): enquiries are stored',
    );
    expect(store.emailCheck()).toMatchObject({ state: 'off' });
  });

  it('lets no visitor text into the e-mail, even text that skipped validation', async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const site = await newSite();
    const store = openStore(site.dataDir);
    cleanups.push(async () => store.close());
    // Written straight to the store, as if validation had a hole.
    store.saveEnquiry(
      {
        fullName: 'Eve\r\nBcc: victim@evil.example',
        phoneNumber: '1\r\nSubject: forged',
        userEmail: 'eve@evil.example\r\nBcc: victim2@evil.example',
        message: 'body\r\n.\r\nMAIL FROM:<x@evil.example>\r\nRCPT TO:<victim3@evil.example>',
      },
      { spam: false },
    );
    const worker = startOutboxWorker({
      store,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      to: OWNER,
      log: { info() {}, warn() {}, error() {} },
    });
    cleanups.push(() => worker.stop());
    await eventually(() => smtp.received.length === 1, 'the e-mail');

    const mail = smtp.received[0]!;
    expect(mail.rcptTo).toEqual([OWNER]);
    const headers = headersOf(mail.raw);
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('reply-to')).toBe(false);
    expect(headers.get('subject')).toHaveLength(1);
    expect(headers.get('subject')![0]).toMatch(/^New enquiry from the website/);
    // None of the visitor's text is in the e-mail, so none of it can pose as a header or a line.
    for (const words of ['Eve', 'evil.example', 'forged', 'RCPT TO']) {
      expect(mail.raw).not.toContain(words);
    }
  });
});
