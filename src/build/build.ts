/**
 * `npm run build`: one client build for every language of content/settings.yaml, the owner's
 * inbox (a build of its own), one server-side bundle for every language used to prerender; one
 * HTML file per route of each language; the lists of pages (routes.json, sitemap.xml); and
 * precompressed copies of every text file. The result in dist/ is all the server needs.
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { ContentError, checkedContent, readSettings } from '../content/load/readContent';
import { BUILD_STAMP } from './buildFreshness';
import { INBOX_MODE } from './contentPlugin';
import { precompress } from './compress';
import { distDir, projectRoot, ssrDir } from './paths';
import {
  prerenderSite,
  writeScriptHashes,
  writeSiteLists,
  type PrerenderedPage,
} from './prerender';
import { writeServiceWorker } from './serviceWorker';
import { writePrivacyNotice } from './privacyNotice';
import { checkPrivacyClaims, PrivacyClaimsError } from './privacyClaimsCheck';
import { retentionDefine, retentionSetting, RetentionSettingError } from './retentionSetting';
import { writeServiceWords } from './serviceWords';
import { checkReleaseReady, RELEASE_OPTION, ReleaseRefused } from './release';

/** The owner's inbox is built apart, with a manifest of its own. */
export const INBOX_MANIFEST = '.vite/inbox-manifest.json';

/** The client build's index.html, which every page is prerendered into. */
const TEMPLATE_FILE = path.join(distDir, '.vite/index.html');

/**
 * Builds the site into dist/. With `release`, first refuses content that still holds
 * placeholders (release.ts), before dist/ is touched.
 *
 * A production build whoever starts it: Vite keeps a NODE_ENV it finds, and `npm start` run from
 * a test (NODE_ENV=test) once built a site with its development code switched on. Production for
 * the build alone: a caller in the same process (`npm start`, whose service refuses a site built
 * without RETENTION_DAYS in production) keeps its own NODE_ENV afterwards.
 */
export async function buildSite({ release = false }: { release?: boolean } = {}): Promise<void> {
  const callersNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildInProduction(release);
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callersNodeEnv;
  }
}

async function buildInProduction(release: boolean): Promise<void> {
  const started = Date.now();
  if (release) checkReleaseReady();
  // The content first: a mistake in content/ stops here, before dist/ is touched, with its
  // sentences alone (the plugin checks again for the dev server and the tests).
  const { address, languages } = readSettings();
  for (const language of languages) checkedContent(undefined, language.folder);
  // Every statement of the privacy notice names what makes it true, and that is there.
  checkPrivacyClaims();
  // How long enquiries are kept, decided here once: every page's privacy notice says it, and the
  // service keeps enquiries for what dist/.server/privacy-notice.json says (retentionSetting.ts).
  const retentionDays = retentionSetting();
  const define = retentionDefine(retentionDays);
  await rm(distDir, { recursive: true, force: true });
  // One client build for every language: the scripts are the same files, and each language's
  // words are chunks of their own, which a page loads for its language
  // (src/content/words/loaded.ts). Its index.html is the template of every page, moved out of
  // dist/'s top, where it would be a page.
  await build({
    root: projectRoot,
    logLevel: 'warn',
    // The retention decided above, over vite.config.ts's own reading for the dev server.
    define,
    build: { emptyOutDir: false },
  });
  await rename(path.join(distDir, 'index.html'), TEMPLATE_FILE);
  // The owner's inbox (inbox.html, src/inbox/): a build of its own, so that no chunk, stylesheet
  // or manifest entry of the public site names it, and no public page can load it. It is not
  // prerendered: the service sends it at /inbox only, and its data needs a session.
  await build({
    root: projectRoot,
    logLevel: 'warn',
    // Its words in its bundle, not in chunks of a page's language (src/build/contentPlugin.ts).
    mode: INBOX_MODE,
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
  // One server-side bundle for every language, in one file: the prerender and the service
  // import it once per language (`entry-server.js?language=hi`), and a file with no chunks is a
  // module graph of its own at each such address (src/content/languages.ts). Its words modules
  // hold every language's words (src/build/contentPlugin.ts).
  await build({
    root: projectRoot,
    logLevel: 'warn',
    define,
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      // public/ is in dist/ already; the bundle needs none of it.
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const pages: PrerenderedPage[] = [];
  for (const { folder } of languages) {
    pages.push(
      ...(await prerenderSite({
        language: folder,
        templateFile: TEMPLATE_FILE,
        manifestFile: path.join(distDir, '.vite/manifest.json'),
      })),
    );
  }
  await writeSiteLists(pages, address);
  await writeScriptHashes();
  await writeServiceWorker(projectRoot, distDir);
  await writeServiceWords();
  await writePrivacyNotice(retentionDays);
  const compressed = await precompress(distDir);
  await writeFile(path.join(distDir, BUILD_STAMP), new Date().toISOString());
  console.log(
    `Built ${pages.length} pages in ${languages.length} languages and compressed ${compressed} files into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** `npm run build [-- --release]`: any other option is refused, so that a typo never builds a demo. */
function buildOptions(args: readonly string[]): { release: boolean } {
  const unknown = args.filter((arg) => arg !== RELEASE_OPTION);
  if (unknown.length > 0) {
    throw new ReleaseRefused(
      `npm run build takes one option, ${RELEASE_OPTION}, not ${unknown.join(' ')}.`,
    );
  }
  return { release: args.includes(RELEASE_OPTION) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildSite(buildOptions(process.argv.slice(2)));
  } catch (error) {
    const told = [ContentError, RetentionSettingError, ReleaseRefused, PrivacyClaimsError];
    if (!told.some((kind) => error instanceof kind)) throw error;
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
