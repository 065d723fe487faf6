/**
 * Details only the founder can give (their name, the organisation's, a phone that is answered,
 * the study behind a figure): until then the content holds a stand-in, written so that nobody
 * takes it for the real thing: words in square brackets ("[Founder's name]", "[City], India")
 * or a phone number of zeros ("+91 00000 00000"). A stand-in is never shown or read out: a
 * screen reader said "plus nine one, zero zero zero…" and "[संस्थापक का नाम]" on every page.
 *
 * It is decided here, once, as the content is read: a field that may hold one (`givenLater`)
 * reads a stand-in as `undefined`, "not given yet". A line of the page whose value is not given
 * is left out (the footer's phone, the organisation's details); in a sentence, `{founder}` and
 * `{phone}` say the language's `notGivenYet` words (site.yaml), and a source's note says
 * `notGivenYet.source`. `placeholdersIn` lists every stand-in of a file, and every example address,
 * for the release build that refuses them (src/build/release.ts; docs/content-editing.md,
 * "Before launch").
 */
import { LineCounter, isScalar, parseDocument, type Node } from 'yaml';
import { lineOf, type Check } from './check.ts';
import { eachText } from './glossary.ts';

/** Words in square brackets: "[Founder's name]", "[शहर]". */
const BRACKETED = /\[[^\]]+\]/u;
/** A phone number whose digits after the country code are all zeros: "+91 00000 00000". */
const ZEROS_PHONE = /^\+\d{1,3}[\s-]*0[0\s-]*$/u;

/** Whether a text of the content is a stand-in for a detail not given yet. */
export function isStandIn(value: string): boolean {
  return BRACKETED.test(value) || ZEROS_PHONE.test(value.trim());
}

/**
 * A field the founder gives before launch: read by `check`, and `undefined` while it holds a
 * stand-in. Its value is then "not given yet", and the pages leave it out or say so.
 */
export function givenLater<T extends string>(check: Check<T>): Check<T | undefined> {
  return {
    expects: check.expects,
    read(node, place) {
      // A stand-in first: "[E-mail address for complaints]" is not an e-mail address yet.
      if (isScalar(node) && typeof node.value === 'string' && isStandIn(node.value)) {
        return undefined;
      }
      const value = check.read(node, place);
      return typeof value === 'string' && isStandIn(value) ? undefined : value;
    },
  };
}

/** One stand-in of a content file: where it is, and what it says. */
export interface StandIn {
  readonly file: string;
  readonly line: number;
  /** The field, as the content check names it: `founder.name`, `prevalence.sources.notes[0].text`. */
  readonly field: string;
  readonly value: string;
}

/**
 * A value that is an address in a domain reserved for examples (RFC 2606: example.org, .com,
 * .net): never a real one, so a link or e-mail address the founder has still to give
 * ("hello@example.org", "https://example.org/podcast"). Unlike a stand-in it is shown (the link
 * works), but a release build refuses it too. Only a whole value: a sentence that shows what an
 * address looks like ("an email address like name@example.com") is meant.
 */
const EXAMPLE_ADDRESS = /^\S*\bexample\.(?:org|com|net)\b\S*$/iu;

/** Whether a text of the content is a stand-in or an example address: not for a release. */
export function isPlaceholder(value: string): boolean {
  return isStandIn(value) || EXAMPLE_ADDRESS.test(value.trim());
}

/** Every stand-in of one content file's text (`file` names it in what is returned). */
export function standInsIn(file: string, source: string): StandIn[] {
  return textsIn(file, source, isStandIn);
}

/** Every stand-in and example address of one content file's text: what a release refuses. */
export function placeholdersIn(file: string, source: string): StandIn[] {
  return textsIn(file, source, isPlaceholder);
}

/** The texts of one content file that `matches`, with their field and line. */
function textsIn(file: string, source: string, matches: (value: string) => boolean): StandIn[] {
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines });
  const found: StandIn[] = [];
  // Every text with its field and line, as the content check names them.
  const start = { file, lines, problems: [], field: '', parent: undefined };
  eachText(document.contents as Node | null, start, (value, node, place) => {
    if (matches(value)) found.push({ file, line: lineOf(place, node), field: place.field, value });
  });
  return found;
}
