/**
 * The contact enquiry, shared by the browser form and the contact service: its field names (the API
 * contract in docs/spec/contracts.md §3), the one validation both sides use, and the words a
 * visitor reads when something needs changing. It ships to the browser, so it stays small
 * (valibot's actions are tree-shaken to the few used here).
 */
import * as v from 'valibot';

export const enquiryFields = ['fullName', 'phoneNumber', 'userEmail', 'message'] as const;

export type EnquiryField = (typeof enquiryFields)[number];

/** What the form sends and the service stores: four strings. */
export type Enquiry = Record<EnquiryField, string>;

/**
 * The hidden trap field: people never see it and screen readers never read it, so anything in it
 * was typed by a bot. It is not part of the enquiry.
 */
export const honeypotField = 'website';

/**
 * Longest accepted values, in UTF-16 code units (JavaScript's `length`). The message limit keeps a
 * full message in Hindi (3 bytes a letter in UTF-8) with every other field at its limit under the
 * service's 16 KB body limit, so a visitor never meets "too large" before "too long".
 */
export const enquiryLimits = {
  fullName: 100,
  phoneNumber: 30,
  userEmail: 254,
  message: 4000,
} as const satisfies Record<EnquiryField, number>;

/** Every word a visitor may read about a rejected enquiry (a Hindi version replaces these). */
export const enquiryMessages = {
  /** The summary above the field messages, naming what needs a change (`fields`, a list). */
  invalid: (fields: string) =>
    `Some details need a change before we can send your message: ${fields}. Please look at each one.`,
  /** How `invalid` names each field. */
  fieldNames: {
    fullName: 'your name',
    phoneNumber: 'your phone number',
    userEmail: 'your email address',
    message: 'your message',
  },
  /** The language whose rules join the names in `invalid` ("a, b and c"). */
  listLocale: 'en-IN',
  /** How `invalid` names the two fields of which one is needed (see `contactNeeded`). */
  contactFields: 'an email address or a phone number',
  /** The body was not one set of form fields at all (never happens from the form itself). */
  notAForm: 'We could not read the form. Please fill it in again and send it.',
  contactNeeded: 'Please enter an email address or a phone number, so that we can reply to you.',
  fullName: {
    notText: 'Please enter your name as text.',
    tooLong: `Please shorten your name to ${enquiryLimits.fullName} characters or fewer.`,
    oneLine: 'Please write your name on one line.',
    unusual: 'Please remove the unusual hidden characters from your name.',
  },
  phoneNumber: {
    notText: 'Please enter your phone number as text.',
    tooLong: `Please shorten your phone number to ${enquiryLimits.phoneNumber} characters or fewer.`,
    oneLine: 'Please write your phone number on one line.',
    unusual: 'Please remove the unusual hidden characters from your phone number.',
    format: 'Please enter a phone number using digits, with spaces, + - ( ) if you like.',
  },
  userEmail: {
    notText: 'Please enter your email address as text.',
    tooLong: `Please shorten your email address to ${enquiryLimits.userEmail} characters or fewer.`,
    oneLine: 'Please write your email address on one line.',
    unusual: 'Please remove the unusual hidden characters from your email address.',
    format: 'Please enter an email address like name@example.com.',
  },
  message: {
    notText: 'Please enter your message as text.',
    required: 'Please enter your message.',
    tooLong: `Please shorten your message to ${enquiryLimits.message} characters or fewer.`,
    unusual: 'Please remove the unusual hidden characters from your message.',
  },
} as const;

/** Line breaks of any kind: CR, LF, and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\r\n\u2028\u2029]/u;
/**
 * Control characters (C0, DEL, C1) other than line breaks and tab. Format characters such as the
 * right-to-left mark or the emoji zero-width joiner are not controls and are kept as typed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/** Digits of any script (a Hindi speaker may type ०-९), spaces, and + - ( ); six digits at least. */
