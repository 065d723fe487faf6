import type { FastifyRequest } from 'fastify';

/**
 * A request header's value (`name` in lower case, as Node keeps it) when it came once, as text;
 * undefined when it is missing or came as a list (no rule of the service reads a list).
 */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}
