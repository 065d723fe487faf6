import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MENU_PANEL_SOURCE, NARROW_SCREEN_QUERY } from '../layout/MobileMenu/narrowScreen';
import { VIEWER_PART, VIEWER_SOURCE } from '../pages/ImpactPage/viewerPart';
import {
  OUTCOME_DIALOG_PART,
  OUTCOME_DIALOG_SOURCE,
} from '../features/contact/ContactForm/outcomeDialogPart';
import { cspHash } from '../shared/cspHash';
import { BOOT_SCRIPT_SOURCE, bootScriptTag } from '../startup/bootScript';
import type { SiteLanguage } from '../content/languages';
import { escapeHtml } from '../shared/escapeHtml';
import { fillTemplate } from '../shared/pageTemplate';
import { OFFLINE_PAGE_FILE } from '../shared/offlinePage';
import { distDir, ssrDir } from './paths';
import { WORDS_PARTS_FILE } from './contentPlugin';
import { LAYOUT_WORDS, type WordsPart } from '../content/routeTable';
import { CONTENT_FILES } from '../content/schema/language';
import { NOTICE_SOURCE, NOTICE_WORDS } from '../features/keptEnquiries/noticePart';
import {
  PAGE_TEMPLATE_FILE,
  SCRIPT_HASHES_FILE,
  SERVER_ENTRY_FILE,
  languageRenderDir,
  type ScriptHashes,
} from '../shared/builtSite';
import { LANGUAGE_PARAMETER } from '../shared/renderLanguage';

/** The no-script stylesheet as index.html loads it: only when the browser runs no script. */
const NOSCRIPT_STYLESHEET =
  /<noscript>\s*(<link rel="stylesheet" href="\/noscript\.css"[^>]*>)\s*<\/noscript>/;

/** Text that a regular expression matches as it is. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/** What the server-side bundle (src/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(url: string): Promise<{ html: string; title: string; description: string }>;
  renderOfflinePage(): Promise<{ html: string; title: string; description: string }>;
  pageRoutes: readonly { id: string; path: string; source: string; words: readonly WordsPart[] }[];
  notFoundRoute: { source: string; words: readonly WordsPart[] };
  documentTitle(title: string): string;
  locale: { lang: string; dir: string };
  currentLanguage: SiteLanguage;
  languages: readonly SiteLanguage[];
  pathIn(language: SiteLanguage, routePath: string): string;
  siteAddress: string;
}

/** What {@link prerenderSite} writes: one language's pages, from the build for every language. */
export interface LanguageBuild {
  /** The language's folder in content/ (`en`, `hi`). */
  language: string;
  /** The client build's index.html (the build moves it out of dist/'s top). */
  templateFile: string;
  /** The client build's manifest. */
  manifestFile: string;
}

/** One prerendered file: the address it answers and where it is written under dist/. */
export interface PrerenderedPage {
  url: string;
  file: string;
  /** The language's folder (`en`, `hi`): its `hreflang`. */
  language: string;
  /** The page's id in the route table, the same in every language; none for a not-found page. */
  id?: string;
}

/** The `<link rel="alternate">` of a page in every language, and `x-default` (the first). */
export function alternateLinks(
  address: string,
  languages: readonly SiteLanguage[],
  pathIn: (language: SiteLanguage, routePath: string) => string,
  routePath: string,
): string {
  const first = languages[0];
  return [
    ...languages.map((language) => ({ hreflang: language.folder, language })),
    ...(first ? [{ hreflang: 'x-default', language: first }] : []),
  ]
    .map(
      ({ hreflang, language }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(address + pathIn(language, routePath))}" />`,
    )
    .join('\n    ');
}

/**
 * The chunk files a source module needs, from Vite's client manifest: what each imports comes
 * before it, and the module's own chunk last, so the app can run them in this order one task
 * each (src/app/mountApp.tsx).
 */
function chunksFor(manifest: Manifest, source: string): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(entry.file)) return;
    seen.add(entry.file);
    entry.imports?.forEach(visit);
    ordered.push(entry.file);
  };
  if (!manifest[source]) throw new Error(`No chunk for ${source} in the client manifest.`);
  visit(source);
  return ordered;
}

/**
 * Every module that `source` or a chunk it needs imports dynamically (by source path): the lazy
 * parts that page can load, wherever the bundler put the code that loads them.
 */
function dynamicImportsOf(manifest: Manifest, source: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || seen.has(key)) return;
    seen.add(key);
    entry.dynamicImports?.forEach((imported) => found.add(imported));
    entry.imports?.forEach(visit);
  };
  visit(source);
  return found;
}

