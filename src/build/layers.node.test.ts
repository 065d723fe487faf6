/**
 * The layers table (src/build/layers.ts) is the one home of the folders' rules. This file holds
 * the two other places to it: docs/architecture.md's "Folders" table, row by row, and the folders
 * that are really in src/. It also shows that the lint rule made from the table refuses what the
 * table forbids, at any depth, and that eslint.config.js really runs it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { readDoc, tableUnder } from '../testing/server/markdown';
import { describeImports, importProblem } from './layerRule';
import { layers, PUBLIC_RUNTIMES, type Layer } from './layers';
import { projectRoot } from './paths';

const DOC = 'docs/architecture.md';

/** The table's row for a layer, as the doc must write it. */
function rowOf(layer: Layer): string[] {
  return [`\`${layer.folder}\``, layer.role, layer.runsIn, describeImports(layer.mayImport)];
}

const COLUMNS = ['folder', 'holds', 'runs in', 'may import'];

/** What the doc's table and the layers table disagree on, one plain sentence each. */
function tableDrift(rows: { line: number; cells: string[] }[]): string[] {
  const byFolder = new Map(rows.map((row) => [row.cells[0] ?? '', row]));
  const problems: string[] = [];
  for (const layer of layers) {
    const expected = rowOf(layer);
    const row = byFolder.get(expected[0] ?? '');
    if (!row) {
      problems.push(
        `${DOC}'s Folders table has no row for ${layer.folder}: add | ${expected.join(' | ')} |`,
      );
      continue;
    }
    COLUMNS.forEach((column, index) => {
      if (row.cells[index] === expected[index]) return;
      problems.push(
        `${DOC}, line ${row.line}: the "${column}" of ${layer.folder} says "${row.cells[index]}"; ` +
          `src/build/layers.ts says "${expected[index]}".`,
      );
    });
  }
  const folders = new Set(layers.map((layer) => `\`${layer.folder}\``));
  for (const row of rows.filter((row) => !folders.has(row.cells[0] ?? ''))) {
    problems.push(
      `${DOC}, line ${row.line}: a row for ${row.cells[0]}, which src/build/layers.ts does not list.`,
    );
  }
  return problems;
}

describe('the layers table (src/build/layers.ts)', () => {
  it(`is what ${DOC}'s Folders table shows, row for row`, () => {
    expect(tableDrift(tableUnder(readDoc(DOC), '## Folders'))).toEqual([]);
  });

  it('lists every folder of src/, and no folder that is not there', () => {
    const onDisk = readdirSync(path.join(projectRoot, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    const listed = layers.map((layer) => layer.folder);
    expect(
      onDisk
        .filter((folder) => !listed.includes(folder))
        .map(
          (folder) =>
            `${folder} is a folder of src/ but not in src/build/layers.ts: add it, with what it holds and may import.`,
        ),
    ).toEqual([]);
    expect(
      listed
        .filter((folder) => !existsSync(path.join(projectRoot, folder)))
        .map((folder) => `src/build/layers.ts lists ${folder}, which is not there.`),
    ).toEqual([]);
  });

  it('makes a lint rule that refuses, from any depth, each folder the table does not allow', () => {
    const code = layers.filter((layer) => layer.runsIn !== 'not code' && layer.folder !== 'src/');
    for (const from of code) {
      for (const to of layers.filter(
        (layer) => layer !== from && layer.folder.startsWith('src/'),
      )) {
        if (to.folder === 'src/') continue;
        const file = `${from.folder}deep/er/file.ts`;
        const specifier = path.posix.relative(path.posix.dirname(file), `${to.folder}x/module`);
        const allowed = from.mayImport === 'anything' || from.mayImport.includes(to.folder);
        const inbox = to.folder === 'src/inbox/' && PUBLIC_RUNTIMES.includes(from.runsIn);
        expect(importProblem(file, specifier) === undefined, `${file} → ${specifier}`).toBe(
          allowed && !inbox,
        );
      }
    }
  });

  it("takes a folder's own sub-folder for itself, not for a folder of the same name", () => {
    expect(importProblem('src/server/cli/inbox.ts', '../inbox/passphrase')).toBeUndefined();
    expect(importProblem('src/server/app.ts', '../inbox/InboxApp')).toMatch(
      /src\/server\/ may not import src\/inbox\//,
    );
  });

  it("refuses Node's modules in browser code, named with node: or without", () => {
    for (const specifier of ['node:fs', 'fs', 'fs/promises', 'path']) {
      expect(importProblem('src/components/Button/x.ts', specifier), specifier).toMatch(
        /runs in .*cannot import Node's/,
      );
      expect(importProblem('src/server/x.ts', specifier), specifier).toBeUndefined();
    }
    // A package that shares a name with nothing of Node's is not the rule's business.
    expect(importProblem('src/components/Button/x.ts', 'react')).toBeUndefined();
  });

  it('is what eslint.config.js runs', async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    const [result] = await eslint.lintText(
      "import { HomePage } from '../../pages/HomePage/HomePage';\nexport { HomePage };\n",
      {
        filePath: path.join(projectRoot, 'src/components/Button/planted.ts'),
      },
    );
    expect(result?.messages.map((message) => message.ruleId)).toContain('layers/imports');
  });
});
