/**
 * What is wrong in what Orca said, whatever a step expected: a phrase said twice, an empty
 * region spoken, a text in the voice of another language, a sentence read twice in a say-all.
 * Pure: the checks (checkTranscript.ts) call them on a step's speech.
 */
import { normalise } from './spokenWords';
import type { SpeechEvent } from './transcript';

/**
 * A word sequence said twice in a row inside one utterance ("Quick Links Quick Links"): the
 * repeated part, or null. Only runs of at least four letters count, so "1 1" is not flagged.
 */
export function repeatedRun(text: string): string | null {
  const words = normalise(text)
    .replace(/[.,;:!?]/g, ' ')
    .split(' ')
    .filter(Boolean);
  for (let size = Math.floor(words.length / 2); size >= 1; size--) {
    for (let start = 0; start + 2 * size <= words.length; start++) {
      const first = words.slice(start, start + size).join(' ');
      const second = words.slice(start + size, start + 2 * size).join(' ');
      if (first === second && first.replace(/[^\p{L}]/gu, '').length >= 4) return first;
    }
  }
  return null;
}

/**
 * A role said with nothing after it: an empty status bar or live region ("status bar"), which a
 * listener hears as noise. Named containers ("region Impact in Motion") are not empty.
 */
export function isEmptyAnnouncement(text: string): boolean {
  return /^(status bar|statusbar|status|log|alert|timer|marquee)$/.test(normalise(text));
}

/**
 * Orca's own words as the caret leaves nested containers ("leaving list." twice when a list ends
 * inside another): they tell the structure, and two in a row are right.
 */
const isLeaving = (text: string) => /^leaving \w[\w ]*$/.test(normalise(text));

/**
 * What Orca says of the structure, not the page's own words: a role, a state or a count, said
 * again wherever that structure comes again ("heading level 2", "description term").
 */
const isOrcaWording = (text: string) =>
  /^(heading level \d+|(description )?list with \d+ (items?|terms?)|description (term|value)|leaving \w[\w ]*|(visited )?link|image|figure|caption|clickable|navigation|banner|main content|information|content info)$/.test(
    normalise(text),
  );

/** Two utterances in a row that are the same, or one that repeats itself. */
export function repeatsIn(said: readonly SpeechEvent[]): string[] {
  const found: string[] = [];
  said.forEach((event, index) => {
    const previous = said[index - 1];
    if (previous && !isLeaving(event.text) && normalise(previous.text) === normalise(event.text)) {
      found.push(`"${event.text}" twice in a row`);
    }
    const run = repeatedRun(event.text);
    if (run) found.push(`"${run}" twice in a row within "${event.text}"`);
  });
  return found;
}

/**
 * Text Orca was told to speak in a language written in another script: Devanagari with an
 * English voice, or English words with a Hindi one (an English name without `lang="en"`), as
 * "text (in hi-in)". Orca's own words about the page ("heading level 2", "link"), spoken in the
 * voice of the element they describe, are not the page's text and are not judged.
 */
export function wrongLanguage(events: readonly SpeechEvent[]): string[] {
  const found: string[] = [];
  for (const event of events) {
    if (!event.lang || isOrcaWording(event.text) || isOrcaRole(event.text)) continue;
    let script: string;
    try {
      script = new Intl.Locale(event.lang).maximize().script ?? '';
    } catch {
      found.push(`"${event.text}" (in "${event.lang}", not a language)`);
      continue;
    }
    if (!script) continue;
    const letters = event.text.match(/\p{L}/gu) ?? [];
    const inScript = new RegExp(`\\p{Script=${script}}`, 'u');
    // Marks and letters shared between scripts (the danda, digits) are not letters of another.
    const foreign = letters.filter((letter) => !inScript.test(letter));
    if (foreign.length > 0) found.push(`"${event.text}" (in ${event.lang})`);
  }
  return found;
}

/** Orca's role words, said after an element's text in that element's voice. */
const isOrcaRole = (text: string) =>
  /^(link|visited link|image|heading level \d+|push button|toggle button|entry|multi line|required|invalid entry|dialog|alert|panel|section|list|list item|separator|landmark|navigation|banner|form|clickable|selected|not selected|collapsed|expanded|has popup|menu|status)( \w+)*$/.test(
    normalise(text),
  ) && /^[\x20-\x7e]+$/.test(text);

/**
 * The sentences a say-all read more than once (not in a row): Orca's say-all reads the page
 * once, so a sentence heard twice in it is on the page twice. Short lines and Orca's own words
 * about the structure ("heading level 2") come again by nature, and are not counted; nor is a
 * link's ending said alone (`linkEndings`, the words every link that opens a new tab ends with).
 */
export function readTwice(
  sayAll: readonly SpeechEvent[],
  linkEndings: readonly string[] = [],
): string[] {
  const seen = new Set<string>();
  const again = new Set<string>();
  const endings = new Set(linkEndings.map(normalise));
  for (const event of sayAll) {
    const text = normalise(event.text);
    if (text.replace(/[^\p{L}]/gu, '').length < 12 || isOrcaWording(text)) continue;
    if (endings.has(text)) continue;
    if (seen.has(text)) again.add(event.text.trim());
    seen.add(text);
  }
  return [...again];
}
