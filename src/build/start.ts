/**
 * `npm start`: the build check (ensureBuilt.ts: builds when dist/ is missing or out of date),
 * one line if the site is a demo (placeholders in its content: release.ts), then the service
 * (src/server/main.ts), in one process. The script runs it with `exec`, so that
 * the signal npm passes on when it is stopped reaches the service itself, which closes gracefully
 * (main.ts); two commands joined by the shell would leave the service running without its shell.
 */
// The build sets NODE_ENV=production for itself only (build.ts): the service reads the one
// `npm start` was started with.
await import('./ensureBuilt');
// One line when the content still holds placeholders: a demo, not the release (release.ts).
const { demoSiteLine } = await import('./release');
const demo = demoSiteLine();
if (demo) console.log(demo);
await import('../server/main');

export {};
