/**
 * `npm start` (after the build check): starts the service and stops it gracefully. SIGTERM or
 * SIGINT closes the listener, lets requests in flight finish (each is committed to SQLite before
 * its answer, which closes its connection), stops the e-mail outbox worker after its current
 * send, closes the database, then exits 0. An e-mail not yet sent stays owed in the outbox and
 * goes out after the next start.
 *
 * A problem the owner must fix (a StartupError: a setting, DATA_DIR, the database, the CSRF key
 * file) stops the start with one plain sentence on stderr that names it, and exit code 1: no
 * stack trace. So does a HOST and PORT the service cannot listen on.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { readConfig, type ServerConfig } from './config';
import { StartupError } from './startupError';

function refuse(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}

let config: ServerConfig;
let app: FastifyInstance;
try {
  config = readConfig();
  app = await buildApp({ config, logger: true });
} catch (error) {
  if (error instanceof StartupError) refuse(error.message);
  throw error;
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then stopping.`);
    // Requests time out after 30 s, so a close that takes longer than this is stuck.
    setTimeout(() => {
      app.log.error('Requests in flight did not finish in time; stopping anyway.');
      process.exit(1);
    }, 45_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}

try {
  const address = await app.listen({ host: config.host, port: config.port });
  console.log(`Serving the site and its API at ${address}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  await app.close().catch(() => undefined);
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    refuse(
      `HOST ${config.host} and PORT ${config.port} cannot be used (${code === 'EADDRINUSE' ? 'another program listens there' : code === 'EACCES' ? 'permission denied: ports under 1024 need privileges' : 'this machine has no such address'}); choose other values.`,
    );
  }
  app.log.error(error);
  process.exit(1);
}
