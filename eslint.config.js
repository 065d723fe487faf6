// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser code may not reach into these (the import direction of docs/architecture.md). */
const serverOnly = {
  group: ['**/server/**', 'node:*'],
  message: 'Browser code must not import server code or Node built-ins.',
};
/** The owner's inbox is its own bundle: no public code may reach its code or its words. */
const inboxOnly = {
  group: ['**/inbox/**', '**/content/inbox', '**/shared/inbox'],
  message: "The owner's inbox must never be part of the public pages' JavaScript.",
};
/** The test helpers (src/testing/) are for tests: nothing that ships may import them. */
const testingOnly = {
  group: ['**/testing/**'],
  message:
    'src/testing/ holds test helpers: only tests (and the audit and bench tools) import them.',
};
const pagesAndFeatures = {
  group: ['**/pages/**', '**/features/**', '**/app/**'],
  message:
    'Components and layout are building blocks: they must not import pages, features or the app.',
};

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'reports/', 'data/', 'node_modules/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [serverOnly, inboxOnly, testingOnly] }],
    },
  },
  {
    files: ['src/components/**', 'src/layout/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverOnly, inboxOnly, pagesAndFeatures, testingOnly] },
      ],
    },
  },
  {
    // The inbox (its own entry, inbox.html) uses the building blocks, the content and the API
    // client like a page, but nothing of the public app: no pages, features or app shell.
    files: ['src/inbox/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            testingOnly,
            {
              group: ['**/pages/**', '**/features/**', '**/app/**'],
              message: 'The inbox uses components, layout, content, lib and shared only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/content/**', 'src/shared/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            inboxOnly,
            testingOnly,
            {
              group: [
                '**/pages/**',
                '**/features/**',
                '**/app/**',
                '**/components/**',
                '**/layout/**',
              ],
              message: 'Content, shared and lib code import nothing from the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // The content check's file reader runs in Node only: in the build (src/build/contentPlugin.ts)
    // and in scripts run with tsx. Browser bundles get the checked words, never this code.
    files: ['src/content/load/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            inboxOnly,
            testingOnly,
            {
              group: [
                '**/server/**',
                '**/pages/**',
                '**/features/**',
                '**/app/**',
                '**/components/**',
                '**/layout/**',
              ],
              message: 'The content reader imports only the content check and Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // The boot script: a classic script run by the browser as written (src/startup/README.md);
    // the two names the build fills in are declared in the file itself.
    files: ['src/startup/boot.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Node code: the service, the build, the bench and media tools, the tests that drive a
    // browser, and config files.
    files: [
      'src/server/**',
      'src/build/**',
      'src/startup/bootScript.ts',
      // The CSP hash, for the build (the boot script) and the service (react-aria's styles).
      'src/shared/cspHash.ts',
      'src/tools/**',
      'src/testing/browser/**',
      'src/testing/server/**',
      'a11y-tests/**',
      '*.config.{js,ts}',
      'src/entry-server.tsx',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The server imports only src/shared/ from the rest of the project: nothing of the browser's
    // code, and nothing of the build (what the build leaves for it is src/shared/builtSite.ts).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            testingOnly,
            {
              group: [
                '**/app/**',
                '**/pages/**',
                '**/components/**',
                '**/layout/**',
                '**/features/**',
                '**/content/**',
                '**/lib/**',
                '**/build/**',
                '**/startup/**',
              ],
              message: 'The server imports only src/shared/.',
            },
            {
              // The command line tools (npm run enquiries, npm run inbox) use the service's
              // modules, never the other way round: what both need is a module of the service
              // (src/server/enquiryExport.ts: the exports of the CLI and of the inbox).
              group: ['**/cli/**'],
              message: 'The service does not import the command line tools (src/server/cli/).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests never ship: they may read files and start servers.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // The jsdom helpers run inside the components project's jsdom: no Node code, and nothing of
    // the real-browser or service helpers (src/testing/README.md).
    files: ['src/testing/jsdom/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            {
              group: ['**/testing/browser/**', '**/testing/server/**', '../browser/**'],
              message: 'The jsdom helpers use neither the real-browser nor the service helpers.',
            },
          ],
        },
      ],
    },
  },
);
