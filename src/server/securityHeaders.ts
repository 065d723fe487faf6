import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { SCRIPT_HASHES_FILE, SERVER_RENDER_DIR, type ScriptHashes } from '../shared/builtSite';
import { inlineStyleHashes } from './inlineStyleHashes';

export interface SecurityOptions {
  /** External hosts for images and video (MEDIA_ORIGINS). */
  mediaOrigins: string[];
  /** CSP source expressions of the pages' inline scripts, as the build wrote them. */
  scriptHashes: readonly string[];
}

const HASH = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/**
 * The hashes of the pages' inline script, which the build wrote into dist/ beside the pages
 * (src/shared/builtSite.ts), so they always match the pages being served. A dist/ without them
 * is an unfinished or older build: the service says so rather than serve pages whose script the
 * browser would block.
 */
export async function readScriptHashes(distDir: string): Promise<string[]> {
  const file = path.join(distDir, SERVER_RENDER_DIR, SCRIPT_HASHES_FILE);
  let parsed: Partial<ScriptHashes>;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<ScriptHashes>;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot read ${file} (${reason}): build the site first (npm run build).`);
  }
  const hashes = parsed.scriptSrc;
  if (
    !Array.isArray(hashes) ||
    !hashes.every((hash) => typeof hash === 'string' && HASH.test(hash))
  ) {
    throw new Error(`${file} does not list script hashes ('sha256-…'): build the site again.`);
  }
  return hashes;
}

/**
 * Security headers on every response. The CSP allows scripts from our own origin only, and one
 * inline script, the pages' boot script, by the hash of its exact text: no other inline script
 * and no eval, so an injected `<script>` cannot run. HSTS is sent only on HTTPS
 * requests (behind a TLS proxy with TRUST_PROXY), where it means something.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes],
        styleSrc: ["'self'", ...inlineStyleHashes],
        imgSrc: ["'self'", 'data:', ...options.mediaOrigins],
        mediaSrc: ["'self'", ...options.mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
