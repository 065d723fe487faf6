/**
 * The floor's server: a loopback proxy in front of the real service that answers each page's
 * address with that page's HTML minus every script (stripScripts), and passes every other
 * request (CSS, images, fonts, favicon) through untouched. The floor thus gets the same headers
 * (CSP, caching, cookies), the same compression and the same assets as the real page, and pays
 * the same server time, so the only difference Lighthouse sees is the JavaScript.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withoutTrailingSlash } from '../../content/routeTable';
import { stripScripts } from './stripScripts';

export interface FloorServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/** Headers that describe the original body, not the stripped one. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'last-modified']);

type Encoding = 'br' | 'gzip' | 'identity';

/** The same preference as the real service (@fastify/static with preCompressed: br, then gzip). */
function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** Compressed at the build's levels (compress.ts), so the floor's HTML is the same size class. */
function encode(body: string, encoding: Encoding): Buffer {
  const raw = Buffer.from(body);
  if (encoding === 'br') {
    return brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipSync(raw, { level: 9 });
  return raw;
}

function upstreamRequest(
  upstream: URL,
  incoming: IncomingMessage,
  headers: IncomingHttpHeaders,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...headers, host: upstream.host },
      },
      resolve,
    );
    outgoing.once('error', reject);
    incoming.pipe(outgoing);
  });
}

async function readBody(stream: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the floor proxy on a free loopback port. `pagePaths` are the prerendered pages'
 * addresses (`/`, `/about`…); a trailing slash is accepted as the real service accepts it.
 */
export async function startFloorServer(
  upstreamBaseUrl: string,
  pagePaths: readonly string[],
): Promise<FloorServer> {
  const upstream = new URL(upstreamBaseUrl);
  const pages = new Set(pagePaths);
  // Compressing at brotli's top level takes milliseconds; cached so the floor's server time
  // stays that of the real service, not the proxy's.
  const encoded = new Map<string, Buffer>();

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const pathname = new URL(incoming.url ?? '/', 'http://floor').pathname;
    const normalized = withoutTrailingSlash(pathname);
    const isPage = incoming.method === 'GET' && pages.has(normalized);
    if (!isPage) {
      const answer = await upstreamRequest(upstream, incoming, incoming.headers);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      return;
    }
    // Ask for the page uncompressed, strip it, then compress it as the browser asked.
    // Unconditional: a 304 would carry no body to strip.
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !name.startsWith('if-')),
    );
    const answer = await upstreamRequest(upstream, incoming, {
      ...headers,
      'accept-encoding': 'identity',
    });
    const html = stripScripts(await readBody(answer));
    const encoding = chooseEncoding(incoming.headers['accept-encoding']);
    const key = `${encoding}\n${html}`;
    let body = encoded.get(key);
    if (!body) {
      body = encode(html, encoding);
      encoded.set(key, body);
    }
    const sent: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !BODY_HEADERS.has(name)) sent[name] = value;
    }
    if (encoding !== 'identity') sent['content-encoding'] = encoding;
    sent['content-length'] = String(body.length);
    outgoing.writeHead(answer.statusCode ?? 200, sent);
    outgoing.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`floor proxy: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  // Fill the compression cache before Lighthouse's first visit.
  for (const page of pages) {
    for (const encodingHeader of ['br', 'gzip']) {
      const response = await fetch(`${baseUrl}${page}`, {
        headers: { 'accept-encoding': encodingHeader },
      });
      await response.arrayBuffer();
    }
  }

  return {
    baseUrl,
    stop: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
