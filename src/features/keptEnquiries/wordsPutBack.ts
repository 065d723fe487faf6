/**
 * A refused enquiry's words on their way back into the contact form ("Put my words back in the
 * form", WCAG 3.3.7): handed from the notice to the form in this page's memory only, never in the
 * router's history state, which the browser may keep on disk after the enquiry is deleted.
 */
import { useSyncExternalStore } from 'react';
import {
  checkedFields,
  emptyEnquiry,
  enquiryFields,
  writerField,
  type Enquiry,
  type EnquiryErrors,
} from '../../shared/enquiry';
import type { KeptEnquiry } from '../../shared/keptEnquiries';

/** What the form starts from: the shape of a refused post's (ContactForm's `RefusedPost`). */
export interface WordsPutBack {
  /** A new number at each press: the form starts again from these words, and takes focus. */
  readonly serial: number;
  readonly values: Enquiry;
  readonly writer?: string;
  /** Why the service refused each field, in its words: told on the fields again. */
  readonly errors: EnquiryErrors;
  /** The form has sent them: the refused one leaves the phone. */
  readonly onSent: () => void;
}

/**
 * The words to put back, if any, and the number of the last press: one snapshot, a new object at
 * each change (what useSyncExternalStore compares).
 */
interface Snapshot {
  readonly words: WordsPutBack | undefined;
  readonly serial: number;
}

/** None, in the prerendered page and until the first press. */
const NONE: Snapshot = { words: undefined, serial: 0 };
let snapshot = NONE;
/** The last press the form has acted on (given the words and taken focus). */
let claimed = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

/**
 * Gives a refused enquiry's words to the contact form: who was writing, the text fields, and the
 * service's reasons. A parent's statement of consent is not given back: it is given afresh, with
 * the notice as it is now (the trap field is never given back either).
 */
export function putWordsBack(enquiry: KeptEnquiry, onSent: () => void): void {
  const values: Enquiry = { ...emptyEnquiry };
  for (const field of enquiryFields) values[field] = enquiry.body[field] ?? '';
  const errors: EnquiryErrors = {};
  const refused = enquiry.answer?.fieldErrors ?? {};
  for (const field of checkedFields) if (refused[field]) errors[field] = refused[field];
  const writer = enquiry.body[writerField];
  const serial = snapshot.serial + 1;
  change({
    serial,
    words: { serial, values, errors, onSent, ...(writer === undefined ? {} : { writer }) },
  });
}

/**
 * True once per press, for the form that acts on it (fills its fields, takes focus); false when
 * the contact page is opened again later, still holding words not sent: they are there, but
 * focus goes where any page's does.
 */
export function claimWordsPutBack(words: WordsPutBack): boolean {
  if (words.serial <= claimed) return false;
  claimed = words.serial;
  return true;
}

/** Once they are sent: the form starts empty from then on. */
export function forgetWordsPutBack(): void {
  change({ ...snapshot, words: undefined });
}

/**
 * The words to put back in the form, if any (none in the prerendered page), and the number of
 * the last press: the page keys the form by it, so that the form starts again from each press's
 * words, and is not made again when they are forgotten after sending (its "Success!" stays).
 */
export function useWordsPutBack(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => NONE,
  );
}
