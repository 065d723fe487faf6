/**
 * The service's settings, read once from the environment (every variable is optional and
 * documented in docs/spec/contracts.md §2.1). Bad values stop the start with a clear message, not
 * a late surprise: each is a StartupError whose sentence names the variable (and never quotes a
 * password). How long enquiries are kept is not one of them: the build decides it
 * (RETENTION_DAYS, contracts §2.2), and the service keeps enquiries for what the build's privacy
 * notice says (./privacyNotice.ts).
 */
import path from 'node:path';
import { EMAIL_REGEX } from 'valibot';
import { StartupError } from './startupError';
import { parseTimeZone } from './timeZone';

export interface ServerConfig {
  host: string;
  port: number;
  /** Where SQLite and other state live. */
  dataDir: string;
  /** The built site (prerendered HTML and hashed assets). */
  distDir: string;
  /** Enquiries accepted per client IP per window. */
  contactRateMax: number;
  contactRateWindowSeconds: number;
  /** Other origins allowed to post to the API (CORS with credentials). */
  allowedOrigins: string[];
  /**
   * How many proxies in front of the service to trust for the client IP and protocol
   * (X-Forwarded-For / -Proto); 0 trusts none. Counting hops, rather than trusting every
   * address in X-Forwarded-For, stops a client from choosing its own IP (and so escaping the
   * rate limit) by sending that header itself: only what our own proxies appended counts.
   */
  trustProxy: number;
  /**
   * E-mail to the owner: both set, or neither (half of it refuses to start, so that enquiries
   * are never silently not e-mailed). SMTP_URL is checked to be an smtps:// address, or an
   * smtp:// one that requires TLS or stays on this machine.
   */
  smtpUrl: string | undefined;
  notifyTo: string | undefined;
  /** The sender of those e-mails; defaults to NOTIFY_TO (many SMTP hosts only relay for it). */
  notifyFrom: string | undefined;
  /**
   * Signs the XSRF-TOKEN cookies. Unset: a secret generated once and kept in DATA_DIR, which is
   * right for one machine; several machines behind one name must share one CSRF_SECRET.
   */
  csrfSecret: string | undefined;
  /** External hosts the page may load images and video from (CSP). */
  mediaOrigins: string[];
  /** The owner's time zone (OWNER_TIME_ZONE): `npm run enquiries` shows and reads times in it. */
  ownerTimeZone: string;
  /**
   * NODE_ENV=production, as the operator set it: the service then refuses a site built without
   * RETENTION_DAYS (app.ts), which would keep enquiries for ever.
   */
  production: boolean;
}

type Env = Record<string, string | undefined>;

/**
 * Every variable the service reads, listed once: the parsers below see only these (reading any
 * other is a type error), and docs/spec/contracts.md §2 must list exactly these
 * (src/build/contractTables.node.test.ts), so a new setting cannot go undocumented.
 */
export const SETTINGS = [
  'HOST',
  'PORT',
  'DATA_DIR',
  'DIST_DIR',
  'CONTACT_RATE_MAX',
  'CONTACT_RATE_WINDOW_S',
  'ALLOWED_ORIGINS',
  'TRUST_PROXY',
  'SMTP_URL',
  'NOTIFY_TO',
  'NOTIFY_FROM',
  'CSRF_SECRET',
  'MEDIA_ORIGINS',
  'OWNER_TIME_ZONE',
  'NODE_ENV',
] as const;

export type Setting = (typeof SETTINGS)[number];

/** The listed variables' raw values: all the parsers may read. */
type Settings = Readonly<Record<Setting, string | undefined>>;

function settingsFrom(env: Env): Settings {
  return Object.fromEntries(SETTINGS.map((name) => [name, env[name]])) as Settings;
}

/**
 * The longest the rate limit may remember a visitor's internet address: the privacy notice says
 * "an hour at most" (content/<language>/privacy.yaml, claim `address-minutes`).
 */
export const RATE_WINDOW_MAX_SECONDS = 3600;

function integer(env: Settings, name: Setting, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new StartupError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

/** A comma- or space-separated list of origins, each checked to be a bare `scheme://host[:port]`. */
function origins(env: Settings, name: Setting): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(/[\s,]+/).map((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new StartupError(
        `${name} holds "${value}", which is not an origin such as https://example.org.`,
      );
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
      throw new StartupError(
        `${name} holds "${value}", which is not an origin such as https://example.org.`,
      );
    }
    return url.origin;
  });
}

function flag(env: Settings, name: Setting): boolean {
  return /^(1|true|yes|on)$/i.test(env[name] ?? '');
}

/** Off, on (one proxy: `1`, `true`, `yes`, `on`), or a number of proxies in a chain. */
function proxyHops(env: Settings, name: Setting): number {
  const raw = env[name] ?? '';
  if (raw === '' || /^(0|false|no|off)$/i.test(raw)) return 0;
  if (flag(env, name)) return 1;
  return integer(env, name, 0, 1, 10);
}

