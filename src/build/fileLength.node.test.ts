/**
 * No source file in src/ or a11y-tests/ is longer than a person can hold in their head: 500
 * lines at most (docs/architecture.md, "Folders"). A file over it fails this test, naming it,
 * unless it is in the allow-list below, where each entry says why it is still long. Split a file rather than add it; take it off the list once
 * it is short (the second test fails while a listed file is short enough).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { projectRoot } from './paths';

const MAX_LINES = 500;

/** Files still over the limit, each with the reason. Short, and shrinking. */
const stillLong: Record<string, string> = {
  // The viewer's owner is to split it.
  'a11y-tests/lightbox.browser.test.ts': "the viewer's browser tests",
  // Test files of one feature each, not split yet: each top-level describe could be a file.
};

const SOURCE = /^(?:src|a11y-tests)\/.*\.(?:tsx?|jsx?|mjs|cjs|css|py|sh)$/;

function lineCount(file: string): number {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const sources = () => repositoryFiles().filter((file) => SOURCE.test(file));

describe(`source files in src/ and a11y-tests/ (at most ${MAX_LINES} lines)`, () => {
  it('are none of them longer, but those listed', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .filter((file) => !(file in stillLong))
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('lists only files that exist and are still over the limit', () => {
    const files = new Set(sources());
    const stale = Object.keys(stillLong).filter(
      (file) => !files.has(file) || lineCount(file) <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });
});
