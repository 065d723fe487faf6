/**
 * What the two ways of sending an enquiry share, the JSON call (contact.ts) and the form without
 * script (contactForm.ts): the words of their refusals, and the shape of `acceptEnquiry`, the one
 * function that checks and stores an enquiry (made by contact.ts, handed to contactForm.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { EnquiryErrors, SendingWriter } from '../shared/enquiry';
import type { ServiceLanguage } from '../shared/serviceWords';

/**
 * The refusals of the CSRF rules and of idempotency, in the language of the request (the words of
 * content/<language>/contact-service.yaml, src/shared/serviceWords.ts).
 */
export const contactRefusals = {
  foreignOrigin: (language: ServiceLanguage) => language.service.foreignOrigin,
  badToken: (language: ServiceLanguage) => language.service.badToken,
  keyReused: (language: ServiceLanguage) => language.service.keyReused,
  badKey: (language: ServiceLanguage) => language.service.malformed,
} as const;

/** How `acceptEnquiry` ended, when it did not throw (409, 429). */
export type Acceptance =
  | {
      ok: true;
      /** The language's `sent`, or `sentParent` for a parent or guardian. */
      message: string;
      /**
       * The enquiry's reference (src/shared/reference.ts); undefined only for a repeat of one
       * stored before references were given.
       */
      reference: string | undefined;
      writer: SendingWriter;
    }
  | { ok: false; message: string; errors: EnquiryErrors };

/**
 * Checks and stores one enquiry, whichever way it came: the one place for the shared validation,
 * the accepted-enquiry limit, the honeypot, idempotency and storage (the enquiry and its owed
 * e-mail in one transaction). Throws a PublicError for 409 and 429.
 */
export type AcceptEnquiry = (
  request: FastifyRequest,
  body: unknown,
  idempotencyKey: string | undefined,
) => Acceptance;
