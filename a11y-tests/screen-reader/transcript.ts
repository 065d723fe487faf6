/**
 * The Orca transcripts (written by drive.py) and the checks made on them. Pure: no browser, no
 * Orca; the unit tests (transcript.node.test.ts) feed it hand-made transcripts.
 *
 * A transcript is a list of steps: a key pressed (or a setup action), what the step expected,
 * and the events that followed it in time order: Orca's speech and AT-SPI focus events.
 */

import { normalise, wordsOf } from './spokenWords';

export { normalise, wordsOf };

export interface SpeechEvent {
  type: 'speech';
  /** Unix time, seconds. */
  t: number;
  text: string;
  interrupt?: boolean;
  /** "sayAll" for the lines of Orca's say-all (the whole page read from the caret). */
  kind?: 'sayAll' | 'character';
  /**
   * The language Orca gave the voice for this text ("hi-in", "en-in"), from the page's `lang`
   * (start_orca.py passes it on); absent where Orca gave none (its own messages, and the
   * heading and landmark keys, which Orca 43 speaks without one).
   */
  lang?: string;
}

export interface FocusEvent {
  type: 'focus';
  t: number;
  /** AT-SPI role name: "push button", "heading", "document web"... */
  role: string;
  name: string;
  /** Heading level, for headings. */
  level: number | null;
  states: string[];
  /** Dialogs, landmarks and forms around the element, nearest first: "dialog 'Menu'". */
  within: string[];
  /** The page's title; null for the browser's own controls (the address bar). */
  document: string | null;
}

export type TranscriptEvent = SpeechEvent | FocusEvent;

/** What a step should cause. At most one kind per step. */
export interface StepExpectation {
  /** A dialog opens: it must be announced as a dialog, with its name. */
  open?: { id: string; dialog: string; role: 'dialog' | 'alertdialog' };
  /**
   * The dialog opened under this id closes: focus must land on what opened it, directly, or on
   * `to` when the dialog sends it elsewhere on purpose (the "Oops!" dialog: the error summary).
   */
  close?: { id: string; to?: { role: string; name: string } };
  /**
   * Orca's "where am I" after the dialog opened under this id has closed: it must name the
   * element that opened it.
   */
  whereAmI?: { id: string };
  /** Another page: focus must land on its h1, directly. */
  pageChange?: { h1: string; title: string };
  /** Orca must say this (a slide's announcement). */
  says?: string;
  /** Orca must say this and nothing else (a paragraph read in place, without its context again). */
  saysOnly?: string;
  /** Focus must land on this element. */
  focus?: { role: string; name: string };
  /** Focus must land inside this landmark ("main"). */
  focusWithin?: string;
  /**
   * Orca must not call where focus lands "clickable": the skip link's target, which is no
   * control (src/lib/focus.ts, focusStartOf).
   */
  notClickable?: boolean;
}

export interface TranscriptStep {
  label: string;
  /** Loading a page, resizing the window: recorded, but not a visitor's key. */
  setup: boolean;
  expect: StepExpectation | null;
  start: number;
  end: number;
  /** The step's awaited event never came within its cap. */
  timedOut: boolean;
  events: TranscriptEvent[];
}

export interface Transcript {
  journey: string;
  title: string;
  basePath: string;
  /** The pages' language folder (`en`, `hi`). */
  language?: string;
  steps: TranscriptStep[];
  /** The journey stopped early (a control it needed was not reached). */
  error: string | null;
}

export type CheckKind =
  | 'dialog-announced'
  | 'close-returns-to-opener'
  | 'return-announced'
  | 'where-am-i'
  | 'page-change-on-h1'
  | 'heading-not-clickable'
  | 'not-clickable'
  | 'announced'
  | 'said-alone'
  | 'focus'
  | 'nothing-said-twice'
  | 'read-once'
  | 'nothing-empty'
  | 'spoken-in-its-language'
  | 'journey-completed';

export interface CheckResult {
  kind: CheckKind;
  passed: boolean;
  /** Index of the step in the transcript (-1: the journey as a whole). */
  step: number;
  /** The key, as the transcript labels it. */
  key: string;
  expected: string;
  /** What was heard and where focus went, in short. */
  heard: string;
}

export function describeFocus(event: FocusEvent): string {
  const level = event.level ? ` level ${event.level}` : '';
  return `${event.role}${level} '${event.name}'`;
}

const speechOf = (step: TranscriptStep) =>
  step.events.filter((event): event is SpeechEvent => event.type === 'speech');
const focusOf = (step: TranscriptStep) =>
  step.events.filter((event): event is FocusEvent => event.type === 'focus');

