/**
 * The repository stands alone (docs/spec/README.md): nothing outside docs/spec/ may cite or read
 * the documents the project began from, which lived beside the repository, not in it. A clone has
 * none of them, so such a citation is a dead end and such a read breaks. docs/spec/ restates them
 * in the project's own words and is what code, tests and docs cite instead.
 *
 * Every file git knows (tracked, or new and not ignored) is read; on failure the test names each
 * file and line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { projectRoot } from './paths';

/*
 * The names are put together from pieces so that this file does not contain them itself and so
 * does not trip its own check.
 */
const MD = '.md';
/** The old documents' names, matched anywhere in a line (as a plain grep would). */
const OUTSIDE_NAMES = [`lightbox${MD}`, `design${MD}`, ['product', 'spec'].join('-')];
/**
 * The style guide's name too, but only as a whole name: a future `code-style` document of our own
 * must not trip it.
 */
const STYLE_GUIDE = new RegExp(`(?<![\\w-])style\\${MD}`);
/**
 * A relative path climbing to a folder named `shared`. `src/shared/` is ours (imported as
 * `../shared/enquiry`), so a match counts only when it resolves outside the repository.
 */
const CLIMB_TO_SHARED = /(?:\.\.\/)+shared\b[^\s'"`)\]]*/g;

/** Where the spec lives: the one folder allowed to say where it came from. */
const SPEC_DIR = 'docs/spec/';

/** The lines of `text` (the file at `file`, from the root) that point outside the repository. */
function outsideReferences(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}: ${line.trim()}`;
    if (OUTSIDE_NAMES.some((name) => line.includes(name)) || STYLE_GUIDE.test(line)) {
      found.push(where);
      return;
    }
    for (const [climb] of line.matchAll(CLIMB_TO_SHARED)) {
      const target = path.resolve(projectRoot, path.dirname(file), climb);
      if (path.relative(projectRoot, target).startsWith('..')) {
        found.push(where);
        return;
      }
    }
  });
  return found;
}

describe('the repository stands alone', () => {
  it('cites and reads no document outside it (only docs/spec/ may say where it came from)', () => {
    const offences: string[] = [];
    let read = 0;
    for (const file of repositoryFiles()) {
      if (file.startsWith(SPEC_DIR)) continue;
      const bytes = readFileSync(path.join(projectRoot, file));
      // Pictures, videos and other binary files hold no citations.
      if (bytes.includes(0)) continue;
      read += 1;
      offences.push(...outsideReferences(file, bytes.toString('utf8')));
    }
    // A listing that found nothing would make the check pass vacuously.
    expect(read).toBeGreaterThan(100);
    expect(offences).toEqual([]);
  });

  it('tells a climb out of the repository from an import of src/shared/', () => {
    const climb = '../'.repeat(2);
    expect(outsideReferences('src/server/store.ts', `from '../shared/enquiry';`)).toEqual([]);
    expect(outsideReferences('docs/notes.md', `see \`${climb}shared/notes\``)).toEqual([
      `docs/notes.md:1: see \`${climb}shared/notes\``,
    ]);
    expect(outsideReferences('README.md', `x\n(${OUTSIDE_NAMES[1]} 3)`)).toEqual([
      `README.md:2: (${OUTSIDE_NAMES[1]} 3)`,
    ]);
    expect(outsideReferences('docs/a.md', `docs/code-style${MD}`)).toEqual([]);
    expect(outsideReferences('docs/a.md', `the style${MD} says`)).toHaveLength(1);
  });
});
