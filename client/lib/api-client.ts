/**
 * The single API client, and the only module of the client that calls `fetch`: every request,
 * JSON or stream, leaves with the same credentials and headers and fails the same way, as an
 * ApiError with the server's stable code and French message. A response that is not JSON, or a
 * network failure, gets its own code so screens can show the messages of docs/product/specification.md §8.
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

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** What the answer should be: JSON (the default) or server-sent events (client/lib/sse.ts). */
  accept?: 'application/json' | 'text/event-stream';
}

/**
 * The one request function: sends JSON to the API as the signed-in user (the session cookie;
 * the browser adds the Origin header the server's same-origin check reads) and returns the
 * successful response unread. A failure is an ApiError; an abort stays an AbortError.
 */
export async function sendRequest(path: string, options: SendOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: { Accept: options.accept ?? 'application/json', ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', COMMON_MESSAGES.network, 0);
  }
  if (!response.ok) throw toApiError(await readJson(response), response.status);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', COMMON_MESSAGES.internalError, response.status);
  }
}

/** A JSON request whose answer is checked against its schema. */
export async function apiRequest<S extends z.ZodType>(path: string, options: Omit<SendOptions, 'accept'> & { schema: SchemaSource<S> }): Promise<z.output<S>> {
  const source = options.schema;
  const schemaPromise = typeof source === 'function' ? source() : Promise.resolve(source);
  // Settled later; a failed chunk load must not surface as an unhandled rejection in the meantime.
  schemaPromise.catch(() => undefined);
  const response = await sendRequest(path, options);
  const payload = await readJson(response);
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
  // The server always sends its stable code with the catalogue's French message (shared/errors.ts).
  // The catalogue itself is not imported here: it pulls every feature's messages into the first
  // JavaScript (docs/performance.md). A body without them (a proxy's error page) reads as an internal error.
  const hasCode = typeof body.code === 'string' && ERROR_CODE_SHAPE.test(body.code);
  const code = (hasCode ? body.code : 'INTERNAL_ERROR') as ClientErrorCode;
  const message = hasCode && typeof body.message === 'string' ? body.message : COMMON_MESSAGES.internalError;
  const issues = Array.isArray(body.issues) ? (body.issues as FieldIssue[]) : [];
  return new ApiError(code, message, status, issues);
}