/** The language of a manifest key that is a content file (`content/hi/site.yaml`), if it is one. */
function wordsLanguageOf(key: string): string | undefined {
  return /^content\/([^/]+)\/[^/]+\.yaml$/.exec(key)?.[1];
}

/** Which parts of the words each chunk of the client build reads (src/build/contentPlugin.ts). */
type PartsByChunk = Record<string, readonly WordsPart[]>;

/**
 * The words a page and what it can load read, checked against those it loads first
 * (src/content/routeTable.ts): a part read but not loaded would stop the page's code in the
 * browser, so it stops the build instead, naming the page and the part.
 */
function checkWordsLoaded(
  manifest: Manifest,
  partsByChunk: PartsByChunk,
  page: { url: string; files: readonly string[]; lazySources: readonly string[] },
  loaded: readonly WordsPart[],
): void {
  const lazyFiles = page.lazySources.flatMap((source) => chunksFor(manifest, source));
  for (const file of [...page.files, ...lazyFiles]) {
    const missing = (partsByChunk[file] ?? []).filter((part) => !loaded.includes(part));
    if (missing.length > 0) {
      throw new Error(
        `${page.url}: its code (${file}) reads the words of ${missing.join(', ')}, which the page does not load first: add them to its words in src/content/routeTable.ts.`,
      );
    }
  }
}

/**
 * The entry, from Vite's client manifest, and the chunks it needs as it starts: its static
 * imports (what Vite preloads with `modulepreload`), then its dynamic imports (src/main.tsx runs
 * the app in steps, one task each) and what they import. The entry's dynamic imports are all
 * startup steps by design; the pages and the lazy parts are imported further down.
 */
function entryOf(manifest: Manifest): {
  file: string;
  preloads: string[];
  startup: string[];
  /** Its startup steps, by source path. */
  steps: string[];
} {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const [entry] = entries;
  if (!entry || entries.length > 1) {
    throw new Error(`The client manifest names ${entries.length} entries, not one.`);
  }
  // The words' loaders are no step: a page loads its own language's (prerenderSite).
  const steps = (entry.dynamicImports ?? []).filter((key) => !wordsLanguageOf(key));
  const chunksOf = (keys: string[] | undefined) => [
    ...new Set((keys ?? []).flatMap((key) => chunksFor(manifest, key))),
  ];
  return {
    file: entry.file,
    preloads: chunksOf(entry.imports),
    startup: chunksOf(steps),
    steps,
  };
}

/**
 * Vite's index.html without its `modulepreload` links for the entry's imports (the boot script
 * fetches those), and its module script for the entry, which the boot script replaces. Each is
 * found by the file the manifest names: an error when one is missing, or when Vite wrote a
 * `modulepreload` the manifest does not explain.
 */
function withoutEntryTags(built: string, entry: { file: string; preloads: string[] }) {
  const script = new RegExp(
    `<script type="module"[^>]*\\ssrc="${literally(`/${entry.file}`)}"[^>]*></script>`,
  ).exec(built)?.[0];
  if (!script) throw new Error(`index.html does not load the entry, /${entry.file}.`);
  let template = built;
  for (const file of entry.preloads) {
    // With the whitespace before it, as Vite wrote it.
    const link = new RegExp(
      `\\s*<link rel="modulepreload"[^>]*\\shref="${literally(`/${file}`)}"[^>]*>`,
    ).exec(template)?.[0];
    if (!link) throw new Error(`index.html does not preload /${file}, an import of the entry.`);
    template = template.replace(link, '');
  }
  if (template.includes('rel="modulepreload"')) {
    throw new Error('index.html preloads a file that the manifest does not list for the entry.');
  }
  return { script, template };
}

/**
 * The template of the pages the service renders itself (src/shared/builtSite.ts): no script at
 * all (nothing there to hydrate: the app has no route for them, and the page must work without
 * one), so the no-script stylesheet always applies, or the menu button would show and do nothing;
 * and `noindex`, since an answer to a post is nothing to find in a search.
 */
async function writeServiceTemplate(
  serverDir: string,
  template: string,
  entryTag: string,
  locale: { lang: string; dir: string },
) {
  if (!NOSCRIPT_STYLESHEET.test(template)) {
    throw new Error('index.html no longer loads noscript.css inside <noscript>.');
  }
  const page = template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${locale.lang}" dir="${locale.dir}">`)
    .replace(NOSCRIPT_STYLESHEET, '$1')
    .replace('<meta name="description"', '<meta name="robots" content="noindex" />\n    $&')
    .replace(entryTag, '');
  await writeFile(path.join(serverDir, PAGE_TEMPLATE_FILE), page);
  return page;
}

/**
 * The page the service worker answers with offline (src/pages/OfflinePage), in the same
 * template as the service's own pages: it must work on a phone that has nothing else, so it
 * carries no script, and it is not a page to find in a search.
 */
