/**
 * Readers of the docs' Markdown, for the checks that hold a table in the docs to the code it
 * restates (docs/testing.md, "Docs that restate the code"). Deliberately small: the docs' tables
 * are GitHub tables, one row a line, and their headings plain `#` lines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../build/paths';

export interface TableRow {
  /** The row's line in the file, from 1, for the failure's message. */
  line: number;
  /** Its cells, trimmed; a `\|` stays in its cell, as GitHub reads it. */
  cells: string[];
}

/** A file of the repository, by its path from the root. */
export function readDoc(file: string): string {
  return readFileSync(path.join(projectRoot, file), 'utf8');
}

function cellsOf(line: string): string[] {
  const inner = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim());
}

/**
 * The body rows of the first table under the heading that starts with `heading` (for example
 * `## Folders`), before the next heading of its level or higher. Throws, naming the heading,
 * when there is none: a renamed section must not pass for an empty table.
 */
export function tableUnder(markdown: string, heading: string): TableRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  if (start < 0) throw new Error(`No heading "${heading}".`);
  const level = /^#+/.exec(heading)?.[0].length ?? 1;
  const rows: TableRow[] = [];
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const headingLevel = /^(#+) /.exec(line)?.[1]?.length;
    if (headingLevel !== undefined && headingLevel <= level) break;
    if (line.startsWith('|')) rows.push({ line: index + 1, cells: cellsOf(line) });
    else if (rows.length > 0) break;
  }
  if (rows.length < 2) throw new Error(`No table under "${heading}".`);
  // The first row is the header, the second its |---| line.
  return rows.slice(2);
}

/** Every name written in backticks in a cell: "`PORT`, `HOST`" gives PORT and HOST. */
export function codeNames(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
}

/** Each line outside fenced code blocks (``` or ~~~), with its number from 1. */
export function proseLines(markdown: string): { line: number; text: string }[] {
  const prose: { line: number; text: string }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) prose.push({ line: index + 1, text });
  });
  return prose;
}
