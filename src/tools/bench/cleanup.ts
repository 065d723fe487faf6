/**
 * Everything the bench starts (servers, Chromium) registers its stop here, so Ctrl-C or a
 * SIGTERM from CI still ends each of them instead of leaving browsers and ports behind on a
 * two-core machine others share.
 */
type Stop = () => Promise<void>;

const running = new Set<Stop>();
let stopping = false;

/** True once a signal asked the bench to stop: nothing new may be started after that. */
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

export function stopAllOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      console.error(`\n${signal}: stopping the servers and browsers the bench started…`);
      void stopAll().finally(() => process.exit(130));
    });
  }
}
