import { describe, expect, it } from 'vitest';
import { isKeepPagesMessage, KEEP_PAGES_MESSAGE } from '../shared/keepPages';
import { KEPT_LIST, KEPT_PAGE, NONE_KEPT, showKeptPages } from '../shared/offlinePage';
import { ageInSeconds, isSitePage, pageKey } from './pages';

const site = 'https://saathi.example';
const at = (path: string) => new URL(path, site);

describe('which addresses are pages the phone keeps', () => {
  it('keeps the pages of every language', () => {
    for (const path of ['/', '/about', '/hi', '/hi/impact', '/contact?from=menu']) {
      expect(isSitePage(at(path), site), path).toBe(true);
    }
  });

  it('never keeps the API, the inbox, a file, or another site', () => {
    for (const path of ['/u1/contact', '/u1', '/inbox', '/inbox/enquiry/3', '/sitemap.xml']) {
      expect(isSitePage(at(path), site), path).toBe(false);
    }
    expect(isSitePage(new URL('https://elsewhere.example/about'), site)).toBe(false);
  });

  it('keeps one copy of a page, whatever its query, fragment or trailing slash', () => {
    const key = `${site}/about`;
    expect(pageKey(`${site}/about`)).toBe(key);
    expect(pageKey(`${site}/about/`)).toBe(key);
    expect(pageKey(`${site}/about?from=menu#top`)).toBe(key);
    expect(pageKey(`${site}/`)).toBe(`${site}/`);
  });
});

describe('the offline page, as the worker shows it', () => {
  const page = [
    `<div ${KEPT_LIST}="" hidden=""><ul>`,
    `<li ${KEPT_PAGE}="/hi" hidden=""><a href="/hi">होम</a></li>`,
    `<li ${KEPT_PAGE}="/hi/about" hidden=""><a href="/hi/about">हमारी कहानी</a></li>`,
    `</ul></div><p ${NONE_KEPT}="">none</p>`,
  ].join('');

  it('shows the pages kept, the list, and hides "none kept"', () => {
    const shown = showKeptPages(page, new Set(['/hi/about', '/elsewhere']));
    expect(shown).toContain(`<div ${KEPT_LIST}="">`);
    expect(shown).toContain(`<li ${KEPT_PAGE}="/hi/about">`);
    expect(shown).toContain(`<li ${KEPT_PAGE}="/hi" hidden="">`);
    expect(shown).toContain(`<p ${NONE_KEPT}="" hidden="">`);
  });

  it('leaves the page as built when it keeps none of them', () => {
    expect(showKeptPages(page, new Set(['/about']))).toBe(page);
  });
});

describe('the message a page sends the worker', () => {
  it('is a list of addresses, and nothing else passes for one', () => {
    expect(isKeepPagesMessage({ type: KEEP_PAGES_MESSAGE, urls: ['/about'] })).toBe(true);
    expect(isKeepPagesMessage({ type: KEEP_PAGES_MESSAGE, urls: [3] })).toBe(false);
    expect(isKeepPagesMessage({ type: 'other', urls: [] })).toBe(false);
    expect(isKeepPagesMessage(null)).toBe(false);
  });
});

describe('how old a kept page is', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const kept = (date?: string) => new Response('', date ? { headers: { date } } : {});

  it("reads the answer's Date header", () => {
    expect(ageInSeconds(kept('Thu, 26 Nov 2026 11:00:00 GMT'), now)).toBe(3600);
  });

  it('takes an answer without a date as too old to show without asking the network', () => {
    expect(ageInSeconds(kept(), now)).toBe(Number.POSITIVE_INFINITY);
  });
});
