/**
 * The backup and restore of docs/operations.md, run for real: pg_dump of a live database,
 * pg_restore into a fresh one, and the application signs in against the restored copy.
 * Needs a PostgreSQL server (DATABASE_URL) and the pg_dump / pg_restore binaries.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#server/db/client.ts';
import { buildRegisterInput } from '#tests/factories/user-factory.ts';
import { cookieOf } from '#tests/support/billing-helpers.ts';
import { buildTestApp } from '#tests/support/test-app.ts';
import { serverDatabaseUrl } from '#tests/support/test-database.ts';

const run = promisify(execFile);
const serverUrl = serverDatabaseUrl();

if (!serverUrl) console.warn('\n!! backup/restore test SKIPPED: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run pg_dump and pg_restore for real\n');

const dir = mkdtempSync(path.join(os.tmpdir(), 'psyscribe-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!serverUrl)('backup and restore of PostgreSQL (docs/operations.md)', () => {
  it('restores a pg_dump into a fresh database, where the user signs in and the old session still holds', async () => {
    const source = await buildTestApp();
    const sourceUrl = (source.deps.database as { url?: string }).url;
    expect(sourceUrl).toBeDefined();
    const input = buildRegisterInput();
    const registered = await source.app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(registered.statusCode).toBe(201);
    const oldCookie = cookieOf(registered);

    // The documented commands (docs/operations.md, "Backup and restore").
    const dump = path.join(dir, 'psyscribe.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${sourceUrl}`]);
    expect(statSync(dump).size).toBeGreaterThan(1000);
    await source.close();

    const name = `psyscribe_restored_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    const restored = openPostgres(target.toString(), { warn: () => undefined });
    try {
      await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.toString()}`, dump]);
      // The restored copy is at the current migration: starting the server there migrates nothing.
      await restored.migrate();
      const app = await buildTestApp({ deps: { database: restored } });
      try {
        const login = await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: input.password } });
        expect(login.statusCode).toBe(200);
        const me = await app.app.inject({ url: '/api/auth/me', headers: { cookie: cookieOf(login) } });
        expect(me.json()).toMatchObject({ user: { email: input.email } });
        // Sessions are in the dump too (keyed hashes, same SESSION_SECRET): the old cookie still works.
        expect((await app.app.inject({ url: '/api/auth/me', headers: { cookie: oldCookie } })).json()).toMatchObject({ user: { email: input.email } });
        expect((await app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: input.email, password: 'pas-le-bon-mot-de-passe' } })).statusCode).toBe(401);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
