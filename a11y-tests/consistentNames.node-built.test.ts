/**
 * WCAG 3.2.4 Consistent Identification on the pages as the build wrote them (run `npm run build`
 * first; `npm test` does): across the pages of one language, each control of the header and
 * the footer has one accessible name. A control is known by what it does, not by where it
 * points: the "Help now" link goes to the helplines of its own page, the language switch to the
 * same page in the other language, so they are known by their marks (`data-help-now`,
 * `data-language-switch`); a link of a menu by its address in its landmark.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { computeAccessibleName } from 'dom-accessibility-api';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { languageRoutes, siteLanguages } from '../src/testing/browser/languageRoutes';

const distDir = path.resolve(import.meta.dirname, '../dist');

/** The files the build wrote for a language: every page, its not-found page and offline page. */
function filesOf(language: string): string[] {
  const folder = language === siteLanguages[0]?.folder ? '' : `${language}/`;
  const pages = languageRoutes
    .filter((route) => route.language === language && route.expectedStatus === 200)
    .map((route) =>
      route.routePath === '/' ? 'index.html' : `${route.routePath.slice(1)}/index.html`,
    );
  return [...pages, '404.html', 'offline.html'].map((file) => `${folder}${file}`);
}

/** A control's accessible name as browsers compute it (dom-accessibility-api, as Testing Library). */
function nameOf(element: Element): string {
  return computeAccessibleName(element).replace(/\s+/g, ' ').trim();
}

/** The landmark a control is in: the header or footer, or a navigation of either, by name. */
function landmarkOf(element: Element): string {
  const nav = element.closest('nav');
  const part = element.closest('header, footer')!.tagName.toLowerCase();
  return nav ? `${part} nav "${nav.getAttribute('aria-label') ?? ''}"` : part;
}

/** What a control does, the same on every page whatever its address there. */
function identityOf(element: Element): string {
  const where = landmarkOf(element);
  if (element.matches('[data-help-now]')) return `${where}: the "Help now" link`;
  const language = element.closest('[data-language-switch]');
  if (language) return `${where}: the switch to ${element.getAttribute('hreflang') ?? '?'}`;
  if (element.tagName === 'BUTTON') {
    const mark = element.getAttributeNames().find((name) => name.startsWith('data-'));
    return `${where}: the button ${mark ?? nameOf(element)}`;
  }
  return `${where}: the link to ${element.getAttribute('href') ?? '?'}`;
}

/** Each control of each page's header and footer: what it does, and its name there. */
async function controlsOf(file: string): Promise<{ identity: string; name: string }[]> {
  const { document } = new JSDOM(await readFile(path.join(distDir, file), 'utf8')).window;
  const controls = [...document.querySelectorAll('header a[href], header button')];
  controls.push(...document.querySelectorAll('footer a[href], footer button'));
  return controls.map((element) => ({ identity: identityOf(element), name: nameOf(element) }));
}

beforeAll(async () => {
  await access(path.join(distDir, '.build-complete')).catch(() => {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  });
});

describe.each(siteLanguages.map(({ folder }) => folder))(
  'consistent identification in %s (WCAG 3.2.4)',
  (language) => {
    const files = filesOf(language);
    let pages: Map<string, { identity: string; name: string }[]>;
    beforeAll(async () => {
      pages = new Map(
        await Promise.all(files.map(async (file) => [file, await controlsOf(file)] as const)),
      );
    });

    it('names each control of the header and the footer the same on every page', () => {
      const names = new Map<string, Map<string, string[]>>();
      for (const [file, controls] of pages) {
        for (const { identity, name } of controls) {
          expect(name, `${identity} on ${file} has no name`).not.toBe('');
          const byName = names.get(identity) ?? new Map<string, string[]>();
          byName.set(name, [...(byName.get(name) ?? []), file]);
          names.set(identity, byName);
        }
      }
      const named = [...names].filter(([, byName]) => byName.size > 1);
      expect(named.map(([identity, byName]) => [identity, Object.fromEntries(byName)])).toEqual([]);
    });

    it('has the same header controls, the help link, the language switch and the menu, on every page', () => {
      const headers = [...pages.values()].map((controls) =>
        controls.filter(({ identity }) => identity.startsWith('header')),
      );
      const first = headers[0]!;
      expect(first.map(({ identity }) => identity)).toEqual(
        expect.arrayContaining([
          'header: the "Help now" link',
          expect.stringMatching(/^header: the switch to /),
          'header: the button data-menu-button',
        ]),
      );
      for (const header of headers) expect(header).toEqual(first);
    });
  },
);
