/**
 * The groups of vitestProjects.ts are the one list of which Vitest projects the checks while
 * working run: package.json's `check` and `test:watch` must name the same projects in their
 * `--project` options, and each group must pick out, from the projects of vite.config.ts, those
 * that need no build (in every language, or in the first only). A script, a group or a project
 * changed alone fails here, saying which.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { testSuffixes } from '../../../vite.config';
import { projectRoot } from '../../build/paths';
import { readSettings } from '../../content/load/readContent';
import { NO_BUILD_FIRST_LANGUAGE_PROJECTS, NO_BUILD_PROJECTS } from './vitestProjects';

/** A project of vite.config.ts, as far as it matters here. */
interface Declared {
  test?: { name?: string; include?: readonly string[]; provide?: { language?: string } };
}

const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** The `--project` options of a script, unquoted: `--project 'components*'` gives components*. */
function projectOptions(script: string): string[] {
  return [...script.matchAll(/--project(?:=|\s+)('[^']*'|"[^"]*"|[^\s&;|]+)/g)].map((match) =>
    match[1]!.replace(/^['"]|['"]$/g, ''),
  );
}

/** Whether a `--project` name picks out a project, as Vitest reads it (`*`: any letters). */
function picks(pattern: string, name: string): boolean {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(name);
}

const picked = (group: readonly string[], names: readonly string[]) =>
  names.filter((name) => group.some((pattern) => picks(pattern, name)));

const projects = ((config.test?.projects ?? []) as unknown as Declared[]).map(({ test }) => ({
  name: test?.name ?? '',
  include: test?.include ?? [],
  language: test?.provide?.language,
}));
const needsBuild = (include: readonly string[]) =>
  include.includes(testSuffixes.nodeBuilt) || include.includes(testSuffixes.browser);
const firstLanguage = readSettings().languages[0]?.folder;

describe("the checks' groups of Vitest projects (src/tools/checks/vitestProjects.ts)", () => {
  it('are the projects of `npm run check` and `npm run test:watch`', () => {
    expect(projectOptions(scripts.check ?? ''), 'npm run check').toEqual([...NO_BUILD_PROJECTS]);
    expect(projectOptions(scripts['test:watch'] ?? ''), 'npm run test:watch').toEqual([
      ...NO_BUILD_FIRST_LANGUAGE_PROJECTS,
    ]);
  });

  it("pick out, of vite.config.ts's projects, those that need no build", () => {
    const names = projects.map((project) => project.name);
    expect(names).toEqual(expect.arrayContaining(['components', 'server', 'browser']));
    const noBuild = projects.filter((project) => !needsBuild(project.include));
    expect(picked(NO_BUILD_PROJECTS, names)).toEqual(noBuild.map((project) => project.name));
    expect(picked(NO_BUILD_FIRST_LANGUAGE_PROJECTS, names)).toEqual(
      noBuild
        .filter((project) => project.language === undefined || project.language === firstLanguage)
        .map((project) => project.name),
    );
  });

  it('reads `--project` options however they are written', () => {
    expect(projectOptions(`vitest run --project 'components*' --project=server && x`)).toEqual([
      'components*',
      'server',
    ]);
    expect(picked(['components*'], ['components', 'components-hi', 'server'])).toEqual([
      'components',
      'components-hi',
    ]);
  });
});
