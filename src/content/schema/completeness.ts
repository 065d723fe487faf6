/**
 * Whether the language folders of `content/` say the same things: the same files, the same
 * fields, the same lists with the same number of items, in every direction; and whether a
 * translation still holds an English sentence. Pure (no file system), like ./language.ts: the
 * test (src/content/load/completeness.node.test.ts) reads the folders and hands their texts here.
 *
 * Each mistake is a ContentProblem, told like the content check's ("content/hi/home.yaml, line 12,
 * whatWeDo.paragraphs: …"), so the founder reads both kinds the same way.
 */
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { escapeRegExp } from '../../shared/escapeRegExp';
import { inside, keyName, lineOf, type ContentProblem, type Place } from './check';
import { GLOSSARY_FILE } from './glossary';

/** One language folder: its name (`hi`) and its files, file name to text. */
export interface LanguageFolder {
  readonly language: string;
  readonly files: Readonly<Record<string, string>>;
}

interface Parsed {
  readonly root: Node | null;
  readonly lines: LineCounter;
}

function parse(source: string): Parsed | undefined {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  // A file YAML cannot read is the content check's to report (with its own plain sentence).
  if (document.errors.length > 0) return undefined;
  return { root: document.contents as Node | null, lines };
}

function kind(node: Node | null | undefined): 'group' | 'list' | 'value' {
  if (isMap(node)) return 'group';
  if (isSeq(node)) return 'list';
  return 'value';
}

const KINDS = { group: 'a group of fields', list: 'a list', value: 'a value' } as const;

/**
 * Records where `here` (a file of one language) lacks what `other` (the same file of another
 * language, `otherFile`) has: a field, a list item, or the same kind of value.
 */
function compare(
  here: Node | null | undefined,
  other: Node | null | undefined,
  place: Place,
  otherFile: string,
): void {
  const say = (node: Node | null | undefined, message: string) =>
    place.problems.push({
      file: place.file,
      line: lineOf(place, node),
      field: place.field,
      message,
    });
  if (kind(here) !== kind(other)) {
    say(
      here,
      `this is ${KINDS[kind(here)]} here but ${KINDS[kind(other)]} in ${otherFile}; write it the same way in every language.`,
    );
    return;
  }
  if (isMap(here) && isMap(other)) {
    for (const pair of other.items) {
      const name = keyName(pair.key);
      const mine = here.items.find((item) => keyName(item.key) === name);
      const at = inside(place, name, here);
      if (!mine) {
        at.problems.push({
          file: at.file,
          line: lineOf(at, here),
          field: at.field,
          message: `this is missing: ${otherFile} has ${name}:, so add it here, translated.`,
        });
        continue;
      }
      compare(mine.value as Node | null, pair.value as Node | null, at, otherFile);
    }
    return;
  }
  if (isSeq(here) && isSeq(other)) {
    // Told once, in the language with fewer items: the one that lacks some.
    if (here.items.length < other.items.length) {
      const count = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
      say(
        here,
        `this list has ${count(here.items.length)} here and ${count(other.items.length)} in ${otherFile}; every language has the same items, in the same order.`,
      );
    }
    const shared = Math.min(here.items.length, other.items.length);
    for (let index = 0; index < shared; index += 1) {
      compare(
        here.items[index] as Node | null,
        other.items[index] as Node | null,
        inside(place, index, here),
        otherFile,
      );
    }
  }
}

/**
 * Every file, field and list item of each language folder that another folder lacks: each
 * folder is compared with every other, both ways, so a field added to one language alone is
 * reported in each language that lacks it.
 */
export function missingInOtherLanguages(folders: readonly LanguageFolder[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const folder of folders) {
    for (const other of folders) {
      if (other === folder) continue;
      for (const [name, source] of Object.entries(other.files)) {
        const file = `content/${folder.language}/${name}`;
        const otherFile = `content/${other.language}/${name}`;
        const mine = folder.files[name];
        if (mine === undefined) {
          problems.push({
            file,
            line: 1,
            field: '',
            message: `this file is missing: copy ${otherFile} here and translate it.`,
          });
          continue;
        }
        // Each language's glossary holds its own words: only that it is there is compared.
        if (name === GLOSSARY_FILE) continue;
        const theirs = parse(source);
        const ours = parse(mine);
        if (!theirs || !ours) continue;
        const place: Place = {
          file,
          lines: ours.lines,
          problems,
          field: '',
          parent: undefined,
        };
        compare(ours.root, theirs.root, place, otherFile);
      }
    }
  }
  return problems;
}

