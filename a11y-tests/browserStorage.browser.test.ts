/**
 * What the site keeps in the visitor's browser, all of it, after a visit that uses each thing that
 * keeps something: pages opened with the service worker in control, a video's captions chosen in
 * the viewer, and an enquiry sent on a link that drops it. The privacy notice names each
 * ("What we keep", content/<language>/privacy.yaml): this test fails when the site keeps
 * something the notice does not name, when it stops keeping something the notice names, and when
 * the notice's sentence no longer names one of them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { pathIn, wordsOf } from '../src/testing/browser/languageRoutes';
import { withSite } from '../src/testing/browser/withSite';

const site = withSite();
const WAIT = { timeout: 30_000, interval: 100 };

/** Each thing kept, where the browser keeps it, and the notice's words for it in each language. */
const kept = [
  {
    what: 'the anti-CSRF cookie',
    cookies: ['XSRF-TOKEN'],
    said: { en: 'a small file (a cookie)', hi: 'एक छोटी फ़ाइल (कुकी)' },
  },
  {
    what: 'the pages opened, for a dropped link (the service worker, docs/offline.md)',
    caches: [/^workbox-precache-/, /^pages$/, /^files$/, /^pictures$/],
    // Workbox's note of when each kept file was stored, so that old ones expire.
    databases: [/^workbox-expiration$/],
    said: { en: 'the pages you opened', hi: 'आपके खोले हुए पेज' },
  },
  {
    what: "the viewer's captions and audio-description choices, for the visit",
    sessionStorage: [/^saathi\.captions$/, /^saathi\.audioDescription$/],
    said: {
      en: 'your choice of captions and audio description, until you close the browser',
      hi: 'कैप्शन और ऑडियो डिस्क्रिप्शन की आपकी पसंद, ब्राउज़र बंद करने तक',
    },
  },
  {
    what: 'an enquiry whose send the link dropped (src/shared/keptEnquiries.ts)',
    databases: [/^kept-enquiries$/],
    localStorage: [/^kept-enquiries$/],
    said: {
      en: 'if the connection drops as you send the form, what you wrote in it, until it is sent or you delete it',
      hi: 'अगर फ़ॉर्म भेजते समय इंटरनेट चला जाए, तो फ़ॉर्म में आपकी लिखी बातें, जब तक वे भेज न दी जाएँ या आप उन्हें मिटा न दें',
    },
  },
] as const;

const places = ['caches', 'databases', 'localStorage', 'sessionStorage'] as const;
type Place = (typeof places)[number];

/** The names `thing` is kept under in `place` (none when it keeps nothing there). */
const patternsOf = (thing: (typeof kept)[number], place: Place): readonly RegExp[] =>
  place in thing ? thing[place as never] : [];

/** Everything the page's origin keeps in the browser, by place. */
async function everythingKept(page: Page): Promise<Record<Place | 'cookies', string[]>> {
  const inPage = await page.evaluate(async () => ({
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
  }));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  return { ...inPage, cookies };
}

describe('what the site keeps in the browser', () => {
  it('is what the privacy notice says, in both languages', () => {
    for (const language of ['en', 'hi'] as const) {
      const sentence = wordsOf[language]!.privacy.collected.statements.map(({ text }) => text).join(
        ' ',
      );
      for (const thing of kept) expect(sentence, thing.what).toContain(thing.said[language]);
    }
  });

  it('is each thing the notice names, and nothing else, after a visit that uses them all', async () => {
    const { page } = await site.newPage({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    const words = wordsOf.en!;
    // Pages kept: the worker takes control on the first visit, and keeps what it is asked for.
    await site.visit(page, pathIn('en', '/impact'));
    await vi.waitFor(
      async () =>
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true),
      WAIT,
    );
    // A video's captions chosen in the viewer.
    await page
      .getByRole('button', { name: words.impact.videos.items[0]!.title, exact: true })
      .click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    // With the keyboard, as most of the site's visitors would.
    await viewer.getByRole('radio', { name: words.site.viewer.captionsOff }).focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage)))
      .toContain('saathi.captions');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // An enquiry whose send the link drops: kept on the phone, and the notice says so.
    await page.context().route('**/u1/contact', (route) => route.abort('connectionfailed'));
    await site.visit(page, pathIn('en', '/contact'));
    const field = (name: keyof typeof words.contactForm.fields) =>
      page.getByRole('textbox', { name: words.contactForm.fields[name].label });
    await page.getByRole('radio', { name: words.contactForm.writer.adult }).check();
    await field('fullName').fill('Asha');
    await field('userEmail').fill('asha@example.org');
    await field('message').fill('Kept on the phone.');
    await page.getByRole('button', { name: words.contactForm.submit }).click();
    await page.getByRole('region', { name: words.contactForm.kept.title }).waitFor(WAIT);

    const found = await everythingKept(page);
    for (const place of places) {
      const named = kept.flatMap((thing) => patternsOf(thing, place));
      const unnamed = found[place].filter((name) => named.every((pattern) => !pattern.test(name)));
      expect(unnamed, `kept in ${place} but not named by the notice`).toEqual([]);
    }
    expect(found.cookies).toEqual(['XSRF-TOKEN']);
    // And each thing the notice names is there, but the audio-description choice, which is kept
    // only while it is on (a11y-tests/audioDescription.browser.test.ts turns it on).
    for (const thing of kept) {
      for (const place of places) {
        for (const pattern of patternsOf(thing, place)) {
          if (pattern.source.includes('audioDescription')) continue;
          expect(
            found[place].some((name) => pattern.test(name)),
            `${thing.what}: ${pattern}`,
          ).toBe(true);
        }
      }
    }
  });
});
