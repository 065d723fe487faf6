/**
 * The Orca transcripts, as drive.py writes them, and how a step reads in a failure message. The
 * checks made on them are in checkTranscript.ts.
 *
 * A transcript is a list of steps: a key pressed (or a setup action), what the step expected,
 * and the events that followed it in time order: Orca's speech and AT-SPI focus events.
 */

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
  /** The browser Orca read ("chromium", "firefox"); Chromium when absent (older transcripts). */
  browser?: string;
  /**
   * The words every link that opens a new tab ends with ("(opens in a new tab)", visually
   * hidden). The one place where Firefox's exposure is normalised for the checks: Orca 43 with
   * Firefox reads that hidden ending of a link as a line of its own in a say-all (Gecko puts the
   * clipped, absolutely positioned span on a line of its own), "YouTube channel, link, (opens in
   * a new tab), link", where with Chromium it is part of the link's line, "YouTube channel(opens
   * in a new tab)". Heard alone, it is on the page once per such link by design, so the
   * read-once check does not count it as a sentence read twice. Only that exact utterance is
   * spared: the link's own words are still judged.
   */
  linkEndings?: string[];
  steps: TranscriptStep[];
  /** The journey stopped early (a control it needed was not reached). */
  error: string | null;
}

export function describeFocus(event: FocusEvent): string {
  const level = event.level ? ` level ${event.level}` : '';
  return `${event.role}${level} '${event.name}'`;
}

/** What Orca said in a step, in order. */
export const speechOf = (step: TranscriptStep) =>
  step.events.filter((event): event is SpeechEvent => event.type === 'speech');
/** Where focus went in a step, in order. */
export const focusOf = (step: TranscriptStep) =>
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
