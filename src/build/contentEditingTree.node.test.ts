/**
 * docs/content-editing.md shows the owner the content folder as a tree, one line per file with
 * what it holds. Its words are written by hand; which files it names is checked here against
 * the files of the first language's folder, so that a new file cannot go unexplained.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../content/load/readContent';
import { readDoc } from '../testing/server/markdown';
import { projectRoot } from './paths';

/** The files the tree names under a language's folder: `    site.yaml   the name, …`. */
function filesInTree(markdown: string): string[] {
  const tree = /```\ncontent\/\n([\s\S]*?)```/.exec(markdown)?.[1];
  if (!tree) throw new Error('docs/content-editing.md has no tree of content/.');
  return [...tree.matchAll(/^ {4}([\w-]+\.yaml)\s/gm)].map((match) => match[1] ?? '');
}

describe('the content tree of docs/content-editing.md', () => {
  it("names every file of a language's folder, and no other", () => {
    const first = readSettings().languages[0]?.folder ?? 'en';
    const files = readdirSync(path.join(projectRoot, 'content', first)).filter((file) =>
      file.endsWith('.yaml'),
    );
    expect(filesInTree(readDoc('docs/content-editing.md')).sort()).toEqual(files.sort());
  });
});
