import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
  Response,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { toJson } from '../../server/enquiryExport';
import { openStore } from '../../server/store';
import type { Enquiry, SendingWriter } from '../../shared/enquiry';
import { launchBrowser, openPage, testChromePath } from './browser';
import { startSite, type RunningSite } from './site';
import { visit } from './visit';

/** An enquiry as the owner's command (`npm run enquiries -- --json`) lists it. */
export interface StoredEnquiry extends Enquiry {
  id: number;
  receivedAt: string;
  writer: SendingWriter;
  relationship: string;
  consentConfirmedAt: string | null;
  consentConfirmedBy: string | null;
  consentChecked: string | null;
  consentNoticeDate: string | null;
  /** Six digits (src/shared/reference.ts). */
  reference: string | null;
}

export interface SiteOptions {
  /**
   * A service of the file's own (the `npm start` entry, its own empty DATA_DIR), started with
   * these extra environment variables; without it, the file uses the run's shared site
   * (globalSetup.ts). A file that reads the database back, or changes the service's settings,
   * needs its own.
   */
  ownService?: Record<string, string>;
  /** Chromium with real scrollbars (see `launchBrowser`). */
  scrollbars?: boolean;
}

export interface BrowserSite {
  /** The file's Chromium. */
  readonly browser: Browser;
  /** Where the site is served, e.g. http://127.0.0.1:40123. */
  readonly baseUrl: string;
  /** The service's data folder: only for a file with its own service. */
  readonly dataDir: string;
  /** The full address of a path on the site. */
  url: (pathname: string) => string;
  /**
   * A page in a fresh browser context, with the list of what its console reported (errors,
   * warnings, CSP violations: see `openPage`). Closed after the test that opened it, pass or fail.
   */
  newPage: (options?: BrowserContextOptions) => Promise<{ page: Page; problems: string[] }>;
  /**
   * A page in the file's shared tab for these options, loaded anew: hydrated, or only loaded
   * when the options turn JavaScript off. The tab, its renderer process and its cache are kept
   * for the whole file, so a visit costs about a third of a fresh page's (0.33 s against 1.46 s
   * for a new context on the development machine, docs/testing.md). Nothing a test does on the
   * page outlives the visit: each visit is a new document, and the site's cookies and storage
   * (session storage included) are cleared before it. For checks that read a page, press keys,
   * click or type. With it: the response to the page's request, and what the console reported
   * during this visit alone (see `openPage`). Closed when the file ends. A test that changes
   * the tab itself (emulated media, routes, init scripts, throttling, its viewport), counts what
   * a first visit fetches, or closes its page, uses `newPage`.
   */
  sharedTab: (
    pathname: string,
    options?: BrowserContextOptions,
  ) => Promise<{ page: Page; response: Response | null; problems: string[] }>;
  /** Loads a path of the site and waits until React has hydrated it (`visit.ts`). */
  visit: (page: Page, pathname: string) => Promise<Response | null>;
  /** Every stored enquiry, read the way the owner reads them: `npm run enquiries -- --json`. */
  storedEnquiries: () => Promise<StoredEnquiry[]>;
  /** The stored enquiries sent from one e-mail address. */
  storedFrom: (userEmail: string) => Promise<StoredEnquiry[]>;
  /**
   * Waits until the service has stored one enquiry from `sent.userEmail`, and checks that it is
   * what was sent, byte for byte: the UTF-8 of every field is the UTF-8 of what was typed (a
   * Hindi letter, an emoji with its skin tone, a line break); from `kept.writer` (an adult
   * unless it says), with its form's language (`kept.language`, English unless it says).
   * Returns it.
   */
  expectStored: (
    sent: Enquiry,
    kept?: { writer?: SendingWriter; language?: string },
  ) => Promise<StoredEnquiry>;
}

/** The file's shared tabs, one for each set of context options (`BrowserSite.sharedTab`). */
type SharedTabs = Map<string, { page: Page; problems: string[]; cdp: CDPSession }>;

/**
 * `BrowserSite.sharedTab`: the file's tab for these options (opened at its first use), cleared of
 * what the last visit left in it, then loaded anew.
 */
