/**
 * Every error the service answers is JSON `{message}` in words a visitor understands: never a
 * stack trace, an error code or a library's own wording (which may quote what was sent).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_PARAM } from '../shared/api';
import { chooseLanguage, type ServiceLanguage, type ServiceWords } from '../shared/serviceWords';
import { header } from './requestHeader';

/** Words for the visitor in the language of the request (the contact service's), or fixed ones. */
export type PublicWords = string | ((language: ServiceLanguage) => string);

/**
 * An error whose message is already written for the visitor (and headers to send with it): fixed
 * words (the owner's inbox, in English), or the contact service's words in the language the
 * request asked for, chosen when the answer is made.
 */
export class PublicError extends Error {
  readonly words: PublicWords;

  constructor(
    readonly statusCode: number,
    words: PublicWords,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof words === 'string' ? words : `refused with status ${statusCode}`);
    this.name = 'PublicError';
    this.words = words;
  }

  /** The words in `language`. */
  say(language: ServiceLanguage): string {
    return typeof this.words === 'string' ? this.words : this.words(language);
  }
}

function messageFor(status: number, { service }: ServiceLanguage): string {
  if (status >= 500) return service.serverFault;
  if (status === 413) return service.tooLarge;
  if (status === 415) return service.notJson;
  if (status === 400) return service.malformed;
  return service.refused;
}

/**
 * The language a request is answered in (docs/spec/contracts.md §3.12): the form's `language`
 * parameter, the address's language prefix, `Accept-Language`, or the first language; never
 * anything but one of the site's languages.
 */
export function languageOf(words: ServiceWords, request: FastifyRequest): ServiceLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  return chooseLanguage(words, {
    parameter: query?.[LANGUAGE_PARAM],
    path: request.url.split('?')[0],
    acceptLanguage: header(request, 'accept-language'),
  });
}

/** What an error becomes for the visitor: a status, words, and headers to send with them. */
export interface VisitorError {
  status: number;
  message: string;
  headers: Record<string, string>;
}

/**
 * The status and the words of any error a route throws, logged on the way. Server faults are
 * logged with their stack for the operator; refusals are logged by code and status only, because
 * a parser's message can quote the request body, which holds personal data.
 */
export function describeError(
  error: FastifyError | PublicError,
  request: FastifyRequest,
  language: ServiceLanguage,
): VisitorError {
  const raw = error.statusCode;
  const status = raw !== undefined && raw >= 400 && raw < 600 ? raw : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info(
      { code: 'code' in error ? error.code : error.name, status },
      'request refused',
    );
  }
  return error instanceof PublicError
    ? { status, message: error.say(language), headers: error.headers }
    : { status, message: messageFor(status, language), headers: {} };
}

/**
 * The one error handler of the JSON API (child contexts inherit it; the contact form's page
 * route has its own, which answers with a page: src/server/contactForm.ts).
 */
export function registerErrorHandler(app: FastifyInstance, words: ServiceWords): void {
  app.setErrorHandler((error: FastifyError | PublicError, request, reply) => {
    const { status, message, headers } = describeError(error, request, languageOf(words, request));
    reply.headers(headers);
    return reply.code(status).type('application/json; charset=utf-8').send({ message });
  });
}
