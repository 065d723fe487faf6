/**
 * The contact enquiry, shared by the browser form and the contact service: its field names (the API
 * contract in docs/spec/contracts.md §3) and the one validation both sides use, made with the
 * words of one language (the content's `problems:` of contact-form.yaml: the page's own in the
 * browser, the language the form said in the service). It ships to the browser, so it stays small
 * (valibot's actions are tree-shaken to the few used here).
 */
import * as v from 'valibot';
import { fillPlaceholders } from './fillPlaceholders';

/**
 * The enquiry's text fields. `relationship` (who the young person is to the writer) is a parent's
 * or guardian's only, and empty in an adult's enquiry; it comes last so that the columns of the
 * older fields keep their places.
 */
export const enquiryFields = [
  'fullName',
  'phoneNumber',
  'userEmail',
  'message',
  'relationship',
] as const;

export type EnquiryField = (typeof enquiryFields)[number];

/** An adult's fields, in the form's order (a parent's has `relationship` after the name too). */
export const adultEnquiryFields = [
  'fullName',
  'phoneNumber',
  'userEmail',
  'message',
] as const satisfies readonly EnquiryField[];

/**
 * What the form sends and the service stores: its text fields, `relationship` left out (or empty)
 * in an adult's.
 */
export type Enquiry = Record<Exclude<EnquiryField, 'relationship'>, string> & {
  relationship?: string;
};

/** An enquiry with every field empty: the form's start, and what a copy of one fills in. */
export const emptyEnquiry: Enquiry = {
  fullName: '',
  phoneNumber: '',
  userEmail: '',
  message: '',
  relationship: '',
};

/**
 * Who is writing, asked before the form's fields (docs/spec/product.md §2.8): the answer goes with
 * the enquiry as `writer`. The form takes an enquiry from a visitor of 18 or older, and from a
 * parent or guardian writing about a young person, who states that they are one and agree to what
 * is kept (`consent`); the service holds a parent's enquiry until the owner has confirmed that by
 * phone (India's Digital Personal Data Protection Act 2023, section 9; DPDP Rules 2025, rule 10).
 * Nothing a visitor under 18 types is taken: that answer shows the helplines and the ways that
 * need no form (docs/decisions.md, "Who is writing, before the form").
 */
export const writers = ['adult', 'parent', 'underEighteen'] as const;

export type Writer = (typeof writers)[number];

/** The answers the form and the service take an enquiry with. */
export const sendingWriters = ['adult', 'parent'] as const satisfies readonly Writer[];

export type SendingWriter = (typeof sendingWriters)[number];

/** The answer's name in the form and in the call. */
export const writerField = 'writer';

/**
 * The parent's or guardian's statement, a checkbox posted as `yes`: that they are the young
 * person's parent or lawful guardian, and agree to what is kept. Asked, not stored: a parent's
 * enquiry is kept only with it, so its writer says it was made.
 */
export const consentField = 'consent';

export { PARENT_CONFIRM_DAYS } from './parentConsent';

/** The value the consent checkbox posts when it is ticked. */
export const CONSENT_GIVEN = 'yes';

/** What is checked, in the form's order: who is writing, the fields, a parent's statement. */
export const checkedFields = [
  writerField,
  'fullName',
  'relationship',
  'phoneNumber',
  'userEmail',
  'message',
  consentField,
] as const satisfies readonly (EnquiryField | typeof writerField | typeof consentField)[];

export type CheckedField = (typeof checkedFields)[number];

/**
 * The hidden trap field: people never see it and screen readers never read it, so anything in it
 * was typed by a bot. It is not part of the enquiry.
 */
export const honeypotField = 'website';

/**
 * Longest accepted values, in characters as a person counts them (see {@link characterCount}):
 * what the messages promise ("4000 characters", "4000 अक्षर") is what is kept, in the browser and
 * the service alike.
 */
export const enquiryLimits = {
  fullName: 100,
  phoneNumber: 30,
  userEmail: 254,
  message: 4000,
  relationship: 60,
} as const satisfies Record<EnquiryField, number>;

/**
 * A guard against text made of marks piled on letters, which a person would count as few
 * characters: a field holds at most this many UTF-16 code units per character of its limit
 * (16,000 for the message), and more is "too long" as well. Ordinary text never comes near it: a
 * Hindi letter with its marks is one to four units ("क्षि" is four), most emoji two, and a text
 * averages under two. The service's body limits are set so that a field at this guard still fits
 * (src/server/contact.ts, contactForm.ts).
 */
export const CODE_UNITS_PER_CHARACTER = 4;

/**
 * The grapheme segmenter, made at its first use: making one loads the engine's locale data,
 * about 200 ms of a cheap phone's time in one task (docs/performance.md), and most texts never
 * need it (`isTooLong` counts only a text longer than its limit in code units). Null where the
 * browser has none.
 */
let graphemes: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  graphemes ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  return graphemes;
}

