/**
 * docs/spec/contracts.md restates four lists the code owns: the npm scripts (§1, package.json's
 * `scripts`), the service's settings (§2.1, `SETTINGS` in src/server/config.ts), the build's and
 * the tools' settings (§2.2, what their code reads from the environment) and the budgets (§8.1,
 * `BUDGETS` in src/tools/bench/budgets.ts). Each row's words are written by hand; the set
 * of names is the code's, so a script renamed or a setting or budget added without its row fails
 * here, saying which. What a row writes as code is compared too: a setting's default (what the
 * service does without it) and a budget's limit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readConfig, SETTINGS, type Setting } from '../server/config';
import { API_BASE } from '../shared/api';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { BUDGET_LIMITS, BUDGETS, type BudgetName } from '../tools/bench/budgets';
import { codeNames, readDoc, tableUnder, type TableRow } from '../testing/server/markdown';
import { projectRoot } from './paths';

const CONTRACTS = 'docs/spec/contracts.md';

interface Compared {
  /** "package.json has the script", "src/server/config.ts reads the setting". */
  code: string;
  /** "§1". */
  section: string;
  inCode: readonly string[];
  inTable: readonly string[];
}

/** What the code and the table disagree on, one plain sentence each. */
function differences({ code, section, inCode, inTable }: Compared): string[] {
  const table = `${CONTRACTS} ${section}`;
  return [
    ...inCode
      .filter((name) => !inTable.includes(name))
      .map((name) => `${code} ${name}, but ${table} has no row for it.`),
    ...inTable
      .filter((name) => !inCode.includes(name))
      .map((name) => `${table} has a row for ${name}, but it is not in ${code.split(' ')[0]}.`),
  ];
}

/**
 * Whether `value` is what the service takes when `name` is unset: setting it changes nothing.
 * A value the service refuses is not.
 */
function isDefault(name: Setting, value: string): boolean {
  const cwd = '/srv/saathi';
  try {
    return isDeepStrictEqual(readConfig({ [name]: value }, cwd), readConfig({}, cwd));
  } catch {
    return false;
  }
}

/**
 * The §2.1 rows whose default is not the service's, one sentence each. A default is compared
 * when it is written as values alone, one to each variable of the row (`3000`, `127.0.0.1`);
 * words ("none", "generated once into …") and another setting's name (`NOTIFY_TO`: its value)
 * are not values.
 */
