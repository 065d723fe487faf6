/**
 * What the owner types when they record a parent's or guardian's consent (PUT
 * enquiries/{id}/consent), kept as the proof of it (DPDP Act s.6(10), DPDP Rules 2025 rule 10):
 * their name, as who made the call, checked as a name is (trimmed, one line, no control
 * characters, short); and what they checked on the call, in their words (trimmed, 10 to 500
 * characters, line breaks allowed, no other control characters). Both are checked at once, so a
 * refusal says everything that needs a change.
 */
import { characterCount, isTooLong, LINE_BREAK } from '../../shared/enquiry';
import { inboxMessages } from './messages';

/** The longest name kept, in characters as a person counts them. */
export const CONFIRMED_BY_LIMIT = 100;

/**
 * The shortest and the longest account of the call kept, in characters as a person counts them:
 * enough to say who was spoken with and what they confirmed, short enough to be a note.
 */
export const CHECKED_LIMITS = { min: 10, max: 500 } as const;

/** Control characters (C0, DEL, C1), a tab among them: nobody types one into a name. */
const CONTROL = /\p{Cc}/u;
/** Control characters but the line breaks (CR, LF): a note may have lines; nothing else. */
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\r\n]/u;

/** A field's text, trimmed, or why it is refused (in the owner's words). */
type Checked<T extends string> = { ok: true } & Record<T, string>;
type Refused = { ok: false; problem: string };

/** The name, trimmed, or why it is refused (in the owner's words). */
export function checkConfirmedBy(typed: string): Checked<'name'> | Refused {
  const words = inboxMessages.confirmedBy;
  const name = typed.trim();
  if (name === '') return { ok: false, problem: words.missing };
  if (isTooLong(name, CONFIRMED_BY_LIMIT)) {
    return { ok: false, problem: words.tooLong(CONFIRMED_BY_LIMIT) };
  }
  // Line breaks are looked for first: they are control characters too, with words of their own.
  if (LINE_BREAK.test(name)) return { ok: false, problem: words.oneLine };
  if (CONTROL.test(name)) return { ok: false, problem: words.unusual };
  return { ok: true, name };
}

/** What was checked on the call, trimmed, or why it is refused (in the owner's words). */
export function checkWhatWasChecked(typed: string): Checked<'checked'> | Refused {
  const words = inboxMessages.checked;
  const { min, max } = CHECKED_LIMITS;
  const checked = typed.trim();
  if (checked === '') return { ok: false, problem: words.missing };
  if (isTooLong(checked, max)) return { ok: false, problem: words.tooLong(max) };
  if (characterCount(checked, min) < min) return { ok: false, problem: words.tooShort(min) };
  if (CONTROL_BUT_LINE_BREAKS.test(checked)) return { ok: false, problem: words.unusual };
  return { ok: true, checked };
}

/** The two fields of a consent recorded, each refused for its own reason. */
export interface ConsentRefusal {
  /** The one field's reason, or a sentence naming both. */
  message: string;
  errors: { confirmedBy?: string; checked?: string };
}

/**
 * The name and what was checked, both trimmed; or, when either is refused, every reason at once
 * (the answer's `message` and `errors` of a 400).
 */
export function checkConsentGiven(typed: {
  confirmedBy: string;
  checked: string;
}): { ok: true; confirmedBy: string; checked: string } | ({ ok: false } & ConsentRefusal) {
  const name = checkConfirmedBy(typed.confirmedBy);
  const checked = checkWhatWasChecked(typed.checked);
  if (name.ok && checked.ok) return { ok: true, confirmedBy: name.name, checked: checked.checked };
  const errors = {
    ...(name.ok ? {} : { confirmedBy: name.problem }),
    ...(checked.ok ? {} : { checked: checked.problem }),
  };
  const message =
    !name.ok && !checked.ok
      ? inboxMessages.consentBothRefused
      : (errors.confirmedBy ?? errors.checked ?? inboxMessages.badChange);
  return { ok: false, message, errors };
}