async function visitInSharedTab(
  sharedTabs: SharedTabs,
  site: { browser: () => Browser; baseUrl: () => string },
  pathname: string,
  contextOptions: BrowserContextOptions,
) {
  const key = JSON.stringify(contextOptions);
  let tab = sharedTabs.get(key);
  if (!tab || tab.page.isClosed()) {
    const fresh = await openPage(site.browser(), contextOptions);
    tab = { ...fresh, cdp: await fresh.page.context().newCDPSession(fresh.page) };
    sharedTabs.set(key, tab);
  }
  // What the last visit may have left in the browser (the service's XSRF cookie; the site
  // stores nothing else today, but a later change might): gone before this one.
  await tab.cdp.send('Storage.clearDataForOrigin', {
    origin: site.baseUrl(),
    storageTypes: 'cookies,local_storage,indexeddb,cache_storage,service_workers',
  });
  // Session storage is the tab's own and outlives its navigations; only script can clear
  // it (in a tab whose options turn JavaScript off, no script can have written it).
  if (contextOptions.javaScriptEnabled !== false && tab.page.url().startsWith(site.baseUrl())) {
    await tab.page.evaluate(() => sessionStorage.clear());
  }
  // The tab gets the window's focus back, as a new tab has it. A keyboard journey that Tabbed
  // out of the last page leaves it elsewhere, and then Tab from the end of the next page
  // wrapped round to its top instead of leaving it (seen on 8 of 138 keyboard checks).
  await tab.page.bringToFront();
  // The console's list is the tab's: emptied so that it holds this visit's reports alone.
  tab.problems.length = 0;
  const url = `${site.baseUrl()}${pathname}`;
  const response =
    contextOptions.javaScriptEnabled === false
      ? await tab.page.goto(url, { waitUntil: 'load' }) // nothing will hydrate
      : await visit(tab.page, url);
  return { page: tab.page, response, problems: tab.problems };
}

/** `BrowserSite.expectStored`, over the file's `storedFrom`. */
async function expectStoredAs(
  storedFrom: BrowserSite['storedFrom'],
  sent: Enquiry,
  { writer = 'adult', language = 'en' }: { writer?: SendingWriter; language?: string } = {},
): Promise<StoredEnquiry> {
  await expect.poll(async () => (await storedFrom(sent.userEmail)).length).toBe(1);
  const [stored] = await storedFrom(sent.userEmail);
  expect(stored).toEqual({
    id: expect.any(Number),
    receivedAt: expect.any(String),
    writer,
    language,
    relationship: '',
    consentConfirmedAt: null,
    consentConfirmedBy: null,
    consentChecked: null,
    consentNoticeDate: null,
    reference: expect.stringMatching(/^[0-9]{6}$/),
    ...sent,
  });
  for (const name of Object.keys(sent) as (keyof Enquiry)[]) {
    const same = Buffer.from(stored![name] ?? '', 'utf8').equals(
      Buffer.from(sent[name] ?? '', 'utf8'),
    );
    expect(same, `${name}, byte for byte`).toBe(true);
  }
  return stored!;
}

/**
 * The set-up of a real-browser test file, in one call at its top: launches Chromium and, when
 * asked, starts a service of the file's own (both in `beforeAll`, side by side), and closes them
 * in `afterAll`. Pages opened with `newPage` during a test are closed when it ends.
 *
 * The values are there once the file's `beforeAll` has run: read them inside tests and hooks.
 */
export function withSite(options: SiteOptions = {}): BrowserSite {
  let browser: Browser | undefined;
  let ownSite: RunningSite | undefined;
  let inTest = false;
  const opened = new Set<BrowserContext>();
  const sharedTabs: SharedTabs = new Map();

  beforeAll(async () => {
    [browser, ownSite] = await Promise.all([
      launchBrowser({ scrollbars: options.scrollbars ?? false, executablePath: testChromePath }),
      options.ownService ? startSite(options.ownService) : undefined,
    ]);
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all([...opened].map((context) => context.close()));
    opened.clear();
  });
  afterAll(async () => {
    for (const { page } of sharedTabs.values()) await page.context().close();
    sharedTabs.clear();
    await browser?.close();
    await ownSite?.stop();
  });

  const ready = (): Browser => {
    if (!browser) throw new Error('withSite: read the site inside a test or hook, not at load');
    return browser;
  };
  const baseUrl = (): string => {
    ready();
    return ownSite?.baseUrl ?? inject('baseUrl');
  };
  const dataDir = (): string => {
    ready();
    if (!ownSite) throw new Error('withSite: the shared site has no data folder: pass ownService');
    return ownSite.dataDir;
  };
  // What `npm run enquiries -- --json` prints, read the way it reads it (the same store and the
  // same rendering), in this process: a child process per read cost a second or more, and a
  // test polls it until the service has stored what the browser sent.
  const storedEnquiries = async (): Promise<StoredEnquiry[]> => {
    const store = openStore(dataDir(), { mustExist: true });
    try {
      return JSON.parse(toJson(store.listEnquiries())) as StoredEnquiry[];
    } finally {
      store.close();
    }
  };
  const storedFrom = async (userEmail: string) =>
    (await storedEnquiries()).filter((enquiry) => enquiry.userEmail === userEmail);

  return {
    get browser() {
      return ready();
    },
    get baseUrl() {
      return baseUrl();
    },
    get dataDir() {
      return dataDir();
    },
    url: (pathname) => `${baseUrl()}${pathname}`,
    newPage: async (contextOptions) => {
      const result = await openPage(ready(), contextOptions);
      if (inTest) opened.add(result.page.context());
      return result;
    },
    sharedTab: (pathname, contextOptions = {}) =>
      visitInSharedTab(sharedTabs, { browser: ready, baseUrl }, pathname, contextOptions),
    visit: (page, pathname) => visit(page, `${baseUrl()}${pathname}`),
    storedEnquiries,
    storedFrom,
    expectStored: (sent, kept) => expectStoredAs(storedFrom, sent, kept),
  };
}
