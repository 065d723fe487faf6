/**
 * A small schema language for the content files: each check reads one node of a parsed YAML
 * document, and either returns its value or records a mistake as one plain sentence with the
 * file, the line and the field ("content/en/impact.yaml, line 42, videos.items[6].alt: …").
 * Checks never stop at the first mistake: the content check reports every one at once.
 *
 * Hand-written on purpose (docs/decisions.md, "Content in YAML files"): the messages are for the
 * project's founder, not for a programmer, and each kind of field says what it expects in words.
 */
import { isMap, isScalar, isSeq, type LineCounter, type Node, type YAMLMap } from 'yaml';

/** One mistake in a content file. */
export interface ContentProblem {
  /** The file, from the project's folder: `content/en/home.yaml`. */
  readonly file: string;
  readonly line: number;
  /** The field, as a path: `hero.image.alt`, `videos.items[6].title`; empty for the whole file. */
  readonly field: string;
  /** What is wrong and what to write instead, in one sentence. */
  readonly message: string;
}

/** "content/en/home.yaml, line 3, hero.heading: this is missing; write text here." */
export function describeProblem(problem: ContentProblem): string {
  const field = problem.field ? `, ${problem.field}` : '';
  return `${problem.file}, line ${problem.line}${field}: ${problem.message}`;
}

/** What every check is given: where it is, and where to record mistakes. */
export interface Place {
  readonly file: string;
  readonly lines: LineCounter;
  readonly problems: ContentProblem[];
  /** The field's path so far. */
  readonly field: string;
  /** The node that holds this field (its line is used when the field itself is missing). */
  readonly parent: Node | undefined;
}

/** Marks a value that failed its check (the mistake is already recorded). */
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;

export interface Check<T> {
  /** What the field expects, in words: "text", "a whole number", "a list of texts". */
  readonly expects: string;
  readonly optional?: boolean;
  readonly read: (node: Node | null | undefined, place: Place) => T | Invalid;
}

export type Infer<C> = C extends Check<infer T> ? T : never;

/** The line of a node (or of the node that holds it, when it is missing). */
export function lineOf(place: Place, node: Node | null | undefined): number {
  const offset = node?.range?.[0] ?? place.parent?.range?.[0] ?? 0;
  return place.lines.linePos(offset).line;
}

/** Records one mistake at a node. */
export function problem(place: Place, node: Node | null | undefined, message: string): Invalid {
  place.problems.push({
    file: place.file,
    line: lineOf(place, node),
    field: place.field,
    message,
  });
  return INVALID;
}

/**
 * Records one mistake in the field `name` of a map: at the line of its value, or of the map
 * where the field is missing, so that the message points at the words to change.
 */
export function fieldProblem(map: YAMLMap, place: Place, name: string, message: string): Invalid {
  const value = map.items.find((pair) => keyName(pair.key) === name)?.value as Node | undefined;
  return problem(inside(place, name, map), value ?? map, message);
}

/** The place of a field inside this one. */
export function inside(place: Place, key: string | number, parent: Node | undefined): Place {
  const field =
    typeof key === 'number'
      ? `${place.field}[${key}]`
      : place.field
        ? `${place.field}.${key}`
        : key;
  return { ...place, field, parent };
}

/** What a node is, in words, for "expected text, but found a list". */
export function kindOf(node: Node | null | undefined): string {
  if (node === null || node === undefined) return 'nothing';
  if (isMap(node)) return 'a group of fields';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) {
    const value = node.value;
    if (value === null) return 'nothing';
    if (typeof value === 'number') return `the number ${node.source ?? String(value)}`;
    if (typeof value === 'boolean') return `${String(value)} (yes or no)`;
    if (typeof value === 'string') return value.trim() === '' ? 'empty text' : 'text';
  }
  return 'something else';
}

function isEmpty(node: Node | null | undefined): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

function wrongKind(place: Place, node: Node | null | undefined, expects: string): Invalid {
  if (isEmpty(node)) return problem(place, node, `this is empty; write ${expects} here.`);
  const found = kindOf(node);
  const hint =
    expects === 'text' && isScalar(node) && typeof node.value !== 'string'
      ? `; put it in double quotes ("${node.source ?? String(node.value)}") to keep it as text`
      : '';
  return problem(place, node, `expected ${expects}, but found ${found}${hint}.`);
}

