/**
 * Each language's pages as the build wrote them (run `npm run build` first; `npm test` does):
 * every page's `lang`, title and description in its own language, its counterparts in every
 * language (`hreflang`), the language switch to the same page in the other language, the
 * service's list of pages, and the sitemap.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/content/load/readContent';
import {
  languageRoutes,
  pathIn,
  siteLanguages,
  wordsOf,
} from '../src/testing/browser/languageRoutes';

const distDir = path.resolve(import.meta.dirname, '../dist');
const { address } = readSettings();
const pagesOnly = languageRoutes.filter((route) => route.id !== undefined);

/** The file the build wrote for an address. */
function fileOf(routePath: string, language: string, notFound: boolean): string {
  const folder = language === siteLanguages[0]?.folder ? '' : `${language}/`;
  if (notFound) return `${folder}404.html`;
  return `${folder}${routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`}`;
}

async function documentOf(file: string): Promise<Document> {
  return new JSDOM(await readFile(path.join(distDir, file), 'utf8')).window.document;
}

beforeAll(async () => {
  await access(path.join(distDir, '.build-complete')).catch(() => {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  });
});

describe.each(languageRoutes)('the prerendered $path', (route) => {
  let document: Document;
  beforeAll(async () => {
    document = await documentOf(
      fileOf(route.routePath, route.language, route.expectedStatus === 404),
    );
  });

  it("is in its own language: lang, title and description from that language's content", () => {
    expect(document.documentElement.getAttribute('lang')).toBe(route.lang);
    expect(document.title).toBe(route.documentTitle);
    const description = route.id
      ? route.words.site.pages[route.id].description
      : route.words.site.notFound.description;
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      description,
    );
  });

  it('names the same page in every language, and x-default, with full addresses', () => {
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    if (!route.id) {
      // An address that is no page has no counterpart.
      expect(alternates).toEqual([]);
      return;
    }
    expect(alternates).toEqual([
      ...siteLanguages.map((language) => [
        language.folder,
        address + pathIn(language.folder, route.routePath),
      ]),
      ['x-default', address + route.routePath],
    ]);
  });

  it('has a language switch in the header, early: to the same page in each other language', () => {
    const links = [...document.querySelectorAll('header [data-language-switch] a')];
    const others = siteLanguages.filter((language) => language.folder !== route.language);
    expect(
      links.map((link) => ({
        href: link.getAttribute('href'),
        lang: link.getAttribute('lang'),
        hreflang: link.getAttribute('hreflang'),
        // Its first words, past the globe icon (aria-hidden: seen only).
        shown: [...link.childNodes].find(
          (node) =>
            !(node.nodeType === 1 && (node as Element).getAttribute('aria-hidden') === 'true'),
        )?.textContent,
        hint: link.querySelector('.visually-hidden')?.textContent?.trim(),
        hintLang: link.querySelector('.visually-hidden')?.getAttribute('lang'),
      })),
    ).toEqual(
      others.map((other) => ({
        // From an address that is no page: the other language's home page.
        href: pathIn(other.folder, route.id ? route.routePath : '/'),
        lang: wordsOf[other.folder]?.site.locale.lang,
        hreflang: other.folder,
        shown: other.name,
        hint: route.words.site.shell.languageSwitch,
        hintLang: route.lang,
      })),
    );
    // Right after the skip link, the logo and "Help now": the fourth link of the page.
    const firstLinks = [...document.querySelectorAll('a[href]')].slice(0, 4);
    expect(firstLinks[3]).toBe(links[0]);
  });
});

describe("the service's list of pages (dist/routes.json)", () => {
  it('holds every page of every language, and nothing else', async () => {
    const routes = JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')) as {
      url: string;
      file: string;
    }[];
    expect(routes.map(({ url, file }) => ({ url, file }))).toEqual(
      pagesOnly.map((route) => ({
        url: route.path,
        file: fileOf(route.routePath, route.language, false),
      })),
    );
  });
});

describe('dist/sitemap.xml', () => {
  it('lists every page of every language, each with its counterparts in every language', async () => {
    const xml = await readFile(path.join(distDir, 'sitemap.xml'), 'utf8');
    const { DOMParser } = new JSDOM('').window;
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    expect(document.documentElement.namespaceURI).toBe(
      'http://www.sitemaps.org/schemas/sitemap/0.9',
    );
    const urls = [...document.getElementsByTagNameNS('*', 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS('*', 'loc')[0]?.textContent,
      alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
        (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
      ),
    }));
    expect(urls).toEqual(
      pagesOnly.map((route) => ({
        loc: address + route.path,
        alternates: siteLanguages.map((language) => [
          language.folder,
          address + pathIn(language.folder, route.routePath),
        ]),
      })),
    );
  });
});
