import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when the response is sent: method, path without its query
 * string (a reset link carries its token there), status and time. Fastify's default writes two (one
 * on arrival, one on completion); the logger was 7.5 % of an authenticated request's CPU
 * (docs/performance.md). Bodies and headers are never logged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: { method: request.method, url: request.url.split('?')[0] }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
