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
import { LAYOUT_WORDS, type WordsPart } from '../content/routeTable';
import { chunksFor, dynamicImportsOf, entryOf, type Manifest } from './clientManifest';
import { languageWords } from './pageWords';
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
  await mkdir(serverDir, { recursive: true });
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

/** The server bundle, imported as a module graph in one language (src/content/languages.ts). */
async function serverIn(folder: string): Promise<ServerEntry> {
  const address = pathToFileURL(path.join(ssrDir, SERVER_ENTRY_FILE));
  address.searchParams.set(LANGUAGE_PARAMETER, folder);
  const server = (await import(address.href)) as ServerEntry;
  if (server.currentLanguage.folder !== folder) {
    throw new Error(
      `The server bundle rendered ${server.currentLanguage.folder} when asked for ${folder}.`,
    );
  }
  return server;
}

/** A page to prerender; a not-found page has no `id` and no `routePath`. */
interface PageTarget {
  id: string | undefined;
  routePath: string | undefined;
  url: string;
  /** Where it is written, under dist/. */
  file: string;
  /** Its module, which the manifest knows its chunk by. */
  source: string;
  words: readonly WordsPart[];
}

/** What one language prerenders: every route, then its not-found page, each with its file. */
function pageTargets(server: ServerEntry, fileOf: (name: string) => string): PageTarget[] {
  const language = server.currentLanguage;
  return [
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
}

/** The scripts every page of the build shares, for each page's boot script. */
function sharedScripts(manifest: Manifest, entryChunks: ReturnType<typeof entryOf>) {
  return {
    entry: `/${entryChunks.file}`,
    // The entry's own imports, then the chunks of its startup steps: the boot script fetches
    // them all with the entry.
    entryImports: [...entryChunks.preloads, ...entryChunks.startup].map((file) => `/${file}`),
    // The menu panel's files, for the boot script to prefetch (not run) on narrow screens.
    menuPanel: chunksFor(manifest, MENU_PANEL_SOURCE).map((file) => `/${file}`),
    // Parts a page fetches on demand (src/lib/onDemand.ts): listed on the pages whose chunk can
    // import them, for the page to prefetch when the visitor comes near.
    onDemand: [
      { name: VIEWER_PART, source: VIEWER_SOURCE },
      { name: OUTCOME_DIALOG_PART, source: OUTCOME_DIALOG_SOURCE },
    ].map((part) => ({
      ...part,
      files: chunksFor(manifest, part.source).map((file) => `/${file}`),
    })),
  };
}

/**
 * A page's boot script (src/startup/bootScript.ts): its words first (src/main.tsx loads them
 * before the rest), the entry and its startup, the page's own chunk; the menu panel's files and
 * the on-demand parts it can load, without what it preloads anyway.
 */
function pageBootScript(
  manifest: Manifest,
  scripts: ReturnType<typeof sharedScripts>,
  source: string,
  wordFiles: readonly string[],
): string {
  const preloads = [
    ...new Set([
      ...wordFiles,
      ...scripts.entryImports,
      ...chunksFor(manifest, source).map((file) => `/${file}`),
    ]),
  ];
  const notPreloaded = (files: readonly string[]) =>
    files.filter((href) => !preloads.includes(href));
  const loadable = dynamicImportsOf(manifest, source);
  const onDemand = Object.fromEntries(
    scripts.onDemand
      .filter((part) => loadable.has(part.source))
      .map((part) => [part.name, notPreloaded(part.files)]),
  );
  return bootScriptTag(
    scripts.entry,
    preloads,
    { files: notPreloaded(scripts.menuPanel), media: NARROW_SCREEN_QUERY },
    onDemand,
  );
}

/**
 * The template in the page's language: its `lang` and `dir`, and its counterparts in every
 * language (`hreflang`); a page that does not exist (no `routePath`) has none, and is not to be
 * indexed.
 */
function templateIn(server: ServerEntry, template: string, routePath: string | undefined) {
  const { lang, dir } = server.locale;
  const alternates =
    routePath === undefined
      ? ''
      : `  ${alternateLinks(server.siteAddress, server.languages, server.pathIn, routePath)}\n  `;
  return template
    .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${lang}" dir="${dir}">`)
    .replace('</head>', () => `${alternates}</head>`);
}

/**
 * Writes one complete HTML file per route (and 404.html) of one language into dist/ (the first
 * language) or dist/<language>/ (`dist/hi/about/index.html`): the client build's index.html with
 * the rendered page, its title and description, its language, the same page in every language
 * (`hreflang`), and in place of the entry script and its `modulepreload` links, the boot script
 * (src/startup/bootScript.ts), which fetches the page's words, the entry, the entry's imports and
 * the page's own chunk once the page has painted, so no JavaScript delays the first view.
 */
export async function prerenderSite({
  language: folderName,
  templateFile,
  manifestFile,
}: LanguageBuild): Promise<PrerenderedPage[]> {
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const entryChunks = entryOf(manifest);
  const built = await readFile(templateFile, 'utf8');
  const { script: entryScript, template } = withoutEntryTags(built, entryChunks);
  const server = await serverIn(folderName);
  const language = server.currentLanguage;
  // The template of the pages the service renders in this language (src/shared/builtSite.ts).
  const serviceTemplate = await writeServiceTemplate(
    path.join(ssrDir, languageRenderDir(language.prefix)),
    template,
    entryScript,
    server.locale,
  );

  // The first language's files at the top of dist/, each other's in its own folder.
  const folder = language.prefix.slice(1);
  const fileOf = (name: string) => (folder ? `${folder}/${name}` : name);
  await mkdir(path.join(distDir, folder), { recursive: true });
  await writeOfflinePage(server, serviceTemplate, fileOf(OFFLINE_PAGE_FILE));

  const words = await languageWords(
    manifest,
    language.folder,
    {
      files: [entryChunks.file, ...entryChunks.preloads, ...entryChunks.startup],
      steps: entryChunks.steps,
    },
    new Set([server.notFoundRoute.source, ...server.pageRoutes.map((route) => route.source)]),
  );
  const scripts = sharedScripts(manifest, entryChunks);
  const written: PrerenderedPage[] = [];
  for (const target of pageTargets(server, fileOf)) {
    const { html, title, description } = await server.renderPage(target.url);
    const pageWords = [...LAYOUT_WORDS, ...target.words];
    words.checkPage(target, pageWords);
    const boot = pageBootScript(manifest, scripts, target.source, pageWords.map(words.fileOf));
    const page = fillTemplate(
      templateIn(server, template, target.routePath).replace(entryScript, () => boot),
      { title: server.documentTitle(title), description, html },
    );
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
}

/**
 * The hash of the pages' one inline script (the boot script), which the service's CSP allows,
 * and no other: `dist/.server/script-hashes.json` (src/shared/builtSite.ts).
 */
export async function writeScriptHashes(): Promise<void> {
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
