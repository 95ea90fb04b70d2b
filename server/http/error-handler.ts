/**
 * The one error handler: AppError → its 4xx, Fastify's own 4xx → stable codes,
 * database outages → 503, anything else → 500 with a generic French message.
 * Never a stack trace in a response; never a request body in a log, nor a query's bound values
 * (database errors are logged by code and constraint only: server/lib/loggable-error.ts).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ERRORS, type ApiErrorBody, type ErrorCode } from '#shared/errors.ts';
import { loggableError } from '#server/lib/loggable-error.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordApiError } from './metrics.ts';

const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08003', '08006']);

function isDatabaseDown(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
  if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message)) return true;
  return cause !== undefined && cause !== error && isDatabaseDown(cause);
}

function fastifyErrorCode(error: FastifyError): ErrorCode | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'INVALID_JSON';
    default:
      break;
  }
  if (error instanceof SyntaxError || error.statusCode === 400) return 'INVALID_JSON';
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return 'VALIDATION_FAILED';
  return undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let code: ErrorCode;
    let body: ApiErrorBody;
    if (error instanceof AppError) {
      code = error.code;
      body = { code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) };
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(Math.max(0, Math.ceil(error.retryAfter))));
    } else if (isDatabaseDown(error)) {
      code = 'DATABASE_UNAVAILABLE';
      body = { code, message: ERRORS[code].message };
      request.log.error({ errCode: code, err: loggableError(error) }, 'database unavailable');
    } else {
      const mapped = fastifyErrorCode(error);
      code = mapped ?? 'INTERNAL_ERROR';
      body = { code, message: ERRORS[code].message };
      if (!mapped) request.log.error({ err: loggableError(error) }, 'unhandled error');
    }
    recordApiError(code);
    const status = ERRORS[code].status;
    if (status < 500) request.log.info({ errCode: code, status }, 'request refused');
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}
