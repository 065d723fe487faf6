/**
 * Checks the output of `npm run build` (run before the tests by `npm test`): one complete,
 * script-safe HTML file per route.
 */
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentTitle, footerPages, pages } from '../content/site';
import { NARROW_SCREEN_QUERY } from '../layout/MobileMenu/narrowScreen';
import { BOOT_SCRIPT_SOURCE } from '../startup/bootScript';
import { distDir } from './paths';

const files = [
  ...[...pages, ...footerPages].map((page) => ({
    title: page.title,
    file: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`,
  })),
  { title: 'Page not found', file: '404.html' },
];

beforeAll(async () => {
  await access(path.join(distDir, '.build-complete')).catch(() => {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  });
});

describe.each(files)('the prerendered $file', ({ title, file }) => {
  let html = '';
  beforeAll(async () => {
    html = await readFile(path.join(distDir, file), 'utf8');
  });

  it('holds the whole page: header, main with one h1, footer', () => {
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toMatch(/<header[\s>]/);
    expect(body).toMatch(/<main id="main"/);
    expect(body.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(body).toMatch(/<footer[\s>]/);
  });

  it('has its own title, description and language', () => {
    expect(html).toContain(`<title>${documentTitle(title)}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"<]{10,}"/);
    expect(html).toMatch(/<html lang="en-IN" dir="ltr">/);
  });

  it('has one script, the boot script, whose text the CSP allows, and no leftover placeholder', () => {
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![2]).toBe(BOOT_SCRIPT_SOURCE);
    expect(html).not.toContain('<!--app-');
  });

  it('starts the app through the boot script only, fetching no script before the first paint', () => {
    // Module scripts or preloads in the HTML would compete with the hero image for bandwidth
    // (docs/performance.md); the boot script fetches them after `load`.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const boot = [...html.matchAll(/<script( data-entry=[^>]*)>/g)];
    expect(boot).toHaveLength(1);
    const attributes = boot[0]![1]!;
    expect(attributes).toMatch(/ data-entry="\/assets\/[^"]+\.js"/);
    // The entry's imports and the page's own chunk are fetched with the entry.
    expect(attributes).toMatch(/ data-preload="\/assets\/[^"]+\.js[^"]*"/);
    // The menu panel's files, to fetch (not run) when idle on the screens that show its button.
    const prefetch = / data-prefetch="([^"]*)"/.exec(attributes)?.[1]?.split(' ') ?? [];
    expect(prefetch.some((href) => /^\/assets\/MobileMenuPanel-[^/]+\.js$/.test(href))).toBe(true);
    const preloads = / data-preload="([^"]*)"/.exec(attributes)?.[1]?.split(' ') ?? [];
    expect(prefetch.filter((href) => preloads.includes(href))).toEqual([]);
    expect(attributes).toContain(` data-prefetch-media="${NARROW_SCREEN_QUERY}"`);
  });
});

describe("the Impact page's viewer, fetched on demand", () => {
  it('is listed on /impact alone, without what the page preloads anyway', async () => {
    const pagesWithParts: string[] = [];
    for (const { file } of files) {
      const html = await readFile(path.join(distDir, file), 'utf8');
      if (html.includes(' data-part-lightbox=')) pagesWithParts.push(file);
    }
    expect(pagesWithParts).toEqual(['impact/index.html']);
    const impact = await readFile(path.join(distDir, 'impact/index.html'), 'utf8');
    const listed = / data-part-lightbox="([^"]*)"/.exec(impact)?.[1]?.split(' ') ?? [];
    const preloads = / data-preload="([^"]*)"/.exec(impact)?.[1]?.split(' ') ?? [];
    expect(listed.some((href) => /^\/assets\/ImpactLightbox-[^/]+\.js$/.test(href))).toBe(true);
    expect(listed.filter((href) => preloads.includes(href))).toEqual([]);
    for (const href of listed) {
      await expect(access(path.join(distDir, href.slice(1)))).resolves.toBeUndefined();
    }
  });
});

describe('the build output', () => {
  it('has a precompressed brotli and gzip copy of every page and the entry script', async () => {
    const home = await readFile(path.join(distDir, 'index.html'), 'utf8');
    const entry = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(entry).toBeDefined();
    for (const file of [...files.map((f) => f.file), entry!.slice(1)]) {
      await expect(access(path.join(distDir, `${file}.br`))).resolves.toBeUndefined();
      await expect(access(path.join(distDir, `${file}.gz`))).resolves.toBeUndefined();
    }
  });
});
