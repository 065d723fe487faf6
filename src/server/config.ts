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
  /** Take the client IP (and protocol) from X-Forwarded-* headers set by a trusted proxy. */
  trustProxy: boolean;
  /** When both are set, each enquiry is also e-mailed to the owner. */
  smtpUrl: string | undefined;
  notifyTo: string | undefined;
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
    trustProxy: flag(env, 'TRUST_PROXY'),
    smtpUrl: env.SMTP_URL || undefined,
    notifyTo: env.NOTIFY_TO || undefined,
    mediaOrigins: origins(env, 'MEDIA_ORIGINS'),
    retentionDays: retention ? integer(env, 'RETENTION_DAYS', 0, 1, 36_500) : undefined,
  };
}
