/**
 * A copy of the content folder with every placeholder given (what a release build needs): for
 * the tests that show what changes once the organisation's real details are in
 * (src/build/release.node.test.ts, a11y-tests/acr/preRelease.node.test.ts).
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { placeholdersOfTheSite } from '../../build/release';
import { projectRoot } from '../../build/paths';

/** Copies content/ into `root` and gives each placeholder a plausible real value, in place. */
export async function copyContentReadyForRelease(root: string): Promise<void> {
  await cp(path.join(projectRoot, 'content'), path.join(root, 'content'), { recursive: true });
  for (const { file, line, value } of placeholdersOfTheSite(root)) {
    const where = path.join(root, file);
    const lines = (await readFile(where, 'utf8')).split('\n');
    const given = value.includes('example.')
      ? value.replace(/example\.\w+/u, 'saathi.in')
      : 'Given';
    lines[line - 1] = lines[line - 1]!.replace(value, given);
    await writeFile(where, lines.join('\n'));
  }
}
