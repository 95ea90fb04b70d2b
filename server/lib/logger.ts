import type { FastifyServerOptions } from 'fastify';

/**
 * Structured logs (pino). Request bodies are never logged, and query strings are cut
 * from URLs because a reset link carries its token there.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, url: request.url.split('?')[0] };
      },
    },
  };
}
