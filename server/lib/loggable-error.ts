/**
 * What of an error may be written to a log. A database error carries the statement's bound
 * values (drizzle's "params: …", PostgreSQL's "Key (email)=(…)" detail): e-mail addresses,
 * names, addresses, hashes. Those errors are logged by SQLSTATE code, constraint, table and
 * column only (docs/operations.md, "Logs").
 */

export interface DatabaseErrorSummary {
  kind: 'database';
  /** SQLSTATE (e.g. 23505) or the driver's network code (e.g. ECONNREFUSED). */
  code: string | undefined;
  constraint?: string;
  table?: string;
  column?: string;
}

export type LoggableError = DatabaseErrorSummary | { kind: 'error'; type: string; message: string; stack?: string };

const SQLSTATE = /^[0-9A-Z]{5}$/;
const NETWORK_CODE = /^E[A-Z]+$/;

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  cause?: unknown;
}

function chainOf(error: unknown): ErrorFields[] {
  const chain: ErrorFields[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = (current as ErrorFields).cause;
  }
  return chain;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined);

/** The database error in this error's cause chain, reduced to what may be logged; undefined if none. */
function databaseErrorSummary(error: unknown): DatabaseErrorSummary | undefined {
  const chain = chainOf(error);
  const fromDatabase = chain.some(
    (link) =>
      link.name === 'DrizzleQueryError' ||
      (typeof link.query === 'string' && 'params' in link) ||
      (typeof link.code === 'string' && SQLSTATE.test(link.code) && typeof link.severity === 'string'),
  );
  if (!fromDatabase) return undefined;
  const withCode = chain.find((link) => typeof link.code === 'string' && (SQLSTATE.test(link.code) || NETWORK_CODE.test(link.code)));
  const source = withCode ?? {};
  const summary: DatabaseErrorSummary = { kind: 'database', code: text(source.code) };
  const constraint = text(source.constraint);
  const table = text(source.table);
  const column = text(source.column);
  if (constraint) summary.constraint = constraint;
  if (table) summary.table = table;
  if (column) summary.column = column;
  return summary;
}

/** The error as it may be logged: a database error by code and constraint only; others by type, message and stack. */
export function loggableError(error: unknown): LoggableError {
  const database = databaseErrorSummary(error);
  if (database) return database;
  if (error instanceof Error) return { kind: 'error', type: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { kind: 'error', type: typeof error, message: 'non-Error value thrown' };
}
