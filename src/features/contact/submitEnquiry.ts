import { contactForm } from '../../content/contactForm';
import { currentLanguage } from '../../content/languages';
import { apiClient } from '../../lib/apiClient';
import { CONTACT_PATH } from '../../shared/api';
import { isReference } from '../../shared/reference';
import {
  checkedFields,
  enquiryFields,
  honeypotField,
  writerField,
  consentField,
  type Enquiry,
  type EnquiryErrors,
} from '../../shared/enquiry';

/** Messages by field, for the fields the server rejected (the service's own shape). */
export type EnquiryFieldErrors = EnquiryErrors;

/** How a submission ended. Expected failures are results, never exceptions. */
export type EnquiryResult =
  | {
      readonly ok: true;
      readonly message: string;
      /**
       * The enquiry's reference (six digits, src/shared/reference.ts), when the answer carried
       * one in that shape; anything else there is no reference, and the enquiry is still sent.
       */
      readonly reference?: string;
    }
  | {
      readonly ok: false;
      readonly message: string;
      readonly fieldErrors: EnquiryFieldErrors;
      /**
       * Set when the service did not take it (no answer, or a 5xx): what to keep on the phone to
       * send it again with the same key (docs/offline.md). Unset for a refusal (a 4xx).
       */
      readonly unanswered?: UnansweredEnquiry;
    };

/** An enquiry the service did not take: its key, its body and its language, to send again. */
export interface UnansweredEnquiry {
  readonly key: string;
  readonly body: Readonly<Record<string, string>>;
  readonly language: string;
}

/**
 * How long a send may go without an answer before the enquiry is kept on the phone instead: a
 * link that hangs rather than fails. Safe even if the service did get it meanwhile: it goes
 * again with the same key, and the service stores it once (docs/offline.md).
 */
export const SEND_TIMEOUT_MS = 45_000;

/** Anything besides the enquiry that goes with it. */
export interface EnquiryExtras {
  /**
   * Who the visitor said is writing (src/shared/enquiry.ts): the service takes "adult" and
   * "parent"; a parent's `relationship` and `consent` go only with "parent".
   */
  writer?: string;
  /** A parent's statement (`yes` when ticked). */
  consent?: string;
  /** The trap field's value; sent (as `website`) only when something filled it in. */
  honeypot?: string;
}

/**
 * A fresh key per submission, so that the server stores an enquiry once even if the same request
 * reaches it twice. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost); a site
 * opened over plain HTTP on a local network gets a v4 UUID from `getRandomValues` instead.
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message worth showing: a string with something in it. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The answer's JSON, or undefined when there is none or it is not JSON. */
async function readBody(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    return isRecord(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** `errors` by field, as the server sends it (a message, or a list of them), for known fields. */
function readFieldErrors(errors: unknown): EnquiryFieldErrors {
  const fieldErrors: EnquiryFieldErrors = {};
  if (!isRecord(errors)) return fieldErrors;
  for (const field of checkedFields) {
    const value = errors[field];
    const message = Array.isArray(value) ? value.map(text).filter(Boolean).join(' ') : text(value);
    if (message) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/**
 * Sends an enquiry to `POST {api base}/contact` and says how it went: a 2xx is success, any other
 * status or a network failure is a failure; no answer or a 5xx also says what to keep. The words shown come from the server's `message`, or
 * from the fallbacks of docs/spec/product.md §8.1 in `src/content/contactForm.ts`; a success also
 * gives the enquiry's `reference` when the answer has a valid one.
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  extras: EnquiryExtras = {},
): Promise<EnquiryResult> {
  // Exactly the fields of the contract, whatever else the caller's object holds.
  const body: Record<string, string> = {};
  if (extras.writer !== undefined) body[writerField] = extras.writer;
  for (const field of enquiryFields) body[field] = enquiry[field] ?? '';
  // A parent's own: an adult's call stays the four fields of the contract.
  if (extras.writer !== 'parent') delete body.relationship;
  if (extras.consent !== undefined && extras.writer === 'parent')
    body[consentField] = extras.consent;
  // The service ignores unknown keys except this one, which marks the enquiry as spam.
  if (extras.honeypot) body[honeypotField] = extras.honeypot;

  const key = newIdempotencyKey();
  const language = currentLanguage.lang;
  const unanswered: UnansweredEnquiry = { key, body, language };
  let response: Response;
  try {
    response = await apiClient.post(CONTACT_PATH, {
      json: body,
      // The page's language: the service answers in it (docs/spec/contracts.md §3.12).
      headers: { 'Idempotency-Key': key, 'Accept-Language': language },
      // Statuses are answers, not exceptions: they are read below.
      throwHttpErrors: false,
      timeout: SEND_TIMEOUT_MS,
    });
  } catch {
    // No answer at all (offline, DNS, connection reset, a link that hangs, blocked by the browser).
    return { ok: false, message: contactForm.failure.fallbackMessage, fieldErrors: {}, unanswered };
  }

  const answer = await readBody(response);
  if (response.ok) {
    const reference = answer?.reference;
    return {
      ok: true,
      message: text(answer?.message) ?? contactForm.success.fallbackMessage,
      ...(isReference(reference) ? { reference } : {}),
    };
  }
  return {
    ok: false,
    message: text(answer?.message) ?? contactForm.failure.fallbackMessage,
    fieldErrors: readFieldErrors(answer?.errors),
    // A 5xx (the service, or a proxy in front of it, did not take it) is sent again later.
    ...(response.status >= 500 ? { unanswered } : {}),
  };
}
