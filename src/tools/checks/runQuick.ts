/**
 * `npm run test:quick`: the loop while working. Checks what changed since the last commit (the
 * working tree against HEAD, and the files git does not track yet), and only that:
 * - the type check of each tsc project whose program holds a changed file, incremental (its
 *   build info in node_modules/.cache/quick/, so a repeat check checks again only what a
 *   change can reach);
 * - ESLint and Prettier on the changed files;
 * - beside them, the tests that import a changed file, directly or not (`vitest related`), in
 *   the Vitest projects that need no build.
 * What this cannot see: a test that reads a file rather than importing it (the file lengths, the
 * READMEs' props tables), and import cycles. `npm run check` checks everything without the build;
 * `npm test` is every check.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../build/paths';
import { quickPlan, type ChangedFile, type QuickPlan, type TypeProject } from './quickPlan';
import { runCommand, summary, type Outcome } from './runCommand';
import { NO_BUILD_FIRST_LANGUAGE_PROJECTS, NO_BUILD_PROJECTS } from './vitestProjects';

/** The tsc projects: the site's, and the service worker's, typed as a worker. */
const TSC_PROJECTS = [
  { name: 'root', config: 'tsconfig.json' },
  { name: 'serviceWorker', config: 'src/serviceWorker/tsconfig.json' },
];
const CACHE_DIR = path.join(projectRoot, 'node_modules/.cache/quick');
const WORDS_DIR = 'src/content/words';

const posix = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');
const bin = (name: string) => path.join(projectRoot, 'node_modules/.bin', name);
const buildInfo = (name: string) => path.join(CACHE_DIR, `${name}.tsbuildinfo`);

/** The paths git lists, separated by NULs (`-z`): unquoted, whatever letters they hold. */
function git(...args: string[]): string[] {
  const result = spawnSync('git', [...args, '-z'], { cwd: projectRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.split('\0').filter(Boolean);
}

function changedFiles(): ChangedFile[] {
  const paths = new Set([
    ...git('diff', '--name-only', '--no-renames', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...paths].map((file) => ({
    path: file,
    exists: existsSync(path.join(projectRoot, file)),
  }));
}

/** A tsc project's files: its config's, and what they imported at its last check here. */
async function typeProject({ name, config }: (typeof TSC_PROJECTS)[number]): Promise<TypeProject> {
  const info = buildInfo(name);
  if (!existsSync(info)) return { name, files: undefined };
  const imported = (JSON.parse(readFileSync(info, 'utf8')) as { fileNames?: string[] }).fileNames;
  if (!imported) return { name, files: undefined };
  // Loaded only here: with nothing changed, the run ends before it.
  const { default: ts } = await import('typescript');
  const own = ts.getParsedCommandLineOfConfigFile(path.join(projectRoot, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => undefined,
  });
  const files = [
    ...(own?.fileNames ?? []),
    ...imported.map((file) => path.resolve(CACHE_DIR, file)),
  ];
  return { name, files: new Set(files.map(posix)) };
}

/** The type checks, ESLint and Prettier, one after another (one core; Vitest has the other). */
async function staticChecks(plan: QuickPlan): Promise<Outcome[]> {
  const check = (label: string, tool: string, args: string[]) =>
    runCommand(label, bin(tool), args, { quiet: true });
  const outcomes: Outcome[] = [];
  for (const { name, config } of TSC_PROJECTS.filter((p) => plan.typeProjects.includes(p.name))) {
    const args = ['--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo(name), '-p', config];
    outcomes.push(await check(`type check (${config})`, 'tsc', args));
  }
  if (plan.lint.length > 0) {
    const args = ['--max-warnings', '0', '--no-warn-ignored', ...plan.lint];
    outcomes.push(await check(`eslint (${plan.lint.join(', ')})`, 'eslint', args));
  }
  if (plan.format.length > 0) {
    const args = ['--check', '--ignore-unknown', ...plan.format];
    outcomes.push(await check(`prettier (${plan.format.length} files)`, 'prettier', args));
  }
  return outcomes;
}

async function main(): Promise<number> {
  const changed = changedFiles();
  if (changed.length === 0) {
    console.log('Nothing has changed since the last commit: nothing to check (npm run check).');
    return 0;
  }
  const contentModules = readdirSync(path.join(projectRoot, WORDS_DIR))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${WORDS_DIR}/${file}`)
    .concat('src/content/load/readContent.ts');
  const projects = await Promise.all(TSC_PROJECTS.map(typeProject));
  const plan = quickPlan(changed, projects, contentModules);
  console.log(`Changed since the last commit: ${changed.map((file) => file.path).join(', ')}`);
  // The tests' JSON report is left alone: reports/test-results.json is `npm test`'s, the
  // evidence of the conformance report (npm run acr).
  const vitestArgs = [
    'related',
    '--run',
    '--reporter=default',
    // The projects that need no build (vitestProjects.ts), in every language or the first.
    ...(plan.everyLanguage ? NO_BUILD_PROJECTS : NO_BUILD_FIRST_LANGUAGE_PROJECTS).map(
      (project) => `--project=${project}`,
    ),
    ...plan.related,
  ];
  const [checks, tests] = await Promise.all([
    staticChecks(plan),
    plan.related.length > 0
      ? runCommand('vitest related', bin('vitest'), vitestArgs, { stream: true })
      : Promise.resolve(undefined),
  ]);
  const outcomes = tests ? [...checks, tests] : checks;
  console.log(`\nnpm run test:quick:\n${summary(outcomes)}`);
  return outcomes.every((outcome) => outcome.ok) ? 0 : 1;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
