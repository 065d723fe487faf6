/**
 * The content check's tests change a copy of the real files (content/<language>/) and expect the
 * exact sentences the founder would read: these make the change and read the result.
 */
import { describeProblem } from '../../content/schema/check';
import { GLOSSARY_FILE, readGlossary, type GlossaryTerm } from '../../content/schema/glossary';
import { loadLanguage } from '../../content/schema/language';

/** The files with `from` replaced by `to` once in `file` (so a test cannot change the wrong line). */
export function changed(
  files: Readonly<Record<string, string>>,
  file: string,
  from: string,
  to: string,
): Record<string, string> {
  const parts = (files[file] ?? '').split(from);
  if (parts.length !== 2) throw new Error(`"${from}" is not in ${file} exactly once`);
  return { ...files, [file]: parts.join(to) };
}

/** The line of a file on which `needle` begins. */
export function lineOf(text: string | undefined, needle: string): number {
  const index = text?.indexOf(needle) ?? -1;
  if (index < 0) throw new Error(`"${needle}" is not in the file`);
  return (text ?? '').slice(0, index).split('\n').length;
}

/** Every sentence the content check says about a language folder (`content/hi`). */
export function problemsOf(folder: string, files: Readonly<Record<string, string>>): string[] {
  const result = loadLanguage(folder, files);
  return result.ok ? [] : result.problems.map(describeProblem);
}

/** The terms of a folder's glossary; throws with its mistakes if it has any. */
export function glossaryTerms(
  files: Readonly<Record<string, string>>,
  folder: string,
): readonly GlossaryTerm[] {
  const problems: Parameters<typeof readGlossary>[2] = [];
  const read = readGlossary(folder, files[GLOSSARY_FILE] ?? '', problems);
  if (!read) throw new Error(problems.map(describeProblem).join('\n'));
  return read;
}

/**
 * An old word put back into a file of content/hi/ (`now`, the words there today, replaced by
 * `old`): what the content check says, and the one sentence it should say, with the file, the
 * line, the field, the retired word `found` and the word to `use` for its `idea`.
 */
export function putBack(
  hindi: Readonly<Record<string, string>>,
  [file, field, now, old, found, idea, use]: readonly [
    file: string,
    field: string,
    now: string,
    old: string,
    found: string,
    idea: string,
    use: string,
  ],
): { problems: string[]; expected: string } {
  const files = changed(hindi, file, now, old);
  const line = lineOf(files[file], old);
  return {
    problems: problemsOf('content/hi', files),
    expected: `content/hi/${file}, line ${line}, ${field}: this says "${found}", which content/hi/glossary.yaml retires: for ${idea}, write "${use}" instead.`,
  };
}
