import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows, wrapPglite, type DatabaseHandle } from './client.ts';
import { createTestDatabase, serverDatabaseUrl } from '#tests/support/test-database.ts';

/** The schema as PostgreSQL describes it: tables, columns, types, defaults, indexes. */
async function describeSchema(database: DatabaseHandle) {
  const columns = await selectRows(database.db, sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`);
  const indexes = await selectRows(database.db, sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`);
  // PostgreSQL 18 (PGlite) also lists NOT NULL as constraints (contype n); 15 does not: nullability is compared through the columns.
  const constraints = await selectRows(database.db, sql`
    select conname, pg_get_constraintdef(oid) as def from pg_constraint
    where connamespace = 'public'::regnamespace and contype <> 'n' order by conname`);
  return { columns, indexes, constraints };
}

describe('migrations', () => {
  it('create the schema on a brand-new embedded database, and re-running them changes nothing', async () => {
    const database = wrapPglite(await PGlite.create());
    await database.migrate();
    const first = await describeSchema(database);
    await database.migrate();
    expect(await describeSchema(database)).toEqual(first);
    expect(first.columns.length).toBeGreaterThan(10);
    await database.close();
    // A brand-new PGlite costs seconds of CPU; on a busy 2-core machine it took 45 s. A limit, not a measurement.
  }, 120_000);

  const url = serverDatabaseUrl();
  it.runIf(url)('produce the same schema on the PostgreSQL server as on PGlite', async () => {
    const embedded = wrapPglite(await PGlite.create());
    await embedded.migrate();
    const server = await createTestDatabase();
    expect(server.kind).toBe('postgres');
    expect(await describeSchema(server)).toEqual(await describeSchema(embedded));
    await embedded.close();
    await server.close();
  }, 120_000);
  if (!url) console.warn('[tests] NOTICE: DATABASE_URL unset — the PGlite/PostgreSQL migration comparison runs only in CI or with DATABASE_URL');
});
