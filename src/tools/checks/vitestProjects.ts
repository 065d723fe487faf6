/**
 * The groups of Vitest projects (vite.config.ts) the checks while working run, named once here:
 * `npm run test:quick` (runQuick.ts) passes them to Vitest, and package.json's `check` and
 * `test:watch` name the same projects in their `--project` options, which
 * vitestProjects.node.test.ts compares with these, and these with the projects of vite.config.ts.
 *
 * Named, not excluded: Vitest runs the projects any `--project` matches, and `!browser` matches
 * `server-built`.
 */

/**
 * Every project that needs no build: the jsdom ones, whose names begin with `components` (each
 * language's whole-page checks among them), and `server`; `server-built` and `browser` read dist/
 * and are left to `npm test`. `npm run check`, and `npm run test:quick` when the words or the
 * way a language is decided changed (quickPlan's `everyLanguage`).
 */
export const NO_BUILD_PROJECTS = ['components*', 'server'] as const;

/**
 * The same in the first language only: not the other languages' whole-page checks
 * (`components-hi`), which a change outside the words shows in the first language as well.
 * `npm run test:watch`, and `npm run test:quick` otherwise.
 */
export const NO_BUILD_FIRST_LANGUAGE_PROJECTS = [
  'components',
  'components-own-modules',
  'server',
] as const;