async function writeOfflinePage(server: ServerEntry, serviceTemplate: string, file: string) {
  const { html, title, description } = await server.renderOfflinePage();
  const page = fillTemplate(serviceTemplate, { title, description, html });
  await writeFile(path.join(distDir, file), page);
}

/**
 * Writes one complete HTML file per route (and 404.html) of one language into dist/ (the first
 * language) or dist/<language>/ (`dist/hi/about/index.html`): the client build's
 * index.html with the rendered page, its title and description, its language, the same page in
 * every language (`hreflang`), and in
 * place of the entry script and its `modulepreload` links, the boot script (src/startup/bootScript.ts),
 * which fetches the entry, the entry's imports and the page's own chunk once the page has
 * painted, so no JavaScript delays the first view.
 */
export async function prerenderSite({
  language: folderName,
  templateFile,
  manifestFile,
}: LanguageBuild): Promise<PrerenderedPage[]> {
  const built = await readFile(templateFile, 'utf8');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const entryChunks = entryOf(manifest);
  const entry = `/${entryChunks.file}`;
  const { script: entryScript, template } = withoutEntryTags(built, entryChunks);
  // The entry's own imports, then the chunks of its startup steps: the boot script fetches them
  // all with the entry.
  const entryImports = [...entryChunks.preloads, ...entryChunks.startup].map((file) => `/${file}`);
  // The one server bundle, as a module graph in this language (src/content/languages.ts).
  const serverEntry = pathToFileURL(path.join(ssrDir, SERVER_ENTRY_FILE));
  serverEntry.searchParams.set(LANGUAGE_PARAMETER, folderName);
  const server = (await import(serverEntry.href)) as ServerEntry;
  const language = server.currentLanguage;
  if (language.folder !== folderName) {
    throw new Error(`The server bundle rendered ${language.folder} when asked for ${folderName}.`);
  }
  // Where the template of the pages the service renders in this language goes
  // (src/shared/builtSite.ts).
  const serverDir = path.join(ssrDir, languageRenderDir(language.prefix));
  await mkdir(serverDir, { recursive: true });
  const serviceTemplate = await writeServiceTemplate(
    serverDir,
    template,
    entryScript,
    server.locale,
  );

  // The first language's files at the top of dist/, each other's in its own folder.
  const folder = language.prefix.slice(1);
  const fileOf = (name: string) => (folder ? `${folder}/${name}` : name);
  await mkdir(path.join(distDir, folder), { recursive: true });
  await writeOfflinePage(server, serviceTemplate, fileOf(OFFLINE_PAGE_FILE));
  const targets = [
    ...server.pageRoutes.map((route) => ({
      id: route.id,
      routePath: route.path,
      url: server.pathIn(language, route.path),
      file: fileOf(route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`),
      source: route.source,
      words: route.words,
    })),
    {
      id: undefined,
      routePath: undefined,
      url: `${language.prefix}/404`,
      file: fileOf('404.html'),
      source: server.notFoundRoute.source,
      words: server.notFoundRoute.words,
    },
  ];
  // Which parts of the words each chunk reads, and each part's chunk in this language.
  const partsByChunk = JSON.parse(
    await readFile(path.join(distDir, WORDS_PARTS_FILE), 'utf8'),
  ) as PartsByChunk;
  const wordFiles = new Map(
    Object.entries(manifest)
      .filter(([key]) => wordsLanguageOf(key) === language.folder)
      .map(([key, chunk]) => [path.basename(key), chunk.file]),
  );
  const wordFileOf = (part: WordsPart) => {
    const file = wordFiles.get(CONTENT_FILES[part]);
    if (!file) throw new Error(`No chunk of ${language.folder}'s ${part} in the client manifest.`);
    return `/${file}`;
  };
  const pageSources = new Set([
    server.notFoundRoute.source,
    ...server.pageRoutes.map((route) => route.source),
  ]);
  const entryFiles = [entryChunks.file, ...entryChunks.preloads, ...entryChunks.startup];
  // What every page can load: the menu panel, which reads the layout's words only, and the
  // kept-enquiry notice, which loads its own with it.
  checkWordsLoaded(
    manifest,
    partsByChunk,
    { url: MENU_PANEL_SOURCE, files: [], lazySources: [MENU_PANEL_SOURCE] },
    LAYOUT_WORDS,
  );
  checkWordsLoaded(
    manifest,
    partsByChunk,
    { url: NOTICE_SOURCE, files: [], lazySources: [NOTICE_SOURCE] },
    [...LAYOUT_WORDS, ...NOTICE_WORDS],
  );
  const checkedApart = new Set([MENU_PANEL_SOURCE, NOTICE_SOURCE]);

  // The menu panel's files, for the boot script to prefetch (not run) on narrow screens; each
  // page leaves out those it preloads anyway.
  const menuPanelFiles = chunksFor(manifest, MENU_PANEL_SOURCE).map((file) => `/${file}`);
  // Parts a page fetches on demand (src/lib/onDemand.ts): listed on the pages whose chunk can
  // import them, for the page to prefetch when the visitor comes near.
  const parts = [
    { name: VIEWER_PART, source: VIEWER_SOURCE },
    { name: OUTCOME_DIALOG_PART, source: OUTCOME_DIALOG_SOURCE },
  ].map((part) => ({
    ...part,
    files: chunksFor(manifest, part.source).map((file) => `/${file}`),
  }));
  const written: PrerenderedPage[] = [];
  for (const target of targets) {
    const { html, title, description } = await server.renderPage(target.url);
    const pageWords = [...LAYOUT_WORDS, ...target.words];
    checkWordsLoaded(
      manifest,
      partsByChunk,
      {
        url: target.url,
        files: [...entryFiles, ...chunksFor(manifest, target.source)],
        lazySources: [
          ...dynamicImportsOf(manifest, target.source),
          ...entryChunks.steps.flatMap((step) => [...dynamicImportsOf(manifest, step)]),
        ].filter(
          (source) =>
            !wordsLanguageOf(source) && !pageSources.has(source) && !checkedApart.has(source),
        ),
      },
      pageWords,
    );
    const preloads = [
      ...new Set([
        // The page's words first (src/main.tsx loads them before the rest).
        ...pageWords.map(wordFileOf),
        ...entryImports,
        ...chunksFor(manifest, target.source).map((file) => `/${file}`),
      ]),
    ];
    const menuPanel = menuPanelFiles.filter((href) => !preloads.includes(href));
    const loadable = dynamicImportsOf(manifest, target.source);
    const pageParts = Object.fromEntries(
      parts
        .filter((part) => loadable.has(part.source))
        .map((part) => [part.name, part.files.filter((href) => !preloads.includes(href))]),
    );
    const inLanguage = template
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        () => `<html lang="${server.locale.lang}" dir="${server.locale.dir}">`,
      )
      .replace(
        '</head>',
        () =>
          // A page that does not exist has no counterpart (and is not to be indexed).
          `${
            target.routePath === undefined
              ? ''
              : `  ${alternateLinks(server.siteAddress, server.languages, server.pathIn, target.routePath)}\n  `
          }</head>`,
      )
      .replace(entryScript, () =>
        bootScriptTag(entry, preloads, { files: menuPanel, media: NARROW_SCREEN_QUERY }, pageParts),
      );
    const page = fillTemplate(inLanguage, {
      title: server.documentTitle(title),
      description,
      html,
    });
    const outFile = path.join(distDir, target.file);
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, page);
    written.push({
      url: target.url,
      file: target.file,
      language: language.folder,
      ...(target.id ? { id: target.id } : {}),
    });
  }
  return written;
}

/**
 * After every language is prerendered: `dist/routes.json`, every page of every language (the
 * service serves them, the tests, the audit and the bench walk them), `dist/not-found.json`,
 * each language's not-found page and the addresses it answers, and `dist/sitemap.xml`.
 */
export async function writeSiteLists(
  pages: readonly PrerenderedPage[],
  address: string,
): Promise<void> {
  const routes = pages.filter((page) => page.id !== undefined);
  await writeFile(path.join(distDir, 'routes.json'), JSON.stringify(routes, null, 2));
  const notFound = pages
    .filter((page) => page.id === undefined)
    .map((page) => ({ prefix: page.url.replace(/\/404$/, ''), file: page.file }))
    // The longest prefix first: the service takes the first that matches.
    .sort((a, b) => b.prefix.length - a.prefix.length);
  await writeFile(path.join(distDir, 'not-found.json'), JSON.stringify(notFound, null, 2));
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemap(routes, address));
  // The service allows the pages' one inline script by this hash, and no other (its CSP).
  const hashes: ScriptHashes = { scriptSrc: [cspHash(BOOT_SCRIPT_SOURCE)] };
  await mkdir(ssrDir, { recursive: true });
  await writeFile(path.join(ssrDir, SCRIPT_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`);
}

/** The sitemap: every page of every language, each with its counterparts (`xhtml:link`). */
export function sitemap(routes: readonly PrerenderedPage[], address: string): string {
  const urls = routes.map((page) => {
    const alternates = routes
      .filter((other) => other.id === page.id)
      .map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${other.language}" href="${escapeHtml(address + other.url)}"/>`,
      );
    return [
      '  <url>',
      `    <loc>${escapeHtml(address + page.url)}</loc>`,
      ...alternates,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
