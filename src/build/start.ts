/**
 * `npm start`: the build check (ensureBuilt.ts: builds when dist/ is missing or out of date),
 * one line if the site is a demo (placeholders in its content: release.ts), then the service
 * (src/server/main.ts), in one process. The script runs it with `exec`, so that
 * the signal npm passes on when it is stopped reaches the service itself, which closes gracefully
 * (main.ts); two commands joined by the shell would leave the service running without its shell.
 */
// The operator's NODE_ENV, for the service: a build sets NODE_ENV=production for itself
// (build.ts), which must not decide what the service does (app.ts refuses, in production, a
// site built without RETENTION_DAYS).
const operatorNodeEnv = process.env.NODE_ENV;
await import('./ensureBuilt');
if (operatorNodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = operatorNodeEnv;
// One line when the content still holds placeholders: a demo, not the release (release.ts).
const { demoSiteLine } = await import('./release');
const demo = demoSiteLine();
if (demo) console.log(demo);
await import('../server/main');

export {};
