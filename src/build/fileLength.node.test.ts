/**
 * No source file in src/ or a11y-tests/ is longer than a person can hold in their head: 500
 * lines at most (docs/architecture.md, "Folders"). A file over it fails this test, naming it:
 * split it by job (a test file by the journey or feature it tests, sharing its set-up through a
 * helper in src/testing/), with no list of exceptions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { projectRoot } from './paths';

const MAX_LINES = 500;

const SOURCE = /^(?:src|a11y-tests)\/.*\.(?:tsx?|jsx?|mjs|cjs|css|py|sh)$/;

function lineCount(file: string): number {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const sources = () => repositoryFiles().filter((file) => SOURCE.test(file));

describe(`source files in src/ and a11y-tests/ (at most ${MAX_LINES} lines)`, () => {
  it('are none of them longer', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
