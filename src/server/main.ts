/**
 * `npm start` (after the build check): starts the service and stops it gracefully. SIGTERM or
 * SIGINT closes the listener, lets requests in flight finish (each is committed to SQLite before
 * its answer), stops the e-mail outbox worker after its current send, closes the database, then
 * exits. An e-mail not yet sent stays owed in the outbox and goes out after the next start.
 */
import { buildApp } from './app';
import { readConfig } from './config';

const config = readConfig();
const app = await buildApp({ config, logger: true });

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
  app.log.error(error);
  process.exit(1);
}