/**
 * Names and signs a translation keeps in Latin letters: removed from a text before it is looked
 * at (they neither count as English words nor separate them). Names of organisations, programs
 * and keys as their makers write them; add one here only when it has no usual spelling in the
 * translation's own script (Tele-MANAS is टेली-मानस and Childline चाइल्डलाइन in Hindi, but a
 * translation may keep the English).
 */
export const LATIN_NAMES: readonly string[] = [
  'Tele-MANAS',
  'Childline',
  'Saathi',
  'IBM Equal Access',
  'Siteimprove Alfa',
  'axe-core',
  'Orca',
  'Chromium',
  'Firefox',
  'NVDA',
  'JAWS',
  'TalkBack',
  'VoiceOver',
  'Windows',
  'JavaScript',
  'WCAG',
  // WCAG's levels and the other standards the conformance report answers.
  'A',
  'AA',
  'AAA',
  'Section 508',
  'EN 301 549',
  'YouTube',
  'Spotify',
  // The commands that make the conformance report, named on its page as they are typed.
  'npm test',
  'npm run audit',
  'npm run acr',
];

/** What is never words: addresses, e-mail addresses, file names and paths, `{placeholders}`. */
const NOT_WORDS = [
  /https?:\/\/\S+/g,
  /[^\s@]+@[^\s@]+\.[^\s@]+/g,
  /\S*\/\S*/g,
  /\b[\w-]+\.(?:mp4|webm|vtt|webp|jpe?g|png|svg|pdf|ya?ml)\b/gi,
  /\{[^{}\s]*\}/g,
];

/**
 * `text` with the names a translation keeps in Latin letters and what is never words (addresses,
 * file names, `{placeholders}`) each replaced by a space: what is left is the text's words.
 */
export function withoutNamesAndAddresses(
  text: string,
  names: readonly string[] = LATIN_NAMES,
): string {
  let rest = text;
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  const byLength = [...names].sort((a, b) => b.length - a.length);
  for (const name of byLength) {
    rest = rest.replace(
      new RegExp(`(?<![\\p{L}\\p{M}-])${escapeRegExp(name)}(?![\\p{L}\\p{M}-])`, 'gu'),
      ' ',
    );
  }
  return rest;
}

/** Three English words in a row make a sentence (or the start of one) left in English. */
export const ENGLISH_RUN = 3;

/**
 * The first run of at least {@link ENGLISH_RUN} words in Latin letters in a text, once the names
 * and the things that are not words are taken out; undefined when there is none. Punctuation
 * between words does not end a run ("Hello, my friend" is three words); any other word, a
 * figure or a word in another script does.
 */
export function englishRun(
  text: string,
  names: readonly string[] = LATIN_NAMES,
): string | undefined {
  const rest = withoutNamesAndAddresses(text, names);
  let run: string[] = [];
  for (const token of rest.split(/\s+/)) {
    const word = token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    if (word === '') continue;
    if (/^[A-Za-z]+(?:['’-][A-Za-z]+)*$/.test(word)) {
      run.push(word);
      if (run.length >= ENGLISH_RUN) return run.join(' ');
    } else {
      run = [];
    }
  }
  return undefined;
}

function eachText(
  node: Node | null | undefined,
  place: Place,
  visit: (text: string, node: Node, place: Place) => void,
): void {
  if (isMap(node)) {
    for (const pair of node.items) {
      eachText(pair.value as Node | null, inside(place, keyName(pair.key), node), visit);
    }
  } else if (isSeq(node)) {
    node.items.forEach((item, index) =>
      eachText(item as Node | null, inside(place, index, node), visit),
    );
  } else if (isScalar(node) && typeof node.value === 'string') {
    visit(node.value, node, place);
  }
}

/** Every text of a translation's folder that holds a run of English words ({@link englishRun}). */
export function englishLeftIn(
  folder: LanguageFolder,
  names: readonly string[] = LATIN_NAMES,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [name, source] of Object.entries(folder.files)) {
    // The glossary names the words it retires, and explains itself in English for the team.
    if (name === GLOSSARY_FILE) continue;
    const parsed = parse(source);
    if (!parsed) continue;
    const place: Place = {
      file: `content/${folder.language}/${name}`,
      lines: parsed.lines,
      problems,
      field: '',
      parent: undefined,
    };
    eachText(parsed.root, place, (text, node, at) => {
      const run = englishRun(text, names);
      if (run === undefined) return;
      problems.push({
        file: at.file,
        line: lineOf(at, node),
        field: at.field,
        message: `"${run}" is English; translate it (a name kept in Latin letters belongs in LATIN_NAMES, src/content/schema/completeness.ts).`,
      });
    });
  }
  return problems;
}
