/**
 * Where a test file runs is said by the end of its name (`testSuffixes` in vite.config.ts,
 * docs/testing.md "Where a test runs: the file's name"). The projects include files by those
 * endings alone, so a test file named otherwise would run in no project at all: this test fails,
 * naming it.
 */
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../testing/server/repositoryFiles';

/** `.jsdom.test.tsx`, `.jsdom-mocks.test.tsx`, `.node.test.ts`, `.node-built.test.ts`, `.browser.test.ts`. */
const SAYS_WHERE = /\.(?:jsdom|jsdom-mocks)\.test\.tsx?$|\.(?:node|node-built|browser)\.test\.ts$/;

describe('test file names', () => {
  it('each end in the suffix of the project that runs them', () => {
    const tests = repositoryFiles().filter((file) =>
      /^(?:src|a11y-tests)\/.*\.test\.[jt]sx?$/.test(file),
    );
    expect(tests.length).toBeGreaterThan(50);
    expect(tests.filter((file) => !SAYS_WHERE.test(file))).toEqual([]);
  });
});
