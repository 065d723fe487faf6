/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With `.ts`, here and in the modules these load: docs/architecture.md, "Folders".
import { contentData } from './src/build/contentPlugin.ts';
import { eagerCommonJs } from './src/build/eagerCommonJs.ts';
import { parseRetentionDays } from './src/shared/retention.ts';

/**
 * jsdom test files that mock a module (`vi.mock`) and so cannot share the module graph of the
 * `components` project: framer-motion there is already loaded, unmocked, by the files before.
 * `src/build/testIsolation.test.ts` fails when a file that shares a graph mocks a module.
 */
export const ownModuleFiles = ['src/components/Lightbox/Lightbox.reducedMotion.test.tsx'];

/**
 * The Node test files that read the site `npm run build` wrote into dist/ (its pages, its
 * manifest, its render bundle): the `server-built` project, which `npm test` runs after the
 * build and `npm run test:quick` leaves out. The other Node files make what they need (a tiny
 * site of their own: src/testing/server/service.ts).
 */
export const builtSiteFiles = [
  'a11y-tests/languages.node.test.ts',
  'src/build/bundleBudget.test.ts',
  'src/build/inboxSeparate.test.ts',
  'src/build/prerender.test.ts',
  'src/build/privacyNoticeBuilt.test.ts',
  'src/build/validHtml.node.test.ts',
  'src/server/contactForm.test.ts',
  'src/server/siteServing.test.ts',
];

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
    // The privacy notice says how long enquiries are kept: the service's own setting, read the
    // same way (src/shared/retention.ts); the service refuses to start with another one.
    __RETENTION_DAYS__: JSON.stringify(parseRetentionDays(process.env.RETENTION_DAYS)),
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
    // a two-core machine is one (the cores less one), and the run then left the processor idle
    // more than half the time: a browser test mostly waits (for a page, an animation, the
    // service). Measured on this two-core machine with nothing else running: 918 s one file at
    // a time, 755 s two at a time, every test passing (docs/testing.md, "Two files at a time").
    maxWorkers: 2,
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/test-results.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // One module graph per worker, not per file: each file no longer imports React, React
          // Aria, the router and the pages afresh. On this two-core machine the jsdom projects
          // took 135 s with a fresh graph per file and 54 s without (docs/testing.md,
          // "Test files share their modules"). Testing Library's cleanup and the setup file
          // still run for every file; a file that needs modules of its own is in
          // `components-own-modules` below.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'a11y-tests/**/*.jsdom.test.tsx'],
          exclude: [
            ...ownModuleFiles,
            'src/server/**',
            'src/build/**',
            'src/tools/**',
            'src/shared/**',
            // The content check runs in Node (the build reads the YAML files), so do its tests.
            'src/content/schema/**',
            'src/content/load/**',
            // The boot script's build-time half runs in Node (it minifies boot.js for the build).
            'src/startup/bootScript.test.ts',
          ],
          setupFiles: ['./src/testing/jsdom/setup.ts'],
        },
      },
      {
        // The whole-page jsdom checks again on the Hindi pages (landmarks and headings, axe,
        // what a screen reader says, the helplines), with the Hindi words: the `mode` makes
        // the content plugin load them (src/build/contentPlugin.ts). The component tests
        // name things by their English words and run in English only.
        extends: true,
        mode: 'content-hi',
        test: {
          name: 'components-hi',
          environment: 'jsdom',
          // One module graph per worker, as in `components`. Its files mock nothing; a whole-page
          // check that had to would need a Hindi twin of `components-own-modules`.
          isolate: false,
          include: ['a11y-tests/**/*.jsdom.test.tsx'],
          setupFiles: ['./src/testing/jsdom/setup.ts'],
        },
      },
      {
        // Files that replace a module with `vi.mock`. A mock takes hold only where the module is
        // imported after it, so these need a module graph of their own (Vitest's default).
        extends: true,
        test: {
          name: 'components-own-modules',
          environment: 'jsdom',
          include: ownModuleFiles,
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
          // its settings as a child process or through `buildApp`'s options). 67 s to 49 s on this
          // machine (docs/testing.md, "Test files share their modules").
          isolate: false,
          include: [
            'src/server/**/*.test.ts',
            'src/build/**/*.test.ts',
            'src/tools/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/content/schema/**/*.test.ts',
            'src/content/load/**/*.test.ts',
            'src/startup/bootScript.test.ts',
            'a11y-tests/**/*.node.test.ts',
          ],
          exclude: builtSiteFiles,
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
          include: builtSiteFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['a11y-tests/**/*.browser.test.ts'],
          globalSetup: ['./src/testing/browser/globalSetup.ts'],
        },
      },
    ],
  },
});
