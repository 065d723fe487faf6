/**
 * Load on the contact service: valid enquiries posted the way the browser client posts them
 * (XSRF cookie copied into the header, the site's own Origin, JSON), a bounded number at a fixed
 * concurrency, on loopback. Reports throughput, latency percentiles and what the database grew to.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { API_BASE, CONTACT_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../shared/api';

/** The enquiry call's address on the service at `baseUrl`. */
const contactUrl = (baseUrl: string) => `${baseUrl}${API_BASE}/${CONTACT_PATH}`;

export interface ContactLoadOptions {
  baseUrl: string;
  /** Where the service keeps SQLite (its DATA_DIR), to measure the database afterwards. */
  dataDir: string;
  requests: number;
  concurrency: number;
  /** Requests sent first and left out of the figures: connection set-up, JIT, SQLite's cache. */
  warmup: number;
}

export type ContactLoadResult =
  | { available: false; reason: string }
  | {
      available: true;
      requests: number;
      concurrency: number;
      acknowledged: number;
      /** Answers other than 2xx, by status (0: the request itself failed). */
      failures: Record<string, number>;
      durationMs: number;
      requestsPerSecond: number;
      latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
      /** Every file in DATA_DIR (database, WAL, secrets) and their total, in bytes. */
      dataFiles: Record<string, number>;
      dataBytes: number;
    };

/** A valid enquiry by the shared rules (src/shared/enquiry.ts), different each time. */
function enquiry(index: number) {
  return {
    fullName: `Bench Visitor ${index}`,
    phoneNumber: '+91 98765 43210',
    userEmail: `bench.${index}@example.org`,
    message:
      `Enquiry ${index} from the benchmark. I would like to know when the next session takes ` +
      'place in our district, and whether the audio book can be sent to our school.',
  };
}

/** The value at the given percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

async function filesIn(dir: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    sizes[path.relative(dir, full)] = (await stat(full)).size;
  }
  return sizes;
}

/** The XSRF-TOKEN cookie every HTML page sets, taken from GET /. */
async function xsrfToken(baseUrl: string): Promise<string | undefined> {
  const response = await fetch(`${baseUrl}/`);
  await response.arrayBuffer();
  for (const cookie of response.headers.getSetCookie()) {
    const match = new RegExp(`^${XSRF_COOKIE}=([^;]*)`).exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

export async function runContactLoad(options: ContactLoadOptions): Promise<ContactLoadResult> {
  const { baseUrl, dataDir, requests, concurrency, warmup } = options;
  const token = await xsrfToken(baseUrl);
  if (token === undefined) {
    return { available: false, reason: 'GET / set no XSRF-TOKEN cookie' };
  }
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    origin: baseUrl,
    cookie: `${XSRF_COOKIE}=${token}`,
    // The server reads the cookie URL-decoded, so the browser client sends it decoded too.
    [XSRF_HEADER]: decodeURIComponent(token),
  };
  const post = async (index: number): Promise<number> => {
    const response = await fetch(contactUrl(baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(enquiry(index)),
    });
    await response.arrayBuffer();
    return response.status;
  };

  // One request first: tells "not built yet" (404) and "our request is wrong" (403, 400) apart
  // from a working service before thousands are sent.
  const probe = await fetch(contactUrl(baseUrl), {
    method: 'POST',
    headers,
    body: JSON.stringify(enquiry(0)),
  });
  const probeBody = await probe.text();
  if (probe.status < 200 || probe.status > 299) {
    return {
      available: false,
      reason: `POST /u1/contact answered ${probe.status}: ${probeBody.slice(0, 200)}`,
    };
  }

  for (let index = 1; index <= warmup; index += 1) await post(index);

  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const index = warmup + 1 + next;
      next += 1;
      const started = performance.now();
      let status: number;
      try {
        status = await post(index);
      } catch {
        status = 0;
      }
      latencies.push(performance.now() - started);
      if (status < 200 || status > 299) failures[status] = (failures[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const durationMs = performance.now() - started;

  const sorted = [...latencies].sort((a, b) => a - b);
  const failed = Object.values(failures).reduce((sum, count) => sum + count, 0);
  const dataFiles = await filesIn(dataDir);
  return {
    available: true,
    requests,
    concurrency,
    acknowledged: requests - failed,
    failures,
    durationMs,
    requestsPerSecond: (requests / durationMs) * 1000,
    latencyMs: {
      p50: percentile(sorted, 0.5),
      p90: percentile(sorted, 0.9),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    },
    dataFiles,
    dataBytes: Object.values(dataFiles).reduce((sum, size) => sum + size, 0),
  };
}
