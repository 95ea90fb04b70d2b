import { ERRORS, type ErrorCode, type FieldIssue } from '#shared/errors.ts';
import type { z } from 'zod';

export interface AppErrorOptions {
  /** Seconds before the client may try again (rate limits, draining); sent as `Retry-After`. */
  retryAfter?: number;
}

/**
 * A refusal the client should see, in the domain's terms and free of any transport: the error
 * handler (server/http/error-handler.ts) turns it into its 4xx, French message and headers.
 */
export class AppError extends Error {
  readonly status: number;
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly issues?: FieldIssue[],
    options: AppErrorOptions = {},
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
    this.retryAfter = options.retryAfter;
  }
}

/** Parses untrusted input with a shared schema; failures become VALIDATION_FAILED with field issues. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      result.error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  }
  return result.data;
}
