import type { FastifyServerOptions } from 'fastify';

/**
 * Structured logs (pino). Request bodies are never logged, and query strings are cut
 * from URLs because a reset link carries its token there.
 *
 * Whatever is logged under `req` or `res` goes through the serializers below, which keep named
 * fields only: no headers, so neither cookies nor the authorization nor set-cookie. (pino's
 * `redact` did the same for those three headers by cloning every line that has a `req` or a `res`,
 * the request line included: 3 % of a signed-in request's CPU, docs/performance.md.)
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req(request: { method: string; url: string; id?: string }) {
        return { id: request.id, method: request.method, url: request.url.split('?')[0] };
      },
      res(response: { statusCode: number }) {
        return { statusCode: response.statusCode };
      },
    },
  };
}
