/**
 * The single API client: JSON in, JSON out, errors as ApiError with the server's stable
 * code and French message. A response that is not JSON, or a network failure, gets its
 * own code so screens can show the spec's messages.
 */
import type { z } from 'zod';
import { ERRORS, isErrorCode, type ErrorCode, type FieldIssue } from '#shared/errors.ts';
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

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
}

export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> {
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
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', COMMON_MESSAGES.internalError, response.status);
  return parsed.data;
}

export function toApiError(payload: unknown, status: number): ApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as { code?: unknown; message?: unknown; issues?: unknown };
  const code: ClientErrorCode = isErrorCode(body.code) ? body.code : 'INTERNAL_ERROR';
  const message = typeof body.message === 'string' ? body.message : ERRORS[isErrorCode(body.code) ? body.code : 'INTERNAL_ERROR'].message;
  const issues = Array.isArray(body.issues) ? (body.issues as FieldIssue[]) : [];
  return new ApiError(code, message, status, issues);
}
