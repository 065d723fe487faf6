/**
 * `npm start`: the build check (ensureBuilt.ts: builds when dist/ is missing or out of date),
 * then the service (src/server/main.ts), in one process. The script runs it with `exec`, so that
 * the signal npm passes on when it is stopped reaches the service itself, which closes gracefully
 * (main.ts); two commands joined by the shell would leave the service running without its shell.
 */
await import('./ensureBuilt');
await import('../server/main');

export {};