function defaultsDrift(rows: readonly TableRow[]): string[] {
  return rows.flatMap(({ line, cells: [variables = '', written = ''] }) => {
    if (written.replace(/`[^`]*`/g, '').replace(/[\s,]/g, '') !== '') return [];
    const names = codeNames(variables) as Setting[];
    const values = codeNames(written);
    if (values.length !== names.length) {
      return [`${CONTRACTS}:${line} gives ${values.length} defaults for ${names.length} settings.`];
    }
    return names.flatMap((name, index) => {
      const value = values[index] ?? '';
      if ((SETTINGS as readonly string[]).includes(value) || isDefault(name, value)) return [];
      return [
        `${CONTRACTS}:${line} says ${name} is ${value} by default, but the service does otherwise.`,
      ];
    });
  });
}

/** The §8.1 rows whose limit is not the one the code writes (`BUDGET_LIMITS`), one sentence each. */
function limitsDrift(rows: readonly TableRow[]): string[] {
  return rows.flatMap(({ line, cells: [budget = '', limit = ''] }) => {
    const name = codeNames(budget)[0] as BudgetName;
    if (!(name in BUDGET_LIMITS)) return [];
    const written = codeNames(limit)[0];
    return written === BUDGET_LIMITS[name]
      ? []
      : [
          `${CONTRACTS}:${line} gives ${name} as ${written}, but src/tools/bench/budgets.ts makes it ${BUDGET_LIMITS[name]}.`,
        ];
  });
}

/**
 * The settings the build and the browser tools read from the environment (§2.2): every
 * `import.meta.env.VITE_…` of the site's code, every `process.env.…` of the build (vite.config.ts
 * and src/build/, tests aside) and of the tools' one Chromium (src/testing/browser/browser.ts).
 * Not settings: NODE_ENV, which Vite and the tools set themselves, and EAGER_COMMONJS, which the
 * bench's own check sets for one build (src/tools/bench/eagerCommonJsCheck.ts). The other tools'
 * variables are docs/testing.md's, which §2.2 points to.
 */
const NOT_SETTINGS = ['NODE_ENV', 'EAGER_COMMONJS'];
function buildSettings(
  files: readonly string[] = repositoryFiles(),
  read: (file: string) => string = readDoc,
): string[] {
  const named = new Set<string>();
  for (const file of files) {
    if (!/\.(ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const build = file === 'vite.config.ts' || file.startsWith('src/build/');
    const site = file.startsWith('src/');
    const tools = file === 'src/testing/browser/browser.ts';
    if (!site && !build) continue;
    const source = read(file);
    if (site)
      for (const [, name] of source.matchAll(/import\.meta\.env\.(VITE_\w+)/g)) named.add(name!);
    if (!build && !tools) continue;
    for (const [, name] of source.matchAll(/process\.env\.(\w+)/g)) named.add(name!);
    // A read through a constant (`env[NAME]`, as retentionSetting.ts reads its one setting): the
    // constant's value, written in the same file.
    for (const [, constant] of source.matchAll(/\benv\[(\w+)\]/g)) {
      const value = new RegExp(`const ${constant} = '(\\w+)'`).exec(source)?.[1];
      named.add(value ?? `${constant} (a constant whose value is not in ${file})`);
    }
  }
  return [...named].filter((name) => !NOT_SETTINGS.includes(name)).sort();
}

const planted = (line: number, ...cells: string[]): TableRow => ({ line, cells });

/** `npm start`, `npm test`, `npm run enquiries -- …`: the script's name. */
function scriptName(cell: string): string | undefined {
  return /^`npm (?:run )?([^\s`]+)/.exec(cell)?.[1];
}

describe(`the tables of ${CONTRACTS}`, () => {
  it('§1 has a row for every script of package.json, and none for a script it lacks', () => {
    const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const rows = tableUnder(readDoc(CONTRACTS), '## 1. npm scripts');
    const named = rows.map((row) => scriptName(row.cells[0] ?? ''));
    expect(rows.filter((_, index) => !named[index]).map((row) => `line ${row.line}`)).toEqual([]);
    expect(
      differences({
        code: 'package.json has the script',
        section: '§1',
        inCode: Object.keys(pkg.scripts),
        inTable: named.filter((name): name is string => !!name),
      }),
    ).toEqual([]);
  });

  it("§2.1 lists exactly the settings the service reads (src/server/config.ts's SETTINGS)", () => {
    const rows = tableUnder(readDoc(CONTRACTS), "### 2.1 The service's");
    const named = rows.flatMap((row) => codeNames(row.cells[0] ?? ''));
    expect(
      differences({
        code: 'src/server/config.ts reads the setting',
        section: '§2.1',
        inCode: SETTINGS,
        inTable: named,
      }),
    ).toEqual([]);
  });

  it("§2.1's defaults are what the service takes when the setting is unset", () => {
    expect(defaultsDrift(tableUnder(readDoc(CONTRACTS), "### 2.1 The service's"))).toEqual([]);
  });

  it("would see a default that is not the service's", () => {
    expect(defaultsDrift([planted(7, '`PORT`, `HOST`', '`8080`, `127.0.0.1`')])).toEqual([
      `${CONTRACTS}:7 says PORT is 8080 by default, but the service does otherwise.`,
    ]);
    expect(
      defaultsDrift([
        planted(8, '`NOTIFY_FROM`', '`NOTIFY_TO`'),
        planted(9, '`TRUST_PROXY`', 'off'),
      ]),
    ).toEqual([]);
  });

  it('§2.2 lists exactly the settings the build and the browser tools read, with their defaults', () => {
    const rows = tableUnder(readDoc(CONTRACTS), "### 2.2 The build's and the tools'");
    expect(
      differences({
        code: 'the build or the tools read the setting',
        section: '§2.2',
        inCode: buildSettings(),
        inTable: rows.flatMap((row) => codeNames(row.cells[0] ?? '')),
      }),
    ).toEqual([]);
    const defaultOf = (name: string) =>
      codeNames(
        rows.find((row) => codeNames(row.cells[0] ?? '').includes(name))?.cells[1] ?? '',
      )[0];
    // The browser's API base when VITE_API_BASE is unset, and the tools' Chromium.
    expect(defaultOf('VITE_API_BASE')).toBe(API_BASE);
    const browser = readDoc('src/testing/browser/browser.ts');
    expect(browser).toContain(`process.env.CHROME_PATH ?? '${defaultOf('CHROME_PATH')}'`);
  });

  it('would see a setting the build reads, and one the site reads, without its row', () => {
    const source: Record<string, string> = {
      'src/build/x.ts': 'export const x = process.env.NEW_SETTING ?? process.env.NODE_ENV;',
      'src/build/z.ts': "const NAME = 'NEWER_SETTING'; export const z = (env) => env[NAME];",
      'src/lib/y.tsx': 'export const y = import.meta.env.VITE_NEW;',
      'src/lib/y.jsdom.test.tsx': 'import.meta.env.VITE_IN_A_TEST;',
    };
    expect(buildSettings(Object.keys(source), (file) => source[file] ?? '')).toEqual([
      'NEWER_SETTING',
      'NEW_SETTING',
      'VITE_NEW',
    ]);
  });

  it('§8.1 has a row for every budget of src/tools/bench/budgets.ts, with its limit', () => {
    const rows = tableUnder(readDoc(CONTRACTS), '### 8.1 The figures');
    const named = rows.flatMap((row) => codeNames(row.cells[0] ?? '').slice(0, 1));
    expect([
      ...differences({
        code: 'src/tools/bench/budgets.ts has the budget',
        section: '§8.1',
        inCode: Object.keys(BUDGETS),
        inTable: named,
      }),
      ...limitsDrift(rows),
    ]).toEqual([]);
  });

  it("would see a limit that is not the code's", () => {
    expect(limitsDrift([planted(3, '`cls`', '`<= 0.1`')])).toEqual([
      `${CONTRACTS}:3 gives cls as <= 0.1, but src/tools/bench/budgets.ts makes it <= 0.01.`,
    ]);
  });
});
