/**
 * `npm run build`: for each language of content/settings.yaml, the client build and the
 * server-side build used to prerender (each with that language's words); the owner's inbox (a
 * build of its own); one HTML file per route of each language; the lists of pages (routes.json,
 * sitemap.xml); and precompressed copies of every text file. The result in dist/ is all the
 * server needs.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import {
  ContentError,
  LANGUAGE_VARIABLE,
  checkedContent,
  readSettings,
} from '../content/load/readContent';
import { BUILD_STAMP } from './buildFreshness';
import { precompress } from './compress';
import { distDir, projectRoot, ssrDir } from './paths';
import { prerenderSite, writeSiteLists, type PrerenderedPage } from './prerender';
import { writeServiceWorker } from './serviceWorker';
import { writePrivacyNotice } from './privacyNotice';
import { retentionDefine, retentionSetting, RetentionSettingError } from './retentionSetting';
import { writeServiceWords } from './serviceWords';

/** The owner's inbox is built apart, with a manifest of its own. */
export const INBOX_MANIFEST = '.vite/inbox-manifest.json';

/** Runs `work` with the content plugin set to one language (src/build/contentPlugin.ts). */
async function inLanguage<T>(folder: string, work: () => Promise<T>): Promise<T> {
  const before = process.env[LANGUAGE_VARIABLE];
  process.env[LANGUAGE_VARIABLE] = folder;
  try {
    return await work();
  } finally {
    // Empty is unset (readLanguageSetting): the first language.
    process.env[LANGUAGE_VARIABLE] = before ?? '';
  }
}

/**
 * Where one language's client build leaves its page template and manifest: the first
 * language's manifest where Vite puts it (.vite/manifest.json, which the bundle tests read),
 * each other's beside it. Every language shares dist/assets/: a chunk with the same content has
 * the same name, so React and the router are fetched once for both languages.
 */
function languageFiles(folder: string, first: boolean) {
  return {
    manifest: first ? '.vite/manifest.json' : `.vite/manifest-${folder}.json`,
    template: path.join(distDir, `.vite/index-${folder}.html`),
    serverDir: first ? ssrDir : path.join(ssrDir, folder),
  };
}

export async function buildSite(): Promise<void> {
  const started = Date.now();
  // The content first: a mistake in content/ stops here, before dist/ is touched, with its
  // sentences alone (the plugin checks again for the dev server and the tests).
  const { address, languages } = readSettings();
  for (const language of languages) checkedContent(undefined, language.folder);
  // How long enquiries are kept, decided here once: every page's privacy notice says it, and the
  // service keeps enquiries for what dist/.server/privacy-notice.json says (retentionSetting.ts).
  const retentionDays = retentionSetting();
  const define = retentionDefine(retentionDays);
  await rm(distDir, { recursive: true, force: true });
  const folders = languages.map((language, index) => ({
    folder: language.folder,
    first: index === 0,
    ...languageFiles(language.folder, index === 0),
  }));
  for (const { folder, first, manifest, template } of folders) {
    await inLanguage(folder, () =>
      build({
        root: projectRoot,
        logLevel: 'warn',
        // The retention decided above, over vite.config.ts's own reading for the dev server.
        define,
        build: {
          emptyOutDir: false,
          manifest,
          // public/ once, with the first language.
          copyPublicDir: first,
        },
      }),
    );
    // The next language's build writes index.html too: keep this one's for the prerender.
    await rename(path.join(distDir, 'index.html'), template);
  }
  // The owner's inbox (inbox.html, src/inbox/): a build of its own, so that no chunk, stylesheet
  // or manifest entry of the public site names it, and no public page can load it. It is not
  // prerendered: the service sends it at /inbox only, and its data needs a session.
  await build({
    root: projectRoot,
    logLevel: 'warn',
    define,
    build: {
      emptyOutDir: false,
      manifest: INBOX_MANIFEST,
      // One entry and no lazy parts: its stylesheet is named after it (inbox-….css).
      cssCodeSplit: true,
      // One script of about 500 kB (150 kB gzip), nothing in it pulled in wholesale: React DOM
      // about 207 kB, react-aria's hooks for its grid, search field and form about 137 kB (19 kB
      // of it their words in every locale react-aria ships), the router 38, react-aria-components
      // 23, react-stately 16, ky 14, the inbox's own code and words about 40. It is one person's
      // tool, loaded once, with no budget (docs/decisions.md, "The owner's inbox"): Vite's
      // warning for chunks over 500 kB, meant for public pages, starts higher here.
      chunkSizeWarningLimit: 600,
      rolldownOptions: { input: path.join(projectRoot, 'inbox.html') },
    },
  });
  // The first language's bundle empties the folder, so it comes first.
  for (const { folder, serverDir } of folders) {
    await inLanguage(folder, () =>
      build({
        root: projectRoot,
        logLevel: 'warn',
        define,
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          // public/ is in dist/ already; the bundle needs none of it.
          copyPublicDir: false,
        },
      }),
    );
  }
  const pages: PrerenderedPage[] = [];
  for (const { manifest, template, serverDir } of folders) {
    pages.push(
      ...(await prerenderSite({
        templateFile: template,
        manifestFile: path.join(distDir, manifest),
        serverDir,
      })),
    );
  }
  await writeSiteLists(pages, address);
  await writeServiceWorker(projectRoot, distDir);
  await writeServiceWords();
  await writePrivacyNotice(retentionDays);
  const compressed = await precompress(distDir);
  await writeFile(path.join(distDir, BUILD_STAMP), new Date().toISOString());
  console.log(
    `Built ${pages.length} pages in ${languages.length} languages and compressed ${compressed} files into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildSite();
  } catch (error) {
    if (!(error instanceof ContentError || error instanceof RetentionSettingError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
