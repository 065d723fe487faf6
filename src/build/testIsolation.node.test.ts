/**
 * The jsdom and server test projects share one module graph per worker (`isolate: false` in
 * vite.config.ts, docs/testing.md "Test files share their modules"). In a shared graph a
 * `vi.mock` is silently ignored when an earlier file has already loaded the module for real,
 * and a mock that does take hold leaks into the files after it. `vi.resetModules` leaks too:
 * what the file imports again afterwards (the API client made with a stubbed `VITE_API_BASE`)
 * stays in the worker's registry, and later files import that copy. So a test file that mocks
 * a module or resets the registry must be a `.jsdom-mocks.test` file, which runs with a graph
 * of its own; this test fails, naming the file, when one is not. The browser files keep
 * Vitest's default (a graph per file) and may mock as they like.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { projectRoot } from './paths';

/** A call that replaces a module for the file (hoisted or not), or empties the registry. */
const MOCKS_A_MODULE = /\bvi\.(?:mock|doMock|resetModules)\(/;

/** Every test file under `src/` and `a11y-tests/`, relative to the root, with `/` separators. */
function testFiles(): string[] {
  return repositoryFiles().filter((file) => /^(?:src|a11y-tests)\/.*\.test\.tsx?$/.test(file));
}

/** The files of `components-own-modules` (`testSuffixes.jsdomMocks` in vite.config.ts). */
const isOwnModules = (file: string) => /\.jsdom-mocks\.test\.tsx?$/.test(file);

const mocksAModule = (file: string) =>
  MOCKS_A_MODULE.test(readFileSync(path.join(projectRoot, file), 'utf8'));

describe('test files that mock a module or reset the module registry', () => {
  it('are the ones given a module graph of their own, outside the shared-graph projects', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(50);
    const sharing = files.filter((file) => !file.endsWith('.browser.test.ts'));
    const mocking = sharing.filter(mocksAModule);
    expect(mocking.filter((file) => !isOwnModules(file))).toEqual([]);
  });

  it('are the only ones given a graph of their own: each of those mocks something', () => {
    const own = testFiles().filter(isOwnModules);
    expect(own.length).toBeGreaterThan(0);
    for (const file of own) expect(mocksAModule(file), file).toBe(true);
  });
});
