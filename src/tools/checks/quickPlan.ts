/**
 * What `npm run test:quick` checks for the files changed since the last commit (the pure part;
 * runQuick.ts finds the files and runs the plan). Paths are relative to the project's root,
 * with `/`.
 */

/** A file in the working tree that differs from HEAD, or that git does not track yet. */
export interface ChangedFile {
  path: string;
  /** False for a file deleted since HEAD: nothing to lint, but its importers may break. */
  exists: boolean;
}

/** One of the tsc projects (the root tsconfig.json, src/serviceWorker's). */
export interface TypeProject {
  name: string;
  /** The files of its program: its config's own and what they import. Unknown before its first check here. */
  files: ReadonlySet<string> | undefined;
}

export interface QuickPlan {
  /** The tsc projects to check: those whose program holds a changed file. */
  typeProjects: string[];
  /** ESLint's files: the changed files it reads, or the whole project when its config changed. */
  lint: string[];
  /** Prettier's: every changed file still there (it passes over what it does not format). */
  format: string[];
  /**
   * For `vitest related`: the changed files but the Markdown (no module imports it), and for a
   * change in content/ the modules made from it. Empty: no test to run.
   */
  related: string[];
  /**
   * Whether the tests run in every language (the jsdom checks' projects of the other languages,
   * vite.config.ts): only when the words or the way a language is decided changed (`content/`,
   * `src/content/`). Otherwise the first language's: a change elsewhere shows there as well, and
   * the other languages' run, the whole-page checks again, would only add to the wait.
   */
  everyLanguage: boolean;
}

const LINTED = /\.(?:[cm]?js|tsx?)$/;
const TYPED = /\.(?:tsx?|json)$/;
/** A change here can change how every file is type-checked. */
const TYPE_SETTINGS = /(?:^|\/)(?:package\.json|tsconfig[^/]*\.json)$/;
const LINT_SETTINGS = /^(?:eslint\.config\.js|package\.json)$/;

/**
 * `contentModules`: the modules the content plugin makes from content/ (src/content/words/*.ts)
 * and the Node reader of the same files: no test imports a YAML file, so a change there is a
 * change of these (src/build/contentPlugin.ts).
 */
export function quickPlan(
  changed: readonly ChangedFile[],
  projects: readonly TypeProject[],
  contentModules: readonly string[],
): QuickPlan {
  const paths = changed.map((file) => file.path);
  const present = changed.filter((file) => file.exists).map((file) => file.path);
  // Before a project's first check here its files are not known: any typed file counts.
  const holds = ({ files }: TypeProject, file: string) =>
    TYPE_SETTINGS.test(file) || (files ? files.has(file) : TYPED.test(file));
  const typeProjects = projects
    .filter((project) => paths.some((file) => holds(project, file)))
    .map((project) => project.name);
  const lint = paths.some((file) => LINT_SETTINGS.test(file))
    ? ['.']
    : present.filter((file) => LINTED.test(file));
  const modules = paths.filter((file) => !file.endsWith('.md'));
  const related = modules.some((file) => file.startsWith('content/'))
    ? [...new Set([...modules, ...contentModules])]
    : modules;
  const everyLanguage = paths.some(
    (file) => file.startsWith('content/') || file.startsWith('src/content/'),
  );
  return { typeProjects, lint, format: present, related, everyLanguage };
}
