/**
 * One word for one idea: the glossary of a language (`content/<language>/glossary.yaml`) names,
 * for each idea the site talks about, the one word it uses, why, and the words and phrases it
 * no longer uses ("retired"). The content check refuses a retired word anywhere in the other
 * files of the same folder, in a sentence that names the file, the field, the word found and the
 * word to use, like every other content mistake. A term may also name the words that explain it
 * (`explained:`): a word a young reader may not know ("डायलॉग") is explained once, in one text
 * that also says the word, and the check says so when no text does or when a second one does.
 * Pure (no file system), like ./language.ts, which calls {@link wordProblems} for each language
 * folder.
 *
 * Beside the glossary, two rules of how Devanagari text is heard by espeak-ng's Hindi voice (the
 * synthesizer of Orca, and the one built into NVDA), checked in every folder:
 * - a letter with a nukta (ज़, फ़, ड़…) right after a bracket, a quote or another mark is not
 *   read: "(ज़रूरी)" is heard "रूरी". (Unicode's normal form writes ज़ as ज plus the dot, which
 *   is what the voice stumbles on; with a space or a letter before it, it is read right.)
 * - a Hindi sentence ends with "।", not ".".
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { escapeRegExp } from '../../shared/escapeRegExp.ts';
import {
  INVALID,
  group,
  inside,
  list,
  optional,
  problem,
  readFields,
  text,
  type ContentProblem,
  type Place,
} from './check.ts';

/** The glossary's file in each language folder. */
export const GLOSSARY_FILE = 'glossary.yaml';

const term = group({
  idea: text(),
  use: text(),
  why: text(),
  retired: list(text()),
  explained: optional(text()),
});
/**
 * Words a page of the language says in English on purpose, beyond the names every translation
 * keeps (LATIN_NAMES, ./completeness.ts): words quoted as a screen or a key shows them ("Esc",
 * the words written across a video). A screen reader says them in the page's voice, so each
 * says why a listener still understands it.
 */
const keptWord = group({ words: text(), why: text() });
const glossaryFields = { terms: list(term), keptInEnglish: optional(list(keptWord)) };

/** One idea of the glossary. */
export interface GlossaryTerm {
  /** The idea, in a few words: "accessible, accessibility". */
  readonly idea: string;
  /** The one word (or phrase) the site uses for it. */
  readonly use: string;
  /** Why this word, for the next person who edits the words. */
  readonly why: string;
  /**
   * Words and phrases not to use, each found as a whole word; one that ends with "…" (or "...")
   * is found at the start of a word as well ("गलत…": गलत, गलती, गलतियाँ).
   */
  readonly retired: readonly string[];
  /**
   * The words that explain `use`, said once in the whole folder, in a text that says `use` too
   * ("पेज के ऊपर खुलने वाला एक छोटा बॉक्स" for डायलॉग). They may name a retired word: the phone's
   * सुलभता, in the explanation of ऐक्सेसिबिलिटी, is not refused there.
   */
  readonly explained?: string | undefined;
}

/** The dot (nukta) that makes ज into ज़: Devanagari's only combining mark of its kind. */
const NUKTA = '\u093C';
const LETTER = '[\\p{L}\\p{M}\\p{N}]';
const ANY_ENDING = /(?:…|\.\.\.)$/u;

/**
 * Where a retired word is: a whole word (no letter, mark or digit just before or after it, so
 * "7 और 1" is not found in "17 और 1"), or the start of a word for one that ends with "…"; never
 * the same letters with a nukta after them ("तरीक…" does not find तरीक़े). Spaces match any
 * spaces; capitals do not matter; both are compared in Unicode's normal form.
 */
export function retiredPattern(retired: string): RegExp {
  const anyEnding = ANY_ENDING.test(retired);
  const core = retired.replace(ANY_ENDING, '').trim().normalize('NFC');
  const body = core
    .split(/\s+/u)
    .map((part) => escapeRegExp(part))
    .join('\\s+');
  const end = anyEnding ? `(?!${NUKTA})[\\p{L}\\p{M}]*` : `(?!${LETTER})`;
  return new RegExp(`(?<!${LETTER})${body}${end}`, 'iu');
}

