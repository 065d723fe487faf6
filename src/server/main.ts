/**
 * `npm start` (after the build check): starts the service and stops it gracefully. SIGTERM or
 * SIGINT closes the listener, lets requests in flight finish, then exits.
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