/** A secret must be long enough that guessing it is hopeless. */
function secret(env: Settings, name: Setting): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (raw.length < 32) {
    throw new StartupError(
      `${name} must be at least 32 characters long (try: openssl rand -hex 32).`,
    );
  }
  return raw;
}

/** `address` or `Name <address>`. */
function mailbox(value: string): boolean {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value)?.[1] ?? value;
  return EMAIL_REGEX.test(address.trim());
}

const SMTP_EXAMPLE = 'smtps://user:password@smtp.example.org:465';

/** This machine itself: plain smtp:// to it (a relay of its own) crosses no network. */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** smtp:// with nodemailer's `requireTLS=true`: STARTTLS or no connection, never plain text. */
function requiresTls(url: URL): boolean {
  return url.searchParams.get('requireTLS') === 'true';
}

/**
 * SMTP_URL, NOTIFY_TO and NOTIFY_FROM: all or nothing, each well formed. The URL's value is never
 * repeated in a message: it holds the password.
 */
function emailSettings(env: Settings) {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const notifyTo = env.NOTIFY_TO?.trim() || undefined;
  const notifyFrom = env.NOTIFY_FROM?.trim() || undefined;
  if (smtpUrl && !notifyTo) {
    throw new StartupError(
      'SMTP_URL is set but NOTIFY_TO is not: set NOTIFY_TO to the address that should receive ' +
        'each enquiry, or remove SMTP_URL to keep enquiries only in the database.',
    );
  }
  if (notifyTo && !smtpUrl) {
    throw new StartupError(
      `NOTIFY_TO is set but SMTP_URL is not: set SMTP_URL to your mail server, such as ${SMTP_EXAMPLE}, ` +
        'or remove NOTIFY_TO to keep enquiries only in the database.',
    );
  }
  if (notifyFrom && !smtpUrl) {
    throw new StartupError(
      'NOTIFY_FROM is set but SMTP_URL and NOTIFY_TO are not: set both to have enquiries ' +
        'e-mailed, or remove NOTIFY_FROM.',
    );
  }
  if (!smtpUrl || !notifyTo) return { smtpUrl: undefined, notifyTo: undefined, notifyFrom };

  let url: URL | undefined;
  try {
    url = new URL(smtpUrl);
  } catch {
    url = undefined;
  }
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname || !/^\/?$/.test(url.pathname)) {
    throw new StartupError(
      `SMTP_URL is not the address of a mail server: it must look like ${SMTP_EXAMPLE} ` +
        '(smtp:// or smtps://, then the server; special characters of the user name and ' +
        'password percent-encoded, such as %40 for @).',
    );
  }
  if (url.protocol === 'smtp:' && !isLoopback(url.hostname) && !requiresTls(url)) {
    throw new StartupError(
      "SMTP_URL would send the mail server's password and the e-mails unencrypted: use " +
        'smtps:// (usually port 465), or add ?requireTLS=true to an smtp:// address (port 587).',
    );
  }
  for (const address of notifyTo.split(',')) {
    if (!mailbox(address.trim())) {
      throw new StartupError(
        `NOTIFY_TO must be one or more e-mail addresses separated by commas; "${address.trim()}" is not one.`,
      );
    }
  }
  if (notifyFrom && !mailbox(notifyFrom)) {
    throw new StartupError(
      `NOTIFY_FROM must be one e-mail address, such as site@example.org; "${notifyFrom}" is not one.`,
    );
  }
  return { smtpUrl, notifyTo, notifyFrom };
}

/** OWNER_TIME_ZONE, India's Asia/Kolkata when unset (./timeZone.ts). */
function ownerTimeZone(env: Settings): string {
  try {
    return parseTimeZone(env.OWNER_TIME_ZONE);
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}

export function readConfig(environment: Env = process.env, cwd = process.cwd()): ServerConfig {
  const env = settingsFrom(environment);
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 3000, 0, 65535),
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    distDir: path.resolve(cwd, env.DIST_DIR || './dist'),
    contactRateMax: integer(env, 'CONTACT_RATE_MAX', 5, 1, 1_000_000),
    contactRateWindowSeconds: integer(
      env,
      'CONTACT_RATE_WINDOW_S',
      600,
      1,
      RATE_WINDOW_MAX_SECONDS,
    ),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    trustProxy: proxyHops(env, 'TRUST_PROXY'),
    ...emailSettings(env),
    csrfSecret: secret(env, 'CSRF_SECRET'),
    mediaOrigins: origins(env, 'MEDIA_ORIGINS'),
    ownerTimeZone: ownerTimeZone(env),
    production: env.NODE_ENV === 'production',
  };
}
