/**
 * The checks made on an Orca transcript (transcript.ts): a table of small checkers, each named
 * for the rule it checks (README.md, "Checks"). Pure: no browser, no Orca; the unit tests
 * (transcript.node.test.ts) feed it hand-made transcripts.
 *
 * A step checker looks at one step as the walk saw it ({@link StepSeen}) and gives a verdict
 * for each rule that step is judged by, or none; a journey checker looks at the transcript as a
 * whole. The walk follows focus across steps, so a close is compared with the element that had
 * focus when its dialog was opened.
 */
import { isEmptyAnnouncement, readTwice, repeatsIn, wrongLanguage } from './speechFaults';
import { normalise, wordsOf } from './spokenWords';
import {
  describeFocus,
  focusOf,
  speechOf,
  summariseStep,
  type FocusEvent,
  type SpeechEvent,
  type StepExpectation,
  type Transcript,
  type TranscriptStep,
} from './transcript';

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

/** One step as the checks see it. */
interface StepSeen {
  expect: StepExpectation;
  /** Where focus went in the step, in order. */
  focus: FocusEvent[];
  /** Everything Orca said in the step, normalised, as one text. */
  spoken: string;
  /**
   * What the site made Orca say. A setup step's speech is mostly the browser's own address bar
   * as the address is typed ("Selection deleted." at each character): not the site's, so not
   * judged.
   */
  judged: SpeechEvent[];
  /** The element that had focus as each dialog opened, by the dialog's id. */
  openers: ReadonlyMap<string, FocusEvent | null>;
  /** A link's ending, heard alone in Firefox (Transcript.linkEndings says why). */
  linkEndings: readonly string[];
}

/** A checker's verdict on a step; `note` is added to what was heard, to say what went wrong. */
interface Verdict {
  kind: CheckKind;
  passed: boolean;
  expected: string;
  note?: string;
}

type StepCheck = (seen: StepSeen) => Verdict[];

const sameElement = (a: FocusEvent, b: FocusEvent) =>
  a.role === b.role && normalise(a.name) === normalise(b.name);

/** The notes that apply, joined; '' when none does. */
const notes = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** A dialog opens: Orca says "dialog" and the dialog's name. */
const dialogAnnounced: StepCheck = ({ expect, spoken }) => {
  if (!expect.open) return [];
  const name = normalise(expect.open.dialog);
  // Orca says "dialog" for role dialog and alertdialog alike ("Success! dialog") when the dialog
  // itself is announced; a heading or button inside it alone is not the dialog.
  const saysDialog = /\bdialog\b/.test(spoken);
  const saysName = spoken.includes(name);
  return [
    {
      kind: 'dialog-announced',
      passed: saysDialog && saysName,
      expected: `"${expect.open.dialog}" announced as a dialog (${expect.open.role}): "dialog" and its name spoken`,
      note: notes(saysDialog ? '' : '"dialog" not spoken', saysName ? '' : 'name not spoken'),
    },
  ];
};

/**
 * Where closing a dialog must put focus: where the step says (a dialog that sends focus
 * elsewhere on purpose), or back on what opened it; null when nothing was recorded then.
 */
function closeTarget(
  close: NonNullable<StepExpectation['close']>,
  openers: StepSeen['openers'],
): FocusEvent | null {
  if (!close.to) return openers.get(close.id) ?? null;
  return { type: 'focus', t: 0, ...close.to, level: null, states: [], within: [], document: null };
}

/** A dialog closes: the first focus event is on its target, and nothing else has focus on the way. */
const closeReturnsToOpener: StepCheck = ({ expect, focus, openers }) => {
  if (!expect.close) return [];
  const target = closeTarget(expect.close, openers);
  const first = focus[0];
  const stray = target ? focus.filter((event) => !sameElement(event, target)) : focus;
  return [
    {
      kind: 'close-returns-to-opener',
      passed: target !== null && first !== undefined && sameElement(first, target) && !stray.length,
      expected: target
        ? `focus straight ${expect.close.to ? 'on' : 'back on the opener,'} ${describeFocus(target)}`
        : 'focus back on the opener (none was recorded when the dialog opened)',
      note: stray.length
        ? `went via ${stray.map(describeFocus).join(', ')}`
        : first
          ? ''
          : 'focus did not move',
    },
  ];
};

/** Where focus landed after a close is said, once: the visitor need not ask "where am I". */
const returnAnnounced: StepCheck = ({ expect, spoken, openers }) => {
  const target = expect.close && closeTarget(expect.close, openers);
  if (!target) return [];
  const name = normalise(target.name);
  const times = name ? spoken.split(name).length - 1 : 0;
  return [
    {
      kind: 'return-announced',
      passed: times === 1,
      expected: `${describeFocus(target)} said once as focus lands on it`,
      note: times === 0 ? 'its name not spoken' : times > 1 ? `its name spoken ${times} times` : '',
    },
  ];
};