/**
 * How many characters a person counts in a text: Unicode's extended grapheme clusters
 * (`Intl.Segmenter`, in Node.js and every current browser), so that "क्षि", "é" written as e and
 * an accent, and 👩🏽‍🦯 are one each; a space and a line break are one too. A browser without
 * `Intl.Segmenter` counts code points, never fewer than the clusters, so it is never more lenient
 * than the service. Stops counting at `stop` (a limit plus one is enough to know).
 */
export function characterCount(value: string, stop = Number.POSITIVE_INFINITY): number {
  const segmenter = graphemeSegmenter();
  if (!segmenter) return Math.min(Array.from(value).length, stop);
  const segments = segmenter.segment(value)[Symbol.iterator]();
  let count = 0;
  while (count < stop && !segments.next().done) count += 1;
  return count;
}

/** Whether a text is longer than `limit` characters, or beyond the code-unit guard. */
export function isTooLong(value: string, limit: number): boolean {
  // A character is at least one code unit, so a text this short cannot be too long.
  if (value.length <= limit) return false;
  if (value.length > limit * CODE_UNITS_PER_CHARACTER) return true;
  return characterCount(value, limit + 1) > limit;
}

/** The words of one field's problems (content/<language>/contact-form.yaml, `problems:`). */
interface FieldProblems {
  readonly notText: string;
  /** `{limit}`: the field's longest length ({@link enquiryLimits}). */
  readonly tooLong: string;
  readonly unusual: string;
}

/**
 * Every word a visitor may read about a refused enquiry, in one language, as the content gives
 * them (`problems:` of content/<language>/contact-form.yaml, docs/spec/product.md §8.2): the
 * form checks with them in the browser, and the service with the same words of the language the
 * form said (src/shared/serviceWords.ts).
 */
export interface EnquiryProblems {
  /** The summary above the field messages: `{fields}` names what needs a change (a list). */
  readonly summary: string;
  /** How the summary names each field, and who is writing. */
  readonly fieldNames: Readonly<Record<CheckedField, string>>;
  /** How the summary names the two fields of which one is needed (see `contactNeeded`). */
  readonly contactFields: string;
  /** The body was not one set of form fields at all (never happens from the form itself). */
  readonly notAForm: string;
  readonly contactNeeded: string;
  /** Who is writing was not answered "I am 18 or older" or "I am a parent or guardian…". */
  readonly writer: string;
  /** A parent's or guardian's statement was not ticked. */
  readonly consent: string;
  /** What a parent or guardian must give, for the call that confirms who they are. */
  readonly forParent: {
    readonly fullName: string;
    readonly phoneNumber: string;
    readonly relationship: string;
  };
  readonly fullName: FieldProblems & { readonly oneLine: string };
  readonly phoneNumber: FieldProblems & { readonly oneLine: string; readonly format: string };
  readonly userEmail: FieldProblems & { readonly oneLine: string; readonly format: string };
  readonly message: FieldProblems & { readonly required: string };
  readonly relationship: FieldProblems & { readonly oneLine: string };
}

/** One language's words for a refused enquiry, and its `lang`, whose rules join the names. */
export interface EnquiryWords {
  /** `en-IN`, `hi-IN`: joins the summary's names ("a, b and c", "a, b और c"). */
  readonly lang: string;
  readonly problems: EnquiryProblems;
}

/** The words with every `{limit}` filled in: the messages exactly as a visitor reads them. */
export type EnquiryMessages = EnquiryProblems;

function withLimits(problems: EnquiryProblems): EnquiryMessages {
  const limited = <F extends FieldProblems>(field: EnquiryField, words: F): F => ({
    ...words,
    tooLong: fillPlaceholders(words.tooLong, { limit: enquiryLimits[field] }),
  });
  return {
    ...problems,
    fullName: limited('fullName', problems.fullName),
    phoneNumber: limited('phoneNumber', problems.phoneNumber),
    userEmail: limited('userEmail', problems.userEmail),
    message: limited('message', problems.message),
    relationship: limited('relationship', problems.relationship),
  };
}

/** Line breaks of any kind: CR, LF, and Unicode's line and paragraph separators. */
export const LINE_BREAK = /[\r\n\u2028\u2029]/u;
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
      v.check((value) => !isTooLong(value, enquiryLimits[field]), words.tooLong),
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

/** A parent's or guardian's enquiry needs `field` given: the owner calls them to confirm. */
const givenByParent =
  (field: 'fullName' | 'phoneNumber' | 'relationship') =>
  (input: { writer: SendingWriter } & Partial<Record<typeof field, string>>) =>
    input.writer !== 'parent' || (input[field] ?? '') !== '';

/**
 * The one schema of an enquiry, with one language's messages. Unknown keys (the honeypot among
 * them) are dropped; what comes out is who is writing and the trimmed text fields.
 */
