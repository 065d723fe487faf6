/**
 * The first-view budget of design.md, checked on every `npm test`: the JavaScript and CSS a
 * visitor downloads to see Home (entry script, its static imports, and the page chunk the HTML
 * preloads), measured compressed as they travel. Lazy parts (menu panel, lightbox, form
 * dialogs) are not counted: they must stay lazy for this to hold.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { distDir } from './paths';

/** design.md: JavaScript transferred for the first view of Home <= 100 KB (gzip or br). */
const HOME_JS_BUDGET_BYTES = 100 * 1024;
/** One small stylesheet for the whole site. */
const CSS_BUDGET_BYTES = 12 * 1024;

type Manifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
>;

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
}

async function firstViewFiles(htmlFile: string) {
  const html = await readFile(path.join(distDir, htmlFile), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported.file);
    }
  };
  for (const [, src] of html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)) visit(src!);
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g))
    visit(href!);
  // The boot script (src/build/bootScript.ts) names the entry and its preloads in attributes.
  for (const [, entry] of html.matchAll(/\sdata-entry="\/([^"]+)"/g)) visit(entry!);
  for (const [, list] of html.matchAll(/\sdata-preload="([^"]*)"/g)) {
    for (const href of list!.split(' ').filter(Boolean)) visit(href.replace(/^\//, ''));
  }
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return { scripts: [...scripts], styles };
}

describe('first-view budget of Home', () => {
  it(`sends at most ${HOME_JS_BUDGET_BYTES / 1024} KB of JavaScript, gzipped`, async () => {
    const { scripts } = await firstViewFiles('index.html');
    const sizes = await Promise.all(
      scripts.map(async (file) => [file, await gzipSize(file)] as const),
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(scripts.some((file) => /MobileMenuPanel|Lightbox/.test(file))).toBe(false);
    expect(scripts.some((file) => /^assets\/index-/.test(file))).toBe(true);
    expect(total, `first-view scripts: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(
      HOME_JS_BUDGET_BYTES,
    );
  });

  it(`sends one stylesheet of at most ${CSS_BUDGET_BYTES / 1024} KB, gzipped`, async () => {
    const { styles } = await firstViewFiles('index.html');
    expect(styles).toHaveLength(1);
    expect(await gzipSize(styles[0]!)).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });
});
