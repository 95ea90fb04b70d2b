/**
 * Opens the database: embedded PGlite under DATA_DIR when DATABASE_URL is unset,
 * node-postgres otherwise. Both get the same Drizzle schema and the same migrations.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, protocol, types } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/** Where drizzle-kit writes migrations; the build copies them next to the bundle. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 7_312_202_611;

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`DATA_DIR ${dataDir} is already used by another PsyScribe server (pid ${pid}); stop it or choose another DATA_DIR`);
  }
}

export function openPostgres(databaseUrl: string, logger: WarnLogger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  // Without a listener an idle client's error (e.g. the server restarting) crashes Node.
  pool.on('error', (error) => logger.warn({ err: { message: error.message } }, 'postgres idle client error'));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/** Wraps an open PGlite (tests pass one restored from a migrated snapshot). */
export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async close() {
      await client.close();
      onClose();
    },
  };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite takes no lock of its own: two processes on one folder would corrupt it.
 * A lock file with our pid refuses a second server; a stale one (dead pid) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Raw SQL rows: both drivers return `{ rows }`, which the shared PgDatabase type does not say. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * A statement written once with named placeholders (`sql.placeholder('name')`) and run many times:
 * its text is built here once instead of by drizzle at every call, and on PostgreSQL it is a named
 * prepared statement, parsed and planned once per pooled connection instead of at every call
 * (docs/chat-streaming.md: the budget's reservation and settlement, run for every chat turn).
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
  readonly params: readonly unknown[];
}

const dialect = new PgDialect();

export function prepareStatement(name: string, query: SQL): PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name, text, params };
}

/**
 * A select of whole rows of one or more tables as a prepared statement (`runPrepared`), each row read back as drizzle's
 * own select would give it: `{ session: SessionRow, user: UserRow }` for `{ session: sessions, user: users }`. Each
 * column is selected under the label "alias.key" and converted by its drizzle column (dates, arrays, JSON), whichever
 * driver parsed it. `rest` is the statement after the column list ("from … where … limit 1").
 */
export interface PreparedSelect<Tables extends Record<string, PgTable>> {
  readonly statement: PreparedStatement;
  readonly read: (row: Record<string, unknown>) => { [Alias in keyof Tables]: Tables[Alias]['$inferSelect'] };
}

export function prepareSelect<Tables extends Record<string, PgTable>>(name: string, tables: Tables, rest: SQL): PreparedSelect<Tables> {
  const columns: { alias: string; key: string; label: string; column: Column }[] = [];
  for (const [alias, table] of Object.entries(tables)) {
    for (const [key, column] of Object.entries(getTableColumns(table))) columns.push({ alias, key, label: `${alias}.${key}`, column });
  }
  const list = sql.join(
    columns.map(({ column, label }) => sql`${column} as ${sql.identifier(label)}`),
    sql`, `,
  );
  return {
    statement: prepareStatement(name, sql`select ${list} ${rest}`),
    read(row) {
      const result: Record<string, Record<string, unknown>> = {};
      for (const { alias, key, label, column } of columns) {
        const value = row[label];
        (result[alias] ??= {})[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return result as { [Alias in keyof Tables]: Tables[Alias]['$inferSelect'] };
    },
  };
}

/** The first row of a prepared select (`prepareSelect`), read back as drizzle's select gives it, or undefined. */
export async function runPreparedSelectFirst<Tables extends Record<string, PgTable>>(
  db: Database,
  select: PreparedSelect<Tables>,
  values: Record<string, unknown>,
): Promise<ReturnType<PreparedSelect<Tables>['read']> | undefined> {
  const [row] = await runPrepared<Record<string, unknown>>(db, select.statement, values);
  return row ? select.read(row) : undefined;
}

/** Runs a prepared statement on the database (not inside a transaction); `values` by placeholder name. */
export async function runPrepared<T>(db: Database, statement: PreparedStatement, values: Record<string, unknown>): Promise<T[]> {
  const params = fillPlaceholders([...statement.params], values);
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: params });
    return result.rows;
  }
  if (client instanceof PGlite) return runPreparedOnPglite<T>(client, statement, params);
  throw new Error('runPrepared: the database is neither a node-postgres pool nor PGlite');
}

/** The named statements each embedded database has parsed. */
const parsedOnPglite = new WeakMap<PGlite, Set<string>>();

/**
 * The embedded database's `query()` parses and plans the statement at every call, in six calls
 * into its engine (parse, describe, bind, describe, execute, sync). A named statement is parsed
 * once per database, and each call is one call into the engine: the reservation went from about
 * 1.0 to 0.2 ms (docs/chat-streaming.md). It takes the same locks as `query()`, and its values
 * and rows are converted with PGlite's own text parsers, as `query()` converts them.
 */
async function runPreparedOnPglite<T>(client: PGlite, statement: PreparedStatement, params: unknown[]): Promise<T[]> {
  let parsed = parsedOnPglite.get(client);
  if (!parsed) parsedOnPglite.set(client, (parsed = new Set()));
  const { serialize } = protocol;
  const messages = [
    ...(parsed.has(statement.name) ? [] : [serialize.parse({ name: statement.name, text: statement.text })]),
    serialize.bind({ statement: statement.name, values: params.map(toText) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
  const batch = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  messages.reduce((offset, message) => (batch.set(message, offset), offset + message.length), 0);
  await client._checkReady();
  const { messages: replies } = await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => client.execProtocol(batch, { throwOnError: false })));
  // A statement parsed in a batch that then failed exists all the same: it is not parsed again.
  if (replies.some((reply) => reply.name === 'parseComplete')) parsed.add(statement.name);
  const failure = replies.find((reply) => reply instanceof protocol.messages.DatabaseError);
  if (failure) throw failure;
  let fields: { name: string; dataTypeID: number }[] = [];
  const rows: T[] = [];
  for (const reply of replies) {
    if (reply instanceof protocol.messages.RowDescriptionMessage) fields = reply.fields;
    else if (reply instanceof protocol.messages.DataRowMessage) {
      const row: Record<string, unknown> = {};
      reply.fields.forEach((value, index) => {
        const field = fields[index]!;
        row[field.name] = types.parseType(value, field.dataTypeID, client.parsers);
      });
      rows.push(row as T);
    }
  }
  return rows;
}

/** A statement's value in the protocol's text format (the statements here take text, numbers and dates). */
function toText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  throw new Error(`runPrepared: no text form for a value of type ${typeof value}`);
}
