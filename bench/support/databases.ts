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
  const database = openPostgres(url.toString(), { warn: () => undefined });
  try {
    await database.migrate();
    await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