/** Orca's "where am I" after a dialog has closed names the element that opened it. */
const whereAmI: StepCheck = ({ expect, spoken, openers }) => {
  if (!expect.whereAmI) return [];
  const opener = openers.get(expect.whereAmI.id) ?? null;
  return [
    {
      kind: 'where-am-i',
      passed: opener !== null && spoken.includes(normalise(opener.name)),
      expected: opener
        ? `"where am I" names ${describeFocus(opener)}`
        : '"where am I" names the opener (none was recorded when the dialog opened)',
    },
  ];
};

/** A link to another page: focus lands on the new page's h1, with nothing else on the way. */
const pageChangeOnH1: StepCheck = ({ expect, focus }) => {
  if (!expect.pageChange) return [];
  const { h1, title } = expect.pageChange;
  const isH1 = (event: FocusEvent) =>
    event.role === 'heading' && event.level === 1 && normalise(event.name) === normalise(h1);
  const last = focus.at(-1);
  const stray = focus.filter((event) => !isH1(event));
  return [
    {
      kind: 'page-change-on-h1',
      // The title is not compared with the focus event's document name: Chromium raises the
      // h1's focus before the new title reaches the document.
      passed: last !== undefined && isH1(last) && stray.length === 0,
      expected: `focus straight on the new page's h1 "${h1}" (page "${title}")`,
      note: stray.length ? `went via ${stray.map(describeFocus).join(', ')}` : '',
    },
  ];
};

/** And Orca does not call that h1 "clickable". */
const headingNotClickable: StepCheck = ({ expect, spoken }) =>
  expect.pageChange
    ? [
        {
          kind: 'heading-not-clickable',
          passed: !spoken.includes('clickable'),
          expected: `the new page's h1 is not called "clickable"`,
        },
      ]
    : [];

/** Orca says this (a slide's announcement). */
const announced: StepCheck = ({ expect, spoken }) =>
  expect.says
    ? [
        {
          kind: 'announced',
          passed: wordsOf(spoken).includes(wordsOf(expect.says)),
          expected: `Orca says "${expect.says}"`,
        },
      ]
    : [];

/** Orca says this and nothing else (a line read in place, without its dialog's name again). */
const saidAlone: StepCheck = ({ expect, spoken }) =>
  expect.saysOnly
    ? [
        {
          kind: 'said-alone',
          passed: wordsOf(spoken) === wordsOf(expect.saysOnly),
          expected: `Orca says "${expect.saysOnly}" and nothing else`,
          note: `it said "${spoken}"`,
        },
      ]
    : [];

/** Focus ends on this element. */
const focusLandsOn: StepCheck = ({ expect, focus }) => {
  if (!expect.focus) return [];
  const { role, name } = expect.focus;
  const last = focus.at(-1);
  return [
    {
      kind: 'focus',
      passed: last !== undefined && last.role === role && normalise(last.name) === normalise(name),
      expected: `focus on ${role} '${name}'`,
    },
  ];
};

/** Focus ends inside this landmark (the skip link's target, inside main). */
const focusWithinLandmark: StepCheck = ({ expect, focus, spoken }) => {
  if (!expect.focusWithin) return [];
  const landmark = expect.focusWithin;
  const inside = (event: FocusEvent) =>
    // An unnamed landmark is listed by its kind: "landmark (main)" (focus_events.py).
    event.within.some((container) => container.includes(landmark)) ||
    (event.role === 'landmark' && event.name.toLowerCase().includes(landmark)) ||
    // Chromium exposes <main> as an unnamed landmark; its text is in Orca's speech.
    (event.role === 'landmark' && spoken.includes(`${landmark} content`));
  const last = focus.at(-1);
  return [
    {
      kind: 'focus',
      passed: last !== undefined && inside(last),
      expected: `focus moves into the ${landmark} landmark`,
    },
  ];
};

/** Where focus lands is not called "clickable": the skip link's target is no control. */
const notClickable: StepCheck = ({ expect, spoken }) =>
  expect.notClickable
    ? [
        {
          kind: 'not-clickable',
          passed: !spoken.includes('clickable'),
          expected: 'where focus lands is not called "clickable" (it is no control)',
        },
      ]
    : [];

/** No live region or container spoken with nothing in it (reported only when one is). */
const nothingEmpty: StepCheck = ({ judged }) => {
  const empty = judged.filter((event) => isEmptyAnnouncement(event.text));
  if (!empty.length) return [];
  return [
    {
      kind: 'nothing-empty',
      passed: false,
      expected: 'no empty live region or container spoken on its own',
      note: empty.map((event) => `"${event.text}" said with nothing in it`).join('; '),
    },
  ];
};

