/**
 * The name the owner types when they record a parent's or guardian's consent (PUT
 * enquiries/{id}/consent): kept beside the confirmation as who made the call, so it is checked as
 * a name is: trimmed, one line, no control characters, and short.
 */
import { isTooLong, LINE_BREAK } from '../../shared/enquiry';
import { inboxMessages } from './messages';

/** The longest name kept, in characters as a person counts them. */
export const CONFIRMED_BY_LIMIT = 100;

/** Control characters (C0, DEL, C1), a tab among them: nobody types one into a name. */
const CONTROL = /\p{Cc}/u;

const words = inboxMessages.confirmedBy;

/** The name, trimmed, or why it is refused (in the owner's words). */
export function checkConfirmedBy(
  typed: string,
): { ok: true; name: string } | { ok: false; problem: string } {
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
