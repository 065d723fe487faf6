/**
 * Three kinds of line in the docs go stale by themselves, and none is allowed in docs/,
 * README.md or any README of src/ and a11y-tests/ (outside fenced code: commands and output, as
 * typed):
 * - A date (YYYY-MM-DD): a diary line ("measured on …"), true once and then only history, which
 *   git and the reports a script writes keep better (docs/testing.md, "Docs that restate the
 *   code"). A decision's status line in docs/decisions.md ("Accepted …") is the exception, where
 *   the date is the fact. A format is written as `YYYY-MM-DD`.
 * - A line number (`src/build/prerender.ts:193`): the next edit above it moves the line. A doc
 *   names the file and the function, constant or heading instead, which a search finds.
 * - The docs' own history ("the bundle now lives in dist/", "it used to be a file", "the second
 *   round"): true of a change, not of the code, and history is git's. A doc says what is true now
 *   and why. docs/decisions.md, a record of decisions with their dates, is the exception.
 * And a path of the repository a doc names (`src/server/store.ts`, `docs/deploy.md`, or a test
 * file by its name alone, `PrivacyNote.jsdom.test.tsx`) must be there: a file renamed or moved
 * leaves every doc that named it pointing at nothing. (Built files, `dist/…`, and paths with a
 * placeholder, `content/<language>/site.yaml`, are not checked.)
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { proseLines, readDoc } from '../testing/server/markdown';
import { repositoryFiles } from '../testing/server/repositoryFiles';
import { ORIGINALS_DIR } from '../tools/media/mediaPlan';

const DOCS = /^(?:docs\/.*\.md|README\.md|(?:src|a11y-tests)\/(?:.*\/)?README\.md)$/;
const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/;
const STATUS_LINE = /^(?:Accepted|Proposed|Rejected|Superseded)\b/;
/** A file of the repository and a line in it: `index.html:2`, `src/a.ts:9-17`. */
const LINE_NUMBER = /[\w./-]+\.(?:tsx?|jsx?|mjs|css|md|ya?ml|json|html|svg|py|sh):\d+/;
/** Phrases that only tell how things were, never how they are: few, so that none is a false alarm. */
const HISTORY = /\b(?:now lives|lives now|used to be|(?:first|second|third) round)\b/i;

const docs = () => repositoryFiles().filter((file) => DOCS.test(file));

/**
 * A path from the repository's root into a folder written by hand (a folder with or without its
 * ending `/`), or a test file's name alone; not one with a placeholder or a glob (`<language>`,
 * `*`), nor part of an address.
 */
const NAMED_PATH =
  /(?<![\w./<>*{}:@-])((?:src|a11y-tests|docs|content|\.ci)\/[\w@./-]*[\w@-]|\w[\w.-]*\.test\.tsx?)\/?(?![\w/<>*{}-])/g;

/**
 * Folders the docs name that need not exist, each for its reason: the owner's originals
 * (`ORIGINALS_DIR`, made when the first photo is added) and the example of a third language.
 */
const NAMED_BEFORE_THEY_EXIST = new Set([ORIGINALS_DIR, 'content/mr']);

/** Each path named in a doc that is not a file or folder of the repository, as "file:line: path". */
function missingPaths(files: readonly string[]): string[] {
  const known = new Set(files);
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
    ),
  );
  const names = new Set(files.map((file) => path.posix.basename(file)));
  return files
    .filter((file) => DOCS.test(file))
    .flatMap((file) =>
      proseLines(readDoc(file)).flatMap(({ line, text }) =>
        [...text.matchAll(NAMED_PATH)]
          .map((match) => match[1]!.replace(/\.$/, ''))
          .filter((named) =>
            named.includes('/')
              ? !known.has(named) && !folders.has(named) && !NAMED_BEFORE_THEY_EXIST.has(named)
              : !names.has(named),
          )
          .map((named) => `${file}:${line}: ${named}`),
      ),
    );
}

/** The prose lines of a doc `pattern` finds (but those `allowed`), as "file:line: the line". */
function linesWith(
  file: string,
  pattern: RegExp,
  what: string,
  allowed: (text: string) => boolean = () => false,
  markdown = readDoc(file),
): string[] {
  return proseLines(markdown)
    .filter(({ text }) => pattern.test(text) && !allowed(text))
    .map(({ line, text }) => `${file}:${line} has ${what}: ${text.trim()}`);
}

describe('the docs', () => {
  it('are all read', () => {
    expect(docs()).toEqual(expect.arrayContaining(['README.md', 'docs/performance.md']));
  });

  it("carry no dates (decisions' status lines and fenced code aside)", () => {
    const dated = docs().flatMap((file) =>
      linesWith(
        file,
        ISO_DATE,
        'a date',
        (text) => file === 'docs/decisions.md' && STATUS_LINE.test(text),
      ),
    );
    expect(dated).toEqual([]);
  });

  it('point at code by its name, never by a line number', () => {
    expect(docs().flatMap((file) => linesWith(file, LINE_NUMBER, 'a line number'))).toEqual([]);
  });

  it("tell no history of their own (docs/decisions.md's records aside)", () => {
    const told = docs()
      .filter((file) => file !== 'docs/decisions.md')
      .flatMap((file) => linesWith(file, HISTORY, 'history'));
    expect(told).toEqual([]);
  });

  it('would see a line of history, in prose only', () => {
    const planted = [
      'The bundle now lives in `dist/.server/`.',
      '```sh',
      'echo "it used to be here"',
      '```',
      'Planned in the second round.',
    ].join('\n');
    expect(linesWith('x.md', HISTORY, 'history', undefined, planted)).toEqual([
      'x.md:1 has history: The bundle now lives in `dist/.server/`.',
      'x.md:5 has history: Planned in the second round.',
    ]);
  });

  it('name only files and folders that are there', () => {
    expect(missingPaths(repositoryFiles())).toEqual([]);
  });

  it('would name a folder that was renamed, written with its ending `/` as the docs write folders', () => {
    const files = repositoryFiles().filter((file) => !file.startsWith('src/serviceWorker/'));
    expect(missingPaths(files)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/offline\.md:\d+: src\/serviceWorker$/),
      ]),
    );
  });

  it('would name a file that was renamed', () => {
    const files = repositoryFiles().filter((file) => file !== 'src/server/store.ts');
    expect(missingPaths(files)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^docs\/architecture\.md:\d+: src\/server\/store\.ts$/),
      ]),
    );
  });
});
