/**
 * The owner's inbox is never part of the public site (docs/spec/contracts.md §7, §11): it is
 * built apart (inbox.html with its own manifest), not prerendered, not a route, and no public
 * page, boot script, chunk or stylesheet names it or holds its code. Read from `npm run build`'s
 * output: every public page's first view and everything it may load later (the chunk graph of
 * Vite's manifest, dynamic imports included), and every script file in dist/.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inboxContent, setPassphraseCommand } from '../content/inbox';
import { inboxApi } from '../shared/inbox';
import { INBOX_MANIFEST } from './build';
import { distDir } from './paths';

type Manifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** Text only the inbox's code holds: its API paths and its own words. */
const inboxMarkers = [
  inboxApi.session,
  inboxApi.exportCsv,
  inboxContent.signIn.title,
  inboxContent.noPassphrase.title,
  setPassphraseCommand,
];

let publicManifest: Manifest;
let inboxManifest: Manifest;
let publicPages: string[];

beforeAll(async () => {
  const read = async (file: string) => readFile(path.join(distDir, file), 'utf8');
  publicManifest = JSON.parse(await read('.vite/manifest.json')) as Manifest;
  inboxManifest = JSON.parse(await read(INBOX_MANIFEST)) as Manifest;
  const routes = JSON.parse(await read('routes.json')) as { url: string; file: string }[];
  publicPages = [...routes.map((route) => route.file), '404.html'];
});

/** Every file a public page names, and everything those may import, now or later. */
async function publicGraph(): Promise<Set<string>> {
  const byFile = new Map(Object.values(publicManifest).map((entry) => [entry.file, entry]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (!file || files.has(file)) return;
    files.add(file);
    const entry = byFile.get(file);
    for (const key of [...(entry?.imports ?? []), ...(entry?.dynamicImports ?? [])]) {
      const imported = publicManifest[key];
      if (imported) visit(imported.file);
    }
    for (const css of entry?.css ?? []) visit(css);
  };
  for (const page of publicPages) {
    const html = await readFile(path.join(distDir, page), 'utf8');
    for (const match of html.matchAll(/\s(?:src|href)="\/(assets\/[^"]+)"/g)) visit(match[1]!);
    for (const match of html.matchAll(/\sdata-(?:entry|preload|prefetch)="([^"]*)"/g)) {
      for (const href of match[1]!.split(' ')) visit(href.replace(/^\//, ''));
    }
  }
  return files;
}

describe("the owner's inbox in the build", () => {
  it('is one page of its own: noindex, not prerendered, not a route', async () => {
    const html = await readFile(path.join(distDir, 'inbox.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    // Nothing rendered in it: the views come from its script, the data from the API.
    expect(html).toMatch(/<div id="root">\s*<noscript>/);
    expect(html).not.toMatch(/<main|<h1/);
    const routes = await readFile(path.join(distDir, 'routes.json'), 'utf8');
    expect(routes).not.toMatch(/inbox/i);
    expect(Object.keys(inboxManifest)).toEqual(['inbox.html']);
  });

  it('is named by no public page', async () => {
    for (const page of publicPages) {
      const html = await readFile(path.join(distDir, page), 'utf8');
      expect(html, page).not.toMatch(/inbox/i);
    }
  });

  it("is in no public page's chunk graph, first view or later", async () => {
    const graph = await publicGraph();
    expect(graph.size).toBeGreaterThan(5);
    const inboxFiles = Object.values(inboxManifest).flatMap((entry) => [
      entry.file,
      ...(entry.css ?? []),
    ]);
    for (const file of inboxFiles) expect(graph.has(file), file).toBe(false);
    expect(Object.keys(publicManifest).filter((key) => /inbox/i.test(key))).toEqual([]);
    for (const file of graph) {
      const text = await readFile(path.join(distDir, file), 'utf8');
      for (const marker of inboxMarkers)
        expect(text.includes(marker), `${file}: ${marker}`).toBe(false);
    }
  });

  it("only the inbox's own files in dist/assets hold its code", async () => {
    const holders: string[] = [];
    for (const name of await readdir(path.join(distDir, 'assets'))) {
      if (!/\.(js|css)$/.test(name)) continue;
      const text = await readFile(path.join(distDir, 'assets', name), 'utf8');
      if (inboxMarkers.some((marker) => text.includes(marker))) holders.push(`assets/${name}`);
    }
    expect(holders).toEqual([inboxManifest['inbox.html']!.file]);
  });
});
