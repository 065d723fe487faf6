/**
 * src/testing/README.md says what each shared test helper holds, folder by folder: every file of
 * src/testing/<folder>/ is named in its folder's row (as `file.ts`), and every file a row names is
 * there. A helper added without a line, or a line left behind for a helper gone, fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';

const testingDir = path.join(projectRoot, 'src/testing');
const readme = readFileSync(path.join(testingDir, 'README.md'), 'utf8');

/** The README's row for a folder (`| \`jsdom/\` | … |`). */
function rowOf(folder: string): string {
  return readme.split('\n').find((line) => line.startsWith(`| \`${folder}/\` |`)) ?? '';
}

const folders = readdirSync(testingDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('src/testing/README.md', () => {
  it.each(folders)('names every file of %s/, and no other', (folder) => {
    const row = rowOf(folder);
    expect(row, `src/testing/README.md has no row for ${folder}/`).not.toBe('');
    const files = readdirSync(path.join(testingDir, folder)).sort();
    const named = [...new Set([...row.matchAll(/`([\w.-]+\.tsx?)`/g)].map((match) => match[1]))];
    expect(files.filter((file) => !named.includes(file))).toEqual([]);
    expect(named.filter((file) => !files.includes(file ?? ''))).toEqual([]);
  });
});
