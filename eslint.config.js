// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

/**
 * The folders' import rules and where Node code is come from one table, src/build/layers.ts
 * (docs/architecture.md, "Folders"). It is TypeScript, which Node 20 cannot import by itself:
 * tsx compiles it for this file.
 * @type {typeof import('./src/build/layerRule.ts')}
 */
const { layerPlugin, nodeCode } = await tsImport('./src/build/layerRule.ts', import.meta.url);

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'reports/', 'data/', 'node_modules/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, layers: layerPlugin },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // Each file imports only what its folder may: src/build/layers.ts.
      'layers/imports': 'error',
    },
  },
  {
    // A function a reader can hold in their head: at most 100 lines of code, blank lines and
    // comments aside (docs/architecture.md, "Folders"). Tests are left out: a
    // describe block is a list of tests, read one at a time.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The boot script: a classic script run by the browser as written (src/startup/README.md);
    // the two names the build fills in are declared in the file itself.
    files: ['src/startup/boot.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Node code: the folders and files the layers table says run in Node, and the config files.
    ...nodeCode(),
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests never ship: they may import anything, read files and start servers.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'layers/imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
