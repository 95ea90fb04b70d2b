/**
 * The app as its own process, as `npm start` runs it beside its clients (bench/support/app-process.ts
 * starts this file): the database named by BENCH_DATABASE_URL, else a fresh embedded one; the
 * configuration and the number of subscribers in BENCH_APP. Prints one JSON line with the address
 * and the session cookies, then serves until SIGTERM.
 */
import { PGlite } from '@electric-sql/pglite';
import { openPostgres, wrapPglite } from '#server/db/client.ts';
import { startBenchApp } from './app.ts';

const { env, subscribers, productionLogger } = JSON.parse(process.env.BENCH_APP ?? '{}') as { env: Record<string, string>; subscribers: number; productionLogger?: boolean };
const url = process.env.BENCH_DATABASE_URL;
const database = url ? openPostgres(url, { warn: () => undefined }) : wrapPglite(await PGlite.create());
await database.migrate();
const { app, base, cookies } = await startBenchApp(database, env, { subscribers, productionLogger: productionLogger ?? false });
process.stdout.write(`${JSON.stringify({ base, cookies })}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
