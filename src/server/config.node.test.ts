/** Settings that the contact service added to the environment. */
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['off', 0],
    ['1', 1],
    ['true', 1],
    ['yes', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%j as %i trusted proxies', (value, hops) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('refuses a TRUST_PROXY that is neither a switch nor a small count', () => {
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });

  it('remembers an address for the rate limit an hour at most, as the privacy notice says', () => {
    expect(readConfig({}).contactRateWindowSeconds).toBe(600);
    expect(readConfig({ CONTACT_RATE_WINDOW_S: '3600' }).contactRateWindowSeconds).toBe(3600);
    expect(() => readConfig({ CONTACT_RATE_WINDOW_S: '3601' })).toThrow(
      'CONTACT_RATE_WINDOW_S must be a whole number from 1 to 3600; it is "3601".',
    );
  });

  it('takes a CSRF_SECRET only when it is long enough to be a secret', () => {
    expect(readConfig({}).csrfSecret).toBeUndefined();
    expect(readConfig({ CSRF_SECRET: 'x'.repeat(32) }).csrfSecret).toBe('x'.repeat(32));
    expect(() => readConfig({ CSRF_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('reads NOTIFY_FROM', () => {
    expect(
      readConfig({
        SMTP_URL: 'smtp://127.0.0.1:25',
        NOTIFY_TO: 'owner@saathi.example',
        NOTIFY_FROM: 'site@saathi.example',
      }).notifyFrom,
    ).toBe('site@saathi.example');
  });
});

describe('the e-mail settings', () => {
  const smtp = 'smtps://user:password@smtp.example.org:465';

  it('are all or nothing: half of them refuses to start, naming what is missing', () => {
    expect(() => readConfig({ SMTP_URL: smtp })).toThrow(
      /^SMTP_URL is set but NOTIFY_TO is not: set NOTIFY_TO/,
    );
    expect(() => readConfig({ NOTIFY_TO: 'owner@example.org' })).toThrow(
      /^NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL/,
    );
    expect(() => readConfig({ NOTIFY_FROM: 'site@example.org' })).toThrow(
      /^NOTIFY_FROM is set but SMTP_URL and NOTIFY_TO are not/,
    );
    expect(() => readConfig({ SMTP_URL: smtp, NOTIFY_TO: '  ' })).toThrow(/NOTIFY_TO is not/);
    expect(readConfig({}).smtpUrl).toBeUndefined();
  });

  it.each([
    'nonsense',
    'smtp.example.org:465',
    'http://smtp.example.org',
    'smtp://',
    'smtps://user:s3cret-pass@/',
    'smtp://smtp.example.org/some/path',
  ])('refuse the SMTP_URL %j, without repeating it (it may hold a password)', (value) => {
    const act = () => readConfig({ SMTP_URL: value, NOTIFY_TO: 'owner@example.org' });
    expect(act).toThrow(
      /^SMTP_URL is not the address of a mail server: it must look like smtps:\/\//,
    );
    expect(act).not.toThrow(/s3cret/);
  });

  it.each([
    'smtp://user:s3cret-pass@smtp.example.org:587',
    'smtp://user:s3cret-pass@smtp.example.org:25?requireTLS=false',
    'smtp://user:s3cret-pass@10.0.0.5:25',
  ])('refuse the unencrypted SMTP_URL %j to another machine, without repeating it', (value) => {
    const act = () => readConfig({ SMTP_URL: value, NOTIFY_TO: 'owner@example.org' });
    expect(act).toThrow(
      /^SMTP_URL would send the mail server's password and the e-mails unencrypted/,
    );
    expect(act).not.toThrow(/s3cret/);
  });

  it.each([
    'smtps://user:password@smtp.example.org:465',
    'smtp://user:password@smtp.example.org:587?requireTLS=true',
    'smtp://127.0.0.1:25',
    'smtp://localhost:2525',
    'smtp://[::1]:25',
    'smtps://user%40example.org:p%3Ass@smtp.example.org',
  ])('take the documented SMTP_URL form %j', (value) => {
    expect(readConfig({ SMTP_URL: value, NOTIFY_TO: 'owner@example.org' }).smtpUrl).toBe(value);
  });

  it('check the addresses of NOTIFY_TO and NOTIFY_FROM', () => {
    const base = { SMTP_URL: smtp };
    expect(
      readConfig({ ...base, NOTIFY_TO: 'a@example.org, Owner <b@example.org>' }).notifyTo,
    ).toBe('a@example.org, Owner <b@example.org>');
    expect(() => readConfig({ ...base, NOTIFY_TO: 'a@example.org, founder' })).toThrow(
      'NOTIFY_TO must be one or more e-mail addresses separated by commas; "founder" is not one.',
    );
    expect(() =>
      readConfig({ ...base, NOTIFY_TO: 'a@example.org', NOTIFY_FROM: 'website' }),
    ).toThrow(/^NOTIFY_FROM must be one e-mail address/);
  });
});
