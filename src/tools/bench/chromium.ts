/**
 * Chromium for Lighthouse. Browsers cannot be downloaded here: Debian's Chromium at
 * /usr/bin/chromium, or the one named by CHROME_PATH (the same rule as the browser tests).
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_ARGS, chromePath } from '../../testing/browser/browser';
import { isStopping, stopOnExit } from '../../testing/browser/cleanup';

/**
 * The flags of the browser tests (for a closed network: without them Chromium keeps trying to
 * reach Google's hosts, which would show up as noise in the traces), plus the new headless
 * mode, which renders like headed Chrome.
 */
export const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--headless=new'] as const;

export interface RunningChromium {
  port: number;
  stop: () => Promise<void>;
}

/** Starts Chromium with a fresh profile; `stop` ends it and waits until it is gone. */
export async function launchChromium(): Promise<RunningChromium> {
  if (isStopping()) throw new Error('The bench is stopping.');
  const chrome: LaunchedChrome = await launch({
    chromePath,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: 'silent',
    // The bench's own handler (cleanup.ts) stops Chromium and the servers together.
    handleSIGINT: false,
  });
  const stop = async () => {
    forget();
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return;
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    await exited;
  };
  const forget = stopOnExit(stop);
  // A signal that arrived while Chromium was starting found nothing to stop yet.
  if (isStopping()) {
    await stop();
    throw new Error('The bench is stopping.');
  }
  return { port: chrome.port, stop };
}
