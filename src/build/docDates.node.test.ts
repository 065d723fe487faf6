/**
 * The docs say what is true now; a date in them is a diary line ("measured on …"), true once and
 * then only history, which git and the reports a script writes keep better (docs/testing.md,
 * "Docs that restate the code"). So no ISO date (YYYY-MM-DD) in
 * docs/, README.md or any README of src/ and a11y-tests/, except where a date is the fact: a
 * decision's status line in docs/decisions.md ("Accepted …"), and fenced code blocks (commands
 * and output, as typed). A format is written as `YYYY-MM-DD`.
 */
import { describe, expect, it } from 'vitest';
import { proseLines, readDoc } from '../testing/server/markdown';
import { repositoryFiles } from '../testing/server/repositoryFiles';

const DOCS = /^(?:docs\/.*\.md|README\.md|(?:src|a11y-tests)\/(?:.*\/)?README\.md)$/;
const ISO_DATE = /(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)/;
const STATUS_LINE = /^(?:Accepted|Proposed|Rejected|Superseded)\b/;

/** Each dated line of a doc, as "file:line: the line". */
function datedLines(file: string): string[] {
  return proseLines(readDoc(file))
    .filter(({ text }) => ISO_DATE.test(text))
    .filter(({ text }) => !(file === 'docs/decisions.md' && STATUS_LINE.test(text)))
    .map(({ line, text }) => `${file}:${line} has a date: ${text.trim()}`);
}

describe('the docs', () => {
  it("carry no dates (decisions' status lines and fenced code aside)", () => {
    const docs = repositoryFiles().filter((file) => DOCS.test(file));
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/performance.md']));
    expect(docs.flatMap(datedLines)).toEqual([]);
  });
});
