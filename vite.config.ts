/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With `.ts`, here and in the modules these load: docs/architecture.md, "Folders".
import { contentData } from './src/build/contentPlugin.ts';
import { eagerCommonJs } from './src/build/eagerCommonJs.ts';
import { retentionDefine, retentionSetting } from './src/build/retentionSetting.ts';
import { projectRoot } from './src/build/paths.ts';
import { siteCodeDefine } from './src/build/siteCode.ts';
import { readSettings } from './src/content/load/readContent.ts';

/** The folders of the languages (`en`, `hi`): the jsdom checks run in each. */
const [firstLanguage = 'en', ...otherLanguages] = readSettings().languages.map(
  (language) => language.folder,
);

/**
 * Where a test file runs is said by the end of its name, and only by it (docs/testing.md, "Where
 * a test runs: the file's name"). `src/build/testNames.node.test.ts` fails on a test file whose
 * name ends in none of these.
 */
export const testSuffixes = {
  /** jsdom, sharing one module graph per worker: `components` (and `components-hi`, …). */
  jsdom: '**/*.jsdom.test.{ts,tsx}',
  /** jsdom with a module graph of its own, for the files that mock a module (`vi.mock`). */
  jsdomMocks: '**/*.jsdom-mocks.test.{ts,tsx}',
  /** Node, making what it needs: `server`. */
  node: '**/*.node.test.ts',
  /** Node, reading the site `npm run build` wrote into dist/: `server-built`. */
  nodeBuilt: '**/*.node-built.test.ts',
  /** Node driving Chromium against the built site: `browser`. */
  browser: '**/*.browser.test.ts',
} as const;

/**
 * One config for the dev server, the client and server builds (driven by src/build/build.ts)
 * and the test projects. `npm run build` and `npm test` are the way in; see README.md.
 */
export default defineConfig({
  // EAGER_COMMONJS=off only for src/tools/bench/eagerCommonJsCheck.ts, which measures the
  // start-up with and without the rewrite.
  plugins: [
    contentData(),
    react(),
    ...(process.env.EAGER_COMMONJS === 'off' ? [] : [eagerCommonJs()]),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The privacy notice says how long enquiries are kept (RETENTION_DAYS, a build setting), here
    // for the dev server and the tests; `npm run build` gives each of its builds the retention it
    // decided once, which it also writes for the service (src/build/retentionSetting.ts).
    ...retentionDefine(retentionSetting()),
    // The commit the site is built from, and whether anything but the conformance report changed
    // since the commit the report describes: the report's page says so (src/build/siteCode.ts).
    ...siteCodeDefine(projectRoot),
  },
  build: {
    // One small stylesheet for the whole site: prerendered pages need every style up front, and
    // one cached file beats a render-blocking request per page.
    cssCodeSplit: false,
    // The prerender step reads it to preload each page's own chunk.
    manifest: true,
    target: 'es2022',
  },
  server: {
    host: '127.0.0.1',
  },
  test: {
    // A clean DOM, no leaked mocks, between tests.
    restoreMocks: true,
    // Ceilings, not paces: a test waits for the thing itself (a page rendered, a process started,
    // a dialog open), and these only stop one that would never end. Vitest's defaults (5 s, 10 s)
    // are shorter than a busy two-core machine can take, and failed tests where nothing was wrong.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The same for `expect.poll` (default 1 s): it ends when the condition holds.
    expect: { poll: { timeout: 30_000 } },
    // Two test files at a time, of every project, the browser files too. Vitest's own default on
    // a two-core machine is one (the cores less one), which leaves the processor idle whenever
    // that file waits, and a browser test mostly waits (for a page, an animation, the service):
    // docs/testing.md, "Two files at a time".
    maxWorkers: 2,
    // The built server bundle (dist/.server/) is Node's to import, as the service does in
    // production: it is imported once per language with the language in its address
    // (src/shared/renderLanguage.ts), and Vitest's own loader would give each import the same module.
    server: { deps: { external: [/\/dist\/\.server\//] } },
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/test-results.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // The language of its pages, the first: the address is jsdom's default, `/`.
          provide: { language: firstLanguage },
          // One module graph per worker, not per file: a file does not import React, React Aria,
          // the router and the pages afresh (docs/testing.md, "Test files share their modules").
          // Testing Library's cleanup and the setup file still run for every file; a file that
          // mocks a module is a `.jsdom-mocks.test` file, in `components-own-modules` below.
          isolate: false,
          include: [testSuffixes.jsdom],
          setupFiles: ['./src/testing/jsdom/setup.ts'],
        },
      },
      // The whole-page jsdom checks again in every other language (landmarks and headings, axe,
      // what a screen reader says, the helplines): at that language's address, whose prefix
      // decides the language of the pages as in the browser (src/content/languages.ts). The
      // language is decided once, as the content modules start, and the files of a project share
      // their modules (isolate: false): so a project per language, each a module graph of its
      // own. The component tests name things by their English words and run in English only.
      ...otherLanguages.map((folder) => ({
        extends: true as const,
        test: {
          name: `components-${folder}`,
          environment: 'jsdom' as const,
          environmentOptions: { jsdom: { url: `http://localhost:3000/${folder}/` } },
          provide: { language: folder },
          // As in `components`. Its files mock nothing; a whole-page check that had to would need
          // a twin of `components-own-modules` in this language.
          isolate: false,
          include: [`a11y-tests/${testSuffixes.jsdom}`],
          setupFiles: ['./src/testing/jsdom/setup.ts'],
        },
      })),
      {
        // Files that replace a module with `vi.mock`. A mock takes hold only where the module is
        // imported after it, so these need a module graph of their own (Vitest's default).
        extends: true,
        test: {
          name: 'components-own-modules',
          environment: 'jsdom',
          include: [testSuffixes.jsdomMocks],
          setupFiles: ['./src/testing/jsdom/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker, as for the jsdom files: these files mock nothing, stub
          // no globals and set no environment variables in-process (a service of their own gets
          // its settings as a child process or through `buildApp`'s options): docs/testing.md,
          // "Test files share their modules".
          isolate: false,
          include: [testSuffixes.node],
        },
      },
      {
        // The same, for the Node files that read the built site in dist/ (`npm run build`
        // first). Apart so that the quick loop (`npm run test:quick`) can leave them out.
        extends: true,
        test: {
          name: 'server-built',
          environment: 'node',
          isolate: false,
          include: [testSuffixes.nodeBuilt],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: [testSuffixes.browser],
          globalSetup: ['./src/testing/browser/globalSetup.ts'],
        },
      },
    ],
  },
});
