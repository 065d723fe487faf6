import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { BOOT_SCRIPT_SOURCE } from '../build/bootScript';
import { cspHash, inlineStyleHashes } from './inlineStyleHashes';

export interface SecurityOptions {
  /** External hosts for images and video (MEDIA_ORIGINS). */
  mediaOrigins: string[];
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
        scriptSrc: ["'self'", cspHash(BOOT_SCRIPT_SOURCE)],
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