/** The `{name}` placeholders a text uses. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1] ?? '');
}

/** "{a}, {b} and {c}" */
export function listInWords(items: readonly string[], last = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1) ?? ''}`;
}

/**
 * Placeholders any text may use: filled in from `site.yaml` everywhere (`founder`: the founder's
 * name), and `parentConfirmDays` from the code (src/shared/parentConsent.ts).
 */
export const SITE_PLACEHOLDERS = [
  'product',
  'email',
  'phone',
  'founder',
  'parentConfirmDays',
] as const;

/**
 * Text: any words, kept exactly as written (apostrophes, quotes, Hindi). Not empty. A `{name}`
 * in it must be one of the site's placeholders or one of `placeholders`.
 */
export function text(options: { placeholders?: readonly string[]; expects?: string } = {}) {
  const allowed = [...SITE_PLACEHOLDERS, ...(options.placeholders ?? [])];
  const expects = options.expects ?? 'text';
  return {
    expects,
    read(node, place) {
      if (!isScalar(node) || typeof node.value !== 'string') return wrongKind(place, node, 'text');
      const value = node.value;
      if (value.trim() === '') return problem(place, node, `this is empty; write ${expects} here.`);
      const unknown = placeholdersIn(value).filter((name) => !allowed.includes(name));
      if (unknown.length > 0) {
        const names = listInWords(
          allowed.map((name) => `{${name}}`),
          'or',
        );
        return problem(
          place,
          node,
          `{${unknown[0] ?? ''}} is not something this text can fill in; it can use ${names}.`,
        );
      }
      return value;
    },
  } satisfies Check<string>;
}

/**
 * A sentence the code puts something into (the enquiry's reference: `{reference}`), which must
 * say where, once. Left out, the visitor would be told of a number and never given it; written
 * twice, it would be said twice.
 */
export function sentenceWith(name: string): Check<string> {
  const words = text({ placeholders: [name] });
  return {
    expects: `a sentence with {${name}} in it`,
    read(node, place) {
      const value = words.read(node, place);
      if (value === INVALID) return INVALID;
      if (placeholdersIn(value).filter((found) => found === name).length !== 1) {
        return problem(place, node, `write {${name}} once in the sentence, where it goes.`);
      }
      return value;
    },
  };
}

/** A figure such as 8,000+ or 34% or 200: written as it should appear, digits or not. */
export function figure(): Check<string> {
  return {
    expects: 'a figure, such as 200 or 8,000+',
    read(node, place) {
      if (isScalar(node) && typeof node.value === 'number')
        return node.source ?? String(node.value);
      if (isScalar(node) && typeof node.value === 'string' && node.value.trim() !== '') {
        return node.value;
      }
      return wrongKind(place, node, this.expects);
    },
  };
}

/**
 * A number to dial, as a `tel:` link wants it: digits only, a leading + allowed ("14416",
 * "18008914416", "+919876543210"). Written in quotes or not: YAML reads 14416 as a number.
 */
export function dialNumber(): Check<string> {
  return {
    expects: 'the number to dial, digits only (a + at the start allowed)',
    read(node, place) {
      const value =
        isScalar(node) && typeof node.value === 'number'
          ? (node.source ?? String(node.value))
          : isScalar(node) && typeof node.value === 'string'
            ? node.value
            : undefined;
      if (value === undefined) return wrongKind(place, node, this.expects);
      if (!/^\+?[0-9]+$/.test(value)) {
        return problem(
          place,
          node,
          `write the number to dial with digits only (a + at the start allowed), not ${value}.`,
        );
      }
      return value;
    },
  };
}

/** A whole number, at least `min`. */
export function wholeNumber(min = 1): Check<number> {
  return {
    expects: 'a whole number',
    read(node, place) {
      if (!isScalar(node) || typeof node.value !== 'number' || !Number.isInteger(node.value)) {
        return wrongKind(place, node, this.expects);
      }
      if (node.value < min) {
        return problem(place, node, `expected a whole number of at least ${min}.`);
      }
      return node.value;
    },
  };
}

/** One of a few exact words. */
export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  const words = listInWords(
    values.map((value) => `${value}`),
    'or',
  );
  return {
    expects: words,
    read(node, place) {
      if (isScalar(node) && values.includes(node.value as T)) return node.value as T;
      if (isScalar(node) && typeof node.value === 'string') {
        return problem(place, node, `write ${words} here, not ${node.value}.`);
      }
      return wrongKind(place, node, words);
    },
  };
}

/** `true` only: a flag that is either there (`true`) or left out. */
export function yes(): Check<true> {
  return {
    expects: 'true',
    read(node, place) {
      if (isScalar(node) && node.value === true) return true;
      return problem(place, node, 'write true here, or leave the line out.');
    },
  };
}

/** A field that may be left out. */
export function optional<T>(check: Check<T>): Check<T> & { readonly optional: true } {
  return { ...check, optional: true };
}

/** A list of values of one kind, at least `min` of them. */
export function list<T>(of: Check<T>, min = 1): Check<readonly T[]> {
  const expects = `a list (each item starting with "- ") of ${of.expects}`;
  return {
    expects,
    read(node, place) {
      if (!isSeq(node)) return wrongKind(place, node, expects);
      const values: T[] = [];
      let failed = false;
      node.items.forEach((item, index) => {
        const value = of.read(item as Node, inside(place, index, node));
        if (value === INVALID) failed = true;
        else values.push(value);
      });
      if (node.items.length < min) {
        return problem(place, node, `this list needs at least ${min} item${min === 1 ? '' : 's'}.`);
      }
      return failed ? INVALID : values;
    },
  };
}

type Fields = Record<string, Check<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: F[K] extends { readonly optional: true } ? K : never;
}[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type GroupOf<F extends Fields> = Simplify<
  { readonly [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & {
    readonly [K in OptionalKeys<F>]?: Infer<F[K]>;
  }
>;

/** How far apart two words are (for "did you mean …?"). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(
        current + 1,
        (row[j - 1] ?? 0) + 1,
        previous + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest known name to a mistyped one, if one is close enough. */
export function closest(word: string, known: readonly string[]): string | undefined {
  const ranked = known
    .map((name) => ({ name, far: distance(word, name) }))
    .sort((a, b) => a.far - b.far)[0];
  return ranked && ranked.far <= Math.max(2, Math.floor(word.length / 3)) ? ranked.name : undefined;
}

/** The key of a map entry as text (YAML allows other keys; content files do not). */
export function keyName(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  return String(key);
}

/** Reads each field of a group; records missing and unknown ones. */
export function readFields<F extends Fields>(
  fields: F,
  node: YAMLMap,
  place: Place,
  options: { ignore?: readonly string[] } = {},
): GroupOf<F> | Invalid {
  const known = Object.keys(fields);
  const result: Record<string, unknown> = {};
  let failed = false;
  for (const pair of node.items) {
    const name = keyName(pair.key);
    if (known.includes(name) || options.ignore?.includes(name)) continue;
    const guess = closest(name, known);
    const here = inside(place, name, node);
    const keyNode = isScalar(pair.key) ? pair.key : node;
    problem(
      here,
      keyNode,
      `there is no field called ${name} here${guess ? ` (did you mean ${guess}?)` : ''}; the fields here are ${listInWords(known)}.`,
    );
    failed = true;
  }
  for (const [name, check] of Object.entries(fields)) {
    const here = inside(place, name, node);
    const pair = node.items.find((item) => keyName(item.key) === name);
    if (!pair) {
      if (!check.optional) {
        problem(here, node, `this is missing; add ${name}: with ${check.expects}.`);
        failed = true;
      }
      continue;
    }
    const value = check.read(pair.value as Node | null, here);
    if (value === INVALID) failed = true;
    else result[name] = value;
  }
  return failed ? INVALID : (result as GroupOf<F>);
}

/** A group of named fields, each with its own check. Unknown names are mistakes. */
export function group<F extends Fields>(
  fields: F,
  expects = 'a group of fields',
): Check<GroupOf<F>> {
  return {
    expects,
    read(node, place) {
      if (!isMap(node)) return wrongKind(place, node, expects);
      return readFields(fields, node, place);
    },
  };
}
