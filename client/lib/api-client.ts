/**
 * The single API client: JSON in, JSON out, errors as ApiError with the server's stable
 * code and French message. A response that is not JSON, or a network failure, gets its
 * own code so screens can show the spec's messages.
 */
import type { z } from 'zod';
import type { ErrorCode, FieldIssue } from '#shared/errors.ts';
import { COMMON_MESSAGES } from '#shared/messages/common.ts';

export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status: number,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A response schema, or a function that loads it: the requests made by the first screen (session,
 * public config) pass a loader so that zod is not part of the first JavaScript (docs/performance.md);
 * it is fetched while the request is under way.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: SchemaSource<S>;
  signal?: AbortSignal;
}

export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
  const source = options.schema;
  const schemaPromise = typeof source === 'function' ? source() : Promise.resolve(source);
  // Settled later; a failed chunk load must not surface as an unhandled rejection in the meantime.
  schemaPromise.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', COMMON_MESSAGES.network, 0);
  }
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', COMMON_MESSAGES.internalError, response.status);
  }
  if (!response.ok) throw toApiError(payload, response.status);
  let schema: S;
  try {
    schema = await schemaPromise;
  } catch {
    throw new ApiError('NETWORK_ERROR', COMMON_MESSAGES.network, 0);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', COMMON_MESSAGES.internalError, response.status);
  return parsed.data;
}

const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

export function toApiError(payload: unknown, status: number): ApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as { code?: unknown; message?: unknown; issues?: unknown };
  // The server always sends its stable code with the French message (shared/errors.ts). The catalogue
  // itself is not imported here: it pulls every feature's messages into the first JavaScript
  // (docs/performance.md). A body without them (a proxy's error page) reads as an internal error.
  const hasCode = typeof body.code === 'string' && ERROR_CODE_SHAPE.test(body.code);
  const code = (hasCode ? body.code : 'INTERNAL_ERROR') as ClientErrorCode;
  const message = hasCode && typeof body.message === 'string' ? body.message : COMMON_MESSAGES.internalError;
  const issues = Array.isArray(body.issues) ? (body.issues as FieldIssue[]) : [];
  return new ApiError(code, message, status, issues);
}
