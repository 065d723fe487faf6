/**
 * docs/spec/contracts.md restates two lists the code owns: the npm scripts (§1, package.json's
 * `scripts`) and the service's settings (§2.1, `SETTINGS` in src/server/config.ts). Each row's
 * words are written by hand; the set of names is the code's, so a script renamed or a setting
 * added without its row fails here, saying which.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../server/config';
import { codeNames, readDoc, tableUnder } from '../testing/server/markdown';
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
});
