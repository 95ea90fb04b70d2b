/**
 * A fresh, migrated database for one test file: PGlite restored from the run's snapshot,
 * or, when DATABASE_URL / TEST_DATABASE_URL is set, a new database on that server
 * (dropped at the end), so files can run in parallel on one PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, selectRows, wrapPglite, type DatabaseHandle } from '#server/db/client.ts';

export function serverDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

const quietLogger = { warn: () => undefined };

/** `kind` forces one engine (a test that must run on both); by default PostgreSQL when configured, else PGlite. */
export async function createTestDatabase(kind?: 'pglite' | 'postgres'): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = kind === 'pglite' ? undefined : serverDatabaseUrl();
  if (kind === 'postgres' && !serverUrl) throw new Error('createTestDatabase: set DATABASE_URL to run on PostgreSQL');
  if (!serverUrl) {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    return wrapPglite(client);
  }
  const name = `psyscribe_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), quietLogger);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Empties every table between tests (faster than a new database). */
export async function resetDatabase(database: DatabaseHandle): Promise<void> {
  const rows = await selectRows<{ tablename: string }>(database.db, sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rows.map((row) => `"${row.tablename}"`);
  if (tables.length > 0) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