/** Every retired word of the glossary in a text (one per term), as written there. */
export function findRetired(
  value: string,
  terms: readonly GlossaryTerm[],
): { readonly found: string; readonly term: GlossaryTerm }[] {
  const normal = value.normalize('NFC');
  const found: { found: string; term: GlossaryTerm }[] = [];
  for (const each of terms) {
    const checked = each.explained
      ? normal.replace(new RegExp(retiredPattern(each.explained).source, 'giu'), ' ')
      : normal;
    for (const retired of each.retired) {
      const match = retiredPattern(retired).exec(checked);
      if (match) {
        found.push({ found: match[0], term: each });
        break;
      }
    }
  }
  return found;
}

interface Parsed {
  readonly root: Node | null;
  readonly lines: LineCounter;
}

/**
 * A parsed file, or undefined when YAML cannot read it: the content check reports that for the
 * pages' files (./language.ts); for the glossary, `file` is given and its lines are reported here.
 */
function parse(source: string, file?: string, problems?: ContentProblem[]): Parsed | undefined {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (document.errors.length === 0) return { root: document.contents as Node | null, lines };
  if (file === undefined) return undefined;
  for (const error of document.errors) {
    problems?.push({
      file,
      line: lines.linePos(error.pos[0]).line,
      field: '',
      message:
        'this line cannot be read: put a text that holds a colon and a space, or begins with [ or {, in double quotes, and indent with spaces like the lines around it.',
    });
  }
  return undefined;
}

function placeIn(file: string, parsed: Parsed, problems: ContentProblem[]): Place {
  return { file, lines: parsed.lines, problems, field: '', parent: undefined };
}

/** A read glossary: its terms, and where each is in the file (for a mistake about a term). */
interface Glossary {
  readonly terms: readonly GlossaryTerm[];
  /** Words the pages say in English on purpose (`keptInEnglish` above), each as written. */
  readonly keptInEnglish: readonly string[];
  /** The place and node of a term's field (`retired`, `explained`), or of an item of it. */
  readonly at: (index: number, field: string, item?: number) => { place: Place; node?: Node };
}

function readGlossaryFile(
  folder: string,
  source: string,
  problems: ContentProblem[],
): Glossary | undefined {
  const file = `${folder}/${GLOSSARY_FILE}`;
  const parsed = parse(source, file, problems);
  if (!parsed) return undefined;
  const place = placeIn(file, parsed, problems);
  const root = parsed.root;
  if (!isMap(root)) {
    problem(place, root, 'this file must start with terms:, then a list of the words.');
    return undefined;
  }
  const value = readFields(glossaryFields, root, place);
  if (value === INVALID) return undefined;
  const termsNode = root.get('terms', true) as Node | undefined;
  const at: Glossary['at'] = (index, field, item) => {
    const termNode = isSeq(termsNode) ? (termsNode.items[index] as Node) : undefined;
    const fieldNode = isMap(termNode) ? (termNode.get(field, true) as Node) : undefined;
    const here = inside(inside(inside(place, 'terms', root), index, termsNode), field, termNode);
    if (item === undefined) return { place: here, node: fieldNode ?? termNode };
    const itemNode = isSeq(fieldNode) ? (fieldNode.items[item] as Node) : fieldNode;
    return { place: inside(here, item, fieldNode), node: itemNode };
  };
  // A retired word that is part of a word to use would refuse that word everywhere.
  let ok = true;
  value.terms.forEach((each, index) => {
    each.retired.forEach((retired, item) => {
      const clash = value.terms.find((other) =>
        retiredPattern(retired).test(other.use.normalize('NFC')),
      );
      if (!clash) return;
      const { place: here, node } = at(index, 'retired', item);
      problem(
        here,
        node,
        `"${retired}" is found in "${clash.use}", the word to use for ${clash.idea}; a word cannot be both used and retired, so write the retired word more fully.`,
      );
      ok = false;
    });
  });
  const keptInEnglish = (value.keptInEnglish ?? []).map((kept) => kept.words);
  return ok ? { terms: value.terms, keptInEnglish, at } : undefined;
}

/** The words a language's pages say in English on purpose (`keptInEnglish`), each as written. */
export function keptInEnglish(folder: string, source: string): readonly string[] {
  const problems: ContentProblem[] = [];
  const glossary = readGlossaryFile(folder, source, problems);
  if (!glossary) throw new Error(`${folder}/${GLOSSARY_FILE} cannot be read: npm test says why.`);
  return glossary.keptInEnglish;
}

