/**
 * The first-view budgets of docs/spec/contracts.md §8.1 (`homeFirstViewJsBytes` and
 * `stylesheetBytes` in src/tools/bench/budgets.ts), checked on every `npm test`: the JavaScript
 * and CSS a visitor downloads to see Home (entry script, its static imports, and the page chunk the
 * HTML preloads), measured compressed as they travel. Lazy parts (menu panel, lightbox, form
 * dialogs, the notice of an enquiry kept on the phone) are not counted: they must stay lazy for this to hold.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../tools/bench/budgets';
import { firstViewScripts } from '../tools/bench/firstView';
import { distDir } from './paths';

const { homeFirstViewJsBytes, stylesheetBytes } = BUDGETS;

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(distDir, file)), { level: 9 }).length;
}

/** The scripts and stylesheets of a page's first view, as paths under dist/. */
async function firstViewFiles(htmlFile: string) {
  const html = await readFile(path.join(distDir, htmlFile), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Parameters<typeof firstViewScripts>[1];
  const scripts = firstViewScripts(html, manifest).map((file) => file.replace(/^\//, ''));
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return { scripts, styles };
}

describe('first-view budget of Home', () => {
  it(`sends at most ${homeFirstViewJsBytes / 1024} KB of JavaScript, gzipped`, async () => {
    const { scripts } = await firstViewFiles('index.html');
    const sizes = await Promise.all(
      scripts.map(async (file) => [file, await gzipSize(file)] as const),
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    expect(scripts.some((file) => /MobileMenuPanel|Lightbox/.test(file))).toBe(false);
    // An enquiry kept on the phone: its notice and sender load only where one is kept.
    expect(scripts.some((file) => /KeptEnquiryNotice|fromPage/.test(file))).toBe(false);
    expect(scripts.some((file) => /^assets\/index-/.test(file))).toBe(true);
    expect(total, `first-view scripts: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(
      homeFirstViewJsBytes,
    );
  });

  it(`sends one stylesheet of at most ${stylesheetBytes / 1024} KB, gzipped`, async () => {
    const { styles } = await firstViewFiles('index.html');
    expect(styles).toHaveLength(1);
    expect(await gzipSize(styles[0]!)).toBeLessThanOrEqual(stylesheetBytes);
  });
});
