/**
 * Every error the service answers is JSON `{message}` in words a visitor understands: never a
 * stack trace, an error code or a library's own wording (which may quote what was sent).
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/** The service's own words for each kind of failure. */
export const errorMessages = {
  malformed: 'We could not read what was sent. Please try again.',
  notJson: 'We could not read what was sent. Please use the form on our website.',
  tooLarge: 'Your message is too long to send. Please shorten it and try again.',
  refused: 'We could not accept this request.',
  serverFault:
    'Sorry, something went wrong on our side and your message was not saved. Please try again later, or write to us by e-mail or phone.',
} as const;

/** An error whose message is already written for the visitor (and headers to send with it). */
export class PublicError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'PublicError';
  }
}

function messageFor(status: number): string {
  if (status >= 500) return errorMessages.serverFault;
  if (status === 413) return errorMessages.tooLarge;
  if (status === 415) return errorMessages.notJson;
  if (status === 400) return errorMessages.malformed;
  return errorMessages.refused;
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
    ? { status, message: error.message, headers: error.headers }
    : { status, message: messageFor(status), headers: {} };
}

/**
 * The one error handler of the JSON API (child contexts inherit it; the contact form's page
 * route has its own, which answers with a page: src/server/contactForm.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | PublicError, request, reply) => {
    const { status, message, headers } = describeError(error, request);
    reply.headers(headers);
    return reply.code(status).type('application/json; charset=utf-8').send({ message });
  });
}