const PHONE = /^[\p{Nd} +\-()]*$/u;
const PHONE_DIGITS = /(?:\p{Nd}\D*){6}/u;

type FieldWords = { notText: string; tooLong: string; unusual: string; oneLine?: string };

/** A trimmed string (empty when absent) within its limit and free of control characters. */
function text(field: EnquiryField, words: FieldWords, multiline: boolean) {
  return v.optional(
    v.pipe(
      v.string(words.notText),
      v.trim(),
      v.maxLength(enquiryLimits[field], words.tooLong),
      v.check((value) => multiline || !LINE_BREAK.test(value), words.oneLine),
      // A single-line field rejects a tab as well: nobody types one into a name.
      v.check(
        (value) => !CONTROL.test(value) && (multiline || !value.includes('\t')),
        words.unusual,
      ),
    ),
    '',
  );
}

const hasContact = (input: { userEmail: string; phoneNumber: string }) =>
  input.userEmail !== '' || input.phoneNumber !== '';

/**
 * The one schema of an enquiry. Unknown keys (the honeypot among them) are dropped; what comes out
 * is exactly the four trimmed strings.
 */
export const enquirySchema = v.pipe(
  v.object(
    {
      fullName: text('fullName', enquiryMessages.fullName, false),
      phoneNumber: v.pipe(
        text('phoneNumber', enquiryMessages.phoneNumber, false),
        v.check(
          (value) => value === '' || (PHONE.test(value) && PHONE_DIGITS.test(value)),
          enquiryMessages.phoneNumber.format,
        ),
      ),
      userEmail: v.pipe(
        text('userEmail', enquiryMessages.userEmail, false),
        v.check(
          (value) => value === '' || v.EMAIL_REGEX.test(value),
          enquiryMessages.userEmail.format,
        ),
      ),
      message: v.pipe(
        text('message', enquiryMessages.message, true),
        v.nonEmpty(enquiryMessages.message.required),
      ),
    },
    enquiryMessages.notAForm,
  ),
  // Told on both fields, since either one fixes it.
  v.forward(
    v.partialCheck([['userEmail'], ['phoneNumber']], hasContact, enquiryMessages.contactNeeded),
    ['userEmail'],
  ),
  v.forward(
    v.partialCheck([['userEmail'], ['phoneNumber']], hasContact, enquiryMessages.contactNeeded),
    ['phoneNumber'],
  ),
);

/** One message per field that needs a change. */
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

export type EnquiryValidation =
  { ok: true; value: Enquiry } | { ok: false; message: string; errors: EnquiryErrors };

/**
 * The summary of a refused enquiry, naming the fields to look at in the order the form shows them
 * ("…: your message and an email address or a phone number."), so that the dialog that tells the
 * visitor says where, not only that, something needs a change.
 */
export function invalidEnquiryMessage(errors: EnquiryErrors): string {
  const names: string[] = [];
  for (const field of enquiryFields) {
    const error = errors[field];
    if (error === undefined) continue;
    const name =
      error === enquiryMessages.contactNeeded
        ? enquiryMessages.contactFields
        : enquiryMessages.fieldNames[field];
    if (!names.includes(name)) names.push(name);
  }
  return enquiryMessages.invalid(
    new Intl.ListFormat(enquiryMessages.listLocale, { type: 'conjunction' }).format(names),
  );
}

/** Checks anything (a parsed request body, the form's values) against the enquiry schema. */
export function validateEnquiry(input: unknown): EnquiryValidation {
  // valibot's object() accepts arrays; an enquiry is only ever a plain object.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: enquiryMessages.notAForm, errors: {} };
  }
  const result = v.safeParse(enquirySchema, input);
  if (result.success) return { ok: true, value: result.output };
  const errors: EnquiryErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as EnquiryField | undefined;
    // The first problem of each field is the one to fix first.
    if (field && enquiryFields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, message: invalidEnquiryMessage(errors), errors };
}
