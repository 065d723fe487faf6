/**
 * Two kinds of line in the docs go stale by themselves, and neither is allowed in docs/,
 * README.md or any README of src/ and a11y-tests/ (outside fenced code: commands and output, as
 * typed):
 * - A date (YYYY-MM-DD): a diary line ("measured on …"), true once and then only history, which
 *   git and the reports a script writes keep better (docs/testing.md, "Docs that restate the
 *   code"). A decision's status line in docs/decisions.md ("Accepted …") is the exception, where
 *   the date is the fact. A format is written as `YYYY-MM-DD`.
 * - A line number (`src/build/prerender.ts:193`): the next edit above it moves the line. A doc
 *   names the file and the function, constant or heading instead, which a search finds.
 */
import { describe, expect, it } from 'vitest';
import { proseLines, readDoc } from '../testing/server/markdown';
import { repositoryFiles } from '../testing/server/repositoryFiles';

const DOCS = /^(?:docs\/.*\.md|README\.md|(?:src|a11y-tests)\/(?:.*\/)?README\.md)$/;
const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/;
const STATUS_LINE = /^(?:Accepted|Proposed|Rejected|Superseded)\b/;
/** A file of the repository and a line in it: `index.html:2`, `src/a.ts:9-17`. */
const LINE_NUMBER = /[\w./-]+\.(?:tsx?|jsx?|mjs|css|md|ya?ml|json|html|svg|py|sh):\d+/;

const docs = () => repositoryFiles().filter((file) => DOCS.test(file));

/** The prose lines of a doc `pattern` finds (but those `allowed`), as "file:line: the line". */
function linesWith(
  file: string,
  pattern: RegExp,
  what: string,
  allowed: (text: string) => boolean = () => false,
): string[] {
  return proseLines(readDoc(file))
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
});