function enquirySchema(messages: EnquiryMessages) {
  return v.pipe(
    v.object(
      {
        writer: v.picklist(sendingWriters, messages.writer),
        fullName: text('fullName', messages.fullName, false),
        relationship: text('relationship', messages.relationship, false),
        phoneNumber: v.pipe(
          text('phoneNumber', messages.phoneNumber, false),
          v.check(
            (value) => value === '' || (PHONE.test(value) && PHONE_DIGITS.test(value)),
            messages.phoneNumber.format,
          ),
        ),
        userEmail: v.pipe(
          text('userEmail', messages.userEmail, false),
          v.check((value) => value === '' || v.EMAIL_REGEX.test(value), messages.userEmail.format),
        ),
        message: v.pipe(
          text('message', messages.message, true),
          v.nonEmpty(messages.message.required),
        ),
        consent: v.optional(v.unknown()),
      },
      messages.notAForm,
    ),
    // Told on both fields, since either one fixes it.
    v.forward(
      v.partialCheck([['userEmail'], ['phoneNumber']], hasContact, messages.contactNeeded),
      ['userEmail'],
    ),
    v.forward(
      v.partialCheck([['userEmail'], ['phoneNumber']], hasContact, messages.contactNeeded),
      ['phoneNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['writer'], ['fullName']],
        givenByParent('fullName'),
        messages.forParent.fullName,
      ),
      ['fullName'],
    ),
    v.forward(
      v.partialCheck(
        [['writer'], ['relationship']],
        givenByParent('relationship'),
        messages.forParent.relationship,
      ),
      ['relationship'],
    ),
    v.forward(
      v.partialCheck(
        [['writer'], ['phoneNumber']],
        givenByParent('phoneNumber'),
        messages.forParent.phoneNumber,
      ),
      ['phoneNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['writer'], ['consent']],
        (input) => input.writer !== 'parent' || input.consent === CONSENT_GIVEN,
        messages.consent,
      ),
      ['consent'],
    ),
  );
}

/** One message per field that needs a change (who is writing among them). */
export type EnquiryErrors = Partial<Record<CheckedField, string>>;

/**
 * An enquiry the form and the service take: its fields, and who is writing. A parent's states
 * their consent (checked, not kept); an adult's `relationship` is always empty.
 */
export interface CheckedEnquiry extends Enquiry {
  readonly writer: SendingWriter;
  readonly relationship: string;
}

export type EnquiryValidation =
  { ok: true; value: CheckedEnquiry } | { ok: false; message: string; errors: EnquiryErrors };

/** The enquiry's check in one language: the browser's form and the service use the same. */
export interface EnquiryCheck {
  /** The messages exactly as a visitor reads them (`{limit}` filled in). */
  readonly messages: EnquiryMessages;
  /** Checks anything (a parsed request body, the form's values) against the enquiry schema. */
  readonly validate: (input: unknown) => EnquiryValidation;
  /**
   * The summary of a refused enquiry, naming the fields to look at in the order the form shows
   * them ("…: your message and an email address or a phone number."), so that the dialog that
   * tells the visitor says where, not only that, something needs a change.
   */
  readonly summary: (errors: EnquiryErrors) => string;
}

const checks = new WeakMap<EnquiryWords, EnquiryCheck>();

/** The check of an enquiry in the language of `words` (made once per set of words). */
export function enquiryCheck(words: EnquiryWords): EnquiryCheck {
  const known = checks.get(words);
  if (known) return known;
  const messages = withLimits(words.problems);
  const schema = enquirySchema(messages);
  // Made at the first summary, not here: the first Intl object a page makes loads the engine's
  // locale data, tens of milliseconds on a cheap phone, and the contact page makes this check as
  // it starts (docs/performance.md).
  let list: Intl.ListFormat | undefined;

  const summary = (errors: EnquiryErrors): string => {
    const names: string[] = [];
    for (const field of checkedFields) {
      const error = errors[field];
      if (error === undefined) continue;
      const name =
        error === messages.contactNeeded ? messages.contactFields : messages.fieldNames[field];
      if (!names.includes(name)) names.push(name);
    }
    // A function, so that a `$` in a name is never read as a replacement pattern.
    const fields = (list ??= new Intl.ListFormat(words.lang, { type: 'conjunction' }));
    return messages.summary.replaceAll('{fields}', () => fields.format(names));
  };

  const validate = (input: unknown): EnquiryValidation => {
    // valibot's object() accepts arrays; an enquiry is only ever a plain object.
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { ok: false, message: messages.notAForm, errors: {} };
    }
    // A form posts no radio button when none is chosen: an absent answer is told as this
    // question's (valibot tells an absent key with the object's own message, "not a form").
    const result = v.safeParse(schema, { [writerField]: undefined, ...input });
    if (result.success) {
      const { writer, fullName, phoneNumber, userEmail, message } = result.output;
      // A relationship typed as a parent, then sent as an adult, is not the adult's to keep.
      const relationship = writer === 'parent' ? result.output.relationship : '';
      return {
        ok: true,
        value: { writer, fullName, phoneNumber, userEmail, message, relationship },
      };
    }
    const errors: EnquiryErrors = {};
    for (const issue of result.issues) {
      const field = issue.path?.[0]?.key as CheckedField | undefined;
      // The first problem of each field is the one to fix first.
      if (field && checkedFields.includes(field) && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, message: summary(errors), errors };
  };

  const check = { messages, validate, summary };
  checks.set(words, check);
  return check;
}