/** Each text in the voice of its own language: Hindi in Hindi, an English name in English. */
const spokenInItsLanguage: StepCheck = ({ judged }) => {
  const misspoken = wrongLanguage(judged);
  if (!misspoken.length) return [];
  return [
    {
      kind: 'spoken-in-its-language',
      passed: false,
      expected: "each text spoken in its own language's voice (the element's lang)",
      note: misspoken.join('; '),
    },
  ];
};

/** A say-all reads every sentence of the page once. */
const readOnce: StepCheck = ({ judged, linkEndings }) => {
  const sayAll = judged.filter((event) => event.kind === 'sayAll');
  if (!sayAll.length) return [];
  const again = readTwice(sayAll, linkEndings);
  return [
    {
      kind: 'read-once',
      passed: again.length === 0,
      expected: 'every sentence of the page read once in a say-all',
      note: again.map((text) => `"${text}" read twice`).join('; '),
    },
  ];
};

/**
 * Nothing said twice in a row. Reported on every step that says something twice; a pass is
 * listed only for the steps that matter (dialogs and page changes), to keep the report short.
 */
const nothingSaidTwice: StepCheck = ({ expect, judged }) => {
  const twice = repeatsIn(judged);
  if (!twice.length && !expect.open && !expect.close && !expect.pageChange) return [];
  return [
    {
      kind: 'nothing-said-twice',
      passed: twice.length === 0,
      expected: 'nothing said twice in a row',
      note: twice.join('; '),
    },
  ];
};

/** Every step's checks, in the order their results are listed. */
const stepChecks: readonly StepCheck[] = [
  dialogAnnounced,
  closeReturnsToOpener,
  returnAnnounced,
  whereAmI,
  pageChangeOnH1,
  headingNotClickable,
  announced,
  saidAlone,
  focusLandsOn,
  focusWithinLandmark,
  notClickable,
  nothingEmpty,
  spokenInItsLanguage,
  readOnce,
  nothingSaidTwice,
];

/** A verdict on the journey as a whole, or none. */
type JourneyCheck = (transcript: Transcript) => Omit<CheckResult, 'step' | 'key'> | undefined;

/**
 * The pages' language reached the voice at all: Orca said something in it. Orca 43 gives a
 * language only to text it reads from the page itself (a say-all), not to what it says on Tab
 * or on H, so a journey without a say-all has nothing to judge here.
 */
const pagesSpokenInTheirLanguage: JourneyCheck = ({ language, steps }) => {
  const readsThePage = steps.some((step) =>
    speechOf(step).some((event) => event.kind === 'sayAll'),
  );
  if (!language || !readsThePage) return undefined;
  const spokenIn = steps.flatMap((step) =>
    speechOf(step).flatMap((event) => (event.lang ? [event.lang] : [])),
  );
  return {
    kind: 'spoken-in-its-language',
    passed: spokenIn.some((lang) => lang.split('-')[0] === language),
    expected: `the pages' text spoken in their language, "${language}"`,
    heard: `languages given to the voice: ${[...new Set(spokenIn)].join(', ') || 'none'}`,
  };
};

/** The journey reached its end (a control it needed was there). */
const journeyCompleted: JourneyCheck = ({ error }) =>
  error
    ? {
        kind: 'journey-completed',
        passed: false,
        expected: 'the journey runs to its end',
        heard: error,
      }
    : undefined;

const journeyChecks: readonly JourneyCheck[] = [pagesSpokenInTheirLanguage, journeyCompleted];

/** One step as the checks see it; `openers` is the walk's record so far. */
function seeStep(
  step: TranscriptStep,
  openers: StepSeen['openers'],
  linkEndings: readonly string[],
): StepSeen {
  const said = speechOf(step);
  return {
    expect: step.expect ?? {},
    focus: focusOf(step),
    spoken: normalise(said.map((event) => event.text).join(' ')),
    judged: step.setup ? [] : said,
    openers,
    linkEndings,
  };
}

/** Every check on one transcript: each step's, in order, then the journey's. */
export function checkTranscript(transcript: Transcript): CheckResult[] {
  const results: CheckResult[] = [];
  const openers = new Map<string, FocusEvent | null>();
  let current: FocusEvent | null = null;
  transcript.steps.forEach((step, index) => {
    const seen = seeStep(step, openers, transcript.linkEndings ?? []);
    if (seen.expect.open) openers.set(seen.expect.open.id, current);
    const heard = summariseStep(step);
    for (const { kind, passed, expected, note } of stepChecks.flatMap((check) => check(seen))) {
      const heardThere = note ? `${heard} (${note})` : heard;
      results.push({ kind, passed, step: index, key: step.label, expected, heard: heardThere });
    }
    current = seen.focus.at(-1) ?? current;
  });
  for (const check of journeyChecks) {
    const verdict = check(transcript);
    if (!verdict) continue;
    const { kind, passed, expected, heard } = verdict;
    results.push({ kind, passed, step: -1, key: '(journey)', expected, heard });
  }
  return results;
}
