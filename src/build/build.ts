/**
 * `npm run build`: the client build, the owner's inbox (a build of its own), the server-side
 * build used to prerender, one HTML file per route, and precompressed copies of every text file.
 * The result in dist/ is all the server needs.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { ContentError, checkedContent } from '../content/load/readContent';
import { BUILD_STAMP } from './buildFreshness';
import { precompress } from './compress';
import { distDir, projectRoot, ssrDir } from './paths';
import { prerenderSite } from './prerender';

/** The owner's inbox is built apart, with a manifest of its own. */
export const INBOX_MANIFEST = '.vite/inbox-manifest.json';

export async function buildSite(): Promise<void> {
  const started = Date.now();
  // The content first: a mistake in content/ stops here, before dist/ is touched, with its
  // sentences alone (the plugin checks again for the dev server and the tests).
  checkedContent();
  await rm(distDir, { recursive: true, force: true });
  await build({ root: projectRoot, logLevel: 'warn' });
  // The owner's inbox (inbox.html, src/inbox/): a build of its own, so that no chunk, stylesheet
  // or manifest entry of the public site names it, and no public page can load it. It is not
  // prerendered: the service sends it at /inbox only, and its data needs a session.
  await build({
    root: projectRoot,
    logLevel: 'warn',
    build: {
      emptyOutDir: false,
      manifest: INBOX_MANIFEST,
      // One entry and no lazy parts: its stylesheet is named after it (inbox-….css).
      cssCodeSplit: true,
      rolldownOptions: { input: path.join(projectRoot, 'inbox.html') },
    },
  });
  await build({
    root: projectRoot,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      manifest: false,
      // public/ is in dist/ already; the bundle needs none of it.
      copyPublicDir: false,
    },
  });
  const pages = await prerenderSite();
  const compressed = await precompress(distDir);
  await writeFile(path.join(distDir, BUILD_STAMP), new Date().toISOString());
  console.log(
    `Built ${pages.length} pages and compressed ${compressed} files into dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await buildSite();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
