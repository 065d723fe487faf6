/**
 * What a tool starts (the service, a build, Chromium, Lighthouse's Chrome, the Orca session)
 * registers its stop here while it runs, so that Ctrl-C, a SIGTERM from CI's time limit or a
 * SIGHUP from a closed terminal still ends each of them, instead of leaving browsers, an X
 * display and ports behind on a two-core machine others share (the next run would find the
 * display taken). The tools (`npm run audit`, `audit:screen-reader`, `bench`, `screenshots`)
 * call `stopAllOnSignals` as they start; their normal and failing ways out stop things in their
 * own `finally` blocks. `a11y-tests/cleanup.browser.test.ts` stops each tool mid-run and looks
 * for what is left.
 */
type Stop = () => Promise<void>;

const running = new Set<Stop>();
let stopping = false;

/** True once a signal asked the tool to stop: nothing new may be started after that. */
export function isStopping(): boolean {
  return stopping;
}

/** Registers a stop; call the returned function once it has been stopped normally. */
export function stopOnExit(stop: Stop): () => void {
  running.add(stop);
  return () => running.delete(stop);
}

/** Stops everything still registered, newest first; errors are reported, not thrown. */
export async function stopAll(): Promise<void> {
  for (const stop of [...running].reverse()) {
    running.delete(stop);
    await stop().catch((error: unknown) => console.error('While stopping:', error));
  }
}

const exitCodes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * On SIGINT, SIGTERM or SIGHUP: stops everything registered, then exits with 128 + the signal's
 * number, as a process killed by it would. `tool` names it in the message ("the audit").
 */
export function stopAllOnSignals(tool: string): void {
  for (const signal of Object.keys(exitCodes) as (keyof typeof exitCodes)[]) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal}: stopping what ${tool} started…`);
      void stopAll().finally(() => process.exit(exitCodes[signal]));
    });
  }
}
