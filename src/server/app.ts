import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerSecurityHeaders } from './securityHeaders';
import { registerStaticSite } from './staticSite';

export interface AppOptions {
  config: ServerConfig;
  /** Fastify's logger; off in tests. Never logs request bodies (they hold personal data). */
  logger?: boolean;
}

/** Builds the whole service: security headers, the site, and the API. Does not listen. */
export async function buildApp({ config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    // Stop slow-loris style requests from holding sockets forever.
    requestTimeout: 30_000,
  });

  await registerSecurityHeaders(app, { mediaOrigins: config.mediaOrigins });
  await registerStaticSite(app, { distDir: config.distDir });

  return app;
}