/** Reads a glossary file: its terms, or undefined after recording its mistakes. */
export function readGlossary(
  folder: string,
  source: string,
  problems: ContentProblem[],
): readonly GlossaryTerm[] | undefined {
  return readGlossaryFile(folder, source, problems)?.terms;
}

/** Visits every text of a parsed file with its place (its field and line). */
export function eachText(
  node: Node | null | undefined,
  place: Place,
  visit: (value: string, node: Node, place: Place) => void,
): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      eachText(pair.value as Node | null, inside(place, key, node), visit);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) =>
      eachText(item as Node | null, inside(place, index, node), visit),
    );
  } else if (isScalar(node) && typeof node.value === 'string') {
    visit(node.value, node, place);
  }
}

const DEVANAGARI = /\p{Script=Devanagari}/u;
/** A mark (bracket, quote, comma…) right before a letter with a nukta. */
const MARK_BEFORE_NUKTA = new RegExp(`[\\p{P}\\p{S}]\\p{L}${NUKTA}`, 'u');
/** A full stop after a Hindi word (or a placeholder) that ends a sentence. */
const LATIN_FULL_STOP = /(\S*[\p{Script=Devanagari}}])\.(?=\s|$)/u;

/** What espeak-ng's Hindi voice gets wrong in a text, in a sentence; undefined when nothing. */
export function heardWrong(value: string): string | undefined {
  const normal = value.normalize('NFC');
  if (!DEVANAGARI.test(normal)) return undefined;
  const mark = MARK_BEFORE_NUKTA.exec(normal);
  if (mark) {
    return `a screen reader's Hindi voice (espeak-ng, in Orca and NVDA) skips a letter with a dot (nukta) that comes right after a bracket, a quote or another mark, as in "${mark[0]}"; put a word or a space between them, or say it another way.`;
  }
  const stop = LATIN_FULL_STOP.exec(normal);
  if (stop) {
    return `a Hindi sentence ends with "।", not "." (after "${stop[1] ?? ''}"); write "।" instead.`;
  }
  return undefined;
}

/**
 * The glossary's mistakes and every retired word in the other files of one language folder
 * (`files`: file name to text), and every text its Hindi voice would get wrong
 * ({@link heardWrong}). A folder without a glossary has no retired words.
 */
export function wordProblems(
  folder: string,
  files: Readonly<Record<string, string>>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const source = files[GLOSSARY_FILE];
  const glossaryFile = `${folder}/${GLOSSARY_FILE}`;
  const glossary = source === undefined ? undefined : readGlossaryFile(folder, source, problems);
  const terms = glossary?.terms ?? [];
  // Where each explained term is explained: the texts that say the word and its explanation.
  const explanations = new Map<GlossaryTerm, Place[]>();
  for (const [name, content] of Object.entries(files)) {
    if (name === GLOSSARY_FILE) continue;
    const parsed = parse(content);
    if (!parsed) continue;
    eachText(parsed.root, placeIn(`${folder}/${name}`, parsed, problems), (value, node, at) => {
      for (const { found, term: each } of findRetired(value, terms)) {
        problem(
          at,
          node,
          `this says "${found}", which ${glossaryFile} retires: for ${each.idea}, write "${each.use}" instead.`,
        );
      }
      for (const each of explainedIn(value, terms)) {
        const places = explanations.get(each) ?? [];
        // The second explanation is the one to take out: it is told where it is.
        const first = places[0];
        if (first) {
          problem(
            at,
            node,
            `this explains "${each.use}" again ("${each.explained ?? ''}"), as ${first.file}, ${first.field} already does; explain it once.`,
          );
        }
        explanations.set(each, [...places, at]);
      }
      const heard = heardWrong(value);
      if (heard) problem(at, node, heard);
    });
  }
  terms.forEach((each, index) => {
    if (!each.explained || explanations.has(each) || !glossary) return;
    const { place, node } = glossary.at(index, 'explained');
    problem(
      place,
      node,
      `no text of ${folder} says "${each.use}" with its explanation "${each.explained}"; explain it once, where a reader first meets it, in these words.`,
    );
  });
  return problems;
}

/** The terms a text says and explains (a term with `explained`, both found in the text). */
function explainedIn(value: string, terms: readonly GlossaryTerm[]): GlossaryTerm[] {
  const normal = value.normalize('NFC');
  return terms.filter(
    (each) =>
      each.explained !== undefined &&
      retiredPattern(each.explained).test(normal) &&
      retiredPattern(each.use).test(normal),
  );
}