/** What a step made Orca say and where focus went, as one line for a failure message. */
export function summariseStep(step: TranscriptStep): string {
  const all = speechOf(step).map((event) => event.text);
  // A say-all reads the whole page: the failure's own note says where; the rest is in the report.
  const said = all.length > 12 ? [...all.slice(0, 12), `… ${all.length - 12} more`] : all;
  const focus = focusOf(step).map(describeFocus);
  return [
    said.length ? `said ${said.map((text) => `"${text}"`).join(', ')}` : 'said nothing',
    focus.length ? `focus ${focus.join(' -> ')}` : 'no focus event',
  ].join('; ');
}

const sameElement = (a: FocusEvent, b: FocusEvent) =>
  a.role === b.role && normalise(a.name) === normalise(b.name);

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
function repeats(step: TranscriptStep): string[] {
  const found: string[] = [];
  const said = speechOf(step);
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
 * Every check on one transcript. Focus is followed across steps, so a close is compared with
 * the element that had focus when its dialog was opened.
 */
export function checkTranscript(transcript: Transcript): CheckResult[] {
  const results: CheckResult[] = [];
  const openers = new Map<string, FocusEvent | null>();
  let current: FocusEvent | null = null;

  transcript.steps.forEach((step, index) => {
    const focus = focusOf(step);
    const said = speechOf(step);
    const heard = summariseStep(step);
    const spoken = normalise(said.map((event) => event.text).join(' '));
    const result = (kind: CheckKind, passed: boolean, expected: string, note = '') =>
      results.push({
        kind,
        passed,
        step: index,
        key: step.label,
        expected,
        heard: note ? `${heard} (${note})` : heard,
      });
    const expect = step.expect ?? {};

    if (expect.open) {
      openers.set(expect.open.id, current);
      const name = normalise(expect.open.dialog);
      // Orca says "dialog" for role dialog and alertdialog alike ("Success! dialog") when the
      // dialog itself is announced; a heading or button inside it alone is not the dialog.
      const saysDialog = /\bdialog\b/.test(spoken);
      const saysName = spoken.includes(name);
      result(
        'dialog-announced',
        saysDialog && saysName,
        `"${expect.open.dialog}" announced as a dialog (${expect.open.role}): "dialog" and its name spoken`,
        [saysDialog ? '' : '"dialog" not spoken', saysName ? '' : 'name not spoken']
          .filter(Boolean)
          .join(', '),
      );
    }

    if (expect.close) {
      const target = expect.close.to;
      const opener: FocusEvent | null = target
        ? { type: 'focus', t: 0, ...target, level: null, states: [], within: [], document: null }
        : (openers.get(expect.close.id) ?? null);
      const first = focus[0];
      const last = focus.at(-1);
      const stray = opener ? focus.filter((event) => !sameElement(event, opener)) : focus;
      const passed =
        opener !== null &&
        first !== undefined &&
        last !== undefined &&
        sameElement(first, opener) &&
        stray.length === 0;
      result(
        'close-returns-to-opener',
        passed,
        opener
          ? `focus straight ${target ? 'on' : 'back on the opener,'} ${describeFocus(opener)}`
          : 'focus back on the opener (none was recorded when the dialog opened)',
        stray.length
          ? `went via ${stray.map(describeFocus).join(', ')}`
          : first
            ? ''
            : 'focus did not move',
      );
      // Where focus landed is said, once: the visitor need not ask "where am I".
      if (opener) {
        const name = normalise(opener.name);
        const times = name ? spoken.split(name).length - 1 : 0;
        result(
          'return-announced',
          times === 1,
          `${describeFocus(opener)} said once as focus lands on it`,
          times === 0 ? 'its name not spoken' : times > 1 ? `its name spoken ${times} times` : '',
        );
      }
    }

    if (expect.whereAmI) {
      const opener = openers.get(expect.whereAmI.id) ?? null;
      result(
        'where-am-i',
        opener !== null && spoken.includes(normalise(opener.name)),
        opener
          ? `"where am I" names ${describeFocus(opener)}`
          : '"where am I" names the opener (none was recorded when the dialog opened)',
      );
    }

    if (expect.pageChange) {
      const { h1, title } = expect.pageChange;
      const isH1 = (event: FocusEvent) =>
        event.role === 'heading' && event.level === 1 && normalise(event.name) === normalise(h1);
      const last = focus.at(-1);
      const stray = focus.filter((event) => !isH1(event));
      result(
        'page-change-on-h1',
        // The title is not compared with the focus event's document name: Chromium raises the
        // h1's focus before the new title reaches the document.
        last !== undefined && isH1(last) && stray.length === 0,
        `focus straight on the new page's h1 "${h1}" (page "${title}")`,
        stray.length ? `went via ${stray.map(describeFocus).join(', ')}` : '',
      );
      result(
        'heading-not-clickable',
        !spoken.includes('clickable'),
        `the new page's h1 is not called "clickable"`,
      );
    }

    if (expect.says) {
      result(
        'announced',
        wordsOf(spoken).includes(wordsOf(expect.says)),
        `Orca says "${expect.says}"`,
      );
    }

    if (expect.saysOnly) {
      result(
        'said-alone',
        wordsOf(spoken) === wordsOf(expect.saysOnly),
        `Orca says "${expect.saysOnly}" and nothing else`,
        `it said "${spoken}"`,
      );
    }

    if (expect.focus) {
      const last = focus.at(-1);
      result(
        'focus',
        last !== undefined &&
          last.role === expect.focus.role &&
          normalise(last.name) === normalise(expect.focus.name),
        `focus on ${expect.focus.role} '${expect.focus.name}'`,
      );
    }

    if (expect.focusWithin) {
      const landmark = expect.focusWithin;
      const last = focus.at(-1);
      const inside = (event: FocusEvent) =>
        // An unnamed landmark is listed by its kind: "landmark (main)" (focus_events.py).
        event.within.some((container) => container.includes(landmark)) ||
        (event.role === 'landmark' && event.name.toLowerCase().includes(landmark)) ||
        // Chromium exposes <main> as an unnamed landmark; its text is in Orca's speech.
        (event.role === 'landmark' && spoken.includes(`${landmark} content`));
      result(
        'focus',
        last !== undefined && inside(last),
        `focus moves into the ${landmark} landmark`,
      );
    }

    if (expect.notClickable) {
      result(
        'not-clickable',
        !spoken.includes('clickable'),
        'where focus lands is not called "clickable" (it is no control)',
      );
    }

    // A setup step's speech is mostly the browser's own address bar as the address is typed
    // ("Selection deleted." at each character): not the site's, so not judged.
    const judged = step.setup ? [] : said;
    const empty = judged.filter((event) => isEmptyAnnouncement(event.text));
    if (empty.length > 0) {
      result(
        'nothing-empty',
        false,
        'no empty live region or container spoken on its own',
        empty.map((event) => `"${event.text}" said with nothing in it`).join('; '),
      );
    }

    // Each text in the voice of its own language: Hindi in Hindi, an English name in English.
    const misspoken = wrongLanguage(judged);
    if (misspoken.length > 0) {
      result(
        'spoken-in-its-language',
        false,
        "each text spoken in its own language's voice (the element's lang)",
        misspoken.join('; '),
      );
    }

    // Orca's say-all reads the page once: a sentence heard twice in it (not in a row) is there twice.
    const sayAll = judged.filter((event) => event.kind === 'sayAll');
    if (sayAll.length > 0) {
      const seen = new Set<string>();
      const again = new Set<string>();
      for (const event of sayAll) {
        const text = normalise(event.text);
        if (text.replace(/[^\p{L}]/gu, '').length < 12 || isOrcaWording(text)) continue;
        if (seen.has(text)) again.add(event.text.trim());
        seen.add(text);
      }
      result(
        'read-once',
        again.size === 0,
        'every sentence of the page read once in a say-all',
        [...again].map((text) => `"${text}" read twice`).join('; '),
      );
    }

    const twice = step.setup ? [] : repeats(step);
    if (twice.length > 0 || expect.open || expect.close || expect.pageChange) {
      // Reported on every step that says something twice; a pass is listed only for the steps
      // that matter (dialogs and page changes), to keep the report short.
      result(
        'nothing-said-twice',
        twice.length === 0,
        'nothing said twice in a row',
        twice.join('; '),
      );
    }

    for (const event of focus) current = event;
  });

  // The pages' language reached the voice at all: Orca said something in it. Orca 43 gives a
  // language only to text it reads from the page itself (a say-all), not to what it says on
  // Tab or on H, so a journey without a say-all has nothing to judge here.
  const language = transcript.language;
  const readsThePage = transcript.steps.some((step) =>
    speechOf(step).some((event) => event.kind === 'sayAll'),
  );
  if (language && readsThePage) {
    const spokenIn = transcript.steps.flatMap((step) =>
      speechOf(step).flatMap((event) => (event.lang ? [event.lang] : [])),
    );
    results.push({
      kind: 'spoken-in-its-language',
      passed: spokenIn.some((lang) => lang.split('-')[0] === language),
      step: -1,
      key: '(journey)',
      expected: `the pages' text spoken in their language, "${language}"`,
      heard: `languages given to the voice: ${[...new Set(spokenIn)].join(', ') || 'none'}`,
    });
  }

  if (transcript.error) {
    results.push({
      kind: 'journey-completed',
      passed: false,
      step: -1,
      key: '(journey)',
      expected: 'the journey runs to its end',
      heard: transcript.error,
    });
  }
  return results;
}
