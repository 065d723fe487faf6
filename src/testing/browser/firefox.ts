/**
 * The second engine (issue 46, docs/testing.md): Debian's Firefox ESR, driven by puppeteer-core
 * over WebDriver BiDi, since browsers cannot be downloaded here. puppeteer-core is the version
 * Lighthouse already brings; it launches the Firefox installed, never one of its own.
 *
 * Harness notes: `page.waitForFunction` compiles its poller with `new Function()`, which the
 * site's CSP rightly blocks, so poll from Node; `emulateMediaFeatures` is CDP-only (use Firefox's
 * preferences for reduced motion and forced colours).
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { stopOnExit } from './cleanup';

/** Where Debian installs Firefox ESR; FIREFOX_PATH for any other. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox ESR, headless, at `width` x `height`, closed with the tool if it is stopped. */
export async function launchFirefox({ width = 1280, height = 900 } = {}): Promise<Browser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: { width, height },
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const forget = stopOnExit(() => browser.close());
  browser.once('disconnected', forget);
  return browser;
}
