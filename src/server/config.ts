/**
 * The service's settings, read once from the environment (every variable is optional and
 * documented in README.md). Bad values stop the start with a clear message, not a late surprise.
 */
import path from 'node:path';

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
  /** When both are set, each enquiry is also e-mailed to the owner. */
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
  /** Enquiries older than this many days are deleted; undefined keeps them. */
  retentionDays: number | undefined;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

/** A comma- or space-separated list of origins, each checked to be a bare `scheme://host[:port]`. */
function origins(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw.split(/[\s,]+/).map((value) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(
        `${name} holds "${value}", which is not an origin such as https://example.org.`,
      );
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
      throw new Error(
        `${name} holds "${value}", which is not an origin such as https://example.org.`,
      );
    }
    return url.origin;
  });
}

function flag(env: Env, name: string): boolean {
  return /^(1|true|yes|on)$/i.test(env[name] ?? '');
}

/** Off, on (one proxy: `1`, `true`, `yes`, `on`), or a number of proxies in a chain. */
function proxyHops(env: Env, name: string): number {
  const raw = env[name] ?? '';
  if (raw === '' || /^(0|false|no|off)$/i.test(raw)) return 0;
  if (flag(env, name)) return 1;
  return integer(env, name, 0, 1, 10);
}

/** A secret must be long enough that guessing it is hopeless. */
function secret(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (raw.length < 32) {
    throw new Error(`${name} must be at least 32 characters long (try: openssl rand -hex 32).`);
  }
  return raw;
}

export function readConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const retention = env.RETENTION_DAYS;
  return {
    host: env.HOST || '127.0.0.1',
    port: integer(env, 'PORT', 3000, 0, 65535),
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    distDir: path.resolve(cwd, env.DIST_DIR || './dist'),
    contactRateMax: integer(env, 'CONTACT_RATE_MAX', 5, 1, 1_000_000),
    contactRateWindowSeconds: integer(env, 'CONTACT_RATE_WINDOW_S', 600, 1, 86_400 * 7),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    trustProxy: proxyHops(env, 'TRUST_PROXY'),
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.NOTIFY_TO || undefined,
    notifyFrom: env.NOTIFY_FROM || undefined,
    csrfSecret: secret(env, 'CSRF_SECRET'),
    mediaOrigins: origins(env, 'MEDIA_ORIGINS'),
    retentionDays: retention ? integer(env, 'RETENTION_DAYS', 0, 1, 36_500) : undefined,
  };
}
