import type { Page } from 'playwright-core';

/** What a page's `navigator.connection` says: the visitor's data saver and link. */
export interface PretendConnection {
  saveData?: boolean;
  effectiveType?: string;
  /** Bandwidth in Mbit/s, as the browser estimates it. */
  downlink?: number;
}

/**
 * Makes `navigator.connection` say `connection` in this page from its first script on (the boot
 * script included). Chromium says what its own link is; a phone with "lite mode" on, or on 2G,
 * says `saveData: true` or `effectiveType: '2g'`, and that is what the page must honour.
 */
export async function pretendConnection(page: Page, connection: PretendConnection): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}
