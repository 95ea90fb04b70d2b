/**
 * Runs a measurement on a fresh embedded database, then on a fresh database of the PostgreSQL
 * server named by DATABASE_URL when it is set (dropped afterwards); says so when it is not.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPostgres, wrapPglite, type DatabaseHandle } from '#server/db/client.ts';

export async function onEachDatabase(measure: (label: string, database: DatabaseHandle) => Promise<void>): Promise<void> {
  const embedded = wrapPglite(await PGlite.create());
  await embedded.migrate();
  await measure('PGlite', embedded);
  await embedded.close();
  await withServerDatabase(async (url) => {
    const database = openPostgres(url, { warn: () => undefined });
    try {
      await database.migrate();
      await measure('PostgreSQL', database);
    } finally {
      await database.close();
    }
  });
}

/**
 * For an app run in another process (bench/support/app-process.ts): `undefined` for a fresh embedded
 * database the process opens itself, then the URL of a fresh PostgreSQL database.
 */
export async function onEachDatabaseUrl(measure: (label: string, databaseUrl: string | undefined) => Promise<void>): Promise<void> {
  await measure('PGlite', undefined);
  await withServerDatabase((url) => measure('PostgreSQL', url));
}

/** A fresh database on the server of DATABASE_URL for `use`, dropped afterwards. */
async function withServerDatabase(use: (url: string) => Promise<void>): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set DATABASE_URL to measure it)');
    return;
  }
  const name = `psyscribe_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
