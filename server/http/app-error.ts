import { ERRORS, type ErrorCode, type FieldIssue } from '#shared/errors.ts';
import type { z } from 'zod';

/** A refusal the client should see: the error handler turns it into its 4xx and French message. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly issues?: FieldIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(ERRORS[code].message);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
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
