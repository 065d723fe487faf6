/**
 * The owner's inbox in real Chromium, for `a11y-tests/inbox*.browser.test.ts`: a service of the
 * file's own behind one trusted proxy (TRUST_PROXY=1: each browser sends its own
 * X-Forwarded-For, as a proxy would add it, so the owner and someone guessing passphrases count
 * as two addresses), four enquiries in its database, a browser per address, the owner's command
 * to set the passphrase, the checks run on every state (axe, reflow, 44 px targets, a screenshot
 * in reports/inbox/), and the API as a curious visitor would call it.
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { openStore, type Store } from '../../server/store';
import { runAxe } from './browser';
import { recordFocusTrail } from './focusTrail';
import { projectRoot } from './site';
import { wordsNotInPageLanguage } from './pageLanguage';
import { withSite } from './withSite';

export const PASSPHRASE = 'four words the owner remembers';
const screenshots = path.join(projectRoot, 'reports/inbox');
const widths = [1280, 320] as const;

/** Lines Chromium's console prints for the refusals these tests cause on purpose. */
const expectedConsole = /Failed to load resource: the server responded with a status of (401|429)/;

/** A browser of the inbox's tests, as one client address. */
export interface InboxBrowser {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** The four enquiries every file starts with: a formula, one replied, one whose e-mail failed. */
function seedEnquiries(store: Store) {
  const save = (fullName: string, at: string, extra: Partial<Record<string, string>> = {}) => {
    const saved = store.saveEnquiry(
      {
        fullName,
        phoneNumber: extra.phoneNumber ?? '',
        userEmail: extra.userEmail ?? '',
        message: extra.message ?? `A message from ${fullName}.`,
      },
      { spam: false, now: new Date(at) },
    );
    if (saved.outcome !== 'stored') throw new Error('not stored');
    return saved.id;
  };
  save('=HYPERLINK("http://evil.example","Click")', '2026-11-01T04:30:00.000Z', {
    userEmail: 'formula@example.org',
  });
  const asha = save('Asha Devi', '2026-11-02T04:30:00.000Z', { userEmail: 'asha@example.org' });
  const ravi = save('Ravi Kumar', '2026-11-03T04:30:00.000Z', {
    userEmail: 'ravi@example.org',
    message: 'I would like to volunteer with the audio books.',
  });
  save('Meera Iyer', '2026-11-04T04:30:00.000Z', {
    phoneNumber: '+91 98765 43210',
    userEmail: 'meera@example.org',
    message: 'Could you send the book in Braille?\n\nWe are a school of 14 students.',
  });
  store.setReplied(asha, true);
  store.db
    .prepare(
      "UPDATE outbox SET attempts = 1, failedAt = '2026-11-03T04:31:00.000Z', lastError = ? WHERE enquiryId = ?",
    )
    .run('550 5.1.1 No such user', ravi);
}

/**
 * The state as seen at both widths: axe finds nothing, nothing scrolls sideways at 320 px, every
 * control in the page is at least 44 by 44 px (links in running text aside), and a screenshot.
 */
export async function checkState(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width > 1000 ? 800 : 640 });
    // Reflow and any animation settle before anything is measured.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await runAxe(page), `${name} at ${width} px`).toEqual([]);
    // Every word in the inbox's language (English): react-aria's own words too.
    expect(await wordsNotInPageLanguage(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, a[href], input, [role="row"]')]
        .filter((element) => {
          // A link in running text (the error summary's) is exempt, as WCAG 2.5.5 allows; the
          // inbox's own links (back, reply, downloads) are styled as targets and are not.
          if (element.tagName === 'A' && !element.className) return false;
          const box = element.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return false; // hidden
          // The skip link is off screen until focused.
          if (box.bottom < 0) return false;
          // Clipped to nothing (react-aria's visually hidden Dismiss button, for screen readers
          // only): no pointer can hit it, so it is no target.
          for (let node: HTMLElement | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).clipPath === 'inset(50%)') return false;
          }
          return box.height < 44 || box.width < 44;
        })
        .map((element) => `${element.tagName} "${element.textContent?.trim().slice(0, 30)}"`),
    );
    expect(small, `${name}: targets under 44 px at ${width} px`).toEqual([]);
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Tab presses until focus is on an element matching `selector`; fails after `limit`. */
export async function tabTo(page: Page, selector: string, limit = 15) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/**
 * The file's inbox service, seeded before its tests, and what the tests do with it. `store` is
 * the service's database, open in the test process.
 */
export function withInboxSite() {
  const site = withSite({ ownService: { TRUST_PROXY: '1' } });
  let store: Store | undefined;

  beforeAll(async () => {
    await mkdir(screenshots, { recursive: true });
    store = openStore(site.dataDir);
    seedEnquiries(store);
  });

  afterAll(() => {
    store?.close();
  });

  /** A browser of its own, as one client address behind the proxy. */
  async function newBrowser(address: string): Promise<InboxBrowser> {
    const context = await site.browser.newContext({
      viewport: { width: 1280, height: 800 },
      extraHTTPHeaders: { 'x-forwarded-for': address },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const line = `${message.type()}: ${message.text()}`;
      if (!expectedConsole.test(line)) problems.push(line);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await recordFocusTrail(page);
    return { context, page, problems };
  }

  /** Runs the command as the owner would, with the passphrase on standard input. */
  function setPassphrase(passphrase: string): Promise<number | null> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/inbox.ts', 'set-passphrase'],
        { cwd: projectRoot, env: { ...process.env, DATA_DIR: site.dataDir }, stdio: 'pipe' },
      );
      child.on('error', reject);
      child.on('close', resolve);
      child.stdin.end(`${passphrase}\n`);
    });
  }

  /** Every inbox endpoint, as a script or a curious visitor would call it: status and body. */
  async function callApi(cookie = ''): Promise<{ status: number; text: string }[]> {
    const paths = [
      ['GET', 'session'],
      ['GET', 'enquiries'],
      ['GET', 'enquiries/1'],
      ['GET', 'status'],
      ['GET', 'export.csv'],
      ['GET', 'export.json'],
      ['DELETE', 'enquiries/1'],
    ];
    return Promise.all(
      paths.map(async ([method, pathName]) => {
        const response = await fetch(`${site.baseUrl}/u1/inbox/${pathName}`, {
          method,
          headers: cookie ? { cookie } : {},
        });
        return { status: response.status, text: await response.text() };
      }),
    );
  }

  /** Nothing readable: every endpoint answers 401, and no answer holds an enquiry's words. */
  async function expectNothingReadable(cookie = '') {
    const answers = await callApi(cookie);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    for (const { text } of answers) expect(text).not.toMatch(/Meera|Ravi|Asha|HYPERLINK/);
  }

  return {
    site,
    get store(): Store {
      if (!store) throw new Error('the store opens in beforeAll');
      return store;
    },
    newBrowser,
    setPassphrase,
    callApi,
    expectNothingReadable,
  };
}
