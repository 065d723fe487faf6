/**
 * Reading one content file: YAML parsed, its own mistakes said in plain sentences (a quote left
 * open, a colon in an unquoted text), then its fields checked (./check.ts).
 */
import { LineCounter, isMap, parseDocument, type Node } from 'yaml';
import {
  INVALID,
  problem,
  readFields,
  type Check,
  type ContentProblem,
  type GroupOf,
  type Place,
} from './check.ts';

/** Plain sentences for YAML's own mistakes (a quote left open, a colon in an unquoted text). */
function syntaxMessage(code: string, message: string): string {
  switch (code) {
    case 'UNEXPECTED_TOKEN':
    case 'UNEXPECTED_SCALAR':
      return "the text goes on after its closing quote or bracket: inside '…' write an apostrophe twice ('') or put the whole text in double quotes instead, and put a text that begins with { or [ in double quotes.";
    case 'BLOCK_AS_IMPLICIT_KEY':
      return 'a colon followed by a space starts a new field, so put a text that contains one in double quotes.';
    case 'MULTILINE_IMPLICIT_KEY':
      return 'this line is not indented like the lines around it, or it has a colon followed by a space in a text that needs double quotes.';
    case 'MISSING_CHAR':
      return 'a quote is opened and never closed; end the text with the same quote mark it begins with.';
    case 'DUPLICATE_KEY':
      return 'this field is written twice in the same place; keep only one.';
    case 'TAB_AS_INDENT':
      return 'indent with spaces, not with the Tab key.';
    case 'BAD_INDENT':
      return 'this line is not indented like the lines around it; line it up with the other fields of its group.';
    default:
      return `this line cannot be read (${message.split('\n')[0] ?? message}); check its quotes and its indentation.`;
  }
}

/** Parses one file and reads its fields; records every mistake. */
export function readFile<F extends Record<string, Check<unknown>>>(
  folder: string,
  name: string,
  source: string | undefined,
  fields: F,
  problems: ContentProblem[],
): GroupOf<F> | undefined {
  const file = `${folder}/${name}`;
  if (source === undefined) {
    problems.push({
      file,
      line: 1,
      field: '',
      message:
        'this file is missing; copy it from the folder of another language and translate it.',
    });
    return undefined;
  }
  const lines = new LineCounter();
  const document = parseDocument(source, {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      problems.push({
        file,
        line: lines.linePos(error.pos[0]).line,
        field: '',
        message: syntaxMessage(error.code, error.message),
      });
    }
    return undefined;
  }
  const place: Place = { file, lines, problems, field: '', parent: undefined };
  const root = document.contents as Node | null;
  if (!isMap(root)) {
    problem(
      place,
      root,
      'this file must be a list of fields, each on its own line as name: value.',
    );
    return undefined;
  }
  const value = readFields(fields, root, place);
  return value === INVALID ? undefined : value;
}
